import { useQueries } from '@tanstack/react-query'
import type { ProductDetail } from '#shared/contracts/catalog.ts'
import type { LocalCartLine } from '#shared/contracts/cart.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { cartKeys } from './query-keys.ts'

/** The products of a visitor's browser cart, read one by one from the catalogue. */
export function useLocalCartProducts(lines: LocalCartLine[]) {
  return useQueries({
    queries: lines.map((line) => ({
      queryKey: cartKeys.localProduct(line.productId),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiFetch<ProductDetail>(`/api/products/${encodeURIComponent(line.productId)}`, { signal }),
      retry: false,
    })),
  })
}
