import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AdminTicketPage, AdminTicketsQuery } from '#shared/contracts/support.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { adminSupportKeys, toSearch } from './query-keys.ts'

export function getAdminTickets(query: AdminTicketsQuery, signal?: AbortSignal) {
  return apiFetch<AdminTicketPage>(`/api/support/admin/tickets${toSearch(query)}`, { signal })
}

export function useAdminTickets(query: AdminTicketsQuery) {
  return useQuery({
    queryKey: adminSupportKeys.tickets(query),
    queryFn: ({ signal }) => getAdminTickets(query, signal),
    placeholderData: keepPreviousData,
  })
}
