import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { createSession, SESSION_COOKIE } from '#server/lib/sessions.ts'
import { logStream } from './log-capture.ts'
import { TEST_PASSWORD } from './user-factories.ts'
import { openTestDatabase } from './test-database.ts'

/** Job queue polling fast enough for tests (production keeps pg-boss's defaults). */
export const TEST_JOBS_TUNING = {
  pollingIntervalSeconds: 0.5,
  cronMonitorIntervalSeconds: 1,
  cronWorkerIntervalSeconds: 1,
}

/**
 * The real app on a private database. Call `close` in afterAll. The job queue stays off (sent
 * jobs are not recorded) unless `jobs` is true: then it runs as in server.ts, polling fast. On
 * PostgreSQL the app hears NOTIFY (live updates, the outbox) only with `listen`, as a server
 * started with DATABASE_URL does; on the embedded database it always does.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { jobs = false, listen = false }: { jobs?: boolean; listen?: boolean } = {},
) {
  const database = await openTestDatabase()
  const listenUrl =
    listen && database.connection.engine === 'postgres' ? database.connection.url : undefined
  const config = loadConfig({
    LOG_LEVEL: 'warn',
    CLIENT_DIR: './no-client-in-api-tests',
    ...env,
    // DATABASE_URL would turn the demo payments off; the test apps keep them as everywhere else.
    ...(listenUrl ? { DATABASE_URL: listenUrl, PAYMENTS_SANDBOX: 'true' } : {}),
  })
  const app = await buildApp({
    config,
    database,
    logger: { level: 'warn', stream: logStream },
    jobsTuning: TEST_JOBS_TUNING,
  })
  if (jobs) await app.jobs.start()
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

/** Signs a test user in through the API (their password is TEST_PASSWORD): the session cookie. */
export async function signInCookie(
  app: Awaited<ReturnType<typeof buildApp>>,
  email: string,
): Promise<string> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: TEST_PASSWORD },
  })
  const cookie = sessionCookieFrom(login)
  if (!cookie) throw new Error(`${email} could not sign in: ${login.statusCode} ${login.body}`)
  return cookie
}
