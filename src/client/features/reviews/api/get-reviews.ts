import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Review } from '#shared/contracts/reviews.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { reviewKeys } from './query-keys.ts'

export function getProductReviews(productId: string, signal?: AbortSignal): Promise<Review[]> {
  const query = new URLSearchParams({ targetType: 'product', targetId: productId })
  return apiFetch<Review[]>(`/api/detailed-reviews?${query.toString()}`, { signal })
}

export function productReviewsQueryOptions(productId: string) {
  return queryOptions({
    queryKey: reviewKeys.product(productId),
    queryFn: ({ signal }) => getProductReviews(productId, signal),
  })
}

export function useProductReviews(productId: string) {
  return useQuery(productReviewsQueryOptions(productId))
}
