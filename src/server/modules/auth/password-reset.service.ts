import type { z } from 'zod'
import { ACCOUNT_TOKEN_MINUTES } from '#shared/contracts/auth.ts'
import type { forgotPasswordInput, resetPasswordInput } from '#shared/contracts/auth.ts'
import type { Database } from '#server/db/database.ts'
import { AppError } from '#server/lib/errors.ts'
import { revokeUserSessions } from '#server/lib/sessions.ts'
import { insertOutboundMessages } from '#server/modules/messaging/messaging.queries.ts'
import {
  passwordChangedEmail,
  passwordChangedSms,
  passwordResetEmail,
  passwordResetSms,
} from './account-messages.ts'
import {
  accountMaySendSecret,
  checkCode,
  codeInvalid,
  hashLinkToken,
  type LinkContext,
  messageLanguage,
  newCode,
  newLinkToken,
  spendBudget,
  storeSecret,
} from './account-secrets.ts'
import {
  findLiveLinkToken,
  findRecipient,
  findRecipientByEmail,
  findRecipientByVerifiedPhone,
  markTokenUsed,
  type Recipient,
  setPasswordHash,
  voidTokens,
} from './account-tokens.queries.ts'
import { assertStrongPassword, hashPassword } from './auth.service.ts'

type ForgotData = z.output<typeof forgotPasswordInput>
type ResetData = z.output<typeof resetPasswordInput>

const HOUR_MS = 60 * 60 * 1000
/** Requests naming one address (whether or not it has an account). */
const PER_ADDRESS = { max: 5, windowMs: HOUR_MS }
/** Requests from one client address, across any addresses it names. */
const PER_CLIENT = { max: 20, windowMs: HOUR_MS }

/**
 * Every forgot-password answer takes at least this long, so the extra writes made when an account
 * exists (the secret and its message) do not show in the response time.
 */
const ANSWER_FLOOR_MS = 250

const displayName = (recipient: Recipient) => recipient.firstName || recipient.username

/**
 * Sends a reset link (email) or code (verified phone) when the address belongs to an active
 * account, and does nothing otherwise; the caller answers the same either way.
 */
export async function forgotPassword(
  db: Database,
  input: ForgotData,
  context: LinkContext & { ip: string },
): Promise<void> {
  const started = Date.now()
  try {
    const address = 'email' in input ? input.email : input.phone
    await spendBudget(db, `forgot-ip:${context.ip}`, PER_CLIENT)
    await spendBudget(db, `forgot:${address}`, PER_ADDRESS)
    const recipient =
      'email' in input
        ? await findRecipientByEmail(db, input.email)
        : await findRecipientByVerifiedPhone(db, input.phone)
    if (!recipient || recipient.suspendedAt) return
    // Over the account's own budget the request is dropped quietly, as for an unknown address.
    if (!(await accountMaySendSecret(db, recipient.id, 'password-reset'))) return
    const to = {
      userId: recipient.id,
      address,
      language: messageLanguage(recipient.preferredLanguage),
    }
    await db.transaction(async (tx) => {
      if ('email' in input) {
        const { token, secretHash } = newLinkToken()
        await storeSecret(tx, { ...to, purpose: 'password-reset', channel: 'email', secretHash })
        const link = `${context.origin}/reset-password?token=${encodeURIComponent(token)}`
        await insertOutboundMessages(tx, [
          passwordResetEmail(to, {
            name: displayName(recipient),
            link,
            minutes: ACCOUNT_TOKEN_MINUTES,
          }),
        ])
      } else {
        const { code, secretHash } = newCode(recipient.id)
        await storeSecret(tx, { ...to, purpose: 'password-reset', channel: 'sms', secretHash })
        await insertOutboundMessages(tx, [
          passwordResetSms(to, { code, minutes: ACCOUNT_TOKEN_MINUTES }),
        ])
      }
    })
  } finally {
    const wait = ANSWER_FLOOR_MS - (Date.now() - started)
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  }
}

const linkInvalid = () =>
  new AppError(400, 'RESET_LINK_INVALID', 'auth.resetLinkInvalid', {
    details: { fields: { token: 'auth.resetLinkInvalid' } },
  })

/**
 * Sets a new password with a reset link or code: the secret is used once, every session of the
 * account ends, and the owner is told on each channel they have.
 */
export async function resetPassword(
  db: Database,
  input: ResetData,
  context: LinkContext,
): Promise<void> {
  let userId: string
  let tokenId: string
  if ('token' in input) {
    const token = await findLiveLinkToken(db, 'password-reset', hashLinkToken(input.token))
    if (!token) throw linkInvalid()
    userId = token.userId
    tokenId = token.id
  } else {
    const account = await findRecipientByVerifiedPhone(db, input.phone)
    if (!account) throw codeInvalid()
    userId = account.id
    tokenId = (await checkCode(db, account.id, 'password-reset', input.code)).id
  }
  const recipient = await findRecipient(db, userId)
  if (!recipient || recipient.suspendedAt) throw 'token' in input ? linkInvalid() : codeInvalid()
  assertStrongPassword(input.password, [
    recipient.email,
    recipient.email.split('@')[0],
    recipient.username,
    recipient.firstName,
    recipient.lastName,
  ])
  const passwordHash = await hashPassword(input.password)
  await db.transaction(async (tx) => {
    if (!(await markTokenUsed(tx, tokenId))) throw 'token' in input ? linkInvalid() : codeInvalid()
    await voidTokens(tx, userId, 'password-reset')
    await setPasswordHash(tx, userId, passwordHash)
    await revokeUserSessions(tx, userId)
    await insertOutboundMessages(tx, passwordChangedNotices(recipient, context))
  })
}

/** "Your password was changed", by email and, when verified, by SMS. */
function passwordChangedNotices(recipient: Recipient, context: LinkContext) {
  const language = messageLanguage(recipient.preferredLanguage)
  const notices = [
    passwordChangedEmail(
      { userId: recipient.id, address: recipient.email, language },
      { name: displayName(recipient), signInLink: `${context.origin}/login` },
    ),
  ]
  if (recipient.phone && recipient.isPhoneVerified) {
    notices.push(passwordChangedSms({ userId: recipient.id, address: recipient.phone, language }))
  }
  return notices
}
