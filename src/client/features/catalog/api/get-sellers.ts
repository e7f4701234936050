import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SellerListItem } from '#shared/contracts/catalog.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { catalogKeys } from './query-keys.ts'

/** Sellers, best rated first. */
export function getSellers(signal?: AbortSignal): Promise<SellerListItem[]> {
  return apiFetch<SellerListItem[]>('/api/sellers', { signal })
}

export function sellersQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.sellers(),
    queryFn: ({ signal }) => getSellers(signal),
  })
}

export function useSellers() {
  return useQuery(sellersQueryOptions())
}
