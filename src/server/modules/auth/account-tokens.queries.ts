import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { accountTokens, type AccountTokenPurpose, users } from '#server/db/schema/users.ts'

/** What a message to the account needs: where it goes and in which language. */
const recipientColumns = {
  id: users.id,
  email: users.email,
  phone: users.phone,
  isEmailVerified: users.isEmailVerified,
  isPhoneVerified: users.isPhoneVerified,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  preferredLanguage: users.preferredLanguage,
  suspendedAt: users.suspendedAt,
}

export type Recipient = Awaited<ReturnType<typeof findRecipientByEmail>> & {}

export async function findRecipientByEmail(db: Executor, email: string) {
  const [row] = await db.select(recipientColumns).from(users).where(eq(users.email, email)).limit(1)
  return row ?? null
}

/** Only a verified phone number identifies an account. */
export async function findRecipientByVerifiedPhone(db: Executor, phone: string) {
  const [row] = await db
    .select(recipientColumns)
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.isPhoneVerified, true)))
    .limit(1)
  return row ?? null
}

export async function findRecipient(db: Executor, userId: string) {
  const [row] = await db.select(recipientColumns).from(users).where(eq(users.id, userId)).limit(1)
  return row ?? null
}

/** Whether another account has verified this phone number. */
export async function isPhoneVerifiedElsewhere(db: Executor, phone: string, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.phone, phone), eq(users.isPhoneVerified, true), sql`${users.id} <> ${userId}`),
    )
    .limit(1)
  return !!row
}

export async function insertAccountToken(db: Executor, values: typeof accountTokens.$inferInsert) {
  const [row] = await db.insert(accountTokens).values(values).returning({ id: accountTokens.id })
  return row!
}

/** How many secrets of this purpose the account was sent since a moment. */
export async function countTokensSince(
  db: Executor,
  userId: string,
  purpose: AccountTokenPurpose,
  since: Date,
) {
  const [row] = await db
    .select({ value: count() })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        gt(accountTokens.createdAt, since),
      ),
    )
  return row?.value ?? 0
}

/** Ends every unused secret of this purpose (a newer one replaces them, or the purpose is done). */
export async function voidTokens(db: Executor, userId: string, purpose: AccountTokenPurpose) {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    )
}

/**
 * Uses a link token: marks it used only if it is unused and unexpired, in one statement, so two
 * requests racing with one link cannot both succeed.
 */
export async function consumeLinkToken(
  db: Executor,
  purpose: AccountTokenPurpose,
  secretHash: string,
) {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.secretHash, secretHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .returning({
      id: accountTokens.id,
      userId: accountTokens.userId,
      address: accountTokens.address,
    })
  return row ?? null
}

/** The account's newest code of this purpose that is still unused and unexpired. */
export async function findLiveCode(db: Executor, userId: string, purpose: AccountTokenPurpose) {
  const [row] = await db
    .select({
      id: accountTokens.id,
      address: accountTokens.address,
      secretHash: accountTokens.secretHash,
    })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        eq(accountTokens.channel, 'sms'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(accountTokens.createdAt))
    .limit(1)
  return row ?? null
}

/**
 * Counts one try against a code before it is compared, and only while it has tries left, so
 * parallel guesses cannot exceed the limit. Null when the code has none left (or is gone).
 */
export async function claimCodeAttempt(db: Executor, tokenId: string, maxAttempts: number) {
  const [row] = await db
    .update(accountTokens)
    .set({ attempts: sql`${accountTokens.attempts} + 1` })
    .where(
      and(
        eq(accountTokens.id, tokenId),
        isNull(accountTokens.usedAt),
        lt(accountTokens.attempts, maxAttempts),
      ),
    )
    .returning({ attempts: accountTokens.attempts })
  return row ?? null
}

/** Marks one secret used; false when it already was (another request got there first). */
export async function markTokenUsed(db: Executor, tokenId: string) {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.id, tokenId), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id })
  return rows.length > 0
}

export async function setPasswordHash(db: Executor, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId))
}

export async function markEmailVerified(db: Executor, userId: string, email: string) {
  const rows = await db
    .update(users)
    .set({ isEmailVerified: true })
    .where(and(eq(users.id, userId), eq(users.email, email)))
    .returning({ id: users.id })
  return rows.length > 0
}

/** Stores the verified number in E.164 (older rows may hold it as it was typed). */
export async function markPhoneVerified(db: Executor, userId: string, phone: string) {
  await db.update(users).set({ phone, isPhoneVerified: true }).where(eq(users.id, userId))
}

/** A link token that is still unused and unexpired, without using it yet. */
export async function findLiveLinkToken(
  db: Executor,
  purpose: AccountTokenPurpose,
  secretHash: string,
) {
  const [row] = await db
    .select({ id: accountTokens.id, userId: accountTokens.userId, address: accountTokens.address })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.secretHash, secretHash),
        eq(accountTokens.purpose, purpose),
        eq(accountTokens.channel, 'email'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .limit(1)
  return row ?? null
}
