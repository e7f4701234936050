import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MarketplaceStats } from '#shared/contracts/marketplace.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { catalogKeys } from './query-keys.ts'

/** What a visitor can browse: listed products, stores, countries they ship to, global services. */
export function getMarketplaceStats(signal?: AbortSignal): Promise<MarketplaceStats> {
  return apiFetch<MarketplaceStats>('/api/marketplace/stats', { signal })
}

export function marketplaceStatsQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.marketplaceStats(),
    queryFn: ({ signal }) => getMarketplaceStats(signal),
  })
}

export function useMarketplaceStats() {
  return useQuery(marketplaceStatsQueryOptions())
}
