import type { TicketDetail, TicketStatus } from '#shared/contracts/support.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { useTicketMutation, type MutationCallbacks } from './use-ticket-mutation.ts'

export function setTicketStatus(input: { ticketId: string; status: TicketStatus }) {
  return apiFetch<TicketDetail>(`/api/support/tickets/${input.ticketId}`, {
    method: 'PATCH',
    body: { status: input.status },
  })
}

export function useSetTicketStatus(options: MutationCallbacks = {}) {
  return useTicketMutation(setTicketStatus, options)
}
