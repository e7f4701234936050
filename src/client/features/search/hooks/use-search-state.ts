import { useCallback, useMemo } from 'react'
import { useLocation, useSearch } from 'wouter'
import {
  parseSearchUrlState,
  searchFiltersOf,
  searchUrlQuery,
  type SearchUrlState,
} from '../lib/search-url-state.ts'

/** The search page keeps its whole state in the query string: shareable, and Back steps through it. */
export function useSearchState() {
  const searchString = useSearch()
  const [location, navigate] = useLocation()

  const state = useMemo(() => parseSearchUrlState(searchString), [searchString])
  const filters = useMemo(() => searchFiltersOf(state), [state])

  const replace = useCallback(
    (next: SearchUrlState) => navigate(`${location}${searchUrlQuery(next)}`),
    [location, navigate],
  )
  const update = useCallback(
    (changes: Partial<SearchUrlState>) => replace({ ...state, ...changes }),
    [replace, state],
  )

  return { state, filters, update, replace }
}
