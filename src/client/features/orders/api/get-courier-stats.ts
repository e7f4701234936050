import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CourierStats } from '#shared/contracts/orders.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { orderKeys } from './query-keys.ts'

export function getCourierStats(signal?: AbortSignal): Promise<CourierStats> {
  return apiFetch<CourierStats>('/api/orders/courier-stats', { signal })
}

export function courierStatsQueryOptions() {
  return queryOptions({
    queryKey: orderKeys.courierStats(),
    queryFn: ({ signal }) => getCourierStats(signal),
  })
}

export function useCourierStats() {
  return useQuery(courierStatsQueryOptions())
}
