import { z } from 'zod'
import {
  CALENDARS,
  FORM_CURRENCIES,
  LANGUAGES,
  REGIONS_OF_ORIGIN,
  SHIPPING_REGIONS,
} from '../constants.ts'
import { normalizeLanguage } from '../language.ts'
import { looksLikePhone, normalizeEthiopianPhone } from '../phone.ts'

// Validation messages are message keys (src/shared/i18n/messages.ts); each side translates them.

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .optional()
    .transform((value) => (value ? value : undefined))

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('validation.email').max(254, 'validation.tooLong'))

export const languageSchema = z
  .string()
  .transform((value, ctx) => {
    const language = normalizeLanguage(value)
    if (!language) {
      ctx.addIssue({ code: 'custom', message: 'validation.language' })
      return z.NEVER
    }
    return language
  })
  .pipe(z.enum(LANGUAGES))

/** An Ethiopian mobile number in any usual spelling (09…, 07…, 2519…, +251 9…), stored in E.164. */
export const phoneSchema = z
  .string()
  .max(40, 'validation.phone')
  .transform((value, ctx) => {
    const phone = normalizeEthiopianPhone(value)
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'validation.phone' })
      return z.NEVER
    }
    return phone
  })

const optionalPhone = z
  .union([z.literal(''), phoneSchema])
  .optional()
  .transform((value) => (value ? value : undefined))

const dateOfBirthSchema = z
  .union([z.literal(''), z.iso.date('validation.date')])
  .optional()
  .transform((value) => (value ? value : undefined))

const currencyCode = z.enum(FORM_CURRENCIES, 'validation.currency')

const profileFields = {
  firstName: z.string().trim().min(1, 'validation.firstNameRequired').max(80, 'validation.tooLong'),
  lastName: z.string().trim().min(1, 'validation.lastNameRequired').max(80, 'validation.tooLong'),
  username: z
    .string()
    .trim()
    .min(3, 'validation.usernameMin')
    .max(40, 'validation.tooLong')
    .regex(/^[\p{L}\p{M}\p{N}._-]+$/u, 'validation.usernameChars'),
  email: emailSchema,
  phone: optionalPhone,
  country: optionalText(80),
  city: optionalText(80),
  preferredCurrency: currencyCode.optional(),
  preferredLanguage: languageSchema.optional(),
  isEthiopianDiaspora: z.boolean().optional(),
  ethiopianRegionOfOrigin: z
    .union([z.literal(''), z.enum(REGIONS_OF_ORIGIN)])
    .optional()
    .transform((value) => (value ? value : undefined)),
  dateOfBirth: dateOfBirthSchema,
}

export const registerInput = z.object({
  ...profileFields,
  password: z.string().min(8, 'validation.passwordMin').max(200, 'validation.tooLong'),
})
export type RegisterInput = z.input<typeof registerInput>

/** The register form's live strength meter asks the server, which holds the dictionaries. */
export const passwordStrengthInput = z.object({
  password: z.string().max(200, 'validation.tooLong'),
  /** What the person typed elsewhere in the form (name, email, username). */
  personal: z.array(z.string().max(200, 'validation.tooLong')).max(6).default([]),
})
export type PasswordStrengthInput = z.input<typeof passwordStrengthInput>

export const passwordStrengthResponse = z.object({
  /** 0 (guessed at once) to 4 (very hard to guess); 3 and above are accepted. */
  score: z.number().int().min(0).max(4),
  acceptable: z.boolean(),
  /** Why it would be refused, as a message key; null when acceptable. */
  reason: z
    .enum([
      'validation.passwordCommon',
      'validation.passwordPattern',
      'validation.passwordPersonal',
      'validation.passwordWeak',
    ])
    .nullable(),
})
export type PasswordStrengthResult = z.infer<typeof passwordStrengthResponse>

const signInPassword = z
  .string()
  .min(1, 'validation.passwordRequired')
  .max(200, 'validation.tooLong')

/** What a person signs in with: an email address, or a phone number they have verified. */
export const signInIdentifier = z
  .string()
  .trim()
  .min(1, 'validation.identifierRequired')
  .max(254, 'validation.tooLong')
  .transform((value, ctx) => {
    if (looksLikePhone(value)) {
      const phone = normalizeEthiopianPhone(value)
      if (phone) return { kind: 'phone' as const, value: phone }
      ctx.addIssue({ code: 'custom', message: 'validation.identifier' })
      return z.NEVER
    }
    const email = emailSchema.safeParse(value)
    if (email.success) return { kind: 'email' as const, value: email.data }
    ctx.addIssue({ code: 'custom', message: 'validation.identifier' })
    return z.NEVER
  })

/** The sign-in form: one field takes an email address or a phone number; the server tells which. */
export const loginInput = z.object({ identifier: signInIdentifier, password: signInPassword })
export type LoginInput = z.input<typeof loginInput>

/** `POST /api/auth/login`: the form's shape, or `{ email, password }` as clients sent it before phones. */
export const loginRequest = z.union([
  loginInput,
  z
    .object({ email: signInIdentifier, password: signInPassword })
    .transform(({ email, password }) => ({ identifier: email, password })),
])

/** `POST /api/auth/password/forgot`: where to send the reset link (email) or code (SMS). */
export const forgotPasswordInput = z.union([
  z.object({ email: emailSchema }).strict(),
  z.object({ phone: phoneSchema }).strict(),
])
export type ForgotPasswordInput = z.input<typeof forgotPasswordInput>

/** Every forgot-password request gets this answer, whether or not an account exists. */
export const forgotPasswordResponse = z.object({ accepted: z.literal(true) })

/** How long a reset link or code, and a verification link or code, stays valid. */
export const ACCOUNT_TOKEN_MINUTES = 30
/** Wrong tries a six-digit code survives; the next wrong one ends it. */
export const ACCOUNT_CODE_ATTEMPTS = 5

const newPassword = z.string().min(8, 'validation.passwordMin').max(200, 'validation.tooLong')
export const sixDigitCode = z
  .string()
  .trim()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'validation.code'))
const linkToken = z
  .string()
  .trim()
  .min(1, 'validation.linkInvalid')
  .max(200, 'validation.linkInvalid')

/** `POST /api/auth/password/reset`: the emailed link's token, or the phone and its SMS code. */
export const resetPasswordInput = z.union([
  z.object({ token: linkToken, password: newPassword }).strict(),
  z.object({ phone: phoneSchema, code: sixDigitCode, password: newPassword }).strict(),
])
export type ResetPasswordInput = z.input<typeof resetPasswordInput>

/** `POST /api/auth/email/verify`: the token from the verification link. */
export const verifyEmailInput = z.object({ token: linkToken })
export type VerifyEmailInput = z.input<typeof verifyEmailInput>

/** `POST /api/auth/phone/verify`: the code the SMS carried. */
export const verifyPhoneInput = z.object({ code: sixDigitCode })
export type VerifyPhoneInput = z.input<typeof verifyPhoneInput>

/** Where a verification message went (masked), answered by the send routes. */
export const verificationSent = z.object({
  sentTo: z.string(),
  expiresInMinutes: z.number().int(),
})
export type VerificationSent = z.infer<typeof verificationSent>

/** In a profile update an emptied optional field clears it (null); a field left out stays as it is. */
const clearable = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), z.null(), schema])
    .optional()
    .transform((value) => (value === '' || value === null ? null : value))

export const profileUpdateInput = z
  .object(profileFields)
  .partial()
  .extend({
    /** '' returns to the language's own calendar. */
    calendar: clearable(z.enum(CALENDARS)),
    phone: clearable(phoneSchema),
    city: clearable(z.string().trim().max(80, 'validation.tooLong')),
    dateOfBirth: clearable(z.iso.date('validation.date')),
    ethiopianRegionOfOrigin: clearable(z.enum(REGIONS_OF_ORIGIN)),
  })
export type ProfileUpdateInput = z.input<typeof profileUpdateInput>

export const becomeSellerInput = z.object({
  storeName: z
    .string()
    .trim()
    .min(1, 'validation.storeNameRequired')
    .max(120, 'validation.tooLong120'),
  description: optionalText(2000),
  servesInternational: z.boolean().default(false),
  /** Where the store ships: at least one region (omitted: Ethiopia). */
  shippingRegions: z
    .array(z.enum(SHIPPING_REGIONS), 'validation.shippingRegionRequired')
    .min(1, 'validation.shippingRegionRequired')
    .max(SHIPPING_REGIONS.length)
    .default(['Ethiopia']),
  baseCurrency: currencyCode.default('ETB'),
  acceptedCurrencies: z.array(currencyCode).min(1).default(['ETB']),
  isDiasporaFriendly: z.boolean().default(true),
  supportsRemittance: z.boolean().default(false),
})
export type BecomeSellerInput = z.input<typeof becomeSellerInput>

export const sessionUser = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  country: z.string(),
  city: z.string().nullable(),
  preferredCurrency: z.string(),
  preferredLanguage: z.string(),
  /** Null: the preferred language's own calendar. */
  calendar: z.enum(CALENDARS).nullable(),
  isEthiopianDiaspora: z.boolean(),
  ethiopianRegionOfOrigin: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  isEmailVerified: z.boolean(),
  isPhoneVerified: z.boolean(),
  isSeller: z.boolean(),
  role: z.enum(['user', 'admin']),
  sellerId: z.uuid().nullable(),
  courierId: z.uuid().nullable(),
  createdAt: z.string(),
})
export type SessionUser = z.infer<typeof sessionUser>

/** `GET /api/auth/me`: the signed-in user, or null for a visitor (200 either way). */
export const meResponse = z.object({ user: sessionUser.nullable() })
export type MeResponse = z.infer<typeof meResponse>

export const sellerAccount = z.object({
  id: z.uuid(),
  storeName: z.string(),
  trialEndsAt: z.string().nullable(),
})
export type SellerAccount = z.infer<typeof sellerAccount>
