import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Category, SellerListItem } from '#shared/contracts/catalog.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { searchKeys } from './query-keys.ts'

/** Categories for the filter panel (the catalogue's own list call). */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiFetch<Category[]>('/api/categories', { signal })
}

export function useFilterCategories() {
  return useQuery(
    queryOptions({
      queryKey: searchKeys.categories(),
      queryFn: ({ signal }) => getCategories(signal),
    }),
  )
}

/** Stores for the seller filter. */
export function getSellers(signal?: AbortSignal): Promise<SellerListItem[]> {
  return apiFetch<SellerListItem[]>('/api/sellers', { signal })
}

export function useFilterSellers() {
  return useQuery(
    queryOptions({
      queryKey: searchKeys.sellers(),
      queryFn: ({ signal }) => getSellers(signal),
    }),
  )
}
