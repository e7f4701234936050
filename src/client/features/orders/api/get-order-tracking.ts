import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OrderTracking } from '#shared/contracts/orders.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { useSignedInOnly } from '#client/lib/session.ts'
import { LIVE_REFRESH_MS, orderKeys } from './query-keys.ts'

export function getOrderTracking(id: string, signal?: AbortSignal): Promise<OrderTracking> {
  return apiFetch<OrderTracking>(`/api/orders/${encodeURIComponent(id)}/updates`, { signal })
}

export function orderTrackingQueryOptions(id: string) {
  return queryOptions({
    queryKey: orderKeys.tracking(id),
    queryFn: ({ signal }) => getOrderTracking(id, signal),
    refetchInterval: LIVE_REFRESH_MS,
    retry: false,
  })
}

/** The order's timeline and the courier's latest position, refreshed while on screen. */
export function useOrderTracking(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...orderTrackingQueryOptions(id),
    enabled: useSignedInOnly(options.enabled ?? true),
  })
}
