import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TicketDetail, TicketMessageInput } from '#shared/contracts/support.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { supportKeys } from './query-keys.ts'

export function addTicketMessage(input: { ticketId: string } & TicketMessageInput) {
  const { ticketId, ...body } = input
  return apiFetch<TicketDetail>(`/api/support/tickets/${ticketId}/messages`, {
    method: 'POST',
    body,
  })
}

/** The owner closing their own ticket (staff change other statuses from the admin console). */
export function closeTicket(ticketId: string) {
  return apiFetch<TicketDetail>(`/api/support/tickets/${ticketId}`, {
    method: 'PATCH',
    body: { status: 'closed' },
  })
}

function useTicketUpdate<T>(
  mutationFn: (input: T) => Promise<TicketDetail>,
  options: { onSuccess?: () => void; onError?: (error: Error) => void },
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: async (ticket) => {
      queryClient.setQueryData(supportKeys.ticket(ticket.id), ticket)
      await queryClient.invalidateQueries({ queryKey: supportKeys.tickets() })
      options.onSuccess?.()
    },
    onError: options.onError,
  })
}

export function useAddTicketMessage(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  return useTicketUpdate(addTicketMessage, options)
}

export function useCloseTicket(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  return useTicketUpdate(closeTicket, options)
}
