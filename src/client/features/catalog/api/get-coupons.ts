import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Coupon } from '#shared/contracts/marketing.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { catalogKeys } from './query-keys.ts'

/** Active coupons only (the server filters). */
export function getCoupons(signal?: AbortSignal): Promise<Coupon[]> {
  return apiFetch<Coupon[]>('/api/coupons', { signal })
}

export function couponsQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.coupons(),
    queryFn: ({ signal }) => getCoupons(signal),
  })
}

export function useCoupons() {
  return useQuery(couponsQueryOptions())
}
