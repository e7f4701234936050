import { useQuery } from '@tanstack/react-query'
import type { AffiliateView } from '#shared/contracts/revenue.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { revenueKeys } from './query-keys.ts'

export function getAffiliate(signal?: AbortSignal): Promise<AffiliateView> {
  return apiFetch<AffiliateView>('/api/affiliate', { signal })
}

export function useAffiliate(enabled: boolean) {
  return useQuery({
    queryKey: revenueKeys.affiliate(),
    queryFn: ({ signal }) => getAffiliate(signal),
    enabled,
    // Changes on the payment page (another screen): always read fresh on return.
    staleTime: 0,
  })
}
