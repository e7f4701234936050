import type { SELLER_REVIEW_FILTERS } from '#shared/contracts/reviews.ts'

export const reviewKeys = {
  all: ['reviews'] as const,
  product: (productId: string) => [...reviewKeys.all, 'product', productId] as const,
  /** `GET /api/seller/reviews?filter=…`: reviews of the signed-in seller's products */
  seller: (filter: (typeof SELLER_REVIEW_FILTERS)[number]) =>
    [...reviewKeys.all, 'seller', filter] as const,
}
