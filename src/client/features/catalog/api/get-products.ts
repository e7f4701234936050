import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query'
import type { ProductPage } from '#shared/contracts/catalog.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { catalogKeys, type ProductFilters } from './query-keys.ts'
import { toQueryString } from './to-query-string.ts'

export function getProducts(
  query: ProductFilters & { cursor?: string },
  signal?: AbortSignal,
): Promise<ProductPage> {
  return apiFetch<ProductPage>(`/api/products${toQueryString(query)}`, { signal })
}

/** One page of products, e.g. the home page's featured picks. */
export function productsQueryOptions(filters: ProductFilters) {
  return queryOptions({
    queryKey: catalogKeys.productList(filters),
    queryFn: ({ signal }) => getProducts(filters, signal),
  })
}

export function useProducts(filters: ProductFilters) {
  return useQuery(productsQueryOptions(filters))
}

/** Cursor-paged products for "Load more". */
export function infiniteProductsQueryOptions(filters: ProductFilters) {
  return infiniteQueryOptions({
    queryKey: catalogKeys.productInfinite(filters),
    queryFn: ({ pageParam, signal }) => getProducts({ ...filters, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  })
}

export function useInfiniteProducts(filters: ProductFilters) {
  return useInfiniteQuery(infiniteProductsQueryOptions(filters))
}
