import { useMutation } from '@tanstack/react-query'
import type { NewsletterInput, NewsletterResult } from '#shared/contracts/marketing.ts'
import { apiFetch } from '#client/lib/api-client.ts'

export function subscribeNewsletter(input: NewsletterInput): Promise<NewsletterResult> {
  return apiFetch<NewsletterResult>('/api/newsletter', { method: 'POST', body: input })
}

export function useSubscribeNewsletter(
  options: {
    onSuccess?: (result: NewsletterResult) => void
    onError?: (error: Error) => void
  } = {},
) {
  return useMutation({
    mutationFn: subscribeNewsletter,
    onSuccess: options.onSuccess,
    onError: options.onError,
  })
}
