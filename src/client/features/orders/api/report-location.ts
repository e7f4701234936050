import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CourierPosition, LocationReport } from '#shared/contracts/orders.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { orderKeys } from './query-keys.ts'

export function reportLocation(
  params: { orderId: string } & LocationReport,
): Promise<CourierPosition> {
  const { orderId, ...body } = params
  return apiFetch<CourierPosition>(`/api/orders/${encodeURIComponent(orderId)}/location`, {
    method: 'POST',
    body,
  })
}

export function useReportLocation(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: reportLocation,
    onSuccess: async (_position, params) => {
      await queryClient.invalidateQueries({ queryKey: orderKeys.tracking(params.orderId) })
      options.onSuccess?.()
    },
    onError: options.onError,
  })
}
