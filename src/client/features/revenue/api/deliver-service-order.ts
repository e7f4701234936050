import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DigitalServiceOrder } from '#shared/contracts/revenue.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { revenueKeys } from './query-keys.ts'

export function deliverServiceOrder(id: string): Promise<DigitalServiceOrder> {
  return apiFetch<DigitalServiceOrder>(`/api/digital-service-orders/${id}/deliver`, {
    method: 'POST',
  })
}

export function useDeliverServiceOrder(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deliverServiceOrder,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: revenueKeys.soldOrders() })
      options.onSuccess?.()
    },
    onError: options.onError,
  })
}
