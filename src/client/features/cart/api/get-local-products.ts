import { useQueries } from '@tanstack/react-query'
import type { LocalCartLine } from '#shared/contracts/cart.ts'
import { productQueryOptions } from '#client/lib/shared-queries.ts'

/** The products of a visitor's browser cart, read one by one from the catalogue. */
export function useLocalCartProducts(lines: LocalCartLine[]) {
  return useQueries({
    queries: lines.map((line) => ({ ...productQueryOptions(line.productId), retry: false })),
  })
}
