import { useQuery } from '@tanstack/react-query'
import { couponsQueryOptions } from '#client/lib/shared-queries.ts'

/** Active coupons only (the server filters). */
export function useCoupons() {
  return useQuery(couponsQueryOptions())
}
