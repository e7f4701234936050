import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OrderStatus } from '#shared/constants.ts'
import type { Order, OrderListView } from '#shared/contracts/orders.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { orderKeys } from './query-keys.ts'

export function getOrders(
  params: { view: OrderListView; status?: OrderStatus | undefined },
  signal?: AbortSignal,
): Promise<Order[]> {
  const search = new URLSearchParams({ as: params.view })
  if (params.status) search.set('status', params.status)
  return apiFetch<Order[]>(`/api/orders?${search}`, { signal })
}

export function ordersQueryOptions(view: OrderListView, status?: OrderStatus) {
  return queryOptions({
    queryKey: orderKeys.list(view, status),
    queryFn: ({ signal }) => getOrders({ view, status }, signal),
  })
}

/** The signed-in user's orders in one of their roles, optionally of one status. */
export function useOrders(view: OrderListView, status?: OrderStatus) {
  return useQuery(ordersQueryOptions(view, status))
}
