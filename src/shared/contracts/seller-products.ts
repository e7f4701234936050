import { z } from 'zod'
import { compareMoney, isMoney } from '../money.ts'
import { productOption, sellerVariant } from './variants.ts'

export const SEO_TITLE_HINT = 60
export const SEO_DESCRIPTION_HINT = 160
export const SEO_TITLE_MAX = 120
export const SEO_DESCRIPTION_MAX = 320
export const PRODUCT_IMAGES_MAX = 8
export const PRODUCT_TAGS_MAX = 20
export const BULK_IDS_MAX = 100
export const TRIAL_UPGRADE_URL = '/revenue-dashboard'
export const PRODUCT_REVIEW_DECISIONS = ['approve', 'reject'] as const

const PRICE = /^\d{1,10}(\.\d{1,2})?$/

/** Price as a decimal string with at most 2 decimals; numbers are accepted and turned into text. */
const priceText = (requiredKey: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
    z.string({ error: requiredKey }).trim().min(1, requiredKey).regex(PRICE, 'validation.price'),
  )

const optionalPrice = z.preprocess(
  (value) =>
    value === '' || value === null
      ? null
      : typeof value === 'number' && Number.isFinite(value)
        ? String(value)
        : value,
  z.string().trim().regex(PRICE, 'validation.price').nullable().optional(),
)

const optionalText = (max: number, tooLong = 'validation.tooLong') =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(max, tooLong).nullable().optional(),
  )

/** Tags as an array or one comma-joined string (spec); trimmed, empty ones dropped. */
const tags = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : value),
  z
    .array(z.string().trim().max(40, 'validation.tooLong'))
    .transform((list) => [...new Set(list.filter((tag) => tag !== ''))])
    .pipe(z.array(z.string()).max(PRODUCT_TAGS_MAX, 'validation.tooMany')),
)

const imageAddress = z.string().trim().min(1, 'validation.imageUrl').max(500, 'validation.tooLong')

const productFields = z.object({
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(200, 'validation.tooLong200'),
  categoryId: z.uuid({ error: 'validation.categoryRequired' }),
  description: optionalText(5000),
  price: priceText('validation.priceRequired'),
  discountPrice: optionalPrice,
  stock: z.coerce
    .number({ error: 'validation.stockRequired' })
    .int('validation.stockInteger')
    .min(0, 'validation.stockMin')
    .max(1_000_000, 'validation.tooLong'),
  tags: tags.optional(),
  seoTitle: optionalText(SEO_TITLE_MAX, 'validation.tooLong120'),
  seoDescription: optionalText(SEO_DESCRIPTION_MAX, 'validation.tooLong320'),
  // Photos the product already has are kept as they are; new ones must be our uploads
  // (uploadedImageUrl shape, and stored: the server checks).
  imageUrl: imageAddress.nullable().optional(),
  images: z.array(imageAddress).max(PRODUCT_IMAGES_MAX, 'validation.tooMany').optional(),
  isFeatured: z.boolean().optional(),
  isActive: z.boolean().optional(),
  /** Both spellings are accepted: the add-product screen sends internationalShipping. */
  shipsInternationally: z.boolean().optional(),
  internationalShipping: z.boolean().optional(),
  internationalShippingFee: optionalPrice,
  authenticityNote: optionalText(1000),
  originCountry: optionalText(80),
  originCity: optionalText(80),
})

// Runs even when a field failed its own check (zod keeps going), so it compares only amounts that
// are numbers; a malformed one already has its own message.
const discountBelowPrice = (value: { price?: unknown; discountPrice?: unknown }) =>
  typeof value.price !== 'string' ||
  typeof value.discountPrice !== 'string' ||
  !isMoney(value.price) ||
  !isMoney(value.discountPrice) ||
  compareMoney(value.discountPrice, value.price) < 0

export const createProductBody = productFields.refine(discountBelowPrice, {
  message: 'validation.discountBelowPrice',
  path: ['discountPrice'],
})
export type CreateProductBody = z.input<typeof createProductBody>
export type CreateProductData = z.output<typeof createProductBody>

export const updateProductBody = productFields.partial().refine(discountBelowPrice, {
  message: 'validation.discountBelowPrice',
  path: ['discountPrice'],
})
export type UpdateProductBody = z.input<typeof updateProductBody>
export type UpdateProductData = z.output<typeof updateProductBody>

export const BULK_ACTIONS = ['activate', 'deactivate', 'feature', 'unfeature', 'delete'] as const
export type BulkAction = (typeof BULK_ACTIONS)[number]

export const bulkProductsBody = z.object({
  ids: z.array(z.uuid()).min(1, 'validation.required').max(BULK_IDS_MAX, 'validation.tooMany'),
  action: z.enum(BULK_ACTIONS, { error: 'validation.invalid' }),
})
export type BulkProductsBody = z.infer<typeof bulkProductsBody>
export const bulkProductsResult = z.object({
  action: z.enum(BULK_ACTIONS),
  count: z.number().int(),
})

/** A rejection tells the seller why (they see the note on the product and in a notification). */
export const productReviewBody = z
  .object({
    decision: z.enum(PRODUCT_REVIEW_DECISIONS, { error: 'validation.invalid' }),
    note: optionalText(1000),
  })
  .refine((value) => value.decision === 'approve' || Boolean(value.note), {
    path: ['note'],
    message: 'validation.productReviewNote',
  })
export type ProductReviewBody = z.input<typeof productReviewBody>

export const reviewQueueItem = z.object({
  id: z.uuid(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  authenticityNote: z.string().nullable(),
  originCountry: z.string(),
  sellerId: z.uuid(),
  storeName: z.string(),
  createdAt: z.string(),
  price: z.string(),
  discountPrice: z.string().nullable(),
  currency: z.string(),
  categoryName: z.string(),
  categoryNameAm: z.string().nullable(),
  categoryNameOm: z.string().nullable(),
  categoryNameTi: z.string().nullable(),
  description: z.string().nullable(),
})
export type ReviewQueueItem = z.infer<typeof reviewQueueItem>

export const sellerProduct = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  categoryId: z.uuid(),
  categoryName: z.string(),
  categoryNameAm: z.string().nullable(),
  categoryNameOm: z.string().nullable(),
  categoryNameTi: z.string().nullable(),
  price: z.string(),
  discountPrice: z.string().nullable(),
  currency: z.string(),
  stock: z.number().int(),
  tags: z.array(z.string()),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  imageUrl: z.string().nullable(),
  images: z.array(z.object({ id: z.uuid(), imageUrl: z.string(), isPrimary: z.boolean() })),
  isActive: z.boolean(),
  isFeatured: z.boolean(),
  reviewStatus: z.enum(['pending', 'approved', 'rejected']),
  /** Why the authenticity review rejected the product; null unless rejected. */
  reviewNote: z.string().nullable(),
  shipsInternationally: z.boolean(),
  internationalShippingFee: z.string().nullable(),
  authenticityNote: z.string().nullable(),
  originCountry: z.string(),
  originCity: z.string().nullable(),
  /** Options and variants (docs/decisions/025-product-variants.md); empty for a simple product. */
  options: z.array(productOption),
  variants: z.array(sellerVariant),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type SellerProduct = z.infer<typeof sellerProduct>

export const sellerInventory = z.object({
  counts: z.object({
    total: z.number().int(),
    active: z.number().int(),
    lowStock: z.number().int(),
    inReview: z.number().int(),
  }),
  featuredAllowance: z.number().int(),
  /**
   * What the seller may still list, from the plan in force or else the trial's plan row (the same
   * figures the server enforces). null maxima mean no limit. Rejected products do not count.
   */
  limits: z.object({
    source: z.enum(['plan', 'trial', 'none']),
    planName: z.string().nullable(),
    planNameAmharic: z.string().nullable(),
    planNameOm: z.string().nullable(),
    planNameTi: z.string().nullable(),
    maxProducts: z.number().int().nullable(),
    maxCategories: z.number().int().nullable(),
    productsUsed: z.number().int(),
    categoryIdsUsed: z.array(z.uuid()),
    upgradeUrl: z.string(),
  }),
  products: z.array(sellerProduct),
})
export type SellerInventory = z.infer<typeof sellerInventory>

export type StockLevel = 'in' | 'low' | 'out'

/** Dialog badge rule (spec): above 10 in stock, 1 to 10 low, 0 out. */
export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'out'
  return stock > 10 ? 'in' : 'low'
}
