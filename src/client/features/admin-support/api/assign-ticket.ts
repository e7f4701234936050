import type { TicketDetail } from '#shared/contracts/support.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { useTicketMutation, type MutationCallbacks } from './use-ticket-mutation.ts'

/** Assigns the ticket to an admin, or unassigns it with null. */
export function assignTicket(input: { ticketId: string; assigneeId: string | null }) {
  return apiFetch<TicketDetail>(`/api/support/tickets/${input.ticketId}/assignee`, {
    method: 'PUT',
    body: { assigneeId: input.assigneeId },
  })
}

export function useAssignTicket(options: MutationCallbacks = {}) {
  return useTicketMutation(assignTicket, options)
}
