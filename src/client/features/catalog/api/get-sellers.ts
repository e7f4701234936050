import { useQuery } from '@tanstack/react-query'
import { sellersQueryOptions } from '#client/lib/shared-queries.ts'

/** Sellers, best rated first. */
export function useSellers() {
  return useQuery(sellersQueryOptions())
}
