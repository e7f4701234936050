import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Coupon } from '#shared/contracts/marketing.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { dealsKeys } from './query-keys.ts'

/** Running coupons: active, inside their dates, with uses left (the server filters). */
export function getCoupons(signal?: AbortSignal): Promise<Coupon[]> {
  return apiFetch<Coupon[]>('/api/coupons', { signal })
}

export function couponsQueryOptions() {
  return queryOptions({
    queryKey: dealsKeys.coupons(),
    queryFn: ({ signal }) => getCoupons(signal),
  })
}

export function useCoupons() {
  return useQuery(couponsQueryOptions())
}
