import { useQuery } from '@tanstack/react-query'
import type { SellerCouponList } from '#shared/contracts/seller-coupons.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { sellerCouponKeys } from './query-keys.ts'

export function getSellerCoupons(signal?: AbortSignal): Promise<SellerCouponList> {
  return apiFetch<SellerCouponList>('/api/seller/coupons', { signal })
}

export function useSellerCoupons() {
  return useQuery({
    queryKey: sellerCouponKeys.all,
    queryFn: ({ signal }) => getSellerCoupons(signal),
  })
}
