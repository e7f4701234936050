import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateTicketInput, Ticket } from '#shared/contracts/support.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { supportKeys } from './query-keys.ts'

export function createTicket(input: CreateTicketInput): Promise<Ticket> {
  return apiFetch<Ticket>('/api/support/tickets', { method: 'POST', body: input })
}

export function useCreateTicket(
  options: { onSuccess?: (ticket: Ticket) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createTicket,
    onSuccess: async (ticket) => {
      await queryClient.invalidateQueries({ queryKey: supportKeys.tickets() })
      options.onSuccess?.(ticket)
    },
    onError: options.onError,
  })
}
