import { useQuery } from '@tanstack/react-query'
import type { TicketDetail } from '#shared/contracts/support.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { supportKeys } from './query-keys.ts'

export function getTicket(id: string, signal?: AbortSignal): Promise<TicketDetail> {
  return apiFetch<TicketDetail>(`/api/support/tickets/${id}`, { signal })
}

/** `pollMs` refetches while the live stream is down; with it up, replies arrive as they are sent. */
export function useTicket(id: string, options: { pollMs?: number | false } = {}) {
  return useQuery({
    queryKey: supportKeys.ticket(id),
    queryFn: ({ signal }) => getTicket(id, signal),
    refetchInterval: options.pollMs ?? false,
  })
}
