import { useQuery } from '@tanstack/react-query'
import { categoriesQueryOptions } from '#client/lib/shared-queries.ts'

export function useCategories() {
  return useQuery(categoriesQueryOptions())
}
