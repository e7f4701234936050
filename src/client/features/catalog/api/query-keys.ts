import type { ProductListQuery } from '#shared/contracts/catalog.ts'

/** Product filters the catalog lists by; paging (cursor) is handled by the infinite query itself. */
export type ProductFilters = Omit<ProductListQuery, 'cursor'>

export type AdFilters = {
  adType: 'banner' | 'sponsored_product'
  targetCategory?: string | undefined
}

// One factory so every list, detail and invalidation agrees on the same keys.
export const catalogKeys = {
  all: ['catalog'] as const,
  categories: () => [...catalogKeys.all, 'categories'] as const,
  products: () => [...catalogKeys.all, 'products'] as const,
  productList: (filters: ProductFilters) => [...catalogKeys.products(), 'list', filters] as const,
  productInfinite: (filters: ProductFilters) => [...catalogKeys.products(), 'infinite', filters] as const,
  product: (id: string) => [...catalogKeys.products(), 'detail', id] as const,
  sellers: () => [...catalogKeys.all, 'sellers'] as const,
  seller: (id: string) => [...catalogKeys.sellers(), id] as const,
  advertisements: (filters: AdFilters) => [...catalogKeys.all, 'advertisements', filters] as const,
  coupons: () => [...catalogKeys.all, 'coupons'] as const,
  globalServices: () => [...catalogKeys.all, 'global-services'] as const,
}
