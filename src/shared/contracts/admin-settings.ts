import Big from 'big.js'
import { z } from 'zod'
import { STORED_RATE } from './currencies.ts'
import { buyerMembership, subscriptionPlan } from './revenue.ts'
import { commissionTier } from './tiers.ts'

// The admin console's marketplace settings: categories, currencies and exchange rates, commission
// tiers, seller plans and buyer memberships. Every route is for admins only.

export const idParams = z.object({ id: z.uuid('validation.invalid') })

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .transform((value) => value || null)
    .nullable()
    .optional()

/** A decimal given as text or a JSON number, read through its text so no float enters. */
const decimalText = (pattern: RegExp, message: string, max?: string) =>
  z
    .union([z.string(message).trim(), z.number(message)])
    .transform((value) => (typeof value === 'number' ? String(value) : value))
    .refine(
      (value) => pattern.test(value) && (max === undefined || new Big(value).lte(max)),
      message,
    )

/** Money as numeric(14,2) holds it: up to 12 whole digits and 2 places, not negative. */
const MONEY = /^\d{1,12}(\.\d{1,2})?$/
const moneyInput = decimalText(MONEY, 'adminSettings.moneyInvalid')

// ---------------------------------------------------------------- categories

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const adminCategory = z.object({
  id: z.uuid(),
  name: z.string(),
  nameAm: z.string().nullable(),
  nameOm: z.string().nullable(),
  nameTi: z.string().nullable(),
  slug: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  displayOrder: z.number().int(),
  isActive: z.boolean(),
  /** Every product filed under it, listed or not: a category with products is never deleted. */
  productCount: z.number().int(),
})
export type AdminCategory = z.infer<typeof adminCategory>

const categoryFields = {
  name: z
    .string('adminSettings.nameRequired')
    .trim()
    .min(1, 'adminSettings.nameRequired')
    .max(100, 'validation.tooLong'),
  nameAm: optionalText(100),
  nameOm: optionalText(100),
  nameTi: optionalText(100),
  slug: z
    .string('adminSettings.slugInvalid')
    .trim()
    .toLowerCase()
    .min(1, 'adminSettings.slugInvalid')
    .max(80, 'validation.tooLong')
    .regex(SLUG, 'adminSettings.slugInvalid'),
  description: optionalText(500),
  icon: z
    .string()
    .trim()
    .max(50, 'validation.tooLong')
    .regex(/^[a-z0-9-]*$/, 'adminSettings.iconInvalid')
    .transform((value) => value || null)
    .nullable()
    .optional(),
  displayOrder: z
    .number('adminSettings.sortOrderInvalid')
    .int('adminSettings.sortOrderInvalid')
    .min(0, 'adminSettings.sortOrderInvalid')
    .max(10000, 'adminSettings.sortOrderInvalid'),
  isActive: z.boolean('validation.invalid'),
}
export const categoryInput = z.object({
  ...categoryFields,
  displayOrder: categoryFields.displayOrder.default(0),
  isActive: categoryFields.isActive.default(true),
})
export type CategoryInput = z.input<typeof categoryInput>
// Built from the bare fields: zod applies defaults inside .partial(), which an edit must not.
export const categoryUpdate = z.object(categoryFields).partial()
export type CategoryUpdate = z.input<typeof categoryUpdate>

// ---------------------------------------------------------------- currencies and rates

export const BASE_CURRENCY_CODE = 'ETB'

export const adminCurrency = z.object({
  id: z.string(),
  name: z.string(),
  nameAmharic: z.string().nullable(),
  nameOm: z.string().nullable(),
  nameTi: z.string().nullable(),
  symbol: z.string(),
  type: z.enum(['fiat', 'crypto']),
  decimals: z.number().int(),
  isActive: z.boolean(),
  displayOrder: z.number().int(),
})
export type AdminCurrency = z.infer<typeof adminCurrency>

export const currencyParams = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2,10}$/, 'validation.currency')
    .transform((code) => code.toUpperCase()),
})

export const currencyUpdate = z.object({ isActive: z.boolean('validation.invalid') })
export type CurrencyUpdate = z.input<typeof currencyUpdate>

export const adminRate = z.object({
  id: z.uuid(),
  fromCurrency: z.string(),
  toCurrency: z.string(),
  rate: z.string(),
  source: z.string().nullable(),
  /** The date the rate holds from; conversions read the pair's stored (latest dated) rate. */
  lastUpdated: z.string(),
  isActive: z.boolean(),
})
export type AdminRate = z.infer<typeof adminRate>

const currencyCode = z
  .string('validation.currency')
  .trim()
  .regex(/^[A-Za-z]{2,10}$/, 'validation.currency')
  .transform((code) => code.toUpperCase())

export const rateInput = z
  .object({
    fromCurrency: currencyCode,
    toCurrency: currencyCode,
    /** 1 fromCurrency = rate toCurrency; above zero, at most 12 whole digits and 8 places. */
    rate: decimalText(STORED_RATE, 'adminSettings.rateInvalid').refine(
      (value) => /[1-9]/.test(value),
      'adminSettings.rateInvalid',
    ),
    /** The day the rate holds from (YYYY-MM-DD); today when left out. Never in the future. */
    rateDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
      .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'validation.date')
      .optional(),
    source: optionalText(120),
  })
  .refine((input) => input.fromCurrency !== input.toCurrency, {
    message: 'currency.samePair',
    path: ['toCurrency'],
  })
export type RateInput = z.input<typeof rateInput>

// ---------------------------------------------------------------- commission tiers

export const MAX_COMMISSION_RATE = '0.5'

/** A tier as the public tier pages show it, plus what only admins see. */
export const adminTier = commissionTier.extend({
  isActive: z.boolean(),
  sellerCount: z.number().int(),
})
export type AdminTier = z.infer<typeof adminTier>

const count = (message: string) =>
  z.number(message).int(message).min(0, message).max(1_000_000, message)

export const tierUpdate = z
  .object({
    name: z.string().trim().min(1, 'adminSettings.nameRequired').max(60, 'validation.tooLong'),
    nameAmharic: optionalText(60),
    nameOm: optionalText(60),
    nameTi: optionalText(60),
    description: optionalText(500),
    descriptionAmharic: optionalText(500),
    descriptionOm: optionalText(500),
    descriptionTi: optionalText(500),
    /** A fraction: 0.08 is 8 %. From 0 to 0.5, at most 4 places. */
    commissionRate: decimalText(
      /^\d(\.\d{1,4})?$/,
      'adminSettings.commissionRate',
      MAX_COMMISSION_RATE,
    ),
    minimumMonthlySales: moneyInput,
    minimumTotalSales: moneyInput,
    minimumRating: decimalText(/^\d(\.\d{1,2})?$/, 'adminSettings.ratingThreshold', '5'),
    minimumReviews: count('adminSettings.countInvalid'),
    minimumActiveProducts: count('adminSettings.countInvalid'),
    featuredListingAllowance: count('adminSettings.countInvalid'),
    freeShippingThreshold: moneyInput.nullable(),
    prioritySupport: z.boolean('validation.invalid'),
    analyticsAccess: z.boolean('validation.invalid'),
    bulkUploadAccess: z.boolean('validation.invalid'),
    badgeColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'adminSettings.colorInvalid'),
    isActive: z.boolean('validation.invalid'),
  })
  .partial()
export type TierUpdate = z.input<typeof tierUpdate>

/** The thresholds that must not fall from one tier to the next, in tier (level) order. */
export const TIER_THRESHOLDS = [
  'minimumMonthlySales',
  'minimumTotalSales',
  'minimumRating',
  'minimumReviews',
  'minimumActiveProducts',
] as const

// ---------------------------------------------------------------- seller plans

export const billingIntervals = ['monthly', 'yearly'] as const

/** A plan as sellers see it, plus what only admins see. */
export const adminPlan = subscriptionPlan.extend({
  billingInterval: z.enum(billingIntervals),
  isActive: z.boolean(),
  displayOrder: z.number().int(),
  subscriberCount: z.number().int(),
})
export type AdminPlan = z.infer<typeof adminPlan>

const featureList = z
  .array(z.string().trim().min(1, 'validation.required').max(120, 'validation.tooLong'))
  .max(20, 'validation.tooLong')

const planFields = {
  name: z
    .string('adminSettings.nameRequired')
    .trim()
    .min(1, 'adminSettings.nameRequired')
    .max(80, 'validation.tooLong'),
  nameAmharic: optionalText(80),
  nameOm: optionalText(80),
  nameTi: optionalText(80),
  description: optionalText(500),
  descriptionAmharic: optionalText(500),
  descriptionOm: optionalText(500),
  descriptionTi: optionalText(500),
  price: moneyInput,
  billingInterval: z.enum(billingIntervals, 'validation.invalid'),
  features: featureList,
  /** Null: unlimited. */
  maxProducts: count('adminSettings.countInvalid').nullable(),
  maxPhotosPerProduct: count('adminSettings.countInvalid'),
  analytics: z.boolean('validation.invalid'),
  prioritySupport: z.boolean('validation.invalid'),
  promotedListings: z.boolean('validation.invalid'),
  internationalShipping: z.boolean('validation.invalid'),
  bulkProductUpload: z.boolean('validation.invalid'),
  isActive: z.boolean('validation.invalid'),
  displayOrder: count('adminSettings.sortOrderInvalid'),
}
export const planInput = z.object({
  ...planFields,
  billingInterval: planFields.billingInterval.default('monthly'),
  features: planFields.features.default([]),
  maxProducts: planFields.maxProducts.default(null),
  maxPhotosPerProduct: planFields.maxPhotosPerProduct.default(5),
  analytics: planFields.analytics.default(false),
  prioritySupport: planFields.prioritySupport.default(false),
  promotedListings: planFields.promotedListings.default(false),
  internationalShipping: planFields.internationalShipping.default(false),
  bulkProductUpload: planFields.bulkProductUpload.default(false),
  isActive: planFields.isActive.default(true),
  displayOrder: planFields.displayOrder.default(0),
})
export type PlanInput = z.input<typeof planInput>
export const planUpdate = z.object(planFields).partial()
export type PlanUpdate = z.input<typeof planUpdate>

// ---------------------------------------------------------------- buyer memberships

/** A membership as buyers see it, plus what only admins see. */
export const adminMembership = buyerMembership.extend({
  isActive: z.boolean(),
  memberCount: z.number().int(),
})
export type AdminMembership = z.infer<typeof adminMembership>

const membershipFields = {
  name: z
    .string('adminSettings.nameRequired')
    .trim()
    .min(1, 'adminSettings.nameRequired')
    .max(80, 'validation.tooLong'),
  nameAmharic: optionalText(80),
  nameOm: optionalText(80),
  nameTi: optionalText(80),
  monthlyFee: moneyInput,
  benefits: featureList,
  /** Null: no free-shipping perk. */
  freeShippingThreshold: moneyInput.nullable(),
  /** Percent of the order paid back, 0 to 100 (the table's own bound), 2 places. */
  cashbackPercentage: decimalText(/^\d{1,3}(\.\d{1,2})?$/, 'adminSettings.cashbackInvalid', '100'),
  earlyAccessToSales: z.boolean('validation.invalid'),
  priorityCustomerService: z.boolean('validation.invalid'),
  exclusiveDeals: z.boolean('validation.invalid'),
  internationalShipping: z.boolean('validation.invalid'),
  /** Days. */
  extendedReturnPeriod: z
    .number('adminSettings.countInvalid')
    .int('adminSettings.countInvalid')
    .min(0, 'adminSettings.countInvalid')
    .max(365, 'adminSettings.countInvalid'),
  isActive: z.boolean('validation.invalid'),
}
export const membershipInput = z.object({
  ...membershipFields,
  benefits: membershipFields.benefits.default([]),
  freeShippingThreshold: membershipFields.freeShippingThreshold.default(null),
  cashbackPercentage: membershipFields.cashbackPercentage.default('0'),
  earlyAccessToSales: membershipFields.earlyAccessToSales.default(false),
  priorityCustomerService: membershipFields.priorityCustomerService.default(false),
  exclusiveDeals: membershipFields.exclusiveDeals.default(false),
  internationalShipping: membershipFields.internationalShipping.default(false),
  extendedReturnPeriod: membershipFields.extendedReturnPeriod.default(0),
  isActive: membershipFields.isActive.default(true),
})
export type MembershipInput = z.input<typeof membershipInput>
export const membershipUpdate = z.object(membershipFields).partial()
export type MembershipUpdate = z.input<typeof membershipUpdate>
