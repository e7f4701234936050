// A lost or unreachable database is a temporary fault of the service, not a bug in the request:
// the error handler answers it with 503 DATABASE_UNAVAILABLE and logs it at warn.

// PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01-57P03 (administrator or crash
// shutdown, cannot connect now), 53300 (too many connections).
const LOST_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/
// Node socket errors on the way to the server.
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH'])
// node-postgres and pg-pool say it in words, without a code.
const LOST_MESSAGE =
  /Connection terminated|not queryable|Client was closed|timeout exceeded when trying to connect|not currently accepting connections/

/** True when the error (or one of its causes) says the database connection is gone. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false
    const { code, message, cause } = current as {
      code?: unknown
      message?: unknown
      cause?: unknown
    }
    if (typeof code === 'string' && (LOST_SQLSTATE.test(code) || SOCKET_CODES.has(code))) {
      return true
    }
    if (typeof message === 'string' && LOST_MESSAGE.test(message)) return true
    current = cause
  }
  return false
}
