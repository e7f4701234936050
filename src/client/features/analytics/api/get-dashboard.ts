import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AnalyticsPeriod, AnalyticsDashboard } from '#shared/contracts/analytics.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { analyticsKeys } from './query-keys.ts'

/** System health readings (admins only). */
export function getDashboard(
  days: AnalyticsPeriod,
  signal?: AbortSignal,
): Promise<AnalyticsDashboard> {
  return apiFetch<AnalyticsDashboard>(`/api/analytics/dashboard?days=${days}`, { signal })
}

export function useDashboard(days: AnalyticsPeriod, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: analyticsKeys.dashboard(days),
    queryFn: ({ signal }) => getDashboard(days, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  })
}
