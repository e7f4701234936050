import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ProductDetail } from '#shared/contracts/catalog.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { catalogKeys } from './query-keys.ts'

export function getProduct(id: string, signal?: AbortSignal): Promise<ProductDetail> {
  return apiFetch<ProductDetail>(`/api/products/${encodeURIComponent(id)}`, { signal })
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  })
}

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id))
}
