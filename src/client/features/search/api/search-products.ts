import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import type { SearchPage } from '#shared/contracts/search.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import type { SearchFilters } from '../lib/search-url-state.ts'
import { searchKeys, toQueryString } from './query-keys.ts'

export const SEARCH_PAGE_SIZE = 16

export function searchProducts(
  filters: SearchFilters & { cursor?: string | undefined; limit?: number },
  signal?: AbortSignal,
): Promise<SearchPage> {
  return apiFetch<SearchPage>(`/api/search${toQueryString(filters)}`, { signal })
}

/** Cursor-paged search results for "Load more"; the previous results stay while filters change. */
export function searchResultsQueryOptions(filters: SearchFilters) {
  return infiniteQueryOptions({
    queryKey: searchKeys.results(filters),
    queryFn: ({ pageParam, signal }) =>
      searchProducts({ ...filters, limit: SEARCH_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  })
}

export function useSearchResults(filters: SearchFilters) {
  return useInfiniteQuery(searchResultsQueryOptions(filters))
}
