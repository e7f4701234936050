import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '#client/lib/api-client.ts'
import { sellerCouponKeys } from './query-keys.ts'

export function deleteCoupon(id: string): Promise<void> {
  return apiFetch<void>(`/api/coupons/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

export function useDeleteCoupon(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteCoupon,
    onSuccess: async () => {
      await Promise.all(
        sellerCouponKeys.dependents.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      )
      options.onSuccess?.()
    },
    onError: options.onError,
  })
}
