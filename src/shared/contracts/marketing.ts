import { z } from 'zod'
import { LANGUAGES } from '../constants.ts'
import { emailSchema, languageSchema } from './auth.ts'

// Public views of adverts, coupons and global services, the newsletter sign-up and a business's
// own registration of a global service. Managing coupons and ads belongs to the seller features.

/** The listed product a sponsored-product advert points at, with its price and rating as on its own card. */
export const advertisedProduct = z.object({
  id: z.uuid(),
  price: z.string(),
  discountPrice: z.string().nullable(),
  currency: z.string(),
  averageRating: z.number(),
  reviewCount: z.number().int(),
})
export type AdvertisedProduct = z.infer<typeof advertisedProduct>

export const advertisement = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /**
   * Where a click leads: the advertiser's website, or a site path to their store or product
   * (`/sellers/<id>`, `/products/<id>`). Served ads always have one.
   */
  websiteUrl: z.string().nullable(),
  businessName: z.string(),
  businessPhone: z.string().nullable(),
  adType: z.string(),
  targetCategory: z.string().nullable(),
  isActive: z.boolean(),
  /** Sponsored products linking to a listed product (`/products/<id>`): that product; else null. */
  product: advertisedProduct.nullable(),
})
export type Advertisement = z.infer<typeof advertisement>

export const advertisementQuery = z.object({
  adType: z.enum(['banner', 'sponsored_product', 'social_media']).optional(),
  targetCategory: z.string().max(80).optional(),
  /** The page asking (home, products, search); sellers' ads made with the ad form fill banner slots. */
  placement: z.enum(['home', 'products', 'search']).optional(),
  /** How many ads the page will show: only those are served and counted. */
  limit: z.coerce.number().int().min(1).max(20).optional(),
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
  /** When a flash sale ends; the flash banner shows only sales still running. */
  flashSaleEndTime: z.string().nullable(),
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

// Coupons page: how coupons group into the page's tabs.
export const DISCOUNT_TYPES = [
  'percentage',
  'fixed_amount',
  'free_shipping',
  'buy_one_get_one',
  'bundle_deal',
] as const
export type DiscountType = (typeof DISCOUNT_TYPES)[number]

/** At most this many flash sales are shown in the banner (spec, business constants). */
export const FLASH_SALES_SHOWN = 3

export const newsletterInput = z.object({
  email: emailSchema,
  /** The language the newsletter should be written in; defaults to the reader's interface language. */
  language: languageSchema.optional(),
})
export type NewsletterInput = z.input<typeof newsletterInput>

export const newsletterResult = z.object({ email: z.string(), subscribed: z.literal(true) })
export type NewsletterResult = z.infer<typeof newsletterResult>

// Global services: a business registers itself; it stays hidden until an admin reviews it.
export const GLOBAL_SERVICE_TYPES = [
  'restaurant',
  'grocery',
  'shipping_agent',
  'cultural_center',
  'translation',
  'event_planning',
] as const
export type GlobalServiceType = (typeof GLOBAL_SERVICE_TYPES)[number]

const serviceArea = z.string().trim().min(1).max(100, 'validation.tooLong')

export const globalServiceInput = z.object({
  businessName: z
    .string()
    .trim()
    .min(2, 'validation.businessNameRequired')
    .max(120, 'validation.tooLong'),
  serviceType: z.enum(GLOBAL_SERVICE_TYPES, 'validation.serviceType'),
  description: z
    .string()
    .trim()
    .min(20, 'validation.serviceDescriptionMin')
    .max(1000, 'validation.tooLong'),
  serviceAreas: z
    .array(serviceArea, 'validation.serviceAreasRequired')
    .min(1, 'validation.serviceAreasRequired')
    .max(20, 'validation.tooMany'),
  languagesSupported: z
    .array(z.enum(LANGUAGES, 'validation.language'), 'validation.languagesRequired')
    .min(1, 'validation.languagesRequired'),
  website: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'validation.url' })])
    .optional()
    .transform((value) => (value ? value : undefined)),
  contactEmail: emailSchema,
  contactPhone: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^\+?[\d\s()-]{7,20}$/, 'validation.phoneInternational'),
    ])
    .optional()
    .transform((value) => (value ? value : undefined)),
})
export type GlobalServiceInput = z.input<typeof globalServiceInput>

/** The service as stored after registration: inactive and unverified until reviewed. */
export const registeredGlobalService = globalService.extend({ isActive: z.boolean() })
export type RegisteredGlobalService = z.infer<typeof registeredGlobalService>

/** Comma- or newline-separated text as a list: items trimmed, empties and repeats dropped. */
export function splitList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,\n،፣]/)
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ]
}
