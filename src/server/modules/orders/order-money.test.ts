import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RevenueAnalytics } from '#shared/contracts/analytics.ts'
import type { CheckoutInput, PlacedOrder } from '#shared/contracts/checkout.ts'
import type { CourierQuotes } from '#shared/contracts/couriers.ts'
import type { CourierStats, Order } from '#shared/contracts/orders.ts'
import type { SellerCouponList } from '#shared/contracts/seller-coupons.ts'
import type { SellerDashboard } from '#shared/contracts/seller-dashboard.ts'
import type { SellerTier } from '#shared/contracts/tiers.ts'
import type { SellerBalance } from '#shared/contracts/wallet.ts'
import { cartItems } from '#server/db/schema/cart.ts'
import { couriers, deliveryServiceFees, orders } from '#server/db/schema/delivery.ts'
import { transactionFees } from '#server/db/schema/revenue.ts'
import { estimatedDistanceKm } from '#server/modules/couriers/couriers.service.ts'
import { createCategory, createCoupon, createProduct } from '#test/helpers/catalog-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createCourierUser, createSellerUser, createUser } from '#test/helpers/user-factories.ts'

// Money per party (docs/decisions/012-money-per-party.md), end to end through the API: checkout,
// payment, the seller's and the courier's steps, and every figure that reads the order's money.

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

type Cookie = string

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: Cookie, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie, 'accept-language': 'en', 'idempotency-key': randomUUID() },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  })

/** A courier with an account, serving Addis Ababa at a flat fee (no per-km price). */
async function courier(fee: string, maxRadius = 20) {
  const { user, courier: row } = await createCourierUser(t.db)
  await t.db
    .update(couriers)
    .set({ serviceAreas: ['addis_ababa'], baseDeliveryFee: fee, pricePerKm: '0', maxRadius })
    .where(eq(couriers.id, row.id))
  return { id: row.id, name: row.name, cookie: await t.cookieFor(user.id) }
}

async function shop() {
  const { user, seller } = await createSellerUser(t.db, { currentCommissionRate: '0.0700' })
  const category = await createCategory(t.db)
  const product = await createProduct(t.db, {
    sellerId: seller.id,
    categoryId: category.id,
    name: 'Sidamo Coffee 250g',
    price: '410.00',
    stock: 50,
  })
  return { seller, product, cookie: await t.cookieFor(user.id) }
}

const checkoutInput = (overrides: Partial<CheckoutInput>): CheckoutInput => ({
  city: 'addis_ababa',
  subCity: 'Bole',
  addressDetails: 'House 12',
  phone: '0911234567',
  paymentMethod: 'sandbox',
  ...overrides,
})

/** The buyer orders 2 × 410 from the shop with the given courier (and coupon), and pays. */
async function placePaidOrder(
  store: Awaited<ReturnType<typeof shop>>,
  chosenCourierId: string,
  couponCode?: string,
) {
  const buyer = await createUser(t.db)
  const cookie = await t.cookieFor(buyer.id)
  await t.db
    .insert(cartItems)
    .values({ userId: buyer.id, productId: store.product.id, quantity: 2 })
  const placed = await send(
    'POST',
    '/api/checkout/orders',
    cookie,
    checkoutInput({
      couponCode,
      deliveryOptions: [
        { sellerId: store.seller.id, type: 'standard', courierId: chosenCourierId },
      ],
    }),
  )
  expect(placed.statusCode).toBe(201)
  const body = placed.json<PlacedOrder>()
  const paid = await send('POST', `/api/payments/${body.paymentId}/sandbox/approve`, cookie)
  expect(paid.statusCode).toBe(200)
  return { orderId: body.orderIds[0]!, grandTotal: body.grandTotal, buyerCookie: cookie }
}

async function moveTo(orderId: string, cookie: Cookie, status: string) {
  const response = await send('PATCH', `/api/orders/${orderId}/status`, cookie, { status })
  expect(response.statusCode, response.body).toBe(200)
}

async function deliver(orderId: string, sellerCookie: Cookie, courierCookie: Cookie) {
  await moveTo(orderId, sellerCookie, 'preparing')
  await moveTo(orderId, sellerCookie, 'ready_for_pickup')
  await moveTo(orderId, courierCookie, 'in_transit')
  await moveTo(orderId, courierCookie, 'delivered')
}

describe('money per party', () => {
  it('2 × 410 with a 123 coupon and a 50 delivery: the seller nets 648.21, the courier 50, and every figure agrees', async () => {
    const store = await shop()
    const walker = await courier('50.00')
    const coupon = await createCoupon(t.db, {
      sellerId: store.seller.id,
      discountType: 'fixed_amount',
      discountValue: '123.00',
      title: '123 off',
    })
    const admin = await createUser(t.db, { role: 'admin' })
    const adminCookie = await t.cookieFor(admin.id)

    const { orderId, grandTotal, buyerCookie } = await placePaidOrder(
      store,
      walker.id,
      coupon.couponCode,
    )
    expect(grandTotal).toBe('747.00')

    // The buyer's courier is stored and assigned; the seller sees the choice and the breakdown.
    const asSeller = (await send('GET', `/api/orders/${orderId}`, store.cookie)).json<Order>()
    expect(asSeller).toMatchObject({
      totalAmount: '747.00',
      itemsAmount: '820.00',
      discountAmount: '123.00',
      deliveryFee: '50.00',
      courierFee: '50.00',
      commissionRate: '0.0700',
      commissionAmount: '48.79',
      sellerDeliveryShare: '0.00',
      sellerNet: '648.21',
      chosenCourier: { id: walker.id, name: walker.name },
      courier: { id: walker.id },
    })
    // The buyer sees what they paid for, not the seller's commission or net.
    const asBuyer = (await send('GET', `/api/orders/${orderId}`, buyerCookie)).json<Order>()
    expect(asBuyer).toMatchObject({
      itemsAmount: '820.00',
      discountAmount: '123.00',
      commissionAmount: null,
      sellerNet: null,
      courierFee: null,
    })
    const asAdmin = (await send('GET', `/api/orders/${orderId}`, adminCookie)).json<Order>()
    expect(asAdmin).toMatchObject({ commissionAmount: '48.79', sellerNet: '648.21' })

    await deliver(orderId, store.cookie, walker.cookie)

    const stats = await send('GET', '/api/orders/courier-stats', walker.cookie)
    expect(stats.json<CourierStats>()).toMatchObject({ totalDeliveries: 1, earnings: '50.00' })

    const dashboard = (
      await send('GET', '/api/seller/dashboard', store.cookie)
    ).json<SellerDashboard>()
    expect(dashboard.overview).toMatchObject({
      grossEarnings: '697.00',
      totalFees: '48.79',
      netEarnings: '648.21',
      monthlyEarnings: '697.00',
    })
    expect(dashboard.recentOrders[0]).toMatchObject({ id: orderId, amount: '697.00' })
    expect(dashboard.topProducts[0]).toMatchObject({ id: store.product.id, revenue: '697.00' })

    const balance = (await send('GET', '/api/seller/balance', store.cookie)).json<SellerBalance>()
    expect(balance).toMatchObject({ earned: '648.21', available: '648.21' })

    const coupons = (
      await send('GET', '/api/seller/coupons', store.cookie)
    ).json<SellerCouponList>()
    expect(coupons.coupons.find((c) => c.id === coupon.id)!.analytics).toMatchObject({
      uses: 1,
      discountGiven: '123.00',
      revenue: '697.00',
    })

    const revenue = (
      await send('GET', '/api/analytics/revenue', store.cookie)
    ).json<RevenueAnalytics>()
    expect(revenue).toMatchObject({
      totalRevenue: '697.00',
      totalCommission: '48.79',
      netRevenue: '648.21',
      transactionCount: 1,
    })
    const platform = (
      await send('GET', '/api/analytics/revenue', adminCookie)
    ).json<RevenueAnalytics>()
    expect(platform).toMatchObject({ totalRevenue: '697.00', totalCommission: '48.79' })

    const tier = (
      await send('GET', `/api/sellers/${store.seller.id}/tier`, store.cookie)
    ).json<SellerTier>()
    expect(tier.seller).toMatchObject({ totalSalesAmount: '697.00', monthlySalesAmount: '697.00' })
  })

  it('a courier the seller assigns instead of the buyer’s choice is paid their own quote; the seller bears the difference', async () => {
    const store = await shop()
    const chosen = await courier('50.00')
    const dawit = await courier('228.00')
    const { orderId } = await placePaidOrder(store, chosen.id)

    const assigned = await send('POST', `/api/orders/${orderId}/assign-courier`, store.cookie, {
      courierId: dawit.id,
    })
    expect(assigned.statusCode, assigned.body).toBe(200)
    // 820 − 0 − 57.40 commission − (228 − 50) = 584.60.
    expect(assigned.json<Order>()).toMatchObject({
      courier: { id: dawit.id },
      chosenCourier: { id: chosen.id },
      deliveryFee: '50.00',
      courierFee: '228.00',
      commissionAmount: '57.40',
      sellerDeliveryShare: '178.00',
      sellerNet: '584.60',
    })
    const [fee] = await t.db
      .select()
      .from(deliveryServiceFees)
      .where(eq(deliveryServiceFees.orderId, orderId))
    expect(fee).toMatchObject({ courierId: dawit.id, courierEarnings: '228.00' })

    await deliver(orderId, store.cookie, dawit.cookie)
    const dawitStats = (
      await send('GET', '/api/orders/courier-stats', dawit.cookie)
    ).json<CourierStats>()
    expect(dawitStats.earnings).toBe('228.00')
    const chosenStats = (
      await send('GET', '/api/orders/courier-stats', chosen.cookie)
    ).json<CourierStats>()
    expect(chosenStats.earnings).toBe('0.00')
    const balance = (await send('GET', '/api/seller/balance', store.cookie)).json<SellerBalance>()
    expect(balance.available).toBe('584.60')
  })

  it('handing the trip back to the buyer’s choice restores the planned fee', async () => {
    const store = await shop()
    const chosen = await courier('50.00')
    const cheaper = await courier('30.00')
    const { orderId } = await placePaidOrder(store, chosen.id)
    const toCheaper = await send('POST', `/api/orders/${orderId}/assign-courier`, store.cookie, {
      courierId: cheaper.id,
    })
    // A cheaper courier leaves the seller the difference.
    expect(toCheaper.json<Order>()).toMatchObject({
      courierFee: '30.00',
      sellerDeliveryShare: '-20.00',
      sellerNet: '782.60',
    })
    const back = await send('POST', `/api/orders/${orderId}/assign-courier`, store.cookie, {
      courierId: chosen.id,
    })
    expect(back.json<Order>()).toMatchObject({
      courierFee: '50.00',
      sellerDeliveryShare: '0.00',
      sellerNet: '762.60',
    })
  })

  it('does not offer, sell or assign a trip longer than the courier’s maximum distance', async () => {
    const store = await shop()
    const near = await courier('40.00', 4)
    const far = await courier('60.00')
    expect(estimatedDistanceKm(near.id, 'addis_ababa')).toBeGreaterThan(4)

    const quotes = await t.app.inject({
      method: 'GET',
      url: '/api/couriers/quotes?city=addis_ababa&price=820',
    })
    const ids = quotes.json<CourierQuotes>().quotes.map((quote) => quote.courierId)
    expect(ids).toContain(far.id)
    expect(ids).not.toContain(near.id)

    const buyer = await createUser(t.db)
    const cookie = await t.cookieFor(buyer.id)
    await t.db
      .insert(cartItems)
      .values({ userId: buyer.id, productId: store.product.id, quantity: 1 })
    const refused = await send(
      'POST',
      '/api/checkout/orders',
      cookie,
      checkoutInput({
        deliveryOptions: [{ sellerId: store.seller.id, type: 'standard', courierId: near.id }],
      }),
    )
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('COURIER_UNAVAILABLE')

    const { orderId } = await placePaidOrder(store, far.id)
    const assign = await send('POST', `/api/orders/${orderId}/assign-courier`, store.cookie, {
      courierId: near.id,
    })
    expect(assign.statusCode).toBe(409)
    expect(assign.json()).toMatchObject({ code: 'COURIER_OUT_OF_RANGE' })
    expect(assign.json().message).toContain('4 km')
  })
})

describe('migration 0008 correction of existing orders', () => {
  /** The data statements of the migration (those after its schema changes). */
  function correctionStatements(): string[] {
    const dir = new URL('../../db/migrations/', import.meta.url)
    const file = readdirSync(dir).find((name) => name.endsWith('_order_money_per_party.sql'))!
    return readFileSync(new URL(file, dir), 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => /^(--[^\n]*\n)*UPDATE/i.test(statement))
  }

  it('splits an order placed before: the seller nets 648.21, the delivery fee stays the courier’s', async () => {
    const store = await shop()
    const walker = await courier('50.00')
    const dawit = await courier('228.00')
    const buyer = await createUser(t.db)
    // As checkout wrote it before: the total with the delivery fee, the commission in
    // transaction_fees, the buyer's courier on the delivery row only, another courier assigned.
    const [old] = await t.db
      .insert(orders)
      .values({
        buyerId: buyer.id,
        sellerId: store.seller.id,
        productId: store.product.id,
        courierId: dawit.id,
        quantity: 2,
        productPrice: '410.00',
        deliveryFee: '50.00',
        totalAmount: '747.00',
        status: 'delivered',
        deliveryAddress: 'House 12, Bole, Addis Ababa',
      })
      .returning()
    await t.db.insert(deliveryServiceFees).values({
      orderId: old!.id,
      courierId: walker.id,
      serviceType: 'standard',
      baseFee: '50.00',
      totalFee: '50.00',
      courierEarnings: '50.00',
    })
    await t.db.insert(transactionFees).values({
      orderId: old!.id,
      sellerId: store.seller.id,
      buyerId: buyer.id,
      orderAmount: '697.00',
      feeRate: '0.0700',
      feeAmount: '48.79',
    })

    for (const statement of correctionStatements()) await t.db.execute(sql.raw(statement))

    const [fixed] = await t.db.select().from(orders).where(eq(orders.id, old!.id))
    expect(fixed).toMatchObject({
      itemsAmount: '820.00',
      discountAmount: '123.00',
      commissionRate: '0.0700',
      commissionAmount: '48.79',
      courierFee: '50.00',
      sellerDeliveryShare: '0.00',
      sellerNet: '648.21',
      chosenCourierId: walker.id,
      // A delivered order keeps the courier who delivered it.
      courierId: dawit.id,
    })
    const balance = (await send('GET', '/api/seller/balance', store.cookie)).json<SellerBalance>()
    expect(balance.available).toBe('648.21')
  })
})
