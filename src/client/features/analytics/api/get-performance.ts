import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AnalyticsPeriod, PerformanceAnalytics } from '#shared/contracts/analytics.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { analyticsKeys } from './query-keys.ts'

/** API request figures (admins only). */
export function getPerformance(
  days: AnalyticsPeriod,
  signal?: AbortSignal,
): Promise<PerformanceAnalytics> {
  return apiFetch<PerformanceAnalytics>(`/api/analytics/performance?days=${days}`, { signal })
}

export function usePerformance(days: AnalyticsPeriod, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: analyticsKeys.performance(days),
    queryFn: ({ signal }) => getPerformance(days, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  })
}
