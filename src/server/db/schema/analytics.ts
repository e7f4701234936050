import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { products } from './catalog.ts'
import { createdAt, id, inCheck, money, tstz } from './columns.ts'
import { orders } from './delivery.ts'
import { sellers } from './sellers.ts'
import { users } from './users.ts'

export const systemHealthStatuses = ['healthy', 'warning', 'critical'] as const
export type SystemHealthStatus = (typeof systemHealthStatuses)[number]

/** One row per client route change. */
export const pageViews = pgTable(
  'page_views',
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    sessionId: text().notNull(),
    page: text().notNull(),
    referrer: text(),
    userAgent: text(),
    ipAddress: text(),
    country: text(),
    city: text(),
    /** Seconds on the page. */
    duration: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    index('page_views_created_at_idx').on(t.createdAt),
    index('page_views_page_idx').on(t.page),
    index('page_views_session_id_idx').on(t.sessionId),
    index('page_views_user_id_idx').on(t.userId),
    check('page_views_duration_check', sql`${t.duration} is null or ${t.duration} >= 0`),
  ],
)

/**
 * API requests counted per minute, method and route (the route's pattern, `/api/products/:id`):
 * one row per route that was called in that minute, however many requests it had. Each process
 * adds its counts to the row (decision record 044).
 */
export const apiRequestMinutes = pgTable(
  'api_request_minutes',
  {
    /** The minute's start. */
    minute: tstz().notNull(),
    method: text().notNull(),
    endpoint: text().notNull(),
    requests: integer().notNull(),
    /** Requests answered with a 5xx status. */
    serverErrors: integer().notNull(),
    /** Milliseconds, summed over the minute's requests (the average is this over `requests`). */
    responseTimeTotal: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.minute, t.method, t.endpoint] }),
    check('api_request_minutes_requests_check', sql`${t.requests} > 0`),
    check(
      'api_request_minutes_server_errors_check',
      sql`${t.serverErrors} between 0 and ${t.requests}`,
    ),
    check('api_request_minutes_response_time_check', sql`${t.responseTimeTotal} >= 0`),
  ],
)

/** One row per API request answered with a server error (5xx), with what went wrong. */
export const apiServerErrors = pgTable(
  'api_server_errors',
  {
    id: id(),
    endpoint: text().notNull(),
    method: text().notNull(),
    statusCode: integer().notNull(),
    /** Milliseconds. */
    responseTime: integer().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    errorMessage: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('api_server_errors_created_at_idx').on(t.createdAt),
    check('api_server_errors_status_code_check', sql`${t.statusCode} between 500 and 599`),
    check('api_server_errors_response_time_check', sql`${t.responseTime} >= 0`),
  ],
)

export const revenueMetrics = pgTable(
  'revenue_metrics',
  {
    id: id(),
    sellerId: uuid().references(() => sellers.id, { onDelete: 'set null' }),
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    grossRevenue: money().notNull(),
    commission: money().notNull().default('0'),
    netRevenue: money().notNull(),
    currency: text().notNull().default('USD'),
    date: tstz().notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('revenue_metrics_date_idx').on(t.date),
    index('revenue_metrics_seller_id_date_idx').on(t.sellerId, t.date),
    index('revenue_metrics_order_id_idx').on(t.orderId),
    index('revenue_metrics_product_id_idx').on(t.productId),
  ],
)

export const systemHealth = pgTable(
  'system_health',
  {
    id: id(),
    metric: text().notNull(),
    value: numeric({ precision: 20, scale: 4 }).notNull(),
    unit: text(),
    status: text({ enum: systemHealthStatuses }).notNull().default('healthy'),
    createdAt: createdAt(),
  },
  (t) => [
    index('system_health_metric_created_at_idx').on(t.metric, t.createdAt),
    index('system_health_created_at_idx').on(t.createdAt),
    inCheck('system_health_status_check', t.status, systemHealthStatuses),
  ],
)

/** Browser analytics session (sessionId generated client-side, kept in session storage). */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: id(),
    sessionId: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    startTime: tstz().notNull().defaultNow(),
    endTime: tstz(),
    /** Seconds. */
    duration: integer(),
    pagesVisited: integer().notNull().default(1),
    actionsPerformed: integer().notNull().default(0),
    location: text(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('user_sessions_session_id_unique').on(t.sessionId),
    index('user_sessions_user_id_idx').on(t.userId),
    index('user_sessions_start_time_idx').on(t.startTime),
    check(
      'user_sessions_counters_check',
      sql`${t.pagesVisited} >= 0 and ${t.actionsPerformed} >= 0 and (${t.duration} is null or ${t.duration} >= 0)`,
    ),
  ],
)

export const businessMetrics = pgTable(
  'business_metrics',
  {
    id: id(),
    metric: text().notNull(),
    value: numeric({ precision: 20, scale: 4 }).notNull(),
    date: tstz().notNull().defaultNow(),
    category: text(),
    metadata: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [
    index('business_metrics_metric_date_idx').on(t.metric, t.date),
    index('business_metrics_date_idx').on(t.date),
  ],
)

export type PageView = typeof pageViews.$inferSelect
export type NewPageView = typeof pageViews.$inferInsert
export type NewApiRequestMinute = typeof apiRequestMinutes.$inferInsert
export type NewApiServerError = typeof apiServerErrors.$inferInsert
export type RevenueMetric = typeof revenueMetrics.$inferSelect
export type NewRevenueMetric = typeof revenueMetrics.$inferInsert
export type SystemHealth = typeof systemHealth.$inferSelect
export type NewSystemHealth = typeof systemHealth.$inferInsert
export type UserSession = typeof userSessions.$inferSelect
export type NewUserSession = typeof userSessions.$inferInsert
export type BusinessMetric = typeof businessMetrics.$inferSelect
export type NewBusinessMetric = typeof businessMetrics.$inferInsert
