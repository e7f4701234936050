import { useQuery } from '@tanstack/react-query'
import type { ReviewQueueItem } from '#shared/contracts/seller-products.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { adminKeys } from './query-keys.ts'

/** Products waiting for the authenticity review (the seller-products module serves it). */
export function getReviewQueue(signal?: AbortSignal): Promise<ReviewQueueItem[]> {
  return apiFetch<ReviewQueueItem[]>('/api/admin/products/review-queue', { signal })
}

export function useReviewQueue() {
  return useQuery({
    queryKey: adminKeys.reviewQueue(),
    queryFn: ({ signal }) => getReviewQueue(signal),
  })
}
