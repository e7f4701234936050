import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AnalyticsPeriod, TrafficAnalytics } from '#shared/contracts/analytics.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { analyticsKeys } from './query-keys.ts'

/** Views, visitors and sessions: platform-wide for admins, the own store for sellers. */
export function getTraffic(days: AnalyticsPeriod, signal?: AbortSignal): Promise<TrafficAnalytics> {
  return apiFetch<TrafficAnalytics>(`/api/analytics/traffic?days=${days}`, { signal })
}

export function useTraffic(days: AnalyticsPeriod, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: analyticsKeys.traffic(days),
    queryFn: ({ signal }) => getTraffic(days, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  })
}
