import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CouponUpdate, SellerCoupon } from '#shared/contracts/seller-coupons.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { sellerCouponKeys } from './query-keys.ts'

/** The full body to edit, or only `{ isActive }` to switch the coupon off or on. */
export function updateCoupon({
  id,
  ...input
}: CouponUpdate & { id: string }): Promise<SellerCoupon> {
  return apiFetch<SellerCoupon>(`/api/coupons/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
  })
}

export function useUpdateCoupon(
  options: { onSuccess?: (coupon: SellerCoupon) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateCoupon,
    onSuccess: async (coupon) => {
      await Promise.all(
        sellerCouponKeys.dependents.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      )
      options.onSuccess?.(coupon)
    },
    onError: options.onError,
  })
}
