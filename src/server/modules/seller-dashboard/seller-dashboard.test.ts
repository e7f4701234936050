import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SellerDashboard } from '#shared/contracts/seller-dashboard.ts'
import { pageViews } from '#server/db/schema/analytics.ts'
import { detailedReviews } from '#server/db/schema/catalog.ts'
import { chatConversations, chatMessages } from '#server/db/schema/chat.ts'
import { deliveryUpdates } from '#server/db/schema/delivery.ts'
import { transactionFees } from '#server/db/schema/revenue.ts'
import { trialPlans, userTrials } from '#server/db/schema/sellers.ts'
import { recomputeSellerRating } from '#server/modules/reviews/reviews.queries.ts'
import { createCategory, createProduct, daysFromNow } from '#test/helpers/catalog-factories.ts'
import { createOrder } from '#test/helpers/order-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'
import { periodStart } from '#server/modules/analytics/analytics.service.ts'
import { addisMonth, addisMonthStart, lastMonths, percentage } from './seller-dashboard.figures.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

const DAY_MS = 24 * 60 * 60 * 1000
const plus = (at: Date, ms: number) => new Date(at.getTime() + ms)

async function getDashboard(cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/seller/dashboard',
    headers: cookie ? { cookie } : {},
  })
}

describe('GET /api/seller/dashboard', () => {
  it('answers 401 without a session and 403 for a user who is not a seller', async () => {
    expect((await getDashboard()).statusCode).toBe(401)
    const buyer = await createUser(t.db)
    const response = await getDashboard(await t.cookieFor(buyer.id))
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' })
  })

  it('says "no data" with zeros and nulls for a new store, never sample figures', async () => {
    const { user } = await createSellerUser(t.db)
    const response = await getDashboard(await t.cookieFor(user.id))
    expect(response.statusCode).toBe(200)
    const dashboard = response.json<SellerDashboard>()
    expect(dashboard.overview).toEqual({
      grossEarnings: '0.00',
      netEarnings: '0.00',
      totalFees: '0.00',
      totalOrders: 0,
      activeProducts: 0,
      inactiveProducts: 0,
      totalProducts: 0,
      averageRating: null,
      totalReviews: 0,
      monthlyEarnings: '0.00',
      monthlyOrders: 0,
      profileViews: 0,
      conversionRate: null,
    })
    expect(dashboard.recentOrders).toEqual([])
    expect(dashboard.topProducts).toEqual([])
    expect(dashboard.earnings.months).toHaveLength(7)
    expect(dashboard.earnings.months.every((month) => month.amount === '0.00')).toBe(true)
    expect(dashboard.earnings.averageOrderValue).toBeNull()
    expect(dashboard.earnings.growthRate).toBeNull()
    expect(dashboard.performance).toEqual({
      responseRate: null,
      geographicReach: [],
      onTimeDelivery: null,
      averageDeliveryDays: null,
    })
    expect(dashboard.trial).toBeNull()
  })

  it("computes every figure from the seller's own orders, reviews, views and chats", async () => {
    const now = new Date()
    const { user: sellerUser, seller } = await createSellerUser(t.db)
    const { seller: otherSeller } = await createSellerUser(t.db)
    const category = await createCategory(t.db)
    const p1 = await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      name: 'Jebena',
      estimatedDeliveryDays: 3,
    })
    await createProduct(t.db, { sellerId: seller.id, categoryId: category.id, isActive: false })
    const p3 = await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      name: 'Mesob',
    })
    // Rejected by the authenticity review: neither active nor counted towards the trial.
    await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: (await createCategory(t.db)).id,
      reviewStatus: 'rejected',
      reviewNote: 'Not Ethiopian made',
    })
    const foreign = await createProduct(t.db, { sellerId: otherSeller.id, categoryId: category.id })
    const hanna = await createUser(t.db, { firstName: 'Hanna', lastName: 'Girma' })
    const dawit = await createUser(t.db, { firstName: 'Dawit', lastName: 'Tesfaye' })

    const thisMonth = new Date(Math.max(addisMonthStart(now).getTime(), now.getTime() - 60_000))
    const lastMonth = plus(addisMonthStart(now, 1), DAY_MS)
    const threeMonthsAgo = plus(addisMonthStart(now, 3), 2 * DAY_MS)
    const base = { sellerId: seller.id }

    const o1 = await createOrder(t.db, {
      ...base,
      buyerId: hanna.id,
      productId: p1.id,
      quantity: 2,
      productPrice: '100.00',
      commissionRate: '0.0800',
      commissionAmount: '16.00',
      status: 'delivered',
      deliveryAddress: 'Bole, Addis Ababa',
      createdAt: thisMonth,
    })
    const o2 = await createOrder(t.db, {
      ...base,
      buyerId: dawit.id,
      productId: p1.id,
      productPrice: '100.00',
      // The delivery fee is the courier's: it counts in no figure of the seller's.
      deliveryFee: '50.00',
      commissionRate: '0.0800',
      commissionAmount: '8.00',
      status: 'delivered',
      deliveryAddress: 'Piassa, Bahir Dar',
      createdAt: lastMonth,
    })
    const o3 = await createOrder(t.db, {
      ...base,
      buyerId: hanna.id,
      productId: p3.id,
      productPrice: '300.00',
      deliveryAddress: 'Near the old market',
      createdAt: plus(thisMonth, 1000),
    })
    const o4 = await createOrder(t.db, {
      ...base,
      buyerId: dawit.id,
      productId: p3.id,
      quantity: 4,
      status: 'cancelled',
      createdAt: plus(thisMonth, 2000),
    })
    const o5 = await createOrder(t.db, {
      ...base,
      buyerId: dawit.id,
      productId: p1.id,
      productPrice: '50.00',
      status: 'delivered',
      deliveryAddress: 'Addis Ababa, Kirkos',
      createdAt: threeMonthsAgo,
      estimatedDeliveryTime: plus(threeMonthsAgo, 12 * 60 * 60 * 1000),
      actualDeliveryTime: plus(threeMonthsAgo, DAY_MS),
    })
    // Another store's order must not leak into this one's figures.
    await createOrder(t.db, {
      sellerId: otherSeller.id,
      buyerId: hanna.id,
      productId: foreign.id,
      status: 'delivered',
      createdAt: thisMonth,
    })

    await t.db.insert(deliveryUpdates).values([
      { orderId: o1.id, status: 'delivered', timestamp: plus(thisMonth, 2 * DAY_MS) },
      { orderId: o2.id, status: 'delivered', timestamp: plus(lastMonth, 5 * DAY_MS) },
    ])
    await t.db.insert(transactionFees).values([
      { orderId: o1.id, sellerId: seller.id, feeAmount: '16.00', feeRate: '0.0800' },
      { orderId: o2.id, sellerId: seller.id, feeAmount: '8.00', feeRate: '0.0800' },
    ])
    await t.db.insert(detailedReviews).values([
      { userId: hanna.id, targetId: p1.id, rating: 5 },
      { userId: dawit.id, targetId: p1.id, rating: 4 },
      { userId: hanna.id, targetId: p3.id, rating: 3 },
      { userId: dawit.id, targetId: foreign.id, rating: 1 },
    ])
    // As the review service does on every review: the store's rating is kept on its row.
    await recomputeSellerRating(t.db, seller.id)
    const view = (page: string, createdAt = now) => ({ sessionId: 's', page, createdAt })
    await t.db
      .insert(pageViews)
      .values([
        view(`/sellers/${seller.id}`),
        view(`/sellers/${seller.id}`),
        view(`/products/${p1.id}`),
        view(`/products/${p1.id}`),
        view(`/products/${p1.id}?ref=home`),
        view(`/products/${p3.id}`),
        view(`/products/${p1.id}`, daysFromNow(-40)),
        view(`/products/${foreign.id}`),
      ])
    const [c1, c2, c3] = await t.db
      .insert(chatConversations)
      .values([
        { participant1Id: hanna.id, participant2Id: sellerUser.id },
        { participant1Id: sellerUser.id, participant2Id: dawit.id },
        { participant1Id: sellerUser.id, participant2Id: hanna.id },
      ])
      .returning()
    await t.db.insert(chatMessages).values([
      { conversationId: c1!.id, senderId: hanna.id, content: 'Is it in stock?' },
      { conversationId: c1!.id, senderId: sellerUser.id, content: 'Yes' },
      { conversationId: c2!.id, senderId: dawit.id, content: 'Hello?' },
      { conversationId: c3!.id, senderId: sellerUser.id, content: 'New stock arrived' },
    ])
    const [plan] = await t.db
      .insert(trialPlans)
      .values({ name: 'Free trial', maxProducts: 5, maxCategories: 3 })
      .returning()
    await t.db.insert(userTrials).values({
      userId: sellerUser.id,
      trialPlanId: plan!.id,
      expiresAt: plus(now, 10 * DAY_MS - 60_000),
    })

    const response = await getDashboard(await t.cookieFor(sellerUser.id))
    expect(response.statusCode).toBe(200)
    const dashboard = response.json<SellerDashboard>()

    const ordersInViewWindow = [o1, o2, o3].filter(
      (order) => order.createdAt.getTime() >= now.getTime() - 30 * DAY_MS,
    ).length
    expect(dashboard.overview).toEqual({
      grossEarnings: '350.00',
      netEarnings: '326.00',
      totalFees: '24.00',
      totalOrders: 4,
      activeProducts: 2,
      inactiveProducts: 2,
      totalProducts: 4,
      averageRating: '4.00',
      totalReviews: 3,
      monthlyEarnings: '200.00',
      monthlyOrders: 2,
      profileViews: 6,
      conversionRate: percentage(ordersInViewWindow, 4),
    })
    expect(dashboard.recentOrders.map((order) => order.id)).toEqual([
      o4.id,
      o3.id,
      o1.id,
      o2.id,
      o5.id,
    ])
    expect(dashboard.recentOrders[2]).toMatchObject({
      product: 'Jebena',
      customer: 'Hanna G.',
      amount: '200.00',
      status: 'delivered',
    })
    expect(dashboard.topProducts).toEqual([
      { id: p1.id, name: 'Jebena', sales: 4, views: 3, rating: '4.50', revenue: '350.00' },
      { id: p3.id, name: 'Mesob', sales: 1, views: 1, rating: '3.00', revenue: '0.00' },
    ])

    const months = lastMonths(now, 7)
    const expectedMonths = months.map((month) => ({
      month,
      amount:
        month === addisMonth(thisMonth)
          ? '200.00'
          : month === addisMonth(lastMonth)
            ? '100.00'
            : month === addisMonth(threeMonthsAgo)
              ? '50.00'
              : '0.00',
    }))
    expect(dashboard.earnings).toEqual({
      months: expectedMonths,
      averageOrderValue: '200.00',
      growthRate: 100,
    })
    expect(dashboard.performance).toEqual({
      responseRate: 50,
      geographicReach: [
        { city: 'Addis Ababa', orders: 2, percentage: 50 },
        { city: 'Bahir Dar', orders: 1, percentage: 25 },
        { city: null, orders: 1, percentage: 25 },
      ],
      onTimeDelivery: 33.3,
      averageDeliveryDays: 3.5,
    })
    expect(dashboard.trial).toMatchObject({
      planName: 'Free trial',
      daysLeft: 10,
      maxProducts: 5,
      maxCategories: 3,
      productsUsed: 3,
      categoriesUsed: 1,
    })
  })
})

describe('store views on the dashboard and on the analytics page', () => {
  it('are one figure for the same 30 days, counted over the same pages', async () => {
    const category = await createCategory(t.db)
    const { user, seller } = await createSellerUser(t.db)
    const product = await createProduct(t.db, { sellerId: seller.id, categoryId: category.id })
    const cookie = await t.cookieFor(user.id)
    const now = Date.now()
    const start = periodStart(30, new Date(now))
    const view = (page: string, createdAt: Date) => ({ sessionId: 'views', page, createdAt })
    await t.db.insert(pageViews).values([
      view(`/sellers/${seller.id}`, new Date(now)),
      view(`/products/${product.id}`, new Date(now - DAY_MS)),
      // A minute into the period's first Addis day, and a minute before it (inside 30 × 24 hours
      // but outside the period the analytics page counts).
      view(`/products/${product.id}`, new Date(start.getTime() + 60_000)),
      view(`/products/${product.id}`, new Date(start.getTime() - 60_000)),
      view(`/products/${product.id}`, new Date(now - 31 * DAY_MS)),
    ])
    const analytics = await t.app.inject({
      method: 'GET',
      url: '/api/analytics/traffic?days=30',
      headers: { cookie },
    })
    const dashboard = (await getDashboard(cookie)).json<SellerDashboard>()
    const traffic = analytics.json<{ totalViews: number }>()
    expect(dashboard.overview.profileViews).toBe(traffic.totalViews)
    expect(traffic.totalViews).toBe(3)
  })
})
