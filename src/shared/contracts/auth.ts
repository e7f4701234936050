import { z } from 'zod'
import {
  ETHIOPIAN_PHONE_PATTERN,
  FORM_CURRENCIES,
  LANGUAGES,
  REGIONS_OF_ORIGIN,
  SHIPPING_REGIONS,
} from '../constants.ts'
import { normalizeLanguage } from '../language.ts'

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

export const phoneSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(ETHIOPIAN_PHONE_PATTERN, 'validation.phone'))

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

export const loginInput = z.object({
  email: emailSchema,
  password: z.string().min(1, 'validation.passwordRequired').max(200, 'validation.tooLong'),
})
export type LoginInput = z.input<typeof loginInput>

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
  isEthiopianDiaspora: z.boolean(),
  ethiopianRegionOfOrigin: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
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
