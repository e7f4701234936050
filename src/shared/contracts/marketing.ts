import { z } from 'zod'

// Read-only views of adverts, coupons and global services that the home page shows.
// Creating and managing them belongs to the seller and operations features.

export const advertisement = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  businessName: z.string(),
  businessPhone: z.string().nullable(),
  adType: z.string(),
  targetCategory: z.string().nullable(),
  isActive: z.boolean(),
})
export type Advertisement = z.infer<typeof advertisement>

export const advertisementQuery = z.object({
  adType: z.enum(['banner', 'sponsored_product', 'social_media']).optional(),
  targetCategory: z.string().max(80).optional(),
})

export const coupon = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  couponCode: z.string(),
  discountType: z.string(),
  discountValue: z.string(),
  minimumPurchase: z.string().nullable(),
  maxDiscount: z.string().nullable(),
  isFlashSale: z.boolean(),
  endDate: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  targetUserType: z.string(),
  businessName: z.string(),
})
export type Coupon = z.infer<typeof coupon>

export const globalService = z.object({
  id: z.uuid(),
  businessName: z.string(),
  description: z.string().nullable(),
  serviceType: z.string(),
  serviceAreas: z.array(z.string()),
  languagesSupported: z.array(z.string()),
  website: z.string().nullable(),
  rating: z.string(),
  totalReviews: z.number().int(),
  isVerified: z.boolean(),
  servesEthiopianCommunity: z.boolean(),
})
export type GlobalService = z.infer<typeof globalService>

export const globalServiceQuery = z.object({
  serviceType: z.string().trim().max(50).optional(),
  /** One of the areas a service covers, matched case-insensitively. */
  serviceArea: z.string().trim().max(100).optional(),
})

export const adClickResult = z.object({ websiteUrl: z.string().nullable() })
export type AdClickResult = z.infer<typeof adClickResult>
