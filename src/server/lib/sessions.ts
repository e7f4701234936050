import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { preparedPer } from '#server/db/precompiled.ts'
import { couriers } from '#server/db/schema/delivery.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { sessions, users } from '#server/db/schema/users.ts'

export const SESSION_COOKIE = 'selam_session'

/** How often a session's last-seen time is written; reads within this window do not write. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000

export type SessionPolicy = { idleDays: number; absoluteDays: number }

export function newSessionToken(): string {
  // 256 bits from the system CSPRNG; only its hash is stored.
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

const DAY_MS = 24 * 60 * 60 * 1000

export async function createSession(
  db: Executor,
  input: { userId: string; ipAddress?: string; userAgent?: string },
  policy: SessionPolicy,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken()
  const now = Date.now()
  const expiresAt = new Date(now + policy.absoluteDays * DAY_MS)
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    ipAddress: input.ipAddress ?? null,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
    lastSeenAt: new Date(now),
    expiresAt,
  })
  return { token, expiresAt }
}

export async function revokeSession(db: Executor, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)))
}

export async function revokeUserSessions(db: Executor, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId))
}

/** The columns every authenticated request knows about its user. */
const authUserSelection = {
  user: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    username: users.username,
    email: users.email,
    phone: users.phone,
    country: users.country,
    city: users.city,
    preferredCurrency: users.preferredCurrency,
    preferredLanguage: users.preferredLanguage,
    calendar: users.calendar,
    isEthiopianDiaspora: users.isEthiopianDiaspora,
    ethiopianRegionOfOrigin: users.ethiopianRegionOfOrigin,
    dateOfBirth: users.dateOfBirth,
    isEmailVerified: users.isEmailVerified,
    isPhoneVerified: users.isPhoneVerified,
    isSeller: users.isSeller,
    role: users.role,
    suspendedAt: users.suspendedAt,
    createdAt: users.createdAt,
  },
  sellerId: sellers.id,
  courierId: couriers.id,
}

type AuthUserRow = {
  user: Pick<typeof users.$inferSelect, keyof (typeof authUserSelection)['user']>
  sellerId: string | null
  courierId: string | null
}

function toAuthUser(row: AuthUserRow) {
  const { suspendedAt: _suspended, ...user } = row.user
  return { ...user, sellerId: row.sellerId, courierId: row.courierId }
}

/** The user with their seller and courier links, for responses after sign-in or profile changes. */
export async function loadAuthUser(db: Executor, userId: string) {
  const [row] = await db
    .select(authUserSelection)
    .from(users)
    .leftJoin(sellers, eq(sellers.userId, users.id))
    .leftJoin(couriers, eq(couriers.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1)
  return row ? toAuthUser(row) : null
}

// Every signed-in request reads it: named, so PostgreSQL plans it once per connection, and built
// once per database handle.
const sessionUserQuery = preparedPer((db) =>
  db
    .select({ sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, ...authUserSelection })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(sellers, eq(sellers.userId, users.id))
    .leftJoin(couriers, eq(couriers.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleCutoff')),
        // A deleted account's sessions are gone; this keeps a racing request out too.
        isNull(users.deletedAt),
      ),
    )
    .limit(1)
    .prepare('session_user'),
)

/** The signed-in user behind a session token, or null when the session is unknown, idle too long or expired. */
export async function findSessionUser(db: Executor, token: string, policy: SessionPolicy) {
  const now = new Date()
  const idleCutoff = new Date(now.getTime() - policy.idleDays * DAY_MS)
  const [row] = await sessionUserQuery(db).execute({
    tokenHash: hashToken(token),
    now,
    idleCutoff,
  })
  if (!row || row.user.suspendedAt) return null
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId))
  }
  return toAuthUser(row)
}

export type AuthUser = NonNullable<Awaited<ReturnType<typeof findSessionUser>>>

/** Drops sessions past their absolute or idle expiry. */
export async function deleteExpiredSessions(db: Executor, policy: SessionPolicy): Promise<void> {
  const idleCutoff = new Date(Date.now() - policy.idleDays * DAY_MS)
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, new Date()), lt(sessions.lastSeenAt, idleCutoff)))
}
