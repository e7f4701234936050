import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CouponInput, SellerCoupon } from '#shared/contracts/seller-coupons.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { sellerCouponKeys } from './query-keys.ts'

export function createCoupon(input: CouponInput): Promise<SellerCoupon> {
  return apiFetch<SellerCoupon>('/api/coupons', { method: 'POST', body: input })
}

export function useCreateCoupon(
  options: { onSuccess?: (coupon: SellerCoupon) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createCoupon,
    onSuccess: async (coupon) => {
      await Promise.all(
        sellerCouponKeys.dependents.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      )
      options.onSuccess?.(coupon)
    },
    onError: options.onError,
  })
}
