import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AdminAffiliatePayout, Paged } from '#shared/contracts/admin.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { adminKeys, toSearch } from './query-keys.ts'

export function getAffiliatePayouts(page: number, signal?: AbortSignal) {
  return apiFetch<Paged<AdminAffiliatePayout>>(
    `/api/admin/affiliate-payouts${toSearch({ page })}`,
    {
      signal,
    },
  )
}

export function useAffiliatePayouts(page: number) {
  return useQuery({
    queryKey: adminKeys.affiliatePayouts(page),
    queryFn: ({ signal }) => getAffiliatePayouts(page, signal),
    placeholderData: keepPreviousData,
  })
}
