import type { z } from 'zod'
import type { productListQuery } from '#shared/contracts/catalog.ts'
import { domainKeys, sharedKeys } from '#client/lib/query-keys.ts'

/**
 * Product filters as the API reads them (the shared contract's parsed shape, every field optional);
 * paging (cursor) is handled by the infinite query itself.
 */
export type ProductFilters = Partial<Omit<z.output<typeof productListQuery>, 'cursor'>>

export type AdFilters = {
  adType: 'banner' | 'sponsored_product'
  targetCategory?: string | undefined
  /** The page asking; the server targets ads by it and counts an impression per ad returned. */
  placement?: 'home' | 'products' | 'search' | undefined
  /** How many ads the slot can show (only those are served and counted). */
  limit?: number | undefined
}

// One factory so every list, detail and invalidation agrees on the same keys; endpoints other
// features read too (categories, sellers, a product, coupons, services) are in lib/query-keys.ts.
export const catalogKeys = {
  all: domainKeys.catalog,
  products: () => [...catalogKeys.all, 'products'] as const,
  productList: (filters: ProductFilters) => [...catalogKeys.products(), 'list', filters] as const,
  productInfinite: (filters: ProductFilters) =>
    [...catalogKeys.products(), 'infinite', filters] as const,
  seller: (id: string) => [...sharedKeys.sellers(), id] as const,
  advertisements: (filters: AdFilters) => [...catalogKeys.all, 'advertisements', filters] as const,
  marketplaceStats: () => [...catalogKeys.all, 'marketplace-stats'] as const,
}
