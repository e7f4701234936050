import { randomUUID } from 'node:crypto'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CheckoutInput, PlacedOrder } from '#shared/contracts/checkout.ts'
import type { PaymentView } from '#shared/contracts/payments.ts'
import { cartItems } from '#server/db/schema/cart.ts'
import { products } from '#server/db/schema/catalog.ts'
import { coupons, couponUsage } from '#server/db/schema/coupons.ts'
import { deliveryUpdates, orders } from '#server/db/schema/delivery.ts'
import { payments } from '#server/db/schema/payments.ts'
import { notifications } from '#server/db/schema/system.ts'
import { createCategory, createCoupon, createProduct } from '#test/helpers/catalog-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'
import { sandboxCallback, SANDBOX_SIGNATURE_HEADER } from './providers/sandbox.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

const input = (
  paymentMethod: CheckoutInput['paymentMethod'],
  couponCode?: string,
): CheckoutInput => ({
  city: 'jimma',
  subCity: 'Hermata',
  addressDetails: 'Near the stadium',
  phone: '+251911234567',
  paymentMethod,
  ...(couponCode ? { couponCode } : {}),
})

/** A buyer who checked out two units of a 10-unit product (stock left: 8). */
async function checkedOut(method: CheckoutInput['paymentMethod'] = 'sandbox', couponCode?: string) {
  const { seller, user: sellerUser } = await createSellerUser(t.db)
  const category = await createCategory(t.db)
  const product = await createProduct(t.db, {
    sellerId: seller.id,
    categoryId: category.id,
    stock: 10,
    price: '100.00',
  })
  const user = await createUser(t.db)
  const cookie = await t.cookieFor(user.id)
  await t.db.insert(cartItems).values({ userId: user.id, productId: product.id, quantity: 2 })
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/checkout/orders',
    headers: { cookie, 'idempotency-key': randomUUID() },
    payload: input(method, couponCode),
  })
  expect(response.statusCode).toBe(201)
  return { placed: response.json<PlacedOrder>(), product, cookie, user, sellerUser }
}

const decide = (cookie: string, paymentId: string, action: 'approve' | 'decline') =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/${paymentId}/sandbox/${action}`,
    headers: { cookie },
  })

async function stockOf(productId: string) {
  const [row] = await t.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId))
  return row!.stock
}

async function statuses(orderIds: string[]) {
  const rows = await t.db
    .select({ status: orders.status })
    .from(orders)
    .where(inArray(orders.id, orderIds))
  return rows.map((row) => row.status)
}

describe('sandbox payments', () => {
  it('shows the pending payment to its buyer only', async () => {
    const { placed, cookie } = await checkedOut()
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${placed.paymentId}`,
      headers: { cookie },
    })
    expect(own.statusCode).toBe(200)
    expect(own.json<PaymentView>()).toMatchObject({
      id: placed.paymentId,
      status: 'pending',
      method: 'sandbox',
      amount: '230.00',
      orderIds: placed.orderIds,
      orderGroupId: placed.orderGroupId,
    })
    expect(own.json<PaymentView>().expiresAt).not.toBeNull()
    const stranger = await t.cookieFor((await createUser(t.db)).id)
    for (const request of [
      { method: 'GET' as const, url: `/api/payments/${placed.paymentId}` },
      { method: 'POST' as const, url: `/api/payments/${placed.paymentId}/sandbox/approve` },
    ]) {
      expect((await t.app.inject({ ...request, headers: { cookie: stranger } })).statusCode).toBe(
        403,
      )
    }
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/payments/${randomUUID()}`,
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(404)
  })

  it('approve marks it paid and confirms the orders; a repeat changes nothing', async () => {
    const { placed, cookie, product, user, sellerUser } = await checkedOut()
    const approved = await decide(cookie, placed.paymentId, 'approve')
    expect(approved.statusCode).toBe(200)
    const view = approved.json<PaymentView>()
    expect(view.status).toBe('paid')
    expect(view.processedAt).not.toBeNull()
    const [row] = await t.db.select().from(payments).where(eq(payments.id, placed.paymentId))
    expect(row!.transactionId).toMatch(/^SBX-/)
    expect(await statuses(placed.orderIds)).toEqual(['confirmed'])
    const updates = await t.db
      .select()
      .from(deliveryUpdates)
      .where(inArray(deliveryUpdates.orderId, placed.orderIds))
    expect(updates.map((u) => u.status).sort()).toEqual(['confirmed', 'pending'])

    const again = await decide(cookie, placed.paymentId, 'approve')
    expect(again.json<PaymentView>()).toEqual(view)
    const declineAfter = await decide(cookie, placed.paymentId, 'decline')
    expect(declineAfter.json<PaymentView>().status).toBe('paid')
    expect(await stockOf(product.id)).toBe(8)
    expect(
      await t.db
        .select()
        .from(deliveryUpdates)
        .where(inArray(deliveryUpdates.orderId, placed.orderIds)),
    ).toHaveLength(2)
    const notes = await t.db
      .select()
      .from(notifications)
      .where(inArray(notifications.userId, [user.id, sellerUser.id]))
    // The seller heard of the order when it was placed; the order lifecycle then tells buyer and
    // seller it is confirmed, and the buyer also gets the payment receipt.
    expect(notes.map((n) => n.type).sort()).toEqual([
      'order_placed',
      'order_status',
      'order_status',
      'payment_paid',
    ])
  })

  it('racing approve and decline callbacks settle the payment exactly once', async () => {
    const { placed, cookie, product } = await checkedOut()
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        decide(cookie, placed.paymentId, index % 2 === 0 ? 'approve' : 'decline'),
      ),
    )
    expect(responses.every((response) => response.statusCode === 200)).toBe(true)
    const final = new Set(responses.map((response) => response.json<PaymentView>().status))
    expect(final.size).toBe(1)
    const updates = await t.db
      .select()
      .from(deliveryUpdates)
      .where(inArray(deliveryUpdates.orderId, placed.orderIds))
    expect(updates).toHaveLength(2)
    // Paid keeps the reservation; failed gives it back exactly once.
    expect(await stockOf(product.id)).toBe(final.has('paid') ? 8 : 10)
  })

  it('decline fails the payment, cancels the orders, returns the stock and the coupon use', async () => {
    const coupon = await createCoupon(t.db, { usageLimit: 5 })
    const { placed, cookie, product } = await checkedOut('sandbox', coupon.couponCode)
    expect(await stockOf(product.id)).toBe(8)
    const declined = await decide(cookie, placed.paymentId, 'decline')
    expect(declined.json<PaymentView>().status).toBe('failed')
    expect(await statuses(placed.orderIds)).toEqual(['cancelled'])
    expect(await stockOf(product.id)).toBe(10)
    const [after] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id))
    expect(after!.usedCount).toBe(0)
    expect(
      await t.db.select().from(couponUsage).where(eq(couponUsage.couponId, coupon.id)),
    ).toEqual([])
    expect((await decide(cookie, placed.paymentId, 'approve')).json<PaymentView>().status).toBe(
      'failed',
    )
  })

  it('refuses a callback with a bad signature and sandbox actions on a cash payment', async () => {
    const { placed, cookie } = await checkedOut()
    const callback = sandboxCallback(placed.paymentId, 'approved')
    const tampered = {
      body: callback.body,
      headers: { [SANDBOX_SIGNATURE_HEADER]: '0'.repeat(64) },
    }
    await expect(
      t.app.payments.handleProviderCallback(t.db, 'sandbox', tampered),
    ).rejects.toMatchObject({
      code: 'INVALID_CALLBACK',
    })
    const forged = { body: { ...callback.body, outcome: 'declined' }, headers: callback.headers }
    await expect(
      t.app.payments.handleProviderCallback(t.db, 'sandbox', forged),
    ).rejects.toMatchObject({
      code: 'INVALID_CALLBACK',
    })
    expect(await statuses(placed.orderIds)).toEqual(['pending'])

    const cash = await checkedOut('cash_on_delivery')
    const refused = await decide(cash.cookie, cash.placed.paymentId, 'approve')
    expect(refused.statusCode).toBe(409)
    expect(cookie).not.toBe(cash.cookie)
  })
})

describe('cash on delivery', () => {
  it('leaves the orders pending for the seller and the payment pending until delivery', async () => {
    const { placed, cookie } = await checkedOut('cash_on_delivery')
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${placed.paymentId}`,
      headers: { cookie },
    })
    expect(view.json<PaymentView>()).toMatchObject({
      status: 'pending',
      method: 'cash_on_delivery',
      expiresAt: null,
    })
    expect(await statuses(placed.orderIds)).toEqual(['pending'])
  })
})

describe('expiry', () => {
  it('expires stale pending sandbox payments, cancels their orders and releases stock', async () => {
    const stale = await checkedOut()
    const fresh = await checkedOut()
    const cash = await checkedOut('cash_on_delivery')
    await t.db
      .update(payments)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(inArray(payments.id, [stale.placed.paymentId, cash.placed.paymentId]))

    expect(await t.app.payments.expireStalePayments(t.db, 30)).toBe(1)
    const [row] = await t.db.select().from(payments).where(eq(payments.id, stale.placed.paymentId))
    expect(row!.status).toBe('expired')
    expect(await statuses(stale.placed.orderIds)).toEqual(['cancelled'])
    expect(await stockOf(stale.product.id)).toBe(10)
    expect(await statuses(fresh.placed.orderIds)).toEqual(['pending'])
    expect(await statuses(cash.placed.orderIds)).toEqual(['pending'])
    expect(await t.app.payments.expireStalePayments(t.db, 30)).toBe(0)
  })
})
