import { useCallback, useMemo } from 'react'
import { useLocation, useSearch } from 'wouter'
import {
  parseProductUrlState,
  productFiltersOf,
  productUrlQuery,
  type ProductUrlState,
} from '../lib/product-url-state.ts'

/**
 * The products page keeps its filters in the query string, so links can be shared and the back
 * button steps through earlier filters.
 */
export function useProductFilters() {
  const searchString = useSearch()
  const [location, navigate] = useLocation()

  const state = useMemo(() => parseProductUrlState(searchString), [searchString])
  const filters = useMemo(() => productFiltersOf(state), [state])

  const update = useCallback(
    (changes: Partial<ProductUrlState>) => {
      navigate(`${location}${productUrlQuery({ ...state, ...changes })}`)
    },
    [location, navigate, state],
  )

  return { state, filters, update }
}
