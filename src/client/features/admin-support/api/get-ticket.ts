import { useQuery } from '@tanstack/react-query'
import type { TicketDetail } from '#shared/contracts/support.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { adminSupportKeys } from './query-keys.ts'

/** The ticket with every message, internal notes included (staff see them). */
export function getAdminTicket(id: string, signal?: AbortSignal) {
  return apiFetch<TicketDetail>(`/api/support/tickets/${id}`, { signal })
}

export function useAdminTicket(id: string) {
  return useQuery({
    queryKey: adminSupportKeys.ticket(id),
    queryFn: ({ signal }) => getAdminTicket(id, signal),
  })
}
