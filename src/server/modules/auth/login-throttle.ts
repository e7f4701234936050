import type { Executor } from '#server/db/database.ts'
import { AppError } from '#server/lib/errors.ts'
import { clearAttempts, recentAttempts, recordLoginAttempt } from './auth.queries.ts'

// Sign-in attempts are counted in the database, so the limits hold across server processes.
// See docs/decisions/013-sign-in-throttling-and-enumeration.md for why the limits look like this.

/** Failures of one (account, address) pair are remembered this long (a success forgets them). */
const PAIR_MEMORY_MS = 24 * 60 * 60 * 1000
/** After this many failures the pair waits before its next try ... */
const PAIR_FREE_FAILURES = 3
/** ... first this long, doubling with every further failure ... */
const PAIR_FIRST_DELAY_S = 5
/** ... up to this. */
const PAIR_MAX_DELAY_S = 15 * 60

/** One address guessing across many accounts (credential stuffing). */
const ADDRESS_WINDOW_MS = 15 * 60 * 1000
const MAX_FAILURES_PER_ADDRESS = 20
/** A pair that signed in successfully within this time is not held back by its address's count. */
const KNOWN_PAIR_MS = 30 * 24 * 60 * 60 * 1000

const pairKey = (email: string, ip: string) => `pair:${email}|${ip}`
const addressKey = (ip: string) => `ip:${ip}`

/** The delay a pair with this many remembered failures waits after its last one, in seconds. */
export function pairDelaySeconds(failures: number): number {
  if (failures < PAIR_FREE_FAILURES) return 0
  return Math.min(PAIR_MAX_DELAY_S, PAIR_FIRST_DELAY_S * 2 ** (failures - PAIR_FREE_FAILURES))
}

function tooManyAttempts(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds))
  return seconds < 60
    ? new AppError(429, 'TOO_MANY_LOGIN_ATTEMPTS', 'error.tooManyLoginsSeconds', {
        values: { seconds },
        headers: { 'retry-after': String(seconds) },
      })
    : new AppError(429, 'TOO_MANY_LOGIN_ATTEMPTS', 'error.tooManyLogins', {
        values: { minutes: Math.ceil(seconds / 60) },
        headers: { 'retry-after': String(seconds) },
      })
}

/**
 * Refuses with 429 and Retry-After while this (account, address) pair is waiting out its delay,
 * or while the address is over its limit and has never signed in to this account. Failures from
 * other addresses never hold back the account's owner, and a pair that is not itself waiting gets
 * its password checked.
 */
export async function assertLoginAllowed(db: Executor, email: string, ip: string): Promise<void> {
  const now = Date.now()
  const pairFailures = await recentAttempts(
    db,
    pairKey(email, ip),
    new Date(now - PAIR_MEMORY_MS),
    false,
  )
  const delay = pairDelaySeconds(pairFailures.length)
  if (delay > 0) {
    const last = pairFailures[pairFailures.length - 1]!.createdAt.getTime()
    const waitMs = last + delay * 1000 - now
    if (waitMs > 0) throw tooManyAttempts(waitMs / 1000)
  }

  const addressFailures = await recentAttempts(
    db,
    addressKey(ip),
    new Date(now - ADDRESS_WINDOW_MS),
    false,
  )
  if (addressFailures.length < MAX_FAILURES_PER_ADDRESS) return
  const known = await recentAttempts(db, pairKey(email, ip), new Date(now - KNOWN_PAIR_MS), true)
  if (known.length > 0) return
  // The window reopens when the oldest failure that still counts falls out of it.
  const oldest =
    addressFailures[addressFailures.length - MAX_FAILURES_PER_ADDRESS]!.createdAt.getTime()
  throw tooManyAttempts((oldest + ADDRESS_WINDOW_MS - now) / 1000)
}

export async function recordLoginFailure(db: Executor, email: string, ip: string): Promise<void> {
  const cutoff = new Date(Date.now() - PAIR_MEMORY_MS)
  await clearAttempts(db, pairKey(email, ip), false, cutoff)
  await clearAttempts(db, addressKey(ip), false, cutoff)
  await recordLoginAttempt(db, [pairKey(email, ip), addressKey(ip)], false)
}

/** A success forgets the pair's failures and marks the pair as known (the address keeps its count). */
export async function recordLoginSuccess(db: Executor, email: string, ip: string): Promise<void> {
  await clearAttempts(db, pairKey(email, ip), false)
  await clearAttempts(db, pairKey(email, ip), true)
  await recordLoginAttempt(db, [pairKey(email, ip)], true)
}

/**
 * Registration answers "email taken" (the form must say so, and there is no email channel yet to
 * answer every attempt alike), so each address may hear that only a few times an hour: enough
 * for a person who forgot they had an account, far too few to test a list of addresses.
 */
const TAKEN_WINDOW_MS = 60 * 60 * 1000
const MAX_TAKEN_ANSWERS_PER_ADDRESS = 10
const takenKey = (ip: string) => `register-taken:${ip}`

export async function assertRegistrationAllowed(db: Executor, ip: string): Promise<void> {
  const now = Date.now()
  const taken = await recentAttempts(db, takenKey(ip), new Date(now - TAKEN_WINDOW_MS), false)
  if (taken.length < MAX_TAKEN_ANSWERS_PER_ADDRESS) return
  const oldest = taken[taken.length - MAX_TAKEN_ANSWERS_PER_ADDRESS]!.createdAt.getTime()
  const seconds = Math.max(1, Math.ceil((oldest + TAKEN_WINDOW_MS - now) / 1000))
  throw new AppError(429, 'TOO_MANY_REGISTRATIONS', 'error.tooManyRequests', {
    headers: { 'retry-after': String(seconds) },
  })
}

export async function recordTakenIdentity(db: Executor, ip: string): Promise<void> {
  await clearAttempts(db, takenKey(ip), false, new Date(Date.now() - TAKEN_WINDOW_MS))
  await recordLoginAttempt(db, [takenKey(ip)], false)
}
