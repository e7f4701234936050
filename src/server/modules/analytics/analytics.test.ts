import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMoney } from '#shared/money.ts'
import {
  apiRequestMinutes,
  apiServerErrors,
  pageViews,
  userSessions,
} from '#server/db/schema/analytics.ts'
import { transactionFees } from '#server/db/schema/revenue.ts'
import { UNMATCHED_ENDPOINT } from '#server/plugins/metrics.ts'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { createOrder } from '#test/helpers/order-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'
import {
  getPerformance,
  getRevenue,
  getTraffic,
  recordApiMetrics,
  recordSystemHealth,
} from './analytics.service.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

const viewsOf = (sessionId: string) =>
  t.db
    .select({
      userId: pageViews.userId,
      page: pageViews.page,
      referrer: pageViews.referrer,
      userAgent: pageViews.userAgent,
      ipAddress: pageViews.ipAddress,
    })
    .from(pageViews)
    .where(eq(pageViews.sessionId, sessionId))
    .orderBy(pageViews.createdAt)

const sessionOf = async (sessionId: string) => {
  const [row] = await t.db.select().from(userSessions).where(eq(userSessions.sessionId, sessionId))
  return row
}

describe('POST /api/analytics/page-view', () => {
  it('stores the view with the signed-in user, ignoring a userId in the body', async () => {
    const user = await createUser(t.db)
    const someoneElse = await createUser(t.db)
    const sessionId = randomUUID()
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      headers: { cookie: await t.cookieFor(user.id), 'user-agent': 'HeaderAgent/1.0' },
      payload: {
        page: '/products',
        sessionId,
        referrer: 'https://example.test/',
        userId: someoneElse.id,
      },
    })
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')
    expect(await viewsOf(sessionId)).toEqual([
      {
        userId: user.id,
        page: '/products',
        referrer: 'https://example.test/',
        userAgent: 'HeaderAgent/1.0',
        ipAddress: '127.0.0.1',
      },
    ])
    expect(await sessionOf(sessionId)).toMatchObject({
      userId: user.id,
      pagesVisited: 1,
      endTime: null,
    })
  })

  it('stores a visitor view with no user, even when the body names one', async () => {
    const someone = await createUser(t.db)
    const sessionId = randomUUID()
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      payload: {
        page: '/',
        sessionId,
        userAgent: 'BodyAgent/2.0',
        userId: someone.id,
        referrer: null,
      },
    })
    expect(response.statusCode).toBe(204)
    expect(await viewsOf(sessionId)).toEqual([
      {
        userId: null,
        page: '/',
        referrer: null,
        userAgent: 'BodyAgent/2.0',
        ipAddress: '127.0.0.1',
      },
    ])
    expect((await sessionOf(sessionId))?.userId).toBeNull()
  })

  it('extends the browsing session on later views', async () => {
    const user = await createUser(t.db)
    const sessionId = randomUUID()
    const send = (page: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/analytics/page-view',
        headers: cookie ? { cookie } : {},
        payload: { page, sessionId },
      })
    expect((await send('/')).statusCode).toBe(204)
    // Signing in mid-session attaches the user to the session from then on.
    const cookie = await t.cookieFor(user.id)
    expect((await send('/products', cookie)).statusCode).toBe(204)
    expect((await send('/sellers', cookie)).statusCode).toBe(204)

    expect((await viewsOf(sessionId)).map((view) => [view.page, view.userId])).toEqual([
      ['/', null],
      ['/products', user.id],
      ['/sellers', user.id],
    ])
    const session = await sessionOf(sessionId)
    expect(session).toMatchObject({ userId: user.id, pagesVisited: 3 })
    expect(session!.endTime).toBeInstanceOf(Date)
    expect(session!.duration).toBeGreaterThanOrEqual(0)
  })

  it('rejects a view without page or with a too-short session id', async () => {
    for (const payload of [{ sessionId: randomUUID() }, { page: '/', sessionId: 'short' }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/analytics/page-view',
        payload,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: { fields: expect.any(Object) },
      })
    }
  })
})

const DAY = 86_400_000
/** A fixed "now" far from the other tests' rows, so platform-wide figures are exact. */
const PINNED_NOW = new Date('2020-06-15T12:00:00Z')
const pinned = (daysAgo: number, hour = 9) => new Date(Date.UTC(2020, 5, 15 - daysAgo, hour, 0, 0))

async function makeSeller() {
  const { user, seller } = await createSellerUser(t.db)
  const category = await createCategory(t.db)
  const product = await createProduct(t.db, { sellerId: seller.id, categoryId: category.id })
  const second = await createProduct(t.db, { sellerId: seller.id, categoryId: category.id })
  return { user, seller, product, second, category }
}

const get = async (url: string, userId?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-language': 'en', ...(userId ? { cookie: await t.cookieFor(userId) } : {}) },
  })

/** Requests counted so far, by "METHOD endpoint", over every minute. */
async function countedRequests() {
  const rows = await t.db
    .select({
      method: apiRequestMinutes.method,
      endpoint: apiRequestMinutes.endpoint,
      requests: sql<number>`sum(${apiRequestMinutes.requests})`.mapWith(Number),
      serverErrors: sql<number>`sum(${apiRequestMinutes.serverErrors})`.mapWith(Number),
    })
    .from(apiRequestMinutes)
    .groupBy(apiRequestMinutes.method, apiRequestMinutes.endpoint)
  return new Map(rows.map((row) => [`${row.method} ${row.endpoint}`, row]))
}

/** What was counted between two readings of countedRequests. */
function countedBetween(
  before: Awaited<ReturnType<typeof countedRequests>>,
  after: Awaited<ReturnType<typeof countedRequests>>,
) {
  const added: Record<string, [number, number]> = {}
  for (const [key, row] of after) {
    const earlier = before.get(key)
    const requests = row.requests - (earlier?.requests ?? 0)
    if (requests > 0) added[key] = [requests, row.serverErrors - (earlier?.serverErrors ?? 0)]
  }
  return added
}

describe('API metrics', () => {
  it('counts each API request by minute, method and route pattern after a flush', async () => {
    const user = await createUser(t.db)
    const cookie = await t.cookieFor(user.id)
    const missing = randomUUID()
    await t.app.metrics.flush()
    const before = await countedRequests()
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/products/${missing}`, headers: { cookie } }))
        .statusCode,
    ).toBe(404)
    for (let i = 0; i < 2; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200)
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-route/x' })).statusCode).toBe(
      404,
    )
    // Not measured: health probes and the analytics calls themselves.
    await t.app.inject({ method: 'GET', url: '/api/health' })
    await t.app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      payload: { page: '/', sessionId: randomUUID() },
    })
    await t.app.metrics.flush()

    expect(countedBetween(before, await countedRequests())).toEqual({
      'GET /api/products/:id': [1, 0],
      'GET /api/categories': [2, 0],
      [`GET ${UNMATCHED_ENDPOINT}`]: [1, 0],
    })
    const minutes = await t.db.select().from(apiRequestMinutes)
    expect(minutes.some((row) => row.endpoint.includes(missing))).toBe(false)
    expect(minutes.every((row) => row.minute.getTime() % 60_000 === 0)).toBe(true)
  })

  it('adds the counts of several writers to the same minute', async () => {
    const minute = new Date(Date.UTC(2021, 0, 4, 10, 30))
    const counts = { minute, method: 'GET', endpoint: '/api/writers-test' }
    await recordApiMetrics(t.db, {
      minutes: [{ ...counts, requests: 3, serverErrors: 1, responseTimeTotal: 30 }],
      errors: [],
    })
    // Another process's write of the same minute and route, with another route first.
    await recordApiMetrics(t.db, {
      minutes: [
        {
          ...counts,
          endpoint: '/api/writers-test-other',
          requests: 1,
          serverErrors: 0,
          responseTimeTotal: 1,
        },
        { ...counts, requests: 2, serverErrors: 0, responseTimeTotal: 20 },
      ],
      errors: [],
    })
    const rows = await t.db
      .select()
      .from(apiRequestMinutes)
      .where(eq(apiRequestMinutes.endpoint, '/api/writers-test'))
    expect(rows).toEqual([{ ...counts, requests: 5, serverErrors: 1, responseTimeTotal: 50 }])
  })

  it('keeps a row for each server error, with its message and user', async () => {
    const user = await createUser(t.db)
    await recordApiMetrics(t.db, {
      minutes: [],
      errors: [
        {
          endpoint: '/api/error-test',
          method: 'POST',
          statusCode: 503,
          responseTime: 12,
          userId: user.id,
          errorMessage: 'provider unreachable',
          createdAt: new Date(),
        },
      ],
    })
    const rows = await t.db
      .select()
      .from(apiServerErrors)
      .where(eq(apiServerErrors.endpoint, '/api/error-test'))
    expect(rows.map((row) => [row.method, row.statusCode, row.userId, row.errorMessage])).toEqual([
      ['POST', 503, user.id, 'provider unreachable'],
    ])
  })

  it('never fails a request when the metrics cannot be written', async () => {
    await t.app.metrics.flush()
    await t.db.execute(sql`alter table api_request_minutes rename to api_request_minutes_away`)
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/categories' })
      expect(response.statusCode).toBe(200)
      await expect(t.app.metrics.flush()).resolves.toBeUndefined()
    } finally {
      await t.db.execute(sql`alter table api_request_minutes_away rename to api_request_minutes`)
    }
    // Later writes are made again.
    const before = await countedRequests()
    await t.app.inject({ method: 'GET', url: '/api/categories' })
    await t.app.metrics.flush()
    expect(countedBetween(before, await countedRequests())).toEqual({
      'GET /api/categories': [1, 0],
    })
  })
})

describe('GET /api/analytics/* access', () => {
  it('needs sign-in, refuses buyers and keeps sellers to their own store', async () => {
    const buyer = await createUser(t.db)
    const { user: sellerUser } = await makeSeller()
    const { seller: otherSeller } = await makeSeller()
    for (const path of ['traffic', 'revenue', 'performance', 'dashboard']) {
      expect((await get(`/api/analytics/${path}`)).statusCode).toBe(401)
      const refused = await get(`/api/analytics/${path}`, buyer.id)
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' })
    }
    // Performance and health describe our servers: admins only.
    expect((await get('/api/analytics/performance', sellerUser.id)).statusCode).toBe(403)
    expect((await get('/api/analytics/dashboard', sellerUser.id)).statusCode).toBe(403)
    for (const path of ['traffic', 'revenue']) {
      const own = await get(`/api/analytics/${path}`, sellerUser.id)
      expect(own.statusCode).toBe(200)
      expect(own.json()).toMatchObject({ scope: 'seller', days: 30 })
      const other = await get(`/api/analytics/${path}?sellerId=${otherSeller.id}`, sellerUser.id)
      expect(other.statusCode).toBe(403)
    }
  })

  it('accepts 7, 30 and 90 days only', async () => {
    const admin = await createUser(t.db, { role: 'admin' })
    for (const days of ['7', '30', '90']) {
      const response = await get(`/api/analytics/traffic?days=${days}`, admin.id)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ days: Number(days), scope: 'platform' })
      expect(response.json().perDay).toHaveLength(Number(days))
    }
    for (const path of ['traffic', 'revenue', 'performance', 'dashboard']) {
      const response = await get(`/api/analytics/${path}?days=14`, admin.id)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: { fields: { days: 'The period must be 7, 30 or 90 days' } },
      })
    }
    const badSeller = await get('/api/analytics/revenue?sellerId=nope', admin.id)
    expect(badSeller.statusCode).toBe(400)
  })
})

describe('traffic', () => {
  it('counts a seller’s store and product pages only, with their sessions', async () => {
    const { user: sellerUser, seller, product, second } = await makeSeller()
    const { product: foreign } = await makeSeller()
    const visitorA = await createUser(t.db)
    const visitorC = await createUser(t.db)
    const [a, b, c, d] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()]
    const now = Date.now()
    const ago = (ms: number) => new Date(now - ms)
    await t.db.insert(userSessions).values([
      {
        sessionId: a,
        userId: visitorA.id,
        pagesVisited: 3,
        duration: 120,
        startTime: ago(3_600_000),
      },
      { sessionId: b, userId: null, pagesVisited: 1, startTime: ago(3_600_000) },
      {
        sessionId: c,
        userId: visitorC.id,
        pagesVisited: 2,
        duration: 60,
        startTime: ago(3_600_000),
      },
      { sessionId: d, userId: null, pagesVisited: 4, duration: 500, startTime: ago(3_600_000) },
    ])
    await t.db.insert(pageViews).values([
      { sessionId: a, userId: visitorA.id, page: `/sellers/${seller.id}`, createdAt: ago(60_000) },
      {
        sessionId: a,
        userId: visitorA.id,
        page: `/products/${product.id}`,
        createdAt: ago(50_000),
      },
      { sessionId: b, page: `/sellers/${seller.id}?tab=reviews`, createdAt: ago(40_000) },
      {
        sessionId: c,
        userId: visitorC.id,
        page: `/products/${product.id}`,
        createdAt: ago(30_000),
      },
      { sessionId: c, userId: visitorC.id, page: `/products/${second.id}`, createdAt: ago(20_000) },
      // Another store's page and a page older than the period are not this seller's traffic.
      { sessionId: d, page: `/products/${foreign.id}`, createdAt: ago(10_000) },
      { sessionId: d, page: `/products/${second.id}`, createdAt: ago(10 * DAY) },
    ])

    const week = await get('/api/analytics/traffic?days=7', sellerUser.id)
    expect(week.statusCode).toBe(200)
    expect(week.json()).toMatchObject({
      days: 7,
      scope: 'seller',
      totalViews: 5,
      averageViewsPerDay: 0.7,
      uniqueUsers: 3,
      totalSessions: 3,
      averageSessionsPerDay: 0.4,
      bounceRate: 33.33,
      averageDuration: 60,
      topPages: [
        { page: `/products/${product.id}`, views: 2, title: product.name },
        { page: `/sellers/${seller.id}`, views: 2, title: seller.storeName },
        { page: `/products/${second.id}`, views: 1, title: second.name },
      ].sort((x, y) => y.views - x.views || x.page.localeCompare(y.page)),
    })
    expect(
      week.json().perDay.reduce((sum: number, day: { views: number }) => sum + day.views, 0),
    ).toBe(5)

    const month = (await get('/api/analytics/traffic?days=30', sellerUser.id)).json()
    expect(month).toMatchObject({ totalViews: 6, totalSessions: 4, uniqueUsers: 4, bounceRate: 25 })
    expect(month.averageDuration).toBe(170)
  })

  it('gives admins the whole platform, top five pages first', async () => {
    const [s1, s2, s3] = [randomUUID(), randomUUID(), randomUUID()]
    await t.db.insert(userSessions).values([
      { sessionId: s1, pagesVisited: 1, startTime: pinned(1) },
      { sessionId: s2, pagesVisited: 5, duration: 300, startTime: pinned(1) },
      { sessionId: s3, pagesVisited: 2, duration: 90, startTime: pinned(20) },
    ])
    const view = (sessionId: string, page: string, daysAgo: number) => ({
      sessionId,
      page,
      createdAt: pinned(daysAgo),
    })
    await t.db
      .insert(pageViews)
      .values([
        view(s1, '/', 1),
        ...['/', '/products', '/products', '/sellers', '/cart', '/support', '/chat'].map((page) =>
          view(s2, page, 0),
        ),
        view(s3, '/wallet', 20),
      ])
    const week = await getTraffic(t.db, { days: 7, sellerId: null, now: PINNED_NOW })
    expect(week).toMatchObject({
      scope: 'platform',
      from: '2020-06-09',
      totalViews: 8,
      uniqueUsers: 2,
      totalSessions: 2,
      bounceRate: 50,
      averageDuration: 150,
      topPages: [
        { page: '/', views: 2, title: null },
        { page: '/products', views: 2, title: null },
        { page: '/cart', views: 1, title: null },
        { page: '/chat', views: 1, title: null },
        { page: '/sellers', views: 1, title: null },
      ],
    })
    expect(week.perDay.slice(-2)).toEqual([
      { date: '2020-06-14', views: 1 },
      { date: '2020-06-15', views: 7 },
    ])
    const month = await getTraffic(t.db, { days: 30, sellerId: null, now: PINNED_NOW })
    expect(month).toMatchObject({ totalViews: 9, totalSessions: 3, averageDuration: 130 })
  })
})

describe('revenue', () => {
  async function deliveredOrder(
    sellerId: string,
    productId: string,
    buyerId: string,
    values: { total: string; fee?: string; deliveredAt: Date; status?: 'delivered' | 'in_transit' },
  ) {
    const order = await createOrder(t.db, {
      buyerId,
      sellerId,
      productId,
      productPrice: values.total,
      totalAmount: values.total,
      // The commission is stored on the order when it is placed, as checkout records it.
      commissionAmount: values.fee ?? '0.00',
      status: values.status ?? 'delivered',
      actualDeliveryTime: values.status === 'in_transit' ? null : values.deliveredAt,
    })
    if (values.fee) {
      await t.db.insert(transactionFees).values({
        orderId: order.id,
        sellerId,
        buyerId,
        orderAmount: values.total,
        feeAmount: values.fee,
      })
    }
    return order
  }

  it('sums a seller’s delivered orders with their commission; admins may name the seller', async () => {
    const { user: sellerUser, seller, product } = await makeSeller()
    const other = await makeSeller()
    const buyer = await createUser(t.db)
    const admin = await createUser(t.db, { role: 'admin' })
    const now = Date.now()
    await deliveredOrder(seller.id, product.id, buyer.id, {
      total: '1250.50',
      fee: '62.53',
      deliveredAt: new Date(now - 60_000),
    })
    await deliveredOrder(seller.id, product.id, buyer.id, {
      total: '99.99',
      fee: '5.00',
      deliveredAt: new Date(now - 120_000),
    })
    await deliveredOrder(seller.id, product.id, buyer.id, {
      total: '300.00',
      deliveredAt: new Date(now - 40 * DAY),
    })
    // Not delivered, or another store's: not this seller's revenue.
    await deliveredOrder(seller.id, product.id, buyer.id, {
      total: '500.00',
      fee: '25.00',
      deliveredAt: new Date(now),
      status: 'in_transit',
    })
    await deliveredOrder(other.seller.id, other.product.id, buyer.id, {
      total: '777.00',
      fee: '38.85',
      deliveredAt: new Date(now - 60_000),
    })

    const month = await get('/api/analytics/revenue', sellerUser.id)
    expect(month.statusCode).toBe(200)
    const body = month.json()
    expect(body).toMatchObject({
      days: 30,
      scope: 'seller',
      currency: 'ETB',
      totalRevenue: '1350.49',
      totalCommission: '67.53',
      netRevenue: '1282.96',
      transactionCount: 2,
      averageRevenuePerDay: '45.02',
    })
    expect(body.perDay).toHaveLength(30)
    const days = body.perDay.filter((day: { transactions: number }) => day.transactions > 0)
    expect(days.length).toBeGreaterThanOrEqual(1)
    expect(addMoney(...days.map((day: { revenue: string }) => day.revenue))).toBe('1350.49')
    expect(addMoney(...days.map((day: { net: string }) => day.net))).toBe('1282.96')

    const quarter = (await get('/api/analytics/revenue?days=90', sellerUser.id)).json()
    expect(quarter).toMatchObject({ totalRevenue: '1650.49', transactionCount: 3 })

    const asAdmin = await get(`/api/analytics/revenue?sellerId=${seller.id}`, admin.id)
    expect(asAdmin.json()).toMatchObject({ scope: 'seller', totalRevenue: '1350.49' })
  })

  it('gives admins every store’s delivered orders by day', async () => {
    const first = await makeSeller()
    const second = await makeSeller()
    const buyer = await createUser(t.db)
    await deliveredOrder(first.seller.id, first.product.id, buyer.id, {
      total: '100.10',
      fee: '5.01',
      deliveredAt: pinned(0),
    })
    await deliveredOrder(second.seller.id, second.product.id, buyer.id, {
      total: '200.20',
      fee: '10.01',
      deliveredAt: pinned(0),
    })
    // 22:30 UTC on the 12th is already the 13th in Addis Ababa.
    await deliveredOrder(second.seller.id, second.product.id, buyer.id, {
      total: '0.70',
      deliveredAt: new Date('2020-06-12T22:30:00Z'),
    })
    const week = await getRevenue(t.db, { days: 7, sellerId: null, now: PINNED_NOW })
    expect(week).toMatchObject({
      scope: 'platform',
      totalRevenue: '301.00',
      totalCommission: '15.02',
      netRevenue: '285.98',
      transactionCount: 3,
      averageRevenuePerDay: '43.00',
    })
    expect(week.perDay.filter((day) => day.transactions > 0)).toEqual([
      { date: '2020-06-13', revenue: '0.70', commission: '0.00', net: '0.70', transactions: 1 },
      {
        date: '2020-06-15',
        revenue: '300.30',
        commission: '15.02',
        net: '285.28',
        transactions: 2,
      },
    ])
  })
})

describe('performance and system health', () => {
  it('reports request figures and the busiest endpoints to admins', async () => {
    // Requests of one route in one minute are one row, as the metrics plugin writes them.
    const metric = (
      endpoint: string,
      requests: number,
      serverErrors: number,
      responseTimeTotal: number,
      daysAgo = 0,
      minute = 0,
    ) => ({
      endpoint,
      method: 'GET',
      requests,
      serverErrors,
      responseTimeTotal,
      minute: new Date(pinned(daysAgo).getTime() + minute * 60_000),
    })
    await t.db
      .insert(apiRequestMinutes)
      .values([
        metric('/api/products', 2, 0, 30),
        metric('/api/products', 1, 1, 90, 0, 1),
        metric('/api/products/:id', 2, 0, 60),
        ...['/api/a', '/api/b', '/api/c', '/api/d'].map((endpoint) => metric(endpoint, 1, 0, 5)),
        metric('/api/a', 1, 0, 5, 1),
        metric('/api/old', 1, 1, 1000, 30),
      ])
    const week = await getPerformance(t.db, { days: 7, now: PINNED_NOW })
    expect(week).toEqual({
      days: 7,
      scope: 'platform',
      from: '2020-06-09',
      totalRequests: 10,
      averageResponseTime: 20.5,
      errorRate: 10,
      uptime: 90,
      endpointStats: [
        {
          method: 'GET',
          endpoint: '/api/products',
          requests: 3,
          averageResponseTime: 40,
          errorRate: 33.33,
        },
        { method: 'GET', endpoint: '/api/a', requests: 2, averageResponseTime: 5, errorRate: 0 },
        {
          method: 'GET',
          endpoint: '/api/products/:id',
          requests: 2,
          averageResponseTime: 30,
          errorRate: 0,
        },
        { method: 'GET', endpoint: '/api/b', requests: 1, averageResponseTime: 5, errorRate: 0 },
        { method: 'GET', endpoint: '/api/c', requests: 1, averageResponseTime: 5, errorRate: 0 },
      ],
    })
    const admin = await createUser(t.db, { role: 'admin' })
    await t.app.inject({ method: 'GET', url: '/api/categories' })
    await t.app.metrics.flush()
    const response = await get('/api/analytics/performance?days=90', admin.id)
    expect(response.statusCode).toBe(200)
    const live = response.json()
    expect(live).toMatchObject({ days: 90, scope: 'platform' })
    expect(live.totalRequests).toBeGreaterThanOrEqual(1)
    expect(live.endpointStats).toEqual(
      expect.arrayContaining([expect.objectContaining({ endpoint: '/api/categories' })]),
    )
  })

  it('records database latency, error rate, memory and uptime, and lists the latest', async () => {
    const now = new Date()
    await t.app.metrics.flush()
    await t.db.execute(
      sql`delete from api_request_minutes where minute > ${new Date(now.getTime() - 180_000)}`,
    )
    // Four requests in the last minute, one a server error; and one in a minute long gone.
    await t.db.insert(apiRequestMinutes).values({
      minute: new Date(now.getTime() - 1_000 - ((now.getTime() - 1_000) % 60_000)),
      endpoint: '/api/health-sample',
      method: 'POST',
      requests: 4,
      serverErrors: 1,
      responseTimeTotal: 12,
    })
    await t.db.insert(apiRequestMinutes).values({
      minute: new Date(now.getTime() - 120 * DAY - ((now.getTime() - 120 * DAY) % 60_000)),
      endpoint: '/api/ancient',
      method: 'GET',
      requests: 1,
      serverErrors: 0,
      responseTimeTotal: 1,
    })
    await t.db.insert(apiServerErrors).values({
      endpoint: '/api/ancient',
      method: 'GET',
      statusCode: 500,
      responseTime: 1,
      createdAt: new Date(now.getTime() - 120 * DAY),
    })

    const rows = await recordSystemHealth(t.db, { windowMs: 60_000, now })
    expect(rows.map((row) => [row.metric, row.unit])).toEqual([
      ['database_latency', 'ms'],
      ['error_rate', '%'],
      ['memory_usage', 'MB'],
      ['uptime', 's'],
    ])
    expect(rows[1]).toMatchObject({ value: '25.00', status: 'critical' })
    expect(Number(rows[0]!.value)).toBeGreaterThanOrEqual(0)
    expect(Number(rows[2]!.value)).toBeGreaterThan(0)
    // Measurements older than the longest period are dropped.
    expect(
      await t.db
        .select()
        .from(apiRequestMinutes)
        .where(eq(apiRequestMinutes.endpoint, '/api/ancient')),
    ).toEqual([])
    expect(
      await t.db.select().from(apiServerErrors).where(eq(apiServerErrors.endpoint, '/api/ancient')),
    ).toEqual([])

    const admin = await createUser(t.db, { role: 'admin' })
    const response = await get('/api/analytics/dashboard?days=7', admin.id)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.systemHealth.map((reading: { metric: string }) => reading.metric)).toEqual([
      'database_latency',
      'error_rate',
      'memory_usage',
      'uptime',
    ])
    expect(body.systemHealth[1]).toMatchObject({ value: '25.0000', unit: '%', status: 'critical' })
    expect(body.history.length).toBeGreaterThanOrEqual(4)
  })
})
