import { performance } from 'node:perf_hooks'
import { getHeapStatistics } from 'node:v8'
import { sql } from 'drizzle-orm'
import type { PageViewInput } from '#shared/contracts/catalog.ts'
import {
  ANALYTICS_PERIODS,
  ANALYTICS_TOP_COUNT,
  type AnalyticsDashboard,
  type AnalyticsPeriod,
  type AnalyticsScope,
  type HealthStatus,
  type PerformanceAnalytics,
  type RevenueAnalytics,
  type RevenueDay,
  type TrafficAnalytics,
} from '#shared/contracts/analytics.ts'
import { addMoney, money, roundMoney } from '#shared/money.ts'
import type { Executor } from '#server/db/database.ts'
import type { NewSystemHealth } from '#server/db/schema/analytics.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import type { MetricsBatch } from '#server/plugins/metrics.ts'
import {
  busiestEndpoints,
  deliveredRevenuePerDay,
  healthHistory,
  addApiRequestMinutes,
  insertApiServerErrors,
  insertHealthReadings,
  latestHealthReadings,
  pruneMeasurements,
  recordPageView,
  requestTotals,
  sessionTotals,
  pageSubjectNames,
  topPages,
  viewsPerDay,
  viewTotals,
} from './analytics.queries.ts'

const USER_AGENT_MAX = 500
const DAY_MS = 86_400_000
/** Addis Ababa keeps UTC+3 all year. */
const ADDIS_OFFSET_MS = 3 * 3_600_000
const HEALTH_HISTORY_LIMIT = 100

/** Records a route change. The user is whoever holds the session: a userId in the body is never trusted. */
export async function trackPageView(
  db: Executor,
  input: PageViewInput,
  context: { viewer: AuthUser | null; ip: string; userAgentHeader: string | undefined },
) {
  await recordPageView(db, {
    userId: context.viewer?.id ?? null,
    sessionId: input.sessionId,
    page: input.page,
    referrer: input.referrer || null,
    userAgent: (input.userAgent || context.userAgentHeader || '').slice(0, USER_AGENT_MAX) || null,
    ipAddress: context.ip || null,
  })
}

/** The metrics plugin's flush: the counts added to their minutes, then the server errors. */
export async function recordApiMetrics(db: Executor, batch: MetricsBatch) {
  await addApiRequestMinutes(db, batch.minutes)
  await insertApiServerErrors(db, batch.errors)
}

export type Period = {
  days: AnalyticsPeriod
  /** Defaults to the current time; tests pin it. */
  now?: Date
}

/**
 * A period of N days is today and the N − 1 days before it, in Addis Ababa calendar days, so a
 * day's figures do not move when the period is read later that day.
 */
export function periodStart(days: number, now: Date): Date {
  const addisMidnight = Math.floor((now.getTime() + ADDIS_OFFSET_MS) / DAY_MS) * DAY_MS
  return new Date(addisMidnight - ADDIS_OFFSET_MS - (days - 1) * DAY_MS)
}

/** The period up to and including `now`. */
function windowOf(params: Period) {
  const now = params.now ?? new Date()
  return { since: periodStart(params.days, now), until: new Date(now.getTime() + 1) }
}

function dayKeys(since: Date, days: number): string[] {
  return Array.from({ length: days }, (_, index) =>
    new Date(since.getTime() + ADDIS_OFFSET_MS + index * DAY_MS).toISOString().slice(0, 10),
  )
}

const dayKey = (since: Date) => dayKeys(since, 1)[0]!

/** Percent with two decimals; null when there is nothing to divide by. */
function percent(part: number, whole: number): number | null {
  if (whole === 0) return null
  return Math.round((part / whole) * 10_000) / 100
}

const perDay = (count: number, days: number) => Math.round((count / days) * 10) / 10

type Scoped = Period & { sellerId: string | null }

const scopeName = (sellerId: string | null): AnalyticsScope => (sellerId ? 'seller' : 'platform')

/** Page views and browsing sessions; for a seller only the views of their store and products. */
export async function getTraffic(db: Executor, params: Scoped): Promise<TrafficAnalytics> {
  const { since, until } = windowOf(params)
  const scope = { since, until, sellerId: params.sellerId }
  const [totals, days, pages, sessions] = await Promise.all([
    viewTotals(db, scope),
    viewsPerDay(db, scope),
    topPages(db, scope, ANALYTICS_TOP_COUNT),
    sessionTotals(db, scope),
  ])
  const viewsByDay = new Map(days.map((row) => [row.date, row.views]))
  return {
    days: params.days,
    scope: scopeName(params.sellerId),
    from: dayKey(since),
    totalViews: totals.views,
    averageViewsPerDay: perDay(totals.views, params.days),
    uniqueUsers: totals.visitors,
    totalSessions: sessions.sessions,
    averageSessionsPerDay: perDay(sessions.sessions, params.days),
    bounceRate: percent(sessions.bounces, sessions.sessions),
    averageDuration: sessions.sessions === 0 ? null : sessions.averageDuration,
    topPages: await namePages(db, pages),
    perDay: dayKeys(since, params.days).map((date) => ({
      date,
      views: viewsByDay.get(date) ?? 0,
    })),
  }
}

const SUBJECT_PATH = /^\/(products|sellers)\/([0-9a-f-]{36})$/i

/**
 * Top pages with what they show: a product page its product's name, a store page the store's
 * name (null for other pages, which the client names by their path; or when the subject is gone).
 */
async function namePages(db: Executor, pages: { page: string; views: number }[]) {
  const subjects = pages.map((page) => SUBJECT_PATH.exec(page.page))
  const ids = (kind: string) =>
    subjects.flatMap((match) => (match && match[1] === kind ? [match[2]!.toLowerCase()] : []))
  const names = await pageSubjectNames(db, ids('products'), ids('sellers'))
  return pages.map((page, index) => {
    const match = subjects[index]
    const id = match?.[2]?.toLowerCase() ?? ''
    const title = !match
      ? null
      : match[1] === 'products'
        ? (names.products.get(id) ?? null)
        : (names.sellers.get(id) ?? null)
    return { ...page, title }
  })
}

/** API request figures of the whole platform (admins only: they describe our servers). */
export async function getPerformance(db: Executor, params: Period): Promise<PerformanceAnalytics> {
  const window = windowOf(params)
  const since = window.since
  const [totals, endpoints] = await Promise.all([
    requestTotals(db, window),
    busiestEndpoints(db, window, ANALYTICS_TOP_COUNT),
  ])
  const errorRate = percent(totals.serverErrors, totals.requests)
  return {
    days: params.days,
    scope: 'platform',
    from: dayKey(since),
    totalRequests: totals.requests,
    averageResponseTime: totals.averageResponseTime,
    errorRate,
    uptime: errorRate === null ? null : Math.round((100 - errorRate) * 100) / 100,
    endpointStats: endpoints.map((row) => ({
      method: row.method,
      endpoint: row.endpoint,
      requests: row.requests,
      averageResponseTime: Number(row.averageResponseTime),
      errorRate: percent(row.serverErrors, row.requests) ?? 0,
    })),
  }
}

/** Delivered orders: what they brought in, the fees taken on them and what remained. */
export async function getRevenue(db: Executor, params: Scoped): Promise<RevenueAnalytics> {
  const { since, until } = windowOf(params)
  const rows = await deliveredRevenuePerDay(db, { since, until, sellerId: params.sellerId })
  const byDay = new Map(rows.map((row) => [row.date, row]))
  const days: RevenueDay[] = dayKeys(since, params.days).map((date) => {
    const row = byDay.get(date)
    const revenue = roundMoney(row?.revenue ?? '0')
    const commission = roundMoney(row?.commission ?? '0')
    return {
      date,
      revenue,
      commission,
      // What the sellers were paid (stored per order: also less their share of a delivery).
      net: roundMoney(row?.sellerNet ?? '0'),
      transactions: row?.transactions ?? 0,
    }
  })
  const totalRevenue = addMoney(...days.map((day) => day.revenue))
  const totalCommission = addMoney(...days.map((day) => day.commission))
  return {
    days: params.days,
    scope: scopeName(params.sellerId),
    from: dayKey(since),
    currency: 'ETB',
    totalRevenue,
    averageRevenuePerDay: roundMoney(money(totalRevenue).div(params.days)),
    totalCommission,
    netRevenue: addMoney(...days.map((day) => day.net)),
    transactionCount: days.reduce((sum, day) => sum + day.transactions, 0),
    perDay: days,
  }
}

const reading = (row: Awaited<ReturnType<typeof latestHealthReadings>>[number]) => ({
  metric: row.metric,
  value: row.value,
  unit: row.unit,
  status: row.status,
  recordedAt: row.createdAt.toISOString(),
})

/** System health: the newest reading of each metric and the readings of the period. */
export async function getDashboard(db: Executor, params: Period): Promise<AnalyticsDashboard> {
  const [latest, history] = await Promise.all([
    latestHealthReadings(db),
    healthHistory(db, windowOf(params), HEALTH_HISTORY_LIMIT),
  ])
  return { days: params.days, systemHealth: latest.map(reading), history: history.map(reading) }
}

// Thresholds: [warning from, critical from].
const LATENCY_MS: [number, number] = [200, 1_000]
const ERROR_PERCENT: [number, number] = [1, 5]
const HEAP_PERCENT: [number, number] = [70, 90]

function statusOf(value: number, [warning, critical]: [number, number]): HealthStatus {
  if (value >= critical) return 'critical'
  if (value >= warning) return 'warning'
  return 'healthy'
}

export type HealthSample = {
  /** The requests of the last `windowMs` give the error rate. */
  windowMs: number
  now?: Date
}

/**
 * Takes one health reading of this process and the database: round-trip latency of `select 1`,
 * the share of 5xx answers in the last window, memory (status from the V8 heap limit) and
 * uptime. Also drops measurements older than the longest period.
 */
export async function recordSystemHealth(db: Executor, sample: HealthSample) {
  const now = sample.now ?? new Date()
  const started = performance.now()
  await db.execute(sql`select 1`)
  const latency = performance.now() - started

  const requests = await requestTotals(db, {
    since: new Date(now.getTime() - sample.windowMs),
    until: new Date(now.getTime() + 1),
  })
  const errorRate = percent(requests.serverErrors, requests.requests) ?? 0
  const memory = process.memoryUsage()
  const heapPercent = (memory.heapUsed / getHeapStatistics().heap_size_limit) * 100

  const readings: Omit<NewSystemHealth, 'createdAt'>[] = [
    {
      metric: 'database_latency',
      value: latency.toFixed(2),
      unit: 'ms',
      status: statusOf(latency, LATENCY_MS),
    },
    {
      metric: 'error_rate',
      value: errorRate.toFixed(2),
      unit: '%',
      status: statusOf(errorRate, ERROR_PERCENT),
    },
    {
      metric: 'memory_usage',
      value: (memory.rss / 1_048_576).toFixed(1),
      unit: 'MB',
      status: statusOf(heapPercent, HEAP_PERCENT),
    },
    { metric: 'uptime', value: process.uptime().toFixed(0), unit: 's', status: 'healthy' },
  ]
  const rows = readings.map((row) => ({ ...row, createdAt: now }))
  await insertHealthReadings(db, rows)

  const longest = Math.max(...ANALYTICS_PERIODS)
  await pruneMeasurements(db, new Date(periodStart(longest, now).getTime() - DAY_MS))
  return rows
}
