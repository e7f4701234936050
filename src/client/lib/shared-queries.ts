import { queryOptions } from '@tanstack/react-query'
import type { Category, ProductDetail, SellerListItem } from '#shared/contracts/catalog.ts'
import type { Conversation } from '#shared/contracts/chat.ts'
import type { Coupon, GlobalService } from '#shared/contracts/marketing.ts'
import { apiFetch } from './api-client.ts'
import { sharedKeys } from './query-keys.ts'

// One fetcher and one key per endpoint that several features read, so they share one cache entry
// and one invalidation.

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.categories(),
    queryFn: ({ signal }) => apiFetch<Category[]>('/api/categories', { signal }),
  })

export const sellersQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.sellers(),
    queryFn: ({ signal }) => apiFetch<SellerListItem[]>('/api/sellers', { signal }),
  })

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: sharedKeys.product(id),
    queryFn: ({ signal }) =>
      apiFetch<ProductDetail>(`/api/products/${encodeURIComponent(id)}`, { signal }),
  })

/** Running coupons: active, inside their dates, with uses left (the server filters). */
export const couponsQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.coupons(),
    queryFn: ({ signal }) => apiFetch<Coupon[]>('/api/coupons', { signal }),
  })

/** Every active global service: the directory is small and is filtered on the page. */
export const globalServicesQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.globalServices(),
    queryFn: ({ signal }) =>
      apiFetch<GlobalService[]>('/api/global-services?isActive=true', { signal }),
  })

/** The signed-in user's conversations, latest first (the chat page and the profile read them). */
export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.conversations(),
    queryFn: ({ signal }) => apiFetch<Conversation[]>('/api/chat/conversations', { signal }),
  })
