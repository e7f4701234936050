import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AdminFeedbackPage, AdminFeedbackQuery } from '#shared/contracts/support.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { adminSupportKeys, toSearch } from './query-keys.ts'

export function getAdminFeedback(query: AdminFeedbackQuery, signal?: AbortSignal) {
  return apiFetch<AdminFeedbackPage>(`/api/support/admin/feedback${toSearch(query)}`, { signal })
}

export function useAdminFeedback(query: AdminFeedbackQuery) {
  return useQuery({
    queryKey: adminSupportKeys.feedback(query),
    queryFn: ({ signal }) => getAdminFeedback(query, signal),
    placeholderData: keepPreviousData,
  })
}
