import { and, desc, eq, gte, inArray, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import {
  apiRequestMinutes,
  apiServerErrors,
  pageViews,
  systemHealth,
  userSessions,
  type NewApiRequestMinute,
  type NewApiServerError,
  type NewSystemHealth,
} from '#server/db/schema/analytics.ts'
import { products } from '#server/db/schema/catalog.ts'
import { orders } from '#server/db/schema/delivery.ts'
import {
  orderCommissionAfterReturns,
  orderSalesAfterReturns,
  orderSellerNetAfterReturns,
} from '#server/lib/order-money.ts'
import { sellers } from '#server/db/schema/sellers.ts'

export type PageViewRecord = {
  userId: string | null
  sessionId: string
  page: string
  referrer: string | null
  userAgent: string | null
  ipAddress: string | null
}

/**
 * Stores the view and opens or extends its browsing session in one round trip: the client sends
 * one of these on every route change. A session keeps the first user it was seen with.
 */
export async function recordPageView(db: Executor, view: PageViewRecord) {
  await db.execute(sql`
    with view as (
      insert into ${pageViews} (user_id, session_id, page, referrer, user_agent, ip_address)
      values (${view.userId}::uuid, ${view.sessionId}, ${view.page}, ${view.referrer}, ${view.userAgent}, ${view.ipAddress})
    )
    insert into ${userSessions} as s (session_id, user_id, start_time, pages_visited)
    values (${view.sessionId}, ${view.userId}::uuid, now(), 1)
    on conflict (session_id) do update set
      pages_visited = s.pages_visited + 1,
      end_time = now(),
      duration = greatest(0, floor(extract(epoch from now() - s.start_time)))::integer,
      user_id = coalesce(s.user_id, excluded.user_id)
  `)
}

/**
 * Adds a write's request counts to their minutes' rows, in one statement of array parameters
 * however many rows. Other processes add to the same rows; each writes its rows in the same order
 * (minute, method, route), so two writes meeting on the same rows wait for each other rather than
 * deadlock. A batch holds each minute, method and route once.
 */
export async function addApiRequestMinutes(db: Executor, rows: NewApiRequestMinute[]) {
  if (rows.length === 0) return
  const sorted = rows.toSorted(
    (a, b) =>
      a.minute.getTime() - b.minute.getTime() ||
      compareText(a.method, b.method) ||
      compareText(a.endpoint, b.endpoint),
  )
  const column = <T>(pick: (row: NewApiRequestMinute) => T) => sql.param(sorted.map(pick))
  await db.execute(sql`
    insert into ${apiRequestMinutes} as m (minute, method, endpoint, requests, server_errors, response_time_total)
    select * from unnest(
      ${column((row) => row.minute)}::timestamptz[],
      ${column((row) => row.method)}::text[],
      ${column((row) => row.endpoint)}::text[],
      ${column((row) => row.requests)}::integer[],
      ${column((row) => row.serverErrors)}::integer[],
      ${column((row) => row.responseTimeTotal)}::bigint[]
    )
    on conflict (minute, method, endpoint) do update set
      requests = m.requests + excluded.requests,
      server_errors = m.server_errors + excluded.server_errors,
      response_time_total = m.response_time_total + excluded.response_time_total
  `)
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

export async function insertApiServerErrors(db: Executor, rows: NewApiServerError[]) {
  if (rows.length > 0) await db.insert(apiServerErrors).values(rows)
}

/** The calendar day in Addis Ababa (UTC+3 all year), as YYYY-MM-DD. */
const addisDay = (column: SQLWrapper) =>
  sql<string>`to_char((${column} + interval '3 hours') at time zone 'UTC', 'YYYY-MM-DD')`

const inWindow = (column: SQLWrapper, window: Window) =>
  and(gte(column, window.since), lt(column, window.until))

export const pagePath = sql<string>`split_part(${pageViews.page}, '?', 1)`

/**
 * Views of one store: its seller page and the pages of its products. The one definition of a
 * store's views: the analytics page and the seller dashboard both count with it.
 */
export function storePagesOf(db: Executor, sellerId: string): SQL {
  const productPaths = db
    .select({ path: sql`'/products/' || ${products.id}::text` })
    .from(products)
    .where(eq(products.sellerId, sellerId))
  return sql`(${pagePath} = ${`/sellers/${sellerId}`} or ${pagePath} in (${productPaths}))`
}

/** Half-open period [since, until). */
export type Window = { since: Date; until: Date }
export type TrafficScope = Window & { sellerId: string | null }

function viewsWhere(db: Executor, scope: TrafficScope): SQL {
  const conditions = [inWindow(pageViews.createdAt, scope)]
  if (scope.sellerId) conditions.push(storePagesOf(db, scope.sellerId))
  return and(...conditions)!
}

export async function viewTotals(db: Executor, scope: TrafficScope) {
  const [row] = await db
    .select({
      views: sql<number>`count(*)`.mapWith(Number),
      visitors:
        sql<number>`count(distinct coalesce(${pageViews.userId}::text, 'session:' || ${pageViews.sessionId}))`.mapWith(
          Number,
        ),
    })
    .from(pageViews)
    .where(viewsWhere(db, scope))
  return { views: row?.views ?? 0, visitors: row?.visitors ?? 0 }
}

export async function viewsPerDay(db: Executor, scope: TrafficScope) {
  const day = addisDay(pageViews.createdAt)
  return db
    .select({ date: day, views: sql<number>`count(*)`.mapWith(Number) })
    .from(pageViews)
    .where(viewsWhere(db, scope))
    .groupBy(day)
}

export async function topPages(db: Executor, scope: TrafficScope, limit: number) {
  return db
    .select({ page: pagePath, views: sql<number>`count(*)`.mapWith(Number) })
    .from(pageViews)
    .where(viewsWhere(db, scope))
    .groupBy(pagePath)
    .orderBy(desc(sql`count(*)`), pagePath)
    .limit(limit)
}

/** The browsing sessions that viewed a page in scope during the period. */
export async function sessionTotals(db: Executor, scope: TrafficScope) {
  const sessionIds = db
    .selectDistinct({ sessionId: pageViews.sessionId })
    .from(pageViews)
    .where(viewsWhere(db, scope))
  const [row] = await db
    .select({
      sessions: sql<number>`count(*)`.mapWith(Number),
      bounces: sql<number>`count(*) filter (where ${userSessions.pagesVisited} <= 1)`.mapWith(
        Number,
      ),
      averageDuration: sql<
        string | null
      >`avg(coalesce(${userSessions.duration}, 0))::numeric(12, 1)::text`,
    })
    .from(userSessions)
    .where(sql`${userSessions.sessionId} in (${sessionIds})`)
  return {
    sessions: row?.sessions ?? 0,
    bounces: row?.bounces ?? 0,
    averageDuration: row?.averageDuration == null ? null : Number(row.averageDuration),
  }
}

/** The minutes that overlap a window (a minute is counted whole). */
const minutesIn = (window: Window) =>
  and(
    sql`${apiRequestMinutes.minute} > ${window.since}::timestamptz - interval '1 minute'`,
    lt(apiRequestMinutes.minute, window.until),
  )

const requestFigures = {
  requests: sql<number>`sum(${apiRequestMinutes.requests})`.mapWith(Number),
  serverErrors: sql<number>`sum(${apiRequestMinutes.serverErrors})`.mapWith(Number),
  averageResponseTime: sql<
    string | null
  >`(sum(${apiRequestMinutes.responseTimeTotal})::numeric / sum(${apiRequestMinutes.requests}))::numeric(12, 1)::text`,
}

export async function requestTotals(db: Executor, window: Window) {
  const [row] = await db.select(requestFigures).from(apiRequestMinutes).where(minutesIn(window))
  return {
    requests: row?.requests ?? 0,
    serverErrors: row?.serverErrors ?? 0,
    averageResponseTime: row?.averageResponseTime == null ? null : Number(row.averageResponseTime),
  }
}

export async function busiestEndpoints(db: Executor, window: Window, limit: number) {
  return db
    .select({
      method: apiRequestMinutes.method,
      endpoint: apiRequestMinutes.endpoint,
      ...requestFigures,
    })
    .from(apiRequestMinutes)
    .where(minutesIn(window))
    .groupBy(apiRequestMinutes.method, apiRequestMinutes.endpoint)
    .orderBy(
      desc(sql`sum(${apiRequestMinutes.requests})`),
      apiRequestMinutes.endpoint,
      apiRequestMinutes.method,
    )
    .limit(limit)
}

/** When a delivered order counts as sold: its delivery time (its last update for older rows). */
const deliveredAt = sql`coalesce(${orders.actualDeliveryTime}, ${orders.updatedAt})`

/**
 * Delivered orders by Addis Ababa day: their sales (items less discount, no delivery fee), the
 * commission taken on them, what their sellers were paid and how many there were. Sums are SQL
 * numeric, returned as exact decimal strings.
 */
export async function deliveredRevenuePerDay(db: Executor, scope: TrafficScope) {
  const day = addisDay(deliveredAt)
  const conditions = [eq(orders.status, 'delivered'), inWindow(deliveredAt, scope)]
  if (scope.sellerId) conditions.push(eq(orders.sellerId, scope.sellerId))
  return db
    .select({
      date: day,
      // Net of refunded returns (docs/decisions/024-returns-and-refunds.md).
      revenue: sql<string>`sum(${orderSalesAfterReturns})::text`,
      commission: sql<string>`sum(${orderCommissionAfterReturns})::text`,
      sellerNet: sql<string>`sum(${orderSellerNetAfterReturns})::text`,
      transactions: sql<number>`count(*)`.mapWith(Number),
    })
    .from(orders)
    .where(and(...conditions))
    .groupBy(day)
}

export async function insertHealthReadings(db: Executor, rows: NewSystemHealth[]) {
  if (rows.length > 0) await db.insert(systemHealth).values(rows)
}

const healthColumns = {
  metric: systemHealth.metric,
  value: systemHealth.value,
  unit: systemHealth.unit,
  status: systemHealth.status,
  createdAt: systemHealth.createdAt,
}

/** The newest reading of every metric. */
export async function latestHealthReadings(db: Executor) {
  return db
    .selectDistinctOn([systemHealth.metric], healthColumns)
    .from(systemHealth)
    .orderBy(systemHealth.metric, desc(systemHealth.createdAt), desc(systemHealth.id))
}

export async function healthHistory(db: Executor, window: Window, limit: number) {
  return db
    .select(healthColumns)
    .from(systemHealth)
    .where(inWindow(systemHealth.createdAt, window))
    .orderBy(desc(systemHealth.createdAt), systemHealth.metric)
    .limit(limit)
}

/** Request metrics and health readings older than the longest period are no longer read. */
export async function pruneMeasurements(db: Executor, before: Date) {
  await db.delete(apiRequestMinutes).where(lt(apiRequestMinutes.minute, before))
  await db.delete(apiServerErrors).where(lt(apiServerErrors.createdAt, before))
  await db.delete(systemHealth).where(lt(systemHealth.createdAt, before))
}

/** Names of the products and stores that top-page paths point at, by id. */
export async function pageSubjectNames(db: Executor, productIds: string[], sellerIds: string[]) {
  const [productRows, sellerRows] = await Promise.all([
    productIds.length > 0
      ? db
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(inArray(products.id, productIds))
      : [],
    sellerIds.length > 0
      ? db
          .select({ id: sellers.id, name: sellers.storeName })
          .from(sellers)
          .where(inArray(sellers.id, sellerIds))
      : [],
  ])
  return {
    products: new Map(productRows.map((row) => [row.id, row.name])),
    sellers: new Map(sellerRows.map((row) => [row.id, row.name])),
  }
}
