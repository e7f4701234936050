import type { z } from 'zod'
import type { productListQuery } from '#shared/contracts/catalog.ts'

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

// One factory so every list, detail and invalidation agrees on the same keys.
export const catalogKeys = {
  all: ['catalog'] as const,
  categories: () => [...catalogKeys.all, 'categories'] as const,
  products: () => [...catalogKeys.all, 'products'] as const,
  productList: (filters: ProductFilters) => [...catalogKeys.products(), 'list', filters] as const,
  productInfinite: (filters: ProductFilters) =>
    [...catalogKeys.products(), 'infinite', filters] as const,
  product: (id: string) => [...catalogKeys.products(), 'detail', id] as const,
  sellers: () => [...catalogKeys.all, 'sellers'] as const,
  seller: (id: string) => [...catalogKeys.sellers(), id] as const,
  advertisements: (filters: AdFilters) => [...catalogKeys.all, 'advertisements', filters] as const,
  coupons: () => [...catalogKeys.all, 'coupons'] as const,
  globalServices: () => [...catalogKeys.all, 'global-services'] as const,
  marketplaceStats: () => [...catalogKeys.all, 'marketplace-stats'] as const,
}
