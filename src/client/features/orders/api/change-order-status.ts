import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Order, OrderStatusChange } from '#shared/contracts/orders.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { invalidateOrderViews } from './query-keys.ts'

export function changeOrderStatus(params: { id: string } & OrderStatusChange): Promise<Order> {
  const { id, ...body } = params
  return apiFetch<Order>(`/api/orders/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body,
  })
}

export function useChangeOrderStatus(
  options: { onSuccess?: (order: Order) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changeOrderStatus,
    onSuccess: async (order) => {
      await invalidateOrderViews(queryClient)
      options.onSuccess?.(order)
    },
    // A refused change usually means someone else moved the order first: show the fresh state.
    onError: async (error) => {
      await invalidateOrderViews(queryClient)
      options.onError?.(error)
    },
  })
}
