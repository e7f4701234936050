import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Faq, FaqVoteResult } from '#shared/contracts/support.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { visitorSessionId } from '../lib/visitor-session.ts'
import { supportKeys } from './query-keys.ts'

export function voteFaq(input: { faqId: string; isHelpful: boolean }): Promise<FaqVoteResult> {
  return apiFetch<FaqVoteResult>(`/api/support/faqs/${input.faqId}/helpful`, {
    method: 'POST',
    body: { isHelpful: input.isHelpful, sessionId: visitorSessionId() },
  })
}

/** Writes the new counts and the caller's vote into every cached FAQ list. */
export function useVoteFaq(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: voteFaq,
    onSuccess: (result) => {
      queryClient.setQueriesData<Faq[]>({ queryKey: [...supportKeys.all, 'faqs'] }, (faqs) =>
        faqs?.map((faq) =>
          faq.id === result.faqId
            ? {
                ...faq,
                helpfulCount: result.helpfulCount,
                notHelpfulCount: result.notHelpfulCount,
                myVote: result.isHelpful,
              }
            : faq,
        ),
      )
      options.onSuccess?.()
    },
    onError: options.onError,
  })
}
