import type { Executor } from '#server/db/database.ts'
import { AppError } from '#server/lib/errors.ts'
import { clearFailures, recentFailures, recordLoginAttempt } from './auth.queries.ts'

// Failed sign-ins are counted in the database, so the limits hold across server processes.
const WINDOW_MS = 15 * 60 * 1000
const MAX_FAILURES_PER_ACCOUNT = 5
const MAX_FAILURES_PER_ADDRESS = 20

const accountKey = (email: string) => `email:${email}`
const addressKey = (ip: string) => `ip:${ip}`

/** Refuses with 429 and Retry-After while the account or the address is over its limit. */
export async function assertLoginAllowed(db: Executor, email: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - WINDOW_MS)
  const limits: [string, number][] = [
    [accountKey(email), MAX_FAILURES_PER_ACCOUNT],
    [addressKey(ip), MAX_FAILURES_PER_ADDRESS],
  ]
  for (const [key, max] of limits) {
    const failures = await recentFailures(db, key, since)
    if (failures.length >= max) {
      // The window reopens when the oldest failure that still counts falls out of it.
      const oldest = failures[failures.length - max]!.createdAt.getTime()
      const retryAfter = Math.max(1, Math.ceil((oldest + WINDOW_MS - Date.now()) / 1000))
      throw new AppError(429, 'TOO_MANY_LOGIN_ATTEMPTS', 'error.tooManyLogins', {
        values: { minutes: Math.ceil(retryAfter / 60) },
        headers: { 'retry-after': String(retryAfter) },
      })
    }
  }
}

export async function recordLoginFailure(db: Executor, email: string, ip: string): Promise<void> {
  await recordLoginAttempt(db, [accountKey(email), addressKey(ip)], false)
}

/** A successful sign-in clears the account's failures (the address keeps its count). */
export async function recordLoginSuccess(db: Executor, email: string): Promise<void> {
  await clearFailures(db, accountKey(email))
}
