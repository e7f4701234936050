import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Advertisement } from '#shared/contracts/marketing.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { catalogKeys, type AdFilters } from './query-keys.ts'
import { toQueryString } from './to-query-string.ts'

/** Active adverts of one type, optionally targeted at a category. */
export function getAdvertisements(
  filters: AdFilters,
  signal?: AbortSignal,
): Promise<Advertisement[]> {
  return apiFetch<Advertisement[]>(`/api/advertisements${toQueryString(filters)}`, { signal })
}

export function advertisementsQueryOptions(filters: AdFilters) {
  return queryOptions({
    queryKey: catalogKeys.advertisements(filters),
    queryFn: ({ signal }) => getAdvertisements(filters, signal),
  })
}

export function useAdvertisements(filters: AdFilters) {
  return useQuery(advertisementsQueryOptions(filters))
}
