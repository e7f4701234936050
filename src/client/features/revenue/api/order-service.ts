import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OrderServiceInput, OrderServiceResult } from '#shared/contracts/revenue.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { revenueKeys } from './query-keys.ts'

export function orderService({
  serviceId,
  ...input
}: OrderServiceInput & { serviceId: string }): Promise<OrderServiceResult> {
  return apiFetch<OrderServiceResult>(`/api/digital-services/${serviceId}/orders`, {
    method: 'POST',
    body: input,
  })
}

export function useOrderService(
  options: {
    onSuccess?: (result: OrderServiceResult) => void
    onError?: (error: Error) => void
  } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: orderService,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: revenueKeys.purchasedOrders() })
      options.onSuccess?.(result)
    },
    onError: options.onError,
  })
}
