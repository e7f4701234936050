import { z } from 'zod'

// A seller's own coupons (the promotions tab): the create/edit body of the spec and each coupon
// with its figures from coupon_usage. The public coupon list lives in marketing.ts.

export const DISCOUNT_TYPES = [
  'percentage',
  'fixed_amount',
  'buy_one_get_one',
  'free_shipping',
  'bundle_deal',
] as const
export type DiscountType = (typeof DISCOUNT_TYPES)[number]

export const TARGET_USER_TYPES = ['all', 'new_users', 'returning_users', 'diaspora'] as const
export type TargetUserType = (typeof TARGET_USER_TYPES)[number]

/** Coupons run 30 days unless the seller says otherwise (spec, constants). */
export const COUPON_DEFAULT_DAYS = 30
export const COUPON_CODE_LENGTH = 6
const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** 'SAVE' for a percentage coupon, 'GET' otherwise, then 6 random upper-case letters or digits. */
export function generateCouponCode(
  discountType: DiscountType,
  randomInt: (max: number) => number = (max) => Math.floor(Math.random() * max),
): string {
  let suffix = ''
  for (let i = 0; i < COUPON_CODE_LENGTH; i++)
    suffix += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
  return `${discountType === 'percentage' ? 'SAVE' : 'GET'}${suffix}`
}

const amount = z
  .string('validation.required')
  .trim()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, 'validation.price')
const optionalAmount = z.union([amount, z.literal('').transform(() => null), z.null()])
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .transform((value) => (value === '' ? null : value))
    .nullable()

/**
 * Rules between fields, shared by the create schema and by an edit merged with the stored coupon:
 * a percentage is a whole number up to 100, other amounts have at most two decimals (the form's
 * step 1 and step 0.01), and the end comes after the start.
 */
export function couponRuleErrors(values: {
  discountType: DiscountType
  discountValue: string
  startDate?: string | null
  endDate?: string | null
}): Record<
  string,
  'validation.percentageMax' | 'validation.percentageWhole' | 'validation.endBeforeStart'
> {
  const errors: Record<
    string,
    'validation.percentageMax' | 'validation.percentageWhole' | 'validation.endBeforeStart'
  > = {}
  if (values.discountType === 'percentage' && /^\d+(\.\d+)?$/.test(values.discountValue)) {
    if (!/^\d+(\.0+)?$/.test(values.discountValue))
      errors.discountValue = 'validation.percentageWhole'
    else if (Number(values.discountValue) > 100) errors.discountValue = 'validation.percentageMax'
  }
  if (values.startDate && values.endDate && new Date(values.endDate) < new Date(values.startDate)) {
    errors.endDate = 'validation.endBeforeStart'
  }
  return errors
}

const couponFields = z.object({
  title: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(120, 'validation.tooLong'),
  description: optionalText(1000).optional(),
  discountType: z.enum(DISCOUNT_TYPES, 'validation.required'),
  discountValue: z
    .string('validation.discountRequired')
    .trim()
    .min(1, 'validation.discountRequired')
    .regex(/^\d{1,10}(\.\d{1,2})?$/, 'validation.discountValue')
    .refine((value) => Number(value) > 0, 'validation.discountValue'),
  minimumPurchase: optionalAmount.optional(),
  maxDiscount: optionalAmount.optional(),
  couponCode: z
    .string('validation.required')
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{4,20}$/, 'validation.couponCode'),
  usageLimit: z
    .number('validation.invalid')
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(1_000_000, 'validation.invalid')
    .nullable()
    .optional(),
  usagePerUser: z
    .number('validation.usagePerUser')
    .int('validation.usagePerUser')
    .min(1, 'validation.usagePerUser')
    .max(1000, 'validation.usagePerUser')
    .default(1),
  categoryId: z.uuid('validation.invalid').nullable().optional(),
  productIds: z.array(z.uuid('validation.invalid')).max(100, 'validation.tooMany').default([]),
  targetUserType: z.enum(TARGET_USER_TYPES, 'validation.invalid').default('all'),
  isActive: z.boolean().default(true),
  isFlashSale: z.boolean().default(false),
  flashSaleEndTime: z.iso
    .datetime({ offset: true, message: 'validation.date' })
    .nullable()
    .optional(),
  priority: z
    .number('validation.invalid')
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(100, 'validation.invalid')
    .default(0),
  startDate: z.iso.datetime({ offset: true, message: 'validation.date' }).optional(),
  endDate: z.iso.datetime({ offset: true, message: 'validation.date' }).nullable().optional(),
  businessPhone: optionalText(40).optional(),
  businessEmail: optionalText(200).optional(),
  businessAddress: optionalText(300).optional(),
  termsAndConditions: optionalText(2000).optional(),
})

/** The coupon body; sellerId and businessName come from the signed-in seller's store. */
export const couponInput = couponFields.superRefine((values, ctx) => {
  for (const [field, message] of Object.entries(couponRuleErrors(values))) {
    ctx.addIssue({ code: 'custom', path: [field], message })
  }
})
export type CouponInput = z.input<typeof couponInput>
export type CouponValues = z.output<typeof couponInput>

/** An edit: the full body, or only `{ isActive }` to deactivate or reactivate. */
export const couponUpdate = couponFields.partial().extend({
  // Partial keeps the create defaults; an edit must not reset omitted fields to them.
  usagePerUser: couponFields.shape.usagePerUser.removeDefault().optional(),
  productIds: couponFields.shape.productIds.removeDefault().optional(),
  targetUserType: couponFields.shape.targetUserType.removeDefault().optional(),
  isActive: z.boolean().optional(),
  isFlashSale: z.boolean().optional(),
  priority: couponFields.shape.priority.removeDefault().optional(),
})
export type CouponUpdate = z.input<typeof couponUpdate>
export type CouponUpdateValues = z.output<typeof couponUpdate>

export const couponParams = z.object({ id: z.uuid('validation.invalid') })

export const couponAnalytics = z.object({
  uses: z.number().int(),
  /** ETB given away through the coupon. */
  discountGiven: z.string(),
  /** Sales (items less discount, no delivery fee) of the (not cancelled) orders that used it. */
  revenue: z.string(),
  /** Uses per 100 views of the coupons page since the coupon started; null without views. */
  conversionRate: z.number().nullable(),
})

export const sellerCoupon = z.object({
  id: z.uuid(),
  businessName: z.string(),
  businessPhone: z.string().nullable(),
  businessEmail: z.string().nullable(),
  businessAddress: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  discountType: z.enum(DISCOUNT_TYPES),
  discountValue: z.string(),
  minimumPurchase: z.string().nullable(),
  maxDiscount: z.string().nullable(),
  couponCode: z.string(),
  usageLimit: z.number().int().nullable(),
  usagePerUser: z.number().int(),
  usedCount: z.number().int(),
  categoryId: z.uuid().nullable(),
  productIds: z.array(z.uuid()),
  targetUserType: z.enum(TARGET_USER_TYPES),
  startDate: z.string(),
  endDate: z.string().nullable(),
  isActive: z.boolean(),
  isFlashSale: z.boolean(),
  flashSaleEndTime: z.string().nullable(),
  priority: z.number().int(),
  termsAndConditions: z.string().nullable(),
  createdAt: z.string(),
  analytics: couponAnalytics,
})
export type SellerCoupon = z.infer<typeof sellerCoupon>

export const sellerCouponList = z.object({
  coupons: z.array(sellerCoupon),
  /** Views of the coupons page since the seller's first coupon started. */
  couponPageViews: z.number().int(),
  /** All uses per 100 of those views; null without views. */
  conversionRate: z.number().nullable(),
})
export type SellerCouponList = z.infer<typeof sellerCouponList>
