import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Category } from '#shared/contracts/catalog.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { catalogKeys } from './query-keys.ts'

export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiFetch<Category[]>('/api/categories', { signal })
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
  })
}

export function useCategories() {
  return useQuery(categoriesQueryOptions())
}
