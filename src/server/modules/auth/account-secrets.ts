import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { ACCOUNT_CODE_ATTEMPTS, ACCOUNT_TOKEN_MINUTES } from '#shared/contracts/auth.ts'
import { uiLanguageFor } from '#shared/language.ts'
import type { Executor } from '#server/db/database.ts'
import type { AccountTokenPurpose } from '#server/db/schema/users.ts'
import { AppError } from '#server/lib/errors.ts'
import {
  claimCodeAttempt,
  countTokensSince,
  findLiveCode,
  insertAccountToken,
  markTokenUsed,
  voidTokens,
} from './account-tokens.queries.ts'
import { clearAttempts, recentAttempts, recordLoginAttempt } from './auth.queries.ts'

// One-time secrets sent to an email address (a link) or a phone (a code), and the limits on
// sending them. Only hashes are stored, as with session tokens (docs/decisions/002).

const MINUTE_MS = 60_000

/** Where links in messages point: the site's public origin. */
export type LinkContext = { origin: string }

/** A 32-byte link token from the system CSPRNG, and the sha-256 that is stored. */
export function newLinkToken() {
  const token = randomBytes(32).toString('base64url')
  return { token, secretHash: hashLinkToken(token) }
}

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** A six-digit code; stored hashed with the account id, so the same code of two accounts differs. */
export function newCode(userId: string) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  return { code, secretHash: hashCode(userId, code) }
}

export const hashCode = (userId: string, code: string) =>
  createHash('sha256').update(`${userId}:${code}`).digest('hex')

export function sameHash(a: string, b: string) {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}

export const tokenExpiry = () => new Date(Date.now() + ACCOUNT_TOKEN_MINUTES * MINUTE_MS)

/** The recipient's interface language (am or en) for a stored preference. */
export const messageLanguage = (preferred: string | null | undefined) => uiLanguageFor(preferred)

/** Secrets of one purpose an account may be sent per hour (each one voids the one before). */
const MAX_SECRETS_PER_HOUR = 5
const HOUR_MS = 60 * MINUTE_MS

export async function accountMaySendSecret(
  db: Executor,
  userId: string,
  purpose: AccountTokenPurpose,
) {
  const sent = await countTokensSince(db, userId, purpose, new Date(Date.now() - HOUR_MS))
  return sent < MAX_SECRETS_PER_HOUR
}

export function tooManySecrets() {
  return new AppError(429, 'TOO_MANY_CODES', 'auth.tooManyCodes', {
    headers: { 'retry-after': String(HOUR_MS / 1000) },
  })
}

/** Stores a new secret after voiding the account's earlier ones of the same purpose. */
export async function storeSecret(
  db: Executor,
  values: {
    userId: string
    purpose: AccountTokenPurpose
    channel: 'email' | 'sms'
    address: string
    secretHash: string
  },
) {
  await voidTokens(db, values.userId, values.purpose)
  await insertAccountToken(db, { ...values, expiresAt: tokenExpiry() })
}

/**
 * A budget per key in `login_attempts` (shared by every process): `max` uses per window, then
 * 429 with Retry-After until the oldest use leaves the window. Keys name what is requested (an
 * address typed into a form, or a client address), never whether an account exists.
 */
export async function spendBudget(
  db: Executor,
  key: string,
  budget: { max: number; windowMs: number },
) {
  const now = Date.now()
  const since = new Date(now - budget.windowMs)
  const used = await recentAttempts(db, key, since, false)
  if (used.length >= budget.max) {
    const oldest = used[used.length - budget.max]!.createdAt.getTime()
    const seconds = Math.max(1, Math.ceil((oldest + budget.windowMs - now) / 1000))
    throw new AppError(429, 'TOO_MANY_REQUESTS', 'error.tooManyRequests', {
      headers: { 'retry-after': String(seconds) },
    })
  }
  await clearAttempts(db, key, false, since)
  await recordLoginAttempt(db, [key], false)
}

/** "a•••@example.com", "+251 9•• ••• 567": enough for the owner to recognise, not to copy. */
export function maskAddress(address: string) {
  if (address.includes('@')) {
    const [local = '', domain = ''] = address.split('@')
    return `${local.slice(0, 1)}•••@${domain}`
  }
  return `${address.slice(0, 5)}•••••${address.slice(-3)}`
}

export const codeInvalid = () =>
  new AppError(400, 'CODE_INVALID', 'auth.codeInvalid', {
    details: { fields: { code: 'auth.codeInvalid' } },
  })

/**
 * Checks a six-digit code of the account: each try counts before the comparison, and the try
 * that uses up the last one ends the code. Answers the code's row when it matches.
 */
export async function checkCode(
  db: Executor,
  userId: string,
  purpose: 'password-reset' | 'phone-verification',
  code: string,
) {
  const live = await findLiveCode(db, userId, purpose)
  if (!live) throw codeInvalid()
  const claimed = await claimCodeAttempt(db, live.id, ACCOUNT_CODE_ATTEMPTS)
  if (!claimed) throw codeInvalid()
  if (sameHash(live.secretHash, hashCode(userId, code))) return live
  if (claimed.attempts >= ACCOUNT_CODE_ATTEMPTS) await markTokenUsed(db, live.id)
  throw codeInvalid()
}
