import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Faq } from '#shared/contracts/support.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { visitorSessionId } from '../lib/visitor-session.ts'
import { supportKeys } from './query-keys.ts'

export function getFaqs(
  filters: { categoryId?: string; q?: string },
  signal?: AbortSignal,
): Promise<Faq[]> {
  const query = new URLSearchParams({ sessionId: visitorSessionId() })
  if (filters.categoryId) query.set('categoryId', filters.categoryId)
  if (filters.q) query.set('q', filters.q)
  return apiFetch<Faq[]>(`/api/support/faqs?${query.toString()}`, { signal })
}

export function useFaqs(filters: { categoryId?: string; q?: string }) {
  return useQuery({
    queryKey: supportKeys.faqs(filters),
    queryFn: ({ signal }) => getFaqs(filters, signal),
    placeholderData: keepPreviousData,
  })
}
