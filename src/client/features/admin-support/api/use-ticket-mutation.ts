import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TicketDetail } from '#shared/contracts/support.ts'
import { adminSupportKeys } from './query-keys.ts'

export type MutationCallbacks = { onSuccess?: () => void; onError?: (error: Error) => void }

/** A change to one ticket: the answer replaces the cached detail and the lists refresh. */
export function useTicketMutation<T>(
  mutationFn: (input: T) => Promise<TicketDetail>,
  options: MutationCallbacks,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: async (ticket) => {
      queryClient.setQueryData(adminSupportKeys.ticket(ticket.id), ticket)
      // Before the lists refresh: the reply box clears with the answer shown, not after it.
      options.onSuccess?.()
      await queryClient.invalidateQueries({ queryKey: adminSupportKeys.ticketLists() })
    },
    onError: options.onError,
  })
}
