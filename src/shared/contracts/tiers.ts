import { z } from 'zod'

// Commission tiers: a store's standing, the next step and how far it is. Thresholds are data
// (commission_tiers), so nothing here names a tier.

export const commissionTier = z.object({
  id: z.uuid(),
  name: z.string(),
  nameAmharic: z.string().nullable(),
  nameOm: z.string().nullable(),
  nameTi: z.string().nullable(),
  description: z.string().nullable(),
  descriptionAmharic: z.string().nullable(),
  descriptionOm: z.string().nullable(),
  descriptionTi: z.string().nullable(),
  level: z.number().int(),
  /** A fraction, e.g. "0.0700" for 7%. */
  commissionRate: z.string(),
  minimumMonthlySales: z.string(),
  minimumTotalSales: z.string(),
  minimumRating: z.string(),
  minimumReviews: z.number().int(),
  minimumActiveProducts: z.number().int(),
  featuredListingAllowance: z.number().int(),
  freeShippingThreshold: z.string().nullable(),
  prioritySupport: z.boolean(),
  analyticsAccess: z.boolean(),
  bulkUploadAccess: z.boolean(),
  badgeColor: z.string(),
  badgeIcon: z.string().nullable(),
})
export type CommissionTier = z.infer<typeof commissionTier>

export const sellerTier = z.object({
  seller: z.object({
    id: z.uuid(),
    storeName: z.string(),
    totalSalesAmount: z.string(),
    monthlySalesAmount: z.string(),
    rating: z.string(),
    totalReviews: z.number().int(),
    commissionRate: z.string(),
    lastTierEvaluationAt: z.string().nullable(),
  }),
  currentTier: commissionTier.nullable(),
  nextTier: commissionTier.nullable(),
  progressPercentage: z.number(),
})
export type SellerTier = z.infer<typeof sellerTier>

const tierName = z.object({
  name: z.string(),
  nameAmharic: z.string().nullable(),
  nameOm: z.string().nullable(),
  nameTi: z.string().nullable(),
})

export const tierEvaluation = z.object({
  tier: tierName,
  upgraded: z.boolean(),
  previousTier: tierName.nullable(),
})
export type TierEvaluation = z.infer<typeof tierEvaluation>

export const sellerIdParams = z.object({ id: z.uuid('validation.invalid') })
