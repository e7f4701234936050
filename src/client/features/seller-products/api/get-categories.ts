import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Category } from '#shared/contracts/catalog.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { sellerProductKeys } from './query-keys.ts'

export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiFetch<Category[]>('/api/categories', { signal })
}

/** Categories to list a product in. */
export function useProductCategories() {
  return useQuery(
    queryOptions({
      queryKey: sellerProductKeys.categories(),
      queryFn: ({ signal }) => getCategories(signal),
      staleTime: 10 * 60_000,
    }),
  )
}
