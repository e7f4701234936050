import { useQuery } from '@tanstack/react-query'
import { productQueryOptions } from '#client/lib/shared-queries.ts'

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id))
}
