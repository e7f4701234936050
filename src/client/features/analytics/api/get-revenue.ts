import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AnalyticsPeriod, RevenueAnalytics } from '#shared/contracts/analytics.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { analyticsKeys } from './query-keys.ts'

/** Delivered orders' revenue, commission and net: platform-wide for admins, the own store for sellers. */
export function getRevenue(days: AnalyticsPeriod, signal?: AbortSignal): Promise<RevenueAnalytics> {
  return apiFetch<RevenueAnalytics>(`/api/analytics/revenue?days=${days}`, { signal })
}

export function useRevenue(days: AnalyticsPeriod, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: analyticsKeys.revenue(days),
    queryFn: ({ signal }) => getRevenue(days, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  })
}
