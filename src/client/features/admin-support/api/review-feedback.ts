import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminFeedback, FeedbackReviewInput } from '#shared/contracts/support.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { adminSupportKeys } from './query-keys.ts'

export function reviewFeedback(input: { id: string } & FeedbackReviewInput) {
  const { id, ...body } = input
  return apiFetch<AdminFeedback>(`/api/support/admin/feedback/${id}`, { method: 'PATCH', body })
}

export function useReviewFeedback(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: reviewFeedback,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminSupportKeys.feedbackLists() })
      options.onSuccess?.()
    },
    onError: options.onError,
  })
}
