import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { createSession, SESSION_COOKIE } from '#server/lib/sessions.ts'
import { logStream } from './log-capture.ts'
import { openTestDatabase } from './test-database.ts'

/** The real app on a private database. Call `close` in afterAll. */
export async function createTestApp(env: Record<string, string> = {}) {
  const database = await openTestDatabase()
  const config = loadConfig({ LOG_LEVEL: 'warn', CLIENT_DIR: './no-client-in-api-tests', ...env })
  const app = await buildApp({ config, database, logger: { level: 'warn', stream: logStream } })
  await app.ready()
  return {
    app,
    db: database.db,
    config,
    /** A session cookie header for the user, as if they had signed in. */
    async cookieFor(userId: string) {
      const { token } = await createSession(database.db, { userId }, app.sessionPolicy)
      return `${SESSION_COOKIE}=${token}`
    },
    async close() {
      await app.close()
      await database.close()
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

/** The session cookie a response set, ready to send back. */
export function sessionCookieFrom(response: { cookies: { name: string; value: string }[] }) {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)
  return cookie ? `${SESSION_COOKIE}=${cookie.value}` : undefined
}
