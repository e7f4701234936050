import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Order } from '#shared/contracts/orders.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { invalidateOrderViews } from './query-keys.ts'

export function assignCourier(params: { orderId: string; courierId: string }): Promise<Order> {
  return apiFetch<Order>(`/api/orders/${encodeURIComponent(params.orderId)}/assign-courier`, {
    method: 'POST',
    body: { courierId: params.courierId },
  })
}

export function useAssignCourier(
  options: { onSuccess?: (order: Order) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: assignCourier,
    onSuccess: async (order) => {
      await invalidateOrderViews(queryClient)
      options.onSuccess?.(order)
    },
    onError: options.onError,
  })
}
