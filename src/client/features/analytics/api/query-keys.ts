import type { AnalyticsPeriod } from '#shared/contracts/analytics.ts'

export const analyticsKeys = {
  all: ['analytics'] as const,
  traffic: (days: AnalyticsPeriod) => [...analyticsKeys.all, 'traffic', days] as const,
  revenue: (days: AnalyticsPeriod) => [...analyticsKeys.all, 'revenue', days] as const,
  performance: (days: AnalyticsPeriod) => [...analyticsKeys.all, 'performance', days] as const,
  dashboard: (days: AnalyticsPeriod) => [...analyticsKeys.all, 'dashboard', days] as const,
}
