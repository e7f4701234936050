import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { HelpfulnessInput, HelpfulnessResult, Review } from '#shared/contracts/reviews.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { reviewKeys } from './query-keys.ts'

export function voteHelpful(input: HelpfulnessInput): Promise<HelpfulnessResult> {
  return apiFetch<HelpfulnessResult>('/api/review-helpfulness', { method: 'POST', body: input })
}

/** Writes the server's new count and the viewer's vote into the product's cached review list. */
export function useVoteHelpful(
  productId: string,
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: voteHelpful,
    onSuccess: (result) => {
      queryClient.setQueryData<Review[]>(reviewKeys.product(productId), (reviews) =>
        reviews?.map((review) =>
          review.id === result.reviewId
            ? { ...review, helpfulCount: result.helpfulCount, myVote: result.isHelpful }
            : review,
        ),
      )
      options.onSuccess?.()
    },
    onError: options.onError,
  })
}
