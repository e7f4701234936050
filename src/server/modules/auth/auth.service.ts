import { hash, verify } from '@node-rs/argon2'
import type { z } from 'zod'
import type {
  becomeSellerInput,
  loginInput,
  profileUpdateInput,
  registerInput,
  SessionUser,
} from '#shared/contracts/auth.ts'
import { TRIAL_DAYS, TRIAL_MAX_CATEGORIES, TRIAL_MAX_PRODUCTS } from '#shared/constants.ts'
import type { Database } from '#server/db/database.ts'
import type { users } from '#server/db/schema/users.ts'
import { AppError, conflict, unauthenticated } from '#server/lib/errors.ts'
import { loadAuthUser, type AuthUser } from '#server/lib/sessions.ts'
import {
  findActiveTrialPlan,
  findSellerByUser,
  findTakenIdentity,
  findUserCredentials,
  findUserCredentialsByPhone,
  insertSeller,
  insertTrialPlan,
  insertUser,
  insertUserTrial,
  updateUser,
} from './auth.queries.ts'
import { checkPasswordStrength } from '#shared/password-strength.ts'
import {
  assertLoginAllowed,
  assertRegistrationAllowed,
  recordLoginFailure,
  recordLoginSuccess,
  recordTakenIdentity,
} from './login-throttle.ts'

type RegisterData = z.output<typeof registerInput>
type LoginData = z.output<typeof loginInput>
type ProfileData = z.output<typeof profileUpdateInput>
type BecomeSellerData = z.output<typeof becomeSellerInput>

// argon2id with the library's defaults (19 MiB, 2 passes), the OWASP baseline.
export const hashPassword = (password: string) => hash(password)

// Verifying against this keeps an unknown email as slow as a wrong password.
let dummyHash: Promise<string> | undefined
const timingDummy = () => (dummyHash ??= hash('selam-market-timing-dummy'))

export function toSessionUser(user: AuthUser): SessionUser {
  return {
    ...user,
    role: user.role,
    dateOfBirth: user.dateOfBirth ?? null,
    createdAt: user.createdAt.toISOString(),
  }
}

async function assertIdentityFree(
  db: Database,
  identity: { email?: string; username?: string },
  exceptUserId?: string,
) {
  const taken = await findTakenIdentity(db, identity, exceptUserId)
  if (taken.email)
    throw conflict('EMAIL_TAKEN', 'auth.emailTaken', { fields: { email: 'auth.emailTaken' } })
  if (taken.username) {
    throw conflict('USERNAME_TAKEN', 'auth.usernameTaken', {
      fields: { username: 'auth.usernameTaken' },
    })
  }
}

/** Two registrations racing for one email: the unique index decides, and the loser gets the same 409. */
function mapUniqueViolation(error: unknown): never {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error
  const { code, constraint } = cause as { code?: string; constraint?: string }
  if (code === '23505' && constraint?.includes('email')) {
    throw conflict('EMAIL_TAKEN', 'auth.emailTaken', { fields: { email: 'auth.emailTaken' } })
  }
  if (code === '23505' && constraint?.includes('username')) {
    throw conflict('USERNAME_TAKEN', 'auth.usernameTaken', {
      fields: { username: 'auth.usernameTaken' },
    })
  }
  throw error
}

/** Refuses a password that is quick to guess, saying why in a message key. */
export function assertStrongPassword(password: string, personal: (string | undefined)[]) {
  const strength = checkPasswordStrength(
    password,
    personal.filter((v): v is string => !!v),
  )
  if (strength.reason) {
    throw new AppError(400, 'WEAK_PASSWORD', strength.reason, {
      details: { fields: { password: strength.reason } },
    })
  }
}

const isIdentityTaken = (error: unknown) =>
  error instanceof AppError && (error.code === 'EMAIL_TAKEN' || error.code === 'USERNAME_TAKEN')

export async function register(db: Database, input: RegisterData, ip: string): Promise<AuthUser> {
  await assertRegistrationAllowed(db, ip)
  assertStrongPassword(input.password, [
    input.email,
    input.email.split('@')[0],
    input.username,
    input.firstName,
    input.lastName,
  ])
  try {
    return await createAccount(db, input)
  } catch (error) {
    if (isIdentityTaken(error)) await recordTakenIdentity(db, ip)
    throw error
  }
}

async function createAccount(db: Database, input: RegisterData): Promise<AuthUser> {
  await assertIdentityFree(db, { email: input.email, username: input.username })
  const { password, ...profile } = input
  const passwordHash = await hashPassword(password)
  const created = await insertUser(db, {
    ...profile,
    passwordHash,
    country: profile.country ?? 'Ethiopia',
    preferredCurrency: profile.preferredCurrency ?? 'ETB',
    preferredLanguage: profile.preferredLanguage ?? 'am',
    isEthiopianDiaspora: profile.isEthiopianDiaspora ?? false,
    lastLoginAt: new Date(),
  }).catch(mapUniqueViolation)
  return (await loadAuthUser(db, created.id))!
}

export async function login(db: Database, input: LoginData, ip: string): Promise<AuthUser> {
  const { identifier } = input
  const account =
    identifier.kind === 'email'
      ? await findUserCredentials(db, identifier.value)
      : await findUserCredentialsByPhone(db, identifier.value)
  // Throttled per account whichever name it is signed in with (an unknown name counts as itself).
  const throttleName = account?.email ?? identifier.value
  await assertLoginAllowed(db, throttleName, ip)
  const valid = await verify(account?.passwordHash ?? (await timingDummy()), input.password)
  if (!account || !valid) {
    await recordLoginFailure(db, throttleName, ip)
    throw new AppError(401, 'INVALID_CREDENTIALS', 'auth.invalidCredentials')
  }
  if (account.suspendedAt) throw new AppError(403, 'ACCOUNT_SUSPENDED', 'auth.accountSuspended')
  await recordLoginSuccess(db, throttleName, ip)
  await updateUser(db, account.id, { lastLoginAt: new Date() })
  const user = await loadAuthUser(db, account.id)
  if (!user) throw unauthenticated()
  return user
}

export async function updateProfile(
  db: Database,
  user: AuthUser,
  input: ProfileData,
): Promise<AuthUser> {
  await assertIdentityFree(db, { email: input.email, username: input.username }, user.id)
  const changes: Partial<typeof users.$inferInsert> = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as Partial<ProfileData>
  // A new address is unproven until its own link or code comes back (verification.service.ts).
  if (changes.email !== undefined && changes.email !== user.email) changes.isEmailVerified = false
  if (changes.phone !== undefined && changes.phone !== user.phone) changes.isPhoneVerified = false
  if (Object.keys(changes).length > 0) {
    await updateUser(db, user.id, changes).catch(mapUniqueViolation)
  }
  return (await loadAuthUser(db, user.id))!
}

export const reloadUser = (db: Database, userId: string) => loadAuthUser(db, userId)

/** Opens a store for the user and starts the 90-day free trial. */
export async function becomeSeller(db: Database, user: AuthUser, input: BecomeSellerData) {
  if (user.isSeller || user.sellerId) {
    throw conflict('ALREADY_SELLER', 'seller.alreadySeller')
  }
  return db.transaction(async (tx) => {
    if (await findSellerByUser(tx, user.id))
      throw conflict('ALREADY_SELLER', 'seller.alreadySeller')
    const seller = await insertSeller(tx, {
      userId: user.id,
      storeName: input.storeName,
      description: input.description ?? null,
      servesInternational: input.servesInternational,
      shippingRegions: input.shippingRegions,
      baseCurrency: input.baseCurrency,
      acceptedCurrencies: input.acceptedCurrencies,
      isDiasporaFriendly: input.isDiasporaFriendly,
      supportsRemittance: input.supportsRemittance,
    }).catch((error: unknown) => {
      const code = ((error as { cause?: { code?: string } }).cause ?? (error as { code?: string }))
        .code
      if (code === '23505') throw conflict('ALREADY_SELLER', 'seller.alreadySeller')
      throw error
    })
    const plan =
      (await findActiveTrialPlan(tx)) ??
      (await insertTrialPlan(tx, {
        name: 'Seller free trial',
        description: '90 days free, no card required',
        durationDays: TRIAL_DAYS,
        maxProducts: TRIAL_MAX_PRODUCTS,
        maxCategories: TRIAL_MAX_CATEGORIES,
      }))
    const startedAt = new Date()
    const trial = await insertUserTrial(tx, {
      userId: user.id,
      trialPlanId: plan.id,
      status: 'active',
      startedAt,
      expiresAt: new Date(startedAt.getTime() + plan.durationDays * 24 * 60 * 60 * 1000),
    })
    await updateUser(tx, user.id, { isSeller: true })
    return {
      user: (await loadAuthUser(tx, user.id))!,
      seller: {
        id: seller.id,
        storeName: seller.storeName,
        trialEndsAt: trial.expiresAt?.toISOString() ?? null,
      },
    }
  })
}
