import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateReviewInput, Review } from '#shared/contracts/reviews.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { reviewKeys } from './query-keys.ts'

export function createReview(input: CreateReviewInput): Promise<Review> {
  return apiFetch<Review>('/api/detailed-reviews', { method: 'POST', body: input })
}

export function useCreateReview(
  options: { onSuccess?: (review: Review) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createReview,
    onSuccess: async (review) => {
      await queryClient.invalidateQueries({ queryKey: reviewKeys.product(review.targetId) })
      options.onSuccess?.(review)
    },
    onError: options.onError,
  })
}
