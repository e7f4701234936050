import { z } from 'zod'
import { LANGUAGES } from '../constants.ts'
import { UPLOADED_IMAGE_URL } from '../image-variants.ts'

// A seller's adverts (/social-ads, /telebirr-ads): the ad form, the seller's campaigns with figures
// from recorded delivery, and the admin review. The public serving of ads lives in marketing.ts.

export const AD_PLATFORMS = ['tiktok', 'facebook', 'instagram', 'telebirr'] as const
export type AdPlatform = (typeof AD_PLATFORMS)[number]
export const SOCIAL_PLATFORMS = ['tiktok', 'facebook', 'instagram'] as const

export const AD_CREATIVE_TYPES = ['image', 'video', 'carousel'] as const
export const TELEBIRR_AD_TYPES = ['banner', 'push_notification', 'in_app_display'] as const
export const TELEBIRR_PROMOTION_TYPES = ['cashback', 'discount', 'bonus_airtime'] as const
export const AD_TARGET_REGIONS = [
  'addis_ababa',
  'dire_dawa',
  'bahir_dar',
  'hawassa',
  'mekelle',
  'adama',
  'jimma',
  'regional',
] as const
export type AdTargetRegion = (typeof AD_TARGET_REGIONS)[number]
export const AD_GENDERS = ['all', 'female', 'male'] as const
export const AD_APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const
export type AdApprovalStatus = (typeof AD_APPROVAL_STATUSES)[number]

/**
 * Where a click on an ad leads: the seller's store page, one of the seller's products, or a
 * website. Without a choice, an ad with a website leads there and one without leads to the store.
 */
export const AD_LINK_TARGETS = ['store', 'product', 'website'] as const
export type AdLinkTarget = (typeof AD_LINK_TARGETS)[number]

/** Where on the buyer pages an ad is served. */
export const AD_PLACEMENTS = ['home', 'products', 'search'] as const
export type AdPlacement = (typeof AD_PLACEMENTS)[number]

/**
 * What delivery costs (docs/decisions/008-ad-serving-and-spend.md): every impression served on our
 * pages costs 0.05 ETB (50 ETB per thousand) and every click 1.00 ETB; spend never exceeds the
 * budget, and an ad whose spend reaches its budget is no longer served.
 */
export const AD_PRICE_PER_IMPRESSION = '0.05'
export const AD_PRICE_PER_CLICK = '1.00'

/** The channel a page manages: /social-ads shows ads on a social platform, /telebirr-ads telebirr ads. */
export const AD_CHANNELS = ['social', 'telebirr'] as const
export type AdChannel = (typeof AD_CHANNELS)[number]

const amount = (required: 'validation.adBudget' | 'validation.adSocialBudget') =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .regex(/^\d{1,10}(\.\d{1,2})?$/, 'validation.price')

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .optional()
    .transform((value) => (value ? value : null))

const optionalUrl = (message: 'validation.adImageUrl' | 'validation.adWebsiteUrl') =>
  z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: message }).max(500, message)])
    .optional()
    .transform((value) => (value ? value : null))

/** "YYYY-MM-DD", a day in Addis Ababa (the form's date inputs). */
const day = (message: 'validation.adStartDate' | 'validation.adEndDate') =>
  z.string(message).regex(/^\d{4}-\d{2}-\d{2}$/, message)

const age = z
  .string()
  .trim()
  .regex(/^(\d{1,3})?$/, 'validation.adAge')
  .optional()
  .transform((value) => (value ? Number(value) : null))
  .refine((value) => value === null || (value >= 13 && value <= 100), 'validation.adAge')

const adFields = z.object({
  businessName: z
    .string('validation.adBusinessName')
    .trim()
    .min(1, 'validation.adBusinessName')
    .max(120, 'validation.tooLong120'),
  businessPhone: optionalText(40),
  businessEmail: z
    .union([z.literal(''), z.email('validation.email').max(200, 'validation.tooLong')])
    .optional()
    .transform((value) => (value ? value.toLowerCase() : null)),
  businessAddress: optionalText(300),
  title: z
    .string('validation.adTitle')
    .trim()
    .min(1, 'validation.adTitle')
    .max(120, 'validation.tooLong120'),
  description: optionalText(1000),
  /** A web address, or a photo uploaded through our upload flow (as product photos are). */
  imageUrl: z
    .union(
      [
        z.literal(''),
        z.string().regex(UPLOADED_IMAGE_URL, 'validation.adImageUrl'),
        z
          .url({ protocol: /^https?$/, error: 'validation.adImageUrl' })
          .max(500, 'validation.adImageUrl'),
      ],
      'validation.adImageUrl',
    )
    .optional()
    .transform((value) => (value ? value : null)),
  websiteUrl: optionalUrl('validation.adWebsiteUrl'),
  linkTarget: z.enum(AD_LINK_TARGETS, 'validation.invalid').optional(),
  linkProductId: z
    .union([z.literal(''), z.uuid('validation.adLinkProduct')])
    .optional()
    .transform((value) => (value ? value : null)),
  targetCategory: z
    .union([z.literal(''), z.uuid('validation.invalid')])
    .optional()
    .transform((value) => (value ? value : null)),
  budget: amount('validation.adBudget').refine((value) => Number(value) > 0, 'validation.adBudget'),
  socialMediaBudget: amount('validation.adSocialBudget'),
  telebirrBudget: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^\d{1,10}(\.\d{1,2})?$/, 'validation.price'),
    ])
    .optional()
    .transform((value) => (value ? value : '0')),
  startDate: day('validation.adStartDate'),
  endDate: day('validation.adEndDate'),
  socialPlatforms: z
    .array(z.enum(AD_PLATFORMS, 'validation.adPlatforms'), 'validation.adPlatforms')
    .min(1, 'validation.adPlatforms')
    .transform((list) => [...new Set(list)]),
  adCreativeType: z.enum(AD_CREATIVE_TYPES, 'validation.adCreativeType'),
  telebirrAdType: z.enum(TELEBIRR_AD_TYPES, 'validation.invalid').default('banner'),
  telebirrPromotionType: z.enum(TELEBIRR_PROMOTION_TYPES, 'validation.invalid').default('discount'),
  targetRegions: z
    .array(z.enum(AD_TARGET_REGIONS, 'validation.invalid'))
    .default([])
    .transform((list) => [...new Set(list)]),
  targetLanguages: z
    .array(z.enum(LANGUAGES, 'validation.language'))
    .default([])
    .transform((list) => [...new Set(list)]),
  targetGender: z.enum(AD_GENDERS, 'validation.invalid').default('all'),
  targetAgeMin: age,
  targetAgeMax: age,
})

type RuleKey =
  | 'validation.endBeforeStart'
  | 'validation.adBudgetSplit'
  | 'validation.adAgeRange'
  | 'validation.adWebsiteRequired'
  | 'validation.adLinkProduct'

/** The link an ad's values choose (see AD_LINK_TARGETS). */
export function adLinkTargetOf(values: {
  linkTarget?: AdLinkTarget | undefined
  websiteUrl: string | null
}): AdLinkTarget {
  return values.linkTarget ?? (values.websiteUrl ? 'website' : 'store')
}

/** Rules between fields, shared by the form, the create body and an edit merged with the stored ad. */
export function adRuleErrors(values: {
  budget: string
  socialMediaBudget: string
  telebirrBudget: string
  startDate: string
  endDate: string
  targetAgeMin: number | null
  targetAgeMax: number | null
  linkTarget?: AdLinkTarget | undefined
  websiteUrl?: string | null
  linkProductId?: string | null
}): Partial<Record<string, RuleKey>> {
  const errors: Partial<Record<string, RuleKey>> = {}
  const linkTarget = adLinkTargetOf({ ...values, websiteUrl: values.websiteUrl ?? null })
  if (linkTarget === 'website' && !values.websiteUrl)
    errors.websiteUrl = 'validation.adWebsiteRequired'
  if (linkTarget === 'product' && !values.linkProductId)
    errors.linkProductId = 'validation.adLinkProduct'
  if (values.endDate < values.startDate) errors.endDate = 'validation.endBeforeStart'
  const cents = (value: string) => Math.round(Number(value) * 100)
  if (
    Number.isFinite(Number(values.budget)) &&
    cents(values.socialMediaBudget) + cents(values.telebirrBudget || '0') > cents(values.budget)
  ) {
    errors.socialMediaBudget = 'validation.adBudgetSplit'
  }
  if (
    values.targetAgeMin !== null &&
    values.targetAgeMax !== null &&
    values.targetAgeMax < values.targetAgeMin
  ) {
    errors.targetAgeMax = 'validation.adAgeRange'
  }
  return errors
}

/** The ad form (spec: businessName, title, budget, socialMediaBudget, dates, one platform, creative). */
export const adInput = adFields.superRefine((values, ctx) => {
  for (const [field, message] of Object.entries(adRuleErrors(values))) {
    ctx.addIssue({ code: 'custom', path: [field], message: message! })
  }
})
export type AdInput = z.input<typeof adInput>
export type AdValues = z.output<typeof adInput>

export const adParams = z.object({ id: z.uuid('validation.invalid') })
export const adListQuery = z.object({ channel: z.enum(AD_CHANNELS).optional() })

export const adFigures = z.object({
  impressions: z.number().int(),
  clicks: z.number().int(),
  conversions: z.number().int(),
  spend: z.string(),
  /** Click-through rate in percent, two decimals. */
  ctr: z.string(),
  /** Spend per click, or null before the first click. */
  costPerClick: z.string().nullable(),
  /** Conversions per click in percent. */
  conversionRate: z.string(),
})
export type AdFigures = z.infer<typeof adFigures>

export const adCampaign = z.object({
  id: z.uuid(),
  advertisementId: z.uuid(),
  platform: z.enum(AD_PLATFORMS),
  /** Sync with the platform: pending_review, not_connected, rejected (or a platform's own state). */
  status: z.string(),
  budget: z.string(),
  spend: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  conversions: z.number().int(),
  ctr: z.string(),
  cpc: z.string(),
  lastSyncedAt: z.string().nullable(),
  createdAt: z.string(),
})
export type AdCampaign = z.infer<typeof adCampaign>

export const sellerAd = z.object({
  id: z.uuid(),
  businessName: z.string(),
  businessPhone: z.string().nullable(),
  businessEmail: z.string().nullable(),
  businessAddress: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  linkTarget: z.enum(AD_LINK_TARGETS),
  linkProductId: z.string().nullable(),
  adType: z.string(),
  targetCategory: z.string().nullable(),
  budget: z.string(),
  socialMediaBudget: z.string(),
  telebirrBudget: z.string(),
  /** "YYYY-MM-DD" days in Addis Ababa, as the form edits them. */
  startDate: z.string(),
  endDate: z.string(),
  isActive: z.boolean(),
  socialPlatforms: z.array(z.enum(AD_PLATFORMS)),
  adCreativeType: z.enum(AD_CREATIVE_TYPES),
  telebirrAdType: z.enum(TELEBIRR_AD_TYPES).nullable(),
  telebirrPromotionType: z.enum(TELEBIRR_PROMOTION_TYPES).nullable(),
  telebirrTargetRegions: z.array(z.string()),
  targetRegions: z.array(z.enum(AD_TARGET_REGIONS)),
  targetLanguages: z.array(z.enum(LANGUAGES)),
  targetGender: z.enum(AD_GENDERS),
  targetAgeMin: z.number().int().nullable(),
  targetAgeMax: z.number().int().nullable(),
  approvalStatus: z.enum(AD_APPROVAL_STATUSES),
  reviewNote: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** Served now: approved, switched on, inside its dates and with budget left. */
  isServing: z.boolean(),
  figures: adFigures,
  campaigns: z.array(adCampaign),
  createdAt: z.string(),
})
export type SellerAd = z.infer<typeof sellerAd>

export const regionFigures = z.object({
  region: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  /** Share of all impressions in percent (0-100), for the region bars. */
  share: z.number(),
})

export const platformFigures = z.object({
  platform: z.enum(AD_PLATFORMS),
  campaigns: z.number().int(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  spend: z.string(),
  /** Statuses of this platform's campaigns, e.g. not_connected. */
  statuses: z.array(z.string()),
})

export const sellerAdList = z.object({
  /** The seller's store (the ad form's business name and "link to my store"). */
  store: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** The seller's products an ad may link to (public or not yet: the link falls back to the store). */
  products: z.array(z.object({ id: z.uuid(), name: z.string() })),
  ads: z.array(sellerAd),
  summary: adFigures,
  regions: z.array(regionFigures),
  platforms: z.array(platformFigures),
})
export type SellerAdList = z.infer<typeof sellerAdList>

export const campaignQuery = z.object({ platform: z.enum(AD_PLATFORMS).optional() })

// Admin review
export const adReviewQuery = z.object({
  status: z.enum(AD_APPROVAL_STATUSES).default('pending'),
})
/** A rejection tells the seller why; an approval may carry a note. */
export const adReviewInput = z
  .object({
    decision: z.enum(['approve', 'reject'], 'validation.invalid'),
    note: z.string().trim().max(500, 'validation.tooLong').optional(),
  })
  .refine((value) => value.decision === 'approve' || Boolean(value.note), {
    path: ['note'],
    message: 'validation.adReviewNote',
  })
export type AdReviewInput = z.input<typeof adReviewInput>

export const adForReview = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  businessName: z.string(),
  imageUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  linkTarget: z.enum(AD_LINK_TARGETS),
  /** The product a product ad leads to, when it still exists. */
  linkProductName: z.string().nullable(),
  budget: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  socialPlatforms: z.array(z.enum(AD_PLATFORMS)),
  approvalStatus: z.enum(AD_APPROVAL_STATUSES),
  reviewNote: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The store of the seller who created the ad, when there is one. */
  storeName: z.string().nullable(),
})
export type AdForReview = z.infer<typeof adForReview>
