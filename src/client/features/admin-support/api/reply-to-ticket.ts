import type { TicketDetail, TicketMessageInput } from '#shared/contracts/support.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { useTicketMutation, type MutationCallbacks } from './use-ticket-mutation.ts'

/** A reply the customer sees, or an internal note only staff see. */
export function replyToTicket(input: { ticketId: string } & TicketMessageInput) {
  const { ticketId, ...body } = input
  return apiFetch<TicketDetail>(`/api/support/tickets/${ticketId}/messages`, {
    method: 'POST',
    body,
  })
}

export function useReplyToTicket(options: MutationCallbacks = {}) {
  return useTicketMutation(replyToTicket, options)
}
