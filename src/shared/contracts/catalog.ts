import { z } from 'zod'
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, PRODUCT_SORTS } from '../constants.ts'
import { productOption, publicVariant } from './variants.ts'

export const category = z.object({
  id: z.uuid(),
  name: z.string(),
  nameAm: z.string().nullable(),
  nameOm: z.string().nullable(),
  nameTi: z.string().nullable(),
  slug: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  productCount: z.number().int(),
})
export type Category = z.infer<typeof category>

/** While a store is away (vacation mode) its return date, `YYYY-MM-DD`; null when open. */
export const storeAwayUntil = z.string().nullable()

export const sellerSummary = z.object({
  id: z.uuid(),
  storeName: z.string(),
  verified: z.boolean(),
  /** Products of an away store stay listed but cannot be bought until this date. */
  awayUntil: storeAwayUntil,
})

export const productCategory = z.object({
  id: z.uuid(),
  name: z.string(),
  nameAm: z.string().nullable(),
  nameOm: z.string().nullable(),
  nameTi: z.string().nullable(),
  slug: z.string(),
})

export const productListItem = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  price: z.string(),
  discountPrice: z.string().nullable(),
  /**
   * For a product with variants, the most a buyer pays for one of its active variants (price and
   * sale price above are the cheapest one's); null for a product without options.
   */
  priceMax: z.string().nullable(),
  currency: z.string(),
  stock: z.number().int(),
  isFeatured: z.boolean(),
  shipsInternationally: z.boolean(),
  internationalShippingFee: z.string().nullable(),
  averageRating: z.number(),
  reviewCount: z.number().int(),
  category: productCategory,
  seller: sellerSummary,
  createdAt: z.string(),
})
export type ProductListItem = z.infer<typeof productListItem>

export const productDetail = productListItem.extend({
  originCountry: z.string(),
  originCity: z.string().nullable(),
  estimatedDeliveryDays: z.number().int(),
  isEthiopianMade: z.boolean(),
  authenticityNote: z.string().nullable(),
  tags: z.array(z.string()),
  images: z.array(z.object({ id: z.uuid(), imageUrl: z.string(), isPrimary: z.boolean() })),
  seller: sellerSummary.extend({
    description: z.string().nullable(),
    rating: z.string(),
    totalReviews: z.number().int(),
    city: z.string().nullable(),
    /** The seller's note to buyers while the store is away; null when open or none. */
    awayMessage: z.string().nullable(),
  }),
  /** The product's options and its active variants; a product with variants sells only through them. */
  options: z.array(productOption),
  variants: z.array(publicVariant),
})
export type ProductDetail = z.infer<typeof productDetail>

const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')

export const productListQuery = z.object({
  categoryId: z.uuid('validation.invalid').optional(),
  category: z.string().trim().max(80).optional(),
  sellerId: z.uuid('validation.invalid').optional(),
  featured: booleanQuery.optional(),
  search: z.string().trim().max(200, 'validation.tooLong').optional(),
  sort: z.enum(PRODUCT_SORTS).default('newest'),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  cursor: z.string().max(200).optional(),
})
export type ProductListQuery = z.input<typeof productListQuery>

export const productPage = z.object({
  items: z.array(productListItem),
  /** Opaque cursor for the next page, or null at the end. */
  nextCursor: z.string().nullable(),
  /** How many products match the filters (may lag new listings by a few seconds). */
  total: z.number().int(),
})
export type ProductPage = z.infer<typeof productPage>

export const sellerListItem = z.object({
  id: z.uuid(),
  storeName: z.string(),
  description: z.string().nullable(),
  rating: z.string(),
  totalReviews: z.number().int(),
  verified: z.boolean(),
  productCount: z.number().int(),
  awayUntil: storeAwayUntil,
  user: z.object({
    firstName: z.string(),
    lastName: z.string(),
    city: z.string().nullable(),
  }),
  createdAt: z.string(),
})
export type SellerListItem = z.infer<typeof sellerListItem>

export const sellerDetail = sellerListItem.extend({
  user: z.object({
    firstName: z.string(),
    lastName: z.string(),
    city: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  servesInternational: z.boolean(),
  shippingRegions: z.array(z.string()),
  isDiasporaFriendly: z.boolean(),
  awayMessage: z.string().nullable(),
  products: z.array(productListItem),
})
export type SellerDetail = z.infer<typeof sellerDetail>

export const pageViewInput = z.object({
  page: z.string().trim().min(1).max(500),
  sessionId: z.string().trim().min(8).max(100),
  referrer: z.string().max(2000).optional().nullable(),
  userAgent: z.string().max(500).optional().nullable(),
  /** Accepted for compatibility with the spec's record; the server uses the session's user instead. */
  userId: z.string().optional().nullable(),
})
export type PageViewInput = z.infer<typeof pageViewInput>

export const idParams = z.object({ id: z.uuid('validation.invalid') })
