import { useQuery } from '@tanstack/react-query'
import type { TicketDetail } from '#shared/contracts/support.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { supportKeys } from './query-keys.ts'

export function getTicket(id: string, signal?: AbortSignal): Promise<TicketDetail> {
  return apiFetch<TicketDetail>(`/api/support/tickets/${id}`, { signal })
}

export function useTicket(id: string) {
  return useQuery({
    queryKey: supportKeys.ticket(id),
    queryFn: ({ signal }) => getTicket(id, signal),
  })
}
