import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OrderReturn, ReturnRequestInput } from '#shared/contracts/returns.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { invalidateReturnViews } from './query-keys.ts'

export function requestReturn(params: { orderId: string } & ReturnRequestInput) {
  const { orderId, ...body } = params
  return apiFetch<OrderReturn>(`/api/orders/${encodeURIComponent(orderId)}/returns`, {
    method: 'POST',
    body,
  })
}

export function useRequestReturn(
  options: { onSuccess?: (made: OrderReturn) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: requestReturn,
    onSuccess: async (made) => {
      await invalidateReturnViews(queryClient)
      options.onSuccess?.(made)
    },
    onError: options.onError,
  })
}
