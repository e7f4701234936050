import { and, eq, gt, lt, ne, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { sellers, trialPlans, userTrials } from '#server/db/schema/sellers.ts'
import { loginAttempts, users } from '#server/db/schema/users.ts'

const credentialColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  suspendedAt: users.suspendedAt,
}

export async function findUserCredentials(db: Executor, email: string) {
  const [row] = await db
    .select(credentialColumns)
    .from(users)
    .where(eq(users.email, email))
    .limit(1)
  return row ?? null
}

/** Only a verified phone number signs in. */
export async function findUserCredentialsByPhone(db: Executor, phone: string) {
  const [row] = await db
    .select(credentialColumns)
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.isPhoneVerified, true)))
    .limit(1)
  return row ?? null
}

/** Which of email and username another user already holds. */
export async function findTakenIdentity(
  db: Executor,
  identity: { email?: string; username?: string },
  exceptUserId?: string,
) {
  const checks = []
  if (identity.email) checks.push(eq(users.email, identity.email))
  if (identity.username) checks.push(sql`lower(${users.username}) = lower(${identity.username})`)
  if (checks.length === 0) return { email: false, username: false }
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(
      and(
        sql`(${sql.join(checks, sql` or `)})`,
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
  return {
    email: rows.some((row) => row.email === identity.email),
    username: rows.some((row) => row.username.toLowerCase() === identity.username?.toLowerCase()),
  }
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id })
  return row!
}

export async function updateUser(
  db: Executor,
  userId: string,
  values: Partial<typeof users.$inferInsert>,
) {
  await db.update(users).set(values).where(eq(users.id, userId))
}

export async function recordLoginAttempt(db: Executor, keys: string[], succeeded: boolean) {
  await db.insert(loginAttempts).values(keys.map((key) => ({ key, succeeded })))
}

/** Attempts for a key since a moment, oldest first. */
export async function recentAttempts(db: Executor, key: string, since: Date, succeeded: boolean) {
  return db
    .select({ createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.key, key),
        eq(loginAttempts.succeeded, succeeded),
        gt(loginAttempts.createdAt, since),
      ),
    )
    .orderBy(loginAttempts.createdAt)
}

/** Drops a key's rows of one kind (all of them, or only those older than `before`). */
export async function clearAttempts(db: Executor, key: string, succeeded: boolean, before?: Date) {
  await db
    .delete(loginAttempts)
    .where(
      and(
        eq(loginAttempts.key, key),
        eq(loginAttempts.succeeded, succeeded),
        before ? lt(loginAttempts.createdAt, before) : undefined,
      ),
    )
}

export async function findSellerByUser(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(eq(sellers.userId, userId))
    .limit(1)
  return row ?? null
}

export async function insertSeller(db: Executor, values: typeof sellers.$inferInsert) {
  const [row] = await db
    .insert(sellers)
    .values(values)
    .returning({ id: sellers.id, storeName: sellers.storeName })
  return row!
}

/** The active trial plan new sellers start on (the lowest-priced one if several). */
export async function findActiveTrialPlan(db: Executor) {
  const [row] = await db
    .select({ id: trialPlans.id, durationDays: trialPlans.durationDays })
    .from(trialPlans)
    .where(eq(trialPlans.isActive, true))
    .orderBy(trialPlans.createdAt)
    .limit(1)
  return row ?? null
}

export async function insertTrialPlan(db: Executor, values: typeof trialPlans.$inferInsert) {
  const [row] = await db
    .insert(trialPlans)
    .values(values)
    .returning({ id: trialPlans.id, durationDays: trialPlans.durationDays })
  return row!
}

export async function insertUserTrial(db: Executor, values: typeof userTrials.$inferInsert) {
  const [row] = await db
    .insert(userTrials)
    .values(values)
    .returning({ expiresAt: userTrials.expiresAt })
  return row!
}
