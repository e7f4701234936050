import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Review, ReviewReplyInput } from '#shared/contracts/reviews.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { reviewKeys } from './query-keys.ts'

export function replyToReview({
  reviewId,
  ...input
}: ReviewReplyInput & { reviewId: string }): Promise<Review> {
  return apiFetch<Review>(`/api/reviews/${reviewId}/reply`, { method: 'POST', body: input })
}

/** The seller's one answer; the seller's lists and the product's reviews show it after. */
export function useReplyToReview(
  options: { onSuccess?: (review: Review) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: async (review) => {
      await queryClient.invalidateQueries({ queryKey: reviewKeys.all })
      options.onSuccess?.(review)
    },
    onError: options.onError,
  })
}
