import { z } from 'zod'

// The analytics dashboard: traffic, performance, revenue and system health over a 7/30/90-day
// period. Admins read the whole platform (or one seller with `sellerId`); sellers read their own
// store; performance and system health are platform internals and admin only.

export const ANALYTICS_PERIODS = [7, 30, 90] as const
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number]
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 30
/** Top pages and top endpoints listed (spec constants). */
export const ANALYTICS_TOP_COUNT = 5

const days = z
  .enum(['7', '30', '90'], 'validation.analyticsPeriod')
  .default('30')
  .transform((value) => Number(value) as AnalyticsPeriod)

export const analyticsQuery = z.object({ days })
export type AnalyticsQuery = z.input<typeof analyticsQuery>

export const scopedAnalyticsQuery = z.object({
  days,
  /** Admins may narrow to one seller; a seller may only name their own store. */
  sellerId: z.uuid('validation.invalid').optional(),
})
export type ScopedAnalyticsQuery = z.input<typeof scopedAnalyticsQuery>

export const analyticsScope = z.enum(['platform', 'seller'])
export type AnalyticsScope = z.infer<typeof analyticsScope>

const period = {
  days: z.number().int(),
  scope: analyticsScope,
  /** First day of the period (Addis Ababa calendar day, YYYY-MM-DD). */
  from: z.string(),
}

export const trafficAnalytics = z.object({
  ...period,
  totalViews: z.number().int(),
  averageViewsPerDay: z.number(),
  /** Distinct visitors: signed-in users by account, visitors by browser session. */
  uniqueUsers: z.number().int(),
  totalSessions: z.number().int(),
  averageSessionsPerDay: z.number(),
  /** Percent of sessions that saw one page only; null without sessions. */
  bounceRate: z.number().nullable(),
  /** Seconds; null without sessions. */
  averageDuration: z.number().nullable(),
  /** Most viewed pages; `title` names a product or store page's subject (null for other pages). */
  topPages: z.array(
    z.object({ page: z.string(), views: z.number().int(), title: z.string().nullable() }),
  ),
  perDay: z.array(z.object({ date: z.string(), views: z.number().int() })),
})
export type TrafficAnalytics = z.infer<typeof trafficAnalytics>

export const performanceAnalytics = z.object({
  ...period,
  totalRequests: z.number().int(),
  /** Milliseconds; null without requests. */
  averageResponseTime: z.number().nullable(),
  /** Percent of requests answered with a server error (5xx); null without requests. */
  errorRate: z.number().nullable(),
  /** Percent of requests answered without a server error; null without requests. */
  uptime: z.number().nullable(),
  endpointStats: z.array(
    z.object({
      method: z.string(),
      endpoint: z.string(),
      requests: z.number().int(),
      averageResponseTime: z.number(),
      errorRate: z.number(),
    }),
  ),
})
export type PerformanceAnalytics = z.infer<typeof performanceAnalytics>

export const revenueDay = z.object({
  date: z.string(),
  revenue: z.string(),
  commission: z.string(),
  net: z.string(),
  transactions: z.number().int(),
})
export type RevenueDay = z.infer<typeof revenueDay>

export const revenueAnalytics = z.object({
  ...period,
  currency: z.string(),
  /**
   * Delivered orders' sales: items less the coupon's discount, never the delivery fee (decimal
   * strings), by the day they were delivered.
   */
  totalRevenue: z.string(),
  averageRevenuePerDay: z.string(),
  totalCommission: z.string(),
  /** What the sellers were paid for those orders (their stored net). */
  netRevenue: z.string(),
  transactionCount: z.number().int(),
  perDay: z.array(revenueDay),
})
export type RevenueAnalytics = z.infer<typeof revenueAnalytics>

export const SYSTEM_HEALTH_STATUSES = ['healthy', 'warning', 'critical'] as const
export type HealthStatus = (typeof SYSTEM_HEALTH_STATUSES)[number]

export const systemHealthReading = z.object({
  metric: z.string(),
  value: z.string(),
  unit: z.string().nullable(),
  status: z.enum(SYSTEM_HEALTH_STATUSES),
  recordedAt: z.string(),
})
export type SystemHealthReading = z.infer<typeof systemHealthReading>

export const analyticsDashboard = z.object({
  days: z.number().int(),
  /** The latest reading of each health metric. */
  systemHealth: z.array(systemHealthReading),
  /** Readings of the period, newest first (at most 100). */
  history: z.array(systemHealthReading),
})
export type AnalyticsDashboard = z.infer<typeof analyticsDashboard>
