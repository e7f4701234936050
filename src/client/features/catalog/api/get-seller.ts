import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SellerDetail } from '#shared/contracts/catalog.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { catalogKeys } from './query-keys.ts'

export function getSeller(id: string, signal?: AbortSignal): Promise<SellerDetail> {
  return apiFetch<SellerDetail>(`/api/sellers/${encodeURIComponent(id)}`, { signal })
}

export function sellerQueryOptions(id: string) {
  return queryOptions({
    queryKey: catalogKeys.seller(id),
    queryFn: ({ signal }) => getSeller(id, signal),
  })
}

export function useSeller(id: string) {
  return useQuery(sellerQueryOptions(id))
}
