import { useMutation } from '@tanstack/react-query'
import type { FeedbackInput } from '#shared/contracts/support.ts'
import { apiFetch } from '#client/lib/api-client.ts'

export function submitFeedback(input: FeedbackInput) {
  return apiFetch<{ id: string; status: string }>('/api/support/feedback', {
    method: 'POST',
    body: input,
  })
}

export function useSubmitFeedback(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  return useMutation({
    mutationFn: submitFeedback,
    onSuccess: options.onSuccess,
    onError: options.onError,
  })
}
