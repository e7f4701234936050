import { ACCOUNT_TOKEN_MINUTES, type VerificationSent } from '#shared/contracts/auth.ts'
import { normalizeEthiopianPhone } from '#shared/phone.ts'
import type { Executor } from '#server/db/database.ts'
import { AppError, conflict, isUniqueViolation } from '#server/lib/errors.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import { insertOutboundMessages } from '#server/modules/messaging/messaging.queries.ts'
import { emailVerificationEmail, phoneVerificationSms } from './account-messages.ts'
import {
  accountMaySendSecret,
  checkCode,
  codeInvalid,
  hashLinkToken,
  type LinkContext,
  maskAddress,
  messageLanguage,
  newCode,
  newLinkToken,
  storeSecret,
  tooManySecrets,
} from './account-secrets.ts'
import {
  findLiveLinkToken,
  isPhoneVerifiedElsewhere,
  markEmailVerified,
  markPhoneVerified,
  markTokenUsed,
  voidTokens,
} from './account-tokens.queries.ts'

// `isEmailVerified` and `isPhoneVerified` become true only here, by a secret that came back from
// the address; changing the address in the profile sets them false again (auth.service.ts).

type Account = Pick<
  AuthUser,
  'id' | 'email' | 'phone' | 'firstName' | 'username' | 'preferredLanguage' | 'isEmailVerified'
> & { isPhoneVerified: boolean }

/** Emails a link that confirms the account's current address. */
export async function sendEmailVerification(
  db: Executor,
  user: Account,
  context: LinkContext,
): Promise<VerificationSent> {
  if (user.isEmailVerified) {
    throw conflict('EMAIL_ALREADY_VERIFIED', 'auth.emailAlreadyVerified')
  }
  if (!(await accountMaySendSecret(db, user.id, 'email-verification'))) throw tooManySecrets()
  const to = {
    userId: user.id,
    address: user.email,
    language: messageLanguage(user.preferredLanguage),
  }
  await db.transaction(async (tx) => {
    const { token, secretHash } = newLinkToken()
    await storeSecret(tx, { ...to, purpose: 'email-verification', channel: 'email', secretHash })
    await insertOutboundMessages(tx, [
      emailVerificationEmail(to, {
        name: user.firstName || user.username,
        link: `${context.origin}/verify-email?token=${encodeURIComponent(token)}`,
        minutes: ACCOUNT_TOKEN_MINUTES,
      }),
    ])
  })
  return { sentTo: maskAddress(user.email), expiresInMinutes: ACCOUNT_TOKEN_MINUTES }
}

const verificationLinkInvalid = () =>
  new AppError(400, 'VERIFICATION_LINK_INVALID', 'auth.verificationLinkInvalid')

/**
 * Confirms an email address by the link's token. The link alone proves the address, so it works
 * in any browser, signed in or not; it holds only while the account still has that address.
 */
export async function verifyEmail(db: Executor, token: string): Promise<void> {
  const live = await findLiveLinkToken(db, 'email-verification', hashLinkToken(token))
  if (!live) throw verificationLinkInvalid()
  await db.transaction(async (tx) => {
    if (!(await markTokenUsed(tx, live.id))) throw verificationLinkInvalid()
    if (!(await markEmailVerified(tx, live.userId, live.address))) {
      throw verificationLinkInvalid()
    }
    await voidTokens(tx, live.userId, 'email-verification')
  })
}

/** The account's phone in E.164, refusing when there is none or it cannot be verified. */
async function phoneToVerify(db: Executor, user: Account) {
  if (!user.phone) {
    throw new AppError(400, 'PHONE_MISSING', 'auth.phoneMissing')
  }
  const phone = normalizeEthiopianPhone(user.phone)
  if (!phone) throw new AppError(400, 'PHONE_INVALID', 'validation.phone')
  if (await isPhoneVerifiedElsewhere(db, phone, user.id)) throw phoneTaken()
  return phone
}

const phoneTaken = () =>
  conflict('PHONE_TAKEN', 'auth.phoneTaken', { fields: { phone: 'auth.phoneTaken' } })

/** Texts a six-digit code to the account's phone. */
export async function sendPhoneVerification(
  db: Executor,
  user: Account,
): Promise<VerificationSent> {
  if (user.isPhoneVerified) {
    throw conflict('PHONE_ALREADY_VERIFIED', 'auth.phoneAlreadyVerified')
  }
  const phone = await phoneToVerify(db, user)
  if (!(await accountMaySendSecret(db, user.id, 'phone-verification'))) throw tooManySecrets()
  const to = { userId: user.id, address: phone, language: messageLanguage(user.preferredLanguage) }
  await db.transaction(async (tx) => {
    const { code, secretHash } = newCode(user.id)
    await storeSecret(tx, { ...to, purpose: 'phone-verification', channel: 'sms', secretHash })
    await insertOutboundMessages(tx, [
      phoneVerificationSms(to, { code, minutes: ACCOUNT_TOKEN_MINUTES }),
    ])
  })
  return { sentTo: maskAddress(phone), expiresInMinutes: ACCOUNT_TOKEN_MINUTES }
}

/** Confirms the account's phone with the code it received (five wrong tries end the code). */
export async function verifyPhone(db: Executor, user: Account, code: string): Promise<void> {
  const live = await checkCode(db, user.id, 'phone-verification', code)
  const phone = user.phone ? normalizeEthiopianPhone(user.phone) : null
  // The number changed since the code was sent: the code proves the old one only.
  if (phone !== live.address) {
    await markTokenUsed(db, live.id)
    throw codeInvalid()
  }
  try {
    await db.transaction(async (tx) => {
      await markTokenUsed(tx, live.id)
      await markPhoneVerified(tx, user.id, phone)
      await voidTokens(tx, user.id, 'phone-verification')
    })
  } catch (error) {
    // Another account verified the same number between the code and now.
    if (isUniqueViolation(error, 'users_verified_phone_unique')) throw phoneTaken()
    throw error
  }
}
