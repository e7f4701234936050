import { useQuery } from '@tanstack/react-query'
import { couponsQueryOptions } from '#client/lib/shared-queries.ts'

/** Running coupons: active, inside their dates, with uses left (the server filters). */
export function useCoupons() {
  return useQuery(couponsQueryOptions())
}
