import type { MessageKey } from '#shared/i18n/messages.ts'

/**
 * A failure the caller can act on. The error handler turns it into `{ message, code, details }`,
 * with the message translated from `messageKey` into the caller's language.
 */
export class AppError extends Error {
  readonly statusCode: number
  readonly code: string
  readonly messageKey: MessageKey
  readonly details?: unknown
  readonly values?: Record<string, string | number>
  readonly headers?: Record<string, string>

  constructor(
    statusCode: number,
    code: string,
    messageKey: MessageKey,
    extra: {
      details?: unknown
      values?: Record<string, string | number>
      headers?: Record<string, string>
    } = {},
  ) {
    super(messageKey)
    this.name = 'AppError'
    this.statusCode = statusCode
    this.code = code
    this.messageKey = messageKey
    this.details = extra.details
    this.values = extra.values
    this.headers = extra.headers
  }
}

export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', 'error.unauthenticated')
export const forbidden = (messageKey: MessageKey = 'error.forbidden') =>
  new AppError(403, 'FORBIDDEN', messageKey)
export const notFound = (messageKey: MessageKey = 'error.notFound', code = 'NOT_FOUND') =>
  new AppError(404, code, messageKey)
export const conflict = (code: string, messageKey: MessageKey, details?: unknown) =>
  new AppError(409, code, messageKey, { details })
/** A single field that failed a rule only the server can check (e.g. uniqueness). */
export const fieldError = (code: string, field: string, messageKey: MessageKey, status = 409) =>
  new AppError(status, code, messageKey, { details: { fields: { [field]: messageKey } } })

/** Whether the error is a unique-constraint violation (PostgreSQL and PGlite, wrapped or not). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false
  const candidates = [error as { code?: string; constraint?: string }]
  const cause = (error as { cause?: unknown }).cause
  if (typeof cause === 'object' && cause !== null) candidates.push(cause as { code?: string })
  return candidates.some(
    (e) =>
      e.code === '23505' &&
      (constraint === undefined || e.constraint === undefined || e.constraint === constraint),
  )
}
