import { useQuery } from '@tanstack/react-query'
import { categoriesQueryOptions } from '#client/lib/shared-queries.ts'

/** Categories to list a product in. */
export function useProductCategories() {
  return useQuery(categoriesQueryOptions())
}
