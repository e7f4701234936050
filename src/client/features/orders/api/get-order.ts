import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Order } from '#shared/contracts/orders.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { useSignedInOnly } from '#client/lib/session.ts'
import { LIVE_REFRESH_MS, orderKeys } from './query-keys.ts'

export function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return apiFetch<Order>(`/api/orders/${encodeURIComponent(id)}`, { signal })
}

export function orderQueryOptions(id: string) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    refetchInterval: LIVE_REFRESH_MS,
    retry: false,
  })
}

/** One order, refreshed while it is on screen. */
export function useOrder(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...orderQueryOptions(id), enabled: useSignedInOnly(options.enabled ?? true) })
}
