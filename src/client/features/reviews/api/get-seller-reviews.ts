import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SELLER_REVIEW_FILTERS, SellerReview } from '#shared/contracts/reviews.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { useSignedInOnly } from '#client/lib/session.ts'
import { reviewKeys } from './query-keys.ts'

export type SellerReviewFilter = (typeof SELLER_REVIEW_FILTERS)[number]

export function getSellerReviews(
  filter: SellerReviewFilter,
  signal?: AbortSignal,
): Promise<SellerReview[]> {
  return apiFetch<SellerReview[]>(`/api/seller/reviews?filter=${filter}`, { signal })
}

export function sellerReviewsQueryOptions(filter: SellerReviewFilter) {
  return queryOptions({
    queryKey: reviewKeys.seller(filter),
    queryFn: ({ signal }) => getSellerReviews(filter, signal),
  })
}

/** Reviews of the signed-in seller's products, newest first. */
export function useSellerReviews(filter: SellerReviewFilter) {
  return useQuery({ ...sellerReviewsQueryOptions(filter), enabled: useSignedInOnly() })
}
