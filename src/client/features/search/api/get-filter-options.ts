import { useQuery } from '@tanstack/react-query'
import { categoriesQueryOptions, sellersQueryOptions } from '#client/lib/shared-queries.ts'

/** Categories for the filter panel (the catalogue's own list call). */
export function useFilterCategories() {
  return useQuery(categoriesQueryOptions())
}

/** Stores for the seller filter. */
export function useFilterSellers() {
  return useQuery(sellersQueryOptions())
}
