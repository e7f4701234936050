import { randomUUID } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CheckoutInput, CheckoutQuote, PlacedOrder } from '#shared/contracts/checkout.ts'
import { translate } from '#shared/i18n/messages.ts'
import { cartItems } from '#server/db/schema/cart.ts'
import { products } from '#server/db/schema/catalog.ts'
import { coupons, couponUsage } from '#server/db/schema/coupons.ts'
import {
  couriers,
  deliveryServiceFees,
  deliveryUpdates,
  orders,
} from '#server/db/schema/delivery.ts'
import { payments } from '#server/db/schema/payments.ts'
import { transactionFees } from '#server/db/schema/revenue.ts'
import { idempotencyKeys } from '#server/db/schema/system.ts'
import {
  createCategory,
  createCoupon,
  createProduct,
  daysFromNow,
} from '#test/helpers/catalog-factories.ts'
import { createOrder } from '#test/helpers/order-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'

let t: TestApp
let courierId: string

beforeAll(async () => {
  t = await createTestApp()
  // No per-km price, so the standard fee is the base fee whatever distance the hash gives.
  const [courier] = await t.db
    .insert(couriers)
    .values({
      name: 'Abebe Courier',
      phone: '+251911000001',
      vehicleType: 'motorcycle',
      serviceAreas: ['addis_ababa'],
      baseDeliveryFee: '50.00',
      pricePerKm: '0',
      maxRadius: 20,
    })
    .returning()
  courierId = courier!.id
})

afterAll(async () => {
  await t.close()
})

async function buyer(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, overrides)
  return { user, cookie: await t.cookieFor(user.id) }
}

async function shop(commission = '0.0800') {
  const { seller } = await createSellerUser(t.db, { currentCommissionRate: commission })
  const category = await createCategory(t.db)
  const product = (values: Partial<typeof products.$inferInsert> = {}) =>
    createProduct(t.db, { sellerId: seller.id, categoryId: category.id, ...values })
  return { seller, category, product }
}

/** Lines are added one by one, so the cart (ordered by when a line was added) keeps this order. */
async function fillCart(userId: string, lines: [string, number][]) {
  for (const [productId, quantity] of lines) {
    await t.db.insert(cartItems).values({ userId, productId, quantity })
  }
}

const input = (overrides: Partial<CheckoutInput> = {}): CheckoutInput => ({
  city: 'addis_ababa',
  subCity: 'Bole',
  addressDetails: 'House 12, near Edna Mall',
  phone: '0911234567',
  instructions: 'Call on arrival',
  paymentMethod: 'sandbox',
  ...overrides,
})

const quote = (cookie: string, body: CheckoutInput) =>
  t.app.inject({ method: 'POST', url: '/api/checkout/quote', headers: { cookie }, payload: body })

const place = (cookie: string, body: CheckoutInput, key: string = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/checkout/orders',
    headers: { cookie, 'idempotency-key': key },
    payload: body,
  })

describe('checkout quote', () => {
  it('prices the cart per seller: standard courier fee, express at 15% of the seller total', async () => {
    const a = await shop()
    const b = await shop()
    const pa = await a.product({ price: '120.00', discountPrice: '99.99' })
    const pb = await b.product({ price: '333.33' })
    const { user, cookie } = await buyer()
    await fillCart(user.id, [
      [pa.id, 2],
      [pb.id, 1],
    ])
    const response = await quote(
      cookie,
      input({ deliveryOptions: [{ sellerId: b.seller.id, type: 'express' }] }),
    )
    expect(response.statusCode).toBe(200)
    const body = response.json<CheckoutQuote>()
    expect(body).toMatchObject({
      itemsTotal: '533.31',
      deliveryTotal: '100.00',
      discount: '0.00',
      grandTotal: '633.31',
      coupon: null,
      paymentMethods: ['sandbox', 'cash_on_delivery'],
    })
    const sa = body.sellers.find((s) => s.sellerId === a.seller.id)!
    const sb = body.sellers.find((s) => s.sellerId === b.seller.id)!
    expect(sa).toMatchObject({
      deliveryType: 'standard',
      courierId,
      deliveryFee: '50.00',
      total: '249.98',
    })
    expect(sa.couriers.map((c) => c.courierId)).toContain(courierId)
    // 15% of 333.33 = 49.9995 → 50.00
    expect(sb).toMatchObject({ deliveryType: 'express', courierId: null, deliveryFee: '50.00' })
  })

  it('falls back to express where no courier serves the city; an unknown courier is refused', async () => {
    const a = await shop()
    const p = await a.product({ price: '200.00' })
    const { user, cookie } = await buyer()
    await fillCart(user.id, [[p.id, 1]])
    const far = await quote(cookie, input({ city: 'jimma' }))
    expect(far.json<CheckoutQuote>().sellers[0]).toMatchObject({
      deliveryType: 'express',
      deliveryFee: '30.00',
    })
    const wrong = await quote(
      cookie,
      input({
        deliveryOptions: [{ sellerId: a.seller.id, type: 'standard', courierId: randomUUID() }],
      }),
    )
    expect(wrong.statusCode).toBe(409)
    expect(wrong.json().code).toBe('COURIER_UNAVAILABLE')
  })

  it('validates the address and the Ethiopian phone, and refuses an empty cart', async () => {
    const { cookie } = await buyer()
    const badPhone = await place(cookie, input({ phone: '12345' }))
    expect(badPhone.statusCode).toBe(400)
    expect(badPhone.json().details.fields.phone).toBeDefined()
    expect((await place(cookie, input({ subCity: ' ' }))).statusCode).toBe(400)
    const badCity = await quote(cookie, { ...input(), city: 'nairobi' as never })
    expect(badCity.statusCode).toBe(400)
    const empty = await quote(cookie, input())
    expect(empty.statusCode).toBe(409)
    expect(empty.json().code).toBe('CART_EMPTY')
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/checkout/quote', payload: input() }))
        .statusCode,
    ).toBe(401)
  })
})

describe('coupons at checkout', () => {
  async function cartOf(lines: [string, number][], user?: Awaited<ReturnType<typeof buyer>>) {
    const who = user ?? (await buyer())
    await fillCart(who.user.id, lines)
    return who
  }

  const withCoupon = async (cookie: string, code: string) =>
    quote(cookie, input({ couponCode: code }))

  it('percentage with a max discount, fixed amount, free shipping', async () => {
    const s = await shop()
    const p = await s.product({ price: '300.00' })
    const pct = await createCoupon(t.db, {
      discountType: 'percentage',
      discountValue: '15',
      maxDiscount: '40.00',
    })
    const fixed = await createCoupon(t.db, { discountType: 'fixed_amount', discountValue: '25.50' })
    const ship = await createCoupon(t.db, { discountType: 'free_shipping', discountValue: '0' })
    const { cookie } = await cartOf([[p.id, 1]])
    // 15% of 300 = 45, capped at 40
    expect((await withCoupon(cookie, pct.couponCode)).json<CheckoutQuote>()).toMatchObject({
      discount: '40.00',
      grandTotal: '310.00',
    })
    expect(
      (await withCoupon(cookie, fixed.couponCode.toLowerCase())).json<CheckoutQuote>(),
    ).toMatchObject({
      discount: '25.50',
      grandTotal: '324.50',
    })
    expect((await withCoupon(cookie, ship.couponCode)).json<CheckoutQuote>()).toMatchObject({
      deliveryTotal: '50.00',
      discount: '50.00',
      grandTotal: '300.00',
    })
  })

  it('buy one get one frees the cheapest qualifying units; bundle deal needs 2+ units', async () => {
    const s = await shop()
    const cheap = await s.product({ price: '40.00' })
    const dear = await s.product({ price: '100.00' })
    const bogo = await createCoupon(t.db, {
      discountType: 'buy_one_get_one',
      discountValue: '0',
      productIds: [cheap.id, dear.id],
    })
    const bundle = await createCoupon(t.db, {
      discountType: 'bundle_deal',
      discountValue: '10',
      productIds: [dear.id],
    })
    const { cookie } = await cartOf([
      [cheap.id, 1],
      [dear.id, 2],
    ])
    // Three units → one free, the cheapest (40.00).
    expect((await withCoupon(cookie, bogo.couponCode)).json<CheckoutQuote>().discount).toBe('40.00')
    // Two units of the bundle product: 10% of 200.
    expect((await withCoupon(cookie, bundle.couponCode)).json<CheckoutQuote>().discount).toBe(
      '20.00',
    )

    const single = await cartOf([[dear.id, 1]])
    const refused = await withCoupon(single.cookie, bundle.couponCode)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'COUPON_REJECTED',
      details: { reason: 'coupon.notApplicable' },
    })
  })

  it('enforces dates, active flag, minimum purchase, usage limit and uses per user', async () => {
    const s = await shop()
    const p = await s.product({ price: '100.00' })
    const { user, cookie } = await cartOf([[p.id, 1]])
    const reason = async (overrides: Parameters<typeof createCoupon>[1]) => {
      const coupon = await createCoupon(t.db, overrides)
      const response = await withCoupon(cookie, coupon.couponCode)
      return response.statusCode === 200 ? 'ok' : response.json().details.reason
    }
    expect(await reason({ startDate: daysFromNow(1) })).toBe('coupon.notStarted')
    expect(await reason({ startDate: daysFromNow(-5), endDate: daysFromNow(-1) })).toBe(
      'coupon.expired',
    )
    // A flash sale is over when its window closes, though its end date is weeks away.
    expect(
      await reason({
        isFlashSale: true,
        flashSaleEndTime: daysFromNow(-1),
        endDate: daysFromNow(30),
      }),
    ).toBe('coupon.expired')
    expect(
      await reason({
        isFlashSale: true,
        flashSaleEndTime: daysFromNow(1),
        endDate: daysFromNow(30),
      }),
    ).toBe('ok')
    expect(await reason({ isActive: false })).toBe('coupon.notFound')
    expect(await reason({ minimumPurchase: '100.01' })).toBe('coupon.minimumPurchase')
    expect(await reason({ minimumPurchase: '100.00' })).toBe('ok')
    expect(await reason({ usageLimit: 3, usedCount: 3 })).toBe('coupon.usageLimit')
    const perUser = await createCoupon(t.db, { usagePerUser: 1 })
    await t.db
      .insert(couponUsage)
      .values({ couponId: perUser.id, userId: user.id, discountAmount: '1.00' })
    expect((await withCoupon(cookie, perUser.couponCode)).json().details.reason).toBe(
      'coupon.perUserLimit',
    )
    expect((await withCoupon(cookie, 'NO-SUCH-CODE')).json().code).toBe('COUPON_REJECTED')
  })

  it('targets new users, returning users and the diaspora', async () => {
    const s = await shop()
    const p = await s.product({ price: '100.00' })
    const newOnly = await createCoupon(t.db, { targetUserType: 'new_users' })
    const returning = await createCoupon(t.db, { targetUserType: 'returning_users' })
    const diaspora = await createCoupon(t.db, { targetUserType: 'diaspora' })

    const fresh = await cartOf([[p.id, 1]])
    expect((await withCoupon(fresh.cookie, newOnly.couponCode)).statusCode).toBe(200)
    expect((await withCoupon(fresh.cookie, returning.couponCode)).json().details.reason).toBe(
      'coupon.returningUsersOnly',
    )
    expect((await withCoupon(fresh.cookie, diaspora.couponCode)).json().details.reason).toBe(
      'coupon.diasporaOnly',
    )

    await createOrder(t.db, { buyerId: fresh.user.id, sellerId: s.seller.id, productId: p.id })
    expect((await withCoupon(fresh.cookie, newOnly.couponCode)).json().details.reason).toBe(
      'coupon.newUsersOnly',
    )
    expect((await withCoupon(fresh.cookie, returning.couponCode)).statusCode).toBe(200)

    const abroad = await cartOf([[p.id, 1]], await buyer({ isEthiopianDiaspora: true }))
    expect((await withCoupon(abroad.cookie, diaspora.couponCode)).statusCode).toBe(200)
  })

  it("limits a coupon to its category, its products and its seller's items", async () => {
    const a = await shop()
    const b = await shop()
    const pa = await a.product({ price: '100.00' })
    const pb = await b.product({ price: '200.00' })
    const sellerCoupon = await createCoupon(t.db, { sellerId: a.seller.id, discountValue: '10' })
    const categoryCoupon = await createCoupon(t.db, {
      categoryId: b.category.id,
      discountValue: '10',
    })
    const productCoupon = await createCoupon(t.db, { productIds: [pa.id], discountValue: '50' })
    const { cookie } = await cartOf([
      [pa.id, 1],
      [pb.id, 1],
    ])
    const seller = (await withCoupon(cookie, sellerCoupon.couponCode)).json<CheckoutQuote>()
    expect(seller.discount).toBe('10.00')
    expect(seller.sellers.find((s) => s.sellerId === a.seller.id)!.discount).toBe('10.00')
    expect(seller.sellers.find((s) => s.sellerId === b.seller.id)!.discount).toBe('0.00')
    expect(
      (await withCoupon(cookie, categoryCoupon.couponCode)).json<CheckoutQuote>().discount,
    ).toBe('20.00')
    expect(
      (await withCoupon(cookie, productCoupon.couponCode)).json<CheckoutQuote>().discount,
    ).toBe('50.00')
  })
})

describe('placing the order', () => {
  it('creates one order per line with shared group, fees, commission, coupon use, payment; clears the cart', async () => {
    const a = await shop('0.0750')
    const b = await shop('0.1000')
    const pa1 = await a.product({ price: '100.00', stock: 5 })
    const pa2 = await a.product({ price: '50.00', stock: 5 })
    const pb = await b.product({ price: '250.00', stock: 1 })
    const coupon = await createCoupon(t.db, {
      sellerId: a.seller.id,
      discountType: 'fixed_amount',
      discountValue: '30.00',
      usageLimit: 10,
    })
    const { user, cookie } = await buyer()
    await fillCart(user.id, [
      [pa1.id, 2],
      [pa2.id, 2],
      [pb.id, 1],
    ])
    const response = await place(
      cookie,
      input({ couponCode: coupon.couponCode, paymentMethod: 'cash_on_delivery' }),
    )
    expect(response.statusCode).toBe(201)
    const placed = response.json<PlacedOrder>()
    expect(placed.orderIds).toHaveLength(3)
    expect(placed.next).toBe(`/payment/${placed.paymentId}`)
    // Items 200 + 100 + 250 = 550.00; delivery 2 × 50; discount 30 → 620.00
    expect(placed.grandTotal).toBe('620.00')

    const rows = await t.db
      .select()
      .from(orders)
      .where(eq(orders.orderGroupId, placed.orderGroupId))
    expect(rows).toHaveLength(3)
    expect(rows.every((o) => o.status === 'pending' && o.buyerId === user.id)).toBe(true)
    expect(rows.every((o) => o.deliveryPhone === '0911234567')).toBe(true)
    expect(rows[0]!.deliveryAddress).toBe('House 12, near Edna Mall, Bole, Addis Ababa')
    const total = rows.reduce((sum, o) => sum + Math.round(Number(o.totalAmount) * 100), 0)
    expect(total).toBe(62000)
    expect(rows.filter((o) => o.deliveryFee === '50.00')).toHaveLength(2)

    const stock = await t.db
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .where(inArray(products.id, [pa1.id, pa2.id, pb.id]))
    expect(Object.fromEntries(stock.map((r) => [r.id, r.stock]))).toEqual({
      [pa1.id]: 3,
      [pa2.id]: 3,
      [pb.id]: 0,
    })

    const ids = placed.orderIds
    const fees = await t.db
      .select()
      .from(transactionFees)
      .where(inArray(transactionFees.orderId, ids))
    const feeOf = (productId: string) =>
      fees.find((f) => f.orderId === rows.find((o) => o.productId === productId)!.id)!
    // Seller A's 30.00 discount splits 200 : 100 → 20.00 and 10.00; commission 7.5% of the rest.
    expect(feeOf(pa1.id)).toMatchObject({
      orderAmount: '180.00',
      feeRate: '0.0750',
      feeAmount: '13.50',
    })
    expect(feeOf(pa2.id)).toMatchObject({ orderAmount: '90.00', feeAmount: '6.75' })
    expect(feeOf(pb.id)).toMatchObject({
      orderAmount: '250.00',
      feeRate: '0.1000',
      feeAmount: '25.00',
    })

    const delivery = await t.db
      .select()
      .from(deliveryServiceFees)
      .where(inArray(deliveryServiceFees.orderId, ids))
    expect(delivery).toHaveLength(2)
    expect(delivery.every((d) => d.totalFee === '50.00' && d.courierId === courierId)).toBe(true)

    const updates = await t.db
      .select()
      .from(deliveryUpdates)
      .where(inArray(deliveryUpdates.orderId, ids))
    // The buyer reads Amharic (the default), so the first timeline entry is in Amharic.
    const received = translate('orderUpdate.pending', 'am')
    expect(updates.map((u) => u.message)).toEqual([received, received, received])

    const usage = await t.db.select().from(couponUsage).where(eq(couponUsage.couponId, coupon.id))
    expect(usage).toMatchObject([{ userId: user.id, discountAmount: '30.00' }])
    const [after] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id))
    expect(after!.usedCount).toBe(1)

    const [payment] = await t.db.select().from(payments).where(eq(payments.id, placed.paymentId))
    expect(payment).toMatchObject({
      status: 'pending',
      amount: '620.00',
      currency: 'ETB',
      paymentMethod: 'cash_on_delivery',
      userId: user.id,
    })

    const cart = await t.db.select().from(cartItems).where(eq(cartItems.userId, user.id))
    expect(cart).toEqual([])
  })

  it('needs an Idempotency-Key; the same key with another body is refused; a failure stores nothing', async () => {
    const s = await shop()
    const p = await s.product({ stock: 1 })
    const { user, cookie } = await buyer()
    await fillCart(user.id, [[p.id, 1]])
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/orders',
      headers: { cookie },
      payload: input(),
    })
    expect(noKey.statusCode).toBe(400)

    const key = randomUUID()
    const first = await place(cookie, input(), key)
    expect(first.statusCode).toBe(201)
    const replay = await place(cookie, input(), key)
    expect(replay.statusCode).toBe(201)
    expect(replay.json()).toEqual(first.json())
    const other = await place(cookie, input({ instructions: 'Leave at the gate' }), key)
    expect(other.statusCode).toBe(409)
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED')

    // An empty cart fails; the key is not kept, so nothing replays a failure.
    const failKey = randomUUID()
    expect((await place(cookie, input(), failKey)).statusCode).toBe(409)
    const kept = await t.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, failKey)))
    expect(kept).toEqual([])
  })

  it('rolls back everything when one line is short, naming the product', async () => {
    const s = await shop()
    const plenty = await s.product({ stock: 10 })
    const scarce = await s.product({ stock: 3, name: 'Jebena coffee pot' })
    const { user, cookie } = await buyer()
    await fillCart(user.id, [
      [plenty.id, 2],
      [scarce.id, 2],
    ])
    // Stock dropped after the buyer filled the cart.
    await t.db.update(products).set({ stock: 1 }).where(eq(products.id, scarce.id))
    const response = await place(cookie, input())
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      details: { productId: scarce.id, available: 1 },
    })
    expect(response.json().message).toContain('Jebena coffee pot')
    const [after] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, plenty.id))
    expect(after!.stock).toBe(10)
    expect(await t.db.select().from(orders).where(eq(orders.buyerId, user.id))).toEqual([])
  })
})

describe('concurrency', () => {
  it('50 concurrent checkouts for 5 units: exactly 5 orders, stock 0, the rest 409', async () => {
    const s = await shop()
    const p = await s.product({ stock: 5 })
    const buyers = await Promise.all(Array.from({ length: 50 }, () => buyer()))
    await fillCart(buyers[0]!.user.id, [[p.id, 1]])
    for (const b of buyers.slice(1)) await fillCart(b.user.id, [[p.id, 1]])
    const responses = await Promise.all(buyers.map((b) => place(b.cookie, input())))
    const codes = responses.map((r) => r.statusCode)
    expect(codes.filter((c) => c === 201)).toHaveLength(5)
    expect(codes.filter((c) => c === 409)).toHaveLength(45)
    const [after] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, p.id))
    expect(after!.stock).toBe(0)
    const placed = await t.db.select().from(orders).where(eq(orders.productId, p.id))
    expect(placed).toHaveLength(5)
  })

  it('two checkouts of one buyer at once, each with its own key, order the cart once', async () => {
    const s = await shop()
    const p = await s.product({ stock: 50 })
    const { user, cookie } = await buyer()
    await fillCart(user.id, [[p.id, 2]])
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => place(cookie, input({ paymentMethod: 'cash_on_delivery' }))),
    )
    const codes = responses.map((r) => r.statusCode).sort()
    expect(codes).toEqual([201, 409, 409, 409, 409])
    expect(
      responses.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'CART_EMPTY'),
    ).toBe(true)
    expect(await t.db.select().from(orders).where(eq(orders.buyerId, user.id))).toHaveLength(1)
    const [after] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, p.id))
    expect(after!.stock).toBe(48)
  })

  it('20 concurrent replays of one Idempotency-Key make exactly one order', async () => {
    const s = await shop()
    const p = await s.product({ stock: 50 })
    const { user, cookie } = await buyer()
    await fillCart(user.id, [[p.id, 2]])
    const key = randomUUID()
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => place(cookie, input(), key)),
    )
    expect(responses.every((r) => r.statusCode === 201)).toBe(true)
    const bodies = new Set(responses.map((r) => r.body))
    expect(bodies.size).toBe(1)
    expect(await t.db.select().from(orders).where(eq(orders.buyerId, user.id))).toHaveLength(1)
    const [after] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, p.id))
    expect(after!.stock).toBe(48)
  })

  it('a coupon used concurrently beyond its limit applies only up to the limit', async () => {
    const s = await shop()
    const p = await s.product({ stock: 100 })
    const coupon = await createCoupon(t.db, { usageLimit: 3 })
    const buyers = await Promise.all(Array.from({ length: 10 }, () => buyer()))
    for (const b of buyers) await fillCart(b.user.id, [[p.id, 1]])
    const responses = await Promise.all(
      buyers.map((b) => place(b.cookie, input({ couponCode: coupon.couponCode }))),
    )
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(3)
    expect(
      responses
        .filter((r) => r.statusCode === 409)
        .every((r) => r.json().code === 'COUPON_REJECTED'),
    ).toBe(true)
    const [after] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id))
    expect(after!.usedCount).toBe(3)
    expect(
      await t.db.select().from(couponUsage).where(eq(couponUsage.couponId, coupon.id)),
    ).toHaveLength(3)
  })
})
