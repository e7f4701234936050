import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SuggestionsResponse } from '#shared/contracts/search.ts'
import { SEARCH_SUGGESTIONS_MIN_LENGTH } from '#shared/search-options.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { searchKeys, toQueryString } from './query-keys.ts'

export function getSuggestions(query: string, signal?: AbortSignal): Promise<SuggestionsResponse> {
  return apiFetch<SuggestionsResponse>(`/api/search/suggestions${toQueryString({ q: query })}`, {
    signal,
  })
}

/** Suggestions for typed text: asked for only from two characters on (the server's minimum). */
export function suggestionsQueryOptions(query: string) {
  const text = query.trim()
  return queryOptions({
    queryKey: searchKeys.suggestions(text),
    queryFn: ({ signal }) => getSuggestions(text, signal),
    enabled: text.length >= SEARCH_SUGGESTIONS_MIN_LENGTH,
  })
}

export function useSuggestions(query: string) {
  return useQuery(suggestionsQueryOptions(query))
}
