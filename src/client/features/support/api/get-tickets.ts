import { useQuery } from '@tanstack/react-query'
import type { Ticket } from '#shared/contracts/support.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { supportKeys } from './query-keys.ts'

export function getTickets(signal?: AbortSignal): Promise<Ticket[]> {
  return apiFetch<Ticket[]>('/api/support/tickets', { signal })
}

export function useTickets() {
  return useQuery({ queryKey: supportKeys.tickets(), queryFn: ({ signal }) => getTickets(signal) })
}
