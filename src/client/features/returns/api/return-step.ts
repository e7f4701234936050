import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OrderReturn } from '#shared/contracts/returns.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { invalidateReturnViews } from './query-keys.ts'

/** POST /api/returns/:id/<step>: every step of a return answers with the return as it now is. */
export function postReturnStep(returnId: string, step: string, body: object = {}) {
  return apiFetch<OrderReturn>(`/api/returns/${encodeURIComponent(returnId)}/${step}`, {
    method: 'POST',
    body,
  })
}

export type StepOptions = {
  onSuccess?: (row: OrderReturn) => void
  onError?: (error: Error) => void
}

/**
 * A step's mutation. A refused step usually means someone else moved the return first, so the
 * views refresh either way.
 */
export function useReturnStep<V>(
  fetcher: (variables: V) => Promise<OrderReturn>,
  options: StepOptions,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fetcher,
    onSuccess: async (row) => {
      await invalidateReturnViews(queryClient)
      options.onSuccess?.(row)
    },
    onError: async (error) => {
      await invalidateReturnViews(queryClient)
      options.onError?.(error)
    },
  })
}
