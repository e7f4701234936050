import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CheckoutInput, CheckoutQuote, PlacedOrder } from '#shared/contracts/checkout.ts'
import type { Order } from '#shared/contracts/orders.ts'
import type { PaymentView } from '#shared/contracts/payments.ts'
import { cartItems } from '#server/db/schema/cart.ts'
import { payments } from '#server/db/schema/payments.ts'
import { buyerMemberships, subscriptionPlans } from '#server/db/schema/revenue.ts'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'

// One payment covering several sellers' orders, what a cancelled order's money does, the cart
// after an unpaid checkout, and the PAYMENTS_SANDBOX switch.

const address: Omit<CheckoutInput, 'paymentMethod'> = {
  city: 'addis_ababa',
  subCity: 'Bole',
  addressDetails: 'House 12',
  phone: '+251911234567',
}

async function fillCart(app: TestApp, sellerCount: number) {
  const category = await createCategory(app.db)
  const buyer = await createUser(app.db)
  const cookie = await app.cookieFor(buyer.id)
  const products = []
  for (let i = 0; i < sellerCount; i++) {
    const { seller } = await createSellerUser(app.db)
    const product = await createProduct(app.db, {
      sellerId: seller.id,
      categoryId: category.id,
      stock: 10,
      price: `${100 * (i + 1)}.00`,
    })
    products.push(product)
    await app.db
      .insert(cartItems)
      .values({ userId: buyer.id, productId: product.id, quantity: i + 1 })
  }
  return { buyer, cookie, products }
}

async function checkout(
  app: TestApp,
  cookie: string,
  paymentMethod: CheckoutInput['paymentMethod'],
) {
  return app.app.inject({
    method: 'POST',
    url: '/api/checkout/orders',
    headers: { cookie, 'idempotency-key': randomUUID() },
    payload: { ...address, paymentMethod },
  })
}

const cartOf = async (app: TestApp, userId: string) =>
  (
    await app.db
      .select({ productId: cartItems.productId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
  ).sort((a, b) => a.quantity - b.quantity)

describe('with the sandbox on (embedded database default)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  const get = async <T>(cookie: string, url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<T>()
  }

  it('lists what a payment covers, and a cancelled order says only its own share is refunded', async () => {
    const { cookie } = await fillCart(t, 3)
    const placed = (await checkout(t, cookie, 'sandbox')).json<PlacedOrder>()
    const pending = await get<PaymentView>(cookie, `/api/payments/${placed.paymentId}`)
    expect(pending.orders).toHaveLength(3)
    expect(pending.orders.map((order) => order.orderNumber).sort()).toEqual(
      [...placed.orderNumbers].sort(),
    )
    // Every order's share adds up to the payment.
    const shares = pending.orders.map((order) => Number(order.totalAmount))
    expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(Number(pending.amount), 2)
    for (const order of pending.orders) {
      expect(order).toMatchObject({ status: 'pending', refund: 'none' })
      expect(order.storeName).toBeTruthy()
      expect(order.productName).toBeTruthy()
    }
    expect(pending.orders.map((order) => order.quantity).sort()).toEqual([1, 2, 3])

    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${placed.paymentId}/sandbox/approve`,
      headers: { cookie },
    })
    expect(approve.statusCode).toBe(200)
    const [cancelledId, ...keptIds] = placed.orderIds
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${cancelledId}/status`,
      headers: { cookie },
      payload: { status: 'cancelled' },
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
    expect(cancel.json<Order>().payment).toEqual({
      id: placed.paymentId,
      method: 'sandbox',
      refund: 'refund_pending',
      walletCredit: '0.00',
    })

    const after = await get<PaymentView>(cookie, `/api/payments/${placed.paymentId}`)
    const cancelled = after.orders.find((order) => order.id === cancelledId)!
    expect(cancelled).toMatchObject({ status: 'cancelled', refund: 'refund_pending' })
    for (const id of keptIds) {
      expect(after.orders.find((order) => order.id === id)).toMatchObject({
        status: 'confirmed',
        refund: 'none',
      })
    }
    const kept = await get<Order>(cookie, `/api/orders/${keptIds[0]}`)
    expect(kept.payment).toEqual({
      id: placed.paymentId,
      method: 'sandbox',
      refund: 'none',
      walletCredit: '0.00',
    })

    // Once the team records the refund of that order, it reads as refunded; the others stay as
    // they are.
    await t.db
      .update(payments)
      .set({
        status: 'refunded',
        metadata: {
          ...((after as unknown as { metadata?: object }).metadata ?? {}),
          orderGroupId: placed.orderGroupId,
          orderIds: placed.orderIds,
          refunds: [
            { orderId: cancelledId, amount: cancelled.totalAmount, reference: null, at: '' },
          ],
        },
      })
      .where(eq(payments.id, placed.paymentId))
    const refunded = await get<PaymentView>(cookie, `/api/payments/${placed.paymentId}`)
    expect(refunded.orders.find((order) => order.id === cancelledId)?.refund).toBe('refunded')
    expect(refunded.orders.filter((order) => order.refund === 'none')).toHaveLength(2)
  })

  it('a cancelled cash-on-delivery order owes nothing back', async () => {
    const { cookie } = await fillCart(t, 1)
    const placed = (await checkout(t, cookie, 'cash_on_delivery')).json<PlacedOrder>()
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${placed.orderIds[0]}/status`,
      headers: { cookie },
      payload: { status: 'cancelled' },
    })
    expect(cancel.statusCode).toBe(200)
    expect(cancel.json<Order>().payment).toMatchObject({
      method: 'cash_on_delivery',
      refund: 'none',
    })
  })

  it('a declined payment puts the items back in the cart', async () => {
    const { buyer, cookie, products } = await fillCart(t, 2)
    const before = await cartOf(t, buyer.id)
    const placed = (await checkout(t, cookie, 'sandbox')).json<PlacedOrder>()
    expect(await cartOf(t, buyer.id)).toEqual([])
    const decline = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${placed.paymentId}/sandbox/decline`,
      headers: { cookie },
    })
    expect(decline.statusCode).toBe(200)
    expect(decline.json<PaymentView>().status).toBe('failed')
    expect(await cartOf(t, buyer.id)).toEqual(before)
    // The cart answers with them, ready to check out again.
    const cart = await get<{ items: { product: { id: string } }[] } | { id: string }[]>(
      cookie,
      '/api/cart',
    )
    expect(JSON.stringify(cart)).toContain(products[0]!.id)
  })

  it('an expired payment puts the items back, keeping a larger quantity added since', async () => {
    const { buyer, cookie, products } = await fillCart(t, 1)
    const placed = (await checkout(t, cookie, 'sandbox')).json<PlacedOrder>()
    // Meanwhile the buyer added the same product again, more of it.
    await t.db
      .insert(cartItems)
      .values({ userId: buyer.id, productId: products[0]!.id, quantity: 4 })
    await t.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(payments.id, placed.paymentId))
    await t.app.payments.expireStalePayments(t.db)
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, placed.paymentId))
    expect(payment!.status).toBe('expired')
    expect(await cartOf(t, buyer.id)).toEqual([{ productId: products[0]!.id, quantity: 4 }])
  })

  it('offers and accepts the sandbox', async () => {
    const { cookie } = await fillCart(t, 1)
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/quote',
      headers: { cookie },
      payload: { ...address },
    })
    expect(quote.statusCode, quote.body).toBe(200)
    expect(quote.json<CheckoutQuote>().paymentMethods).toContain('sandbox')
    expect(await get<string[]>(cookie, '/api/revenue/payment-methods')).toContain('sandbox')
  })
})

describe('with the sandbox off (PAYMENTS_SANDBOX=false, or DATABASE_URL without it)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ PAYMENTS_SANDBOX: 'false' })
  })
  afterAll(async () => {
    await t.close()
  })

  it('neither offers nor accepts it at checkout', async () => {
    const { buyer, cookie } = await fillCart(t, 1)
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/quote',
      headers: { cookie },
      payload: { ...address },
    })
    expect(quote.statusCode).toBe(200)
    expect(quote.json<CheckoutQuote>().paymentMethods).toEqual(['cash_on_delivery'])
    const refused = await checkout(t, cookie, 'sandbox')
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_METHOD_UNAVAILABLE' })
    // Nothing was ordered; the cart is as it was.
    expect(await cartOf(t, buyer.id)).toHaveLength(1)
    expect((await checkout(t, cookie, 'cash_on_delivery')).statusCode).toBe(201)
  })

  it('neither offers nor accepts it for plans and memberships', async () => {
    const { user, seller } = await createSellerUser(t.db)
    const cookie = await t.cookieFor(user.id)
    const methods = await t.app.inject({
      method: 'GET',
      url: '/api/revenue/payment-methods',
      headers: { cookie },
    })
    expect(methods.json()).toEqual([])
    const [plan] = await t.db
      .insert(subscriptionPlans)
      .values({ name: `Plan ${Math.random()}`, price: '499.00', maxProducts: 7 })
      .returning()
    const [membership] = await t.db
      .insert(buyerMemberships)
      .values({
        name: `Plus ${Math.random()}`,
        monthlyFee: '149.00',
        cashbackPercentage: '2.00',
        benefits: [],
      })
      .returning()
    for (const [url, payload] of [
      ['/api/seller-subscriptions', { planId: plan!.id, paymentMethod: 'sandbox' }],
      ['/api/seller-subscriptions', { planId: plan!.id }],
      ['/api/buyer-memberships/user', { membershipId: membership!.id, paymentMethod: 'sandbox' }],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url, headers: { cookie }, payload })
      expect(response.statusCode, url).toBe(400)
      expect(response.json()).toMatchObject({ code: 'PAYMENT_METHOD_UNAVAILABLE' })
    }
    const opened = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, user.id), eq(payments.paymentMethod, 'sandbox')))
    expect(opened).toEqual([])
    expect(seller.id).toBeTruthy()
  })

  it('refuses to approve a sandbox payment made while it was on', async () => {
    // A payment left from before the switch: the buyer may not approve it any more.
    const { buyer, cookie } = await fillCart(t, 1)
    const placed = (await checkout(t, cookie, 'cash_on_delivery')).json<PlacedOrder>()
    await t.db
      .update(payments)
      .set({ paymentMethod: 'sandbox' })
      .where(eq(payments.id, placed.paymentId))
    for (const action of ['approve', 'decline']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/payments/${placed.paymentId}/sandbox/${action}`,
        headers: { cookie },
      })
      expect(response.statusCode).toBe(409)
      expect(response.json()).toMatchObject({ code: 'SANDBOX_DISABLED' })
    }
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, placed.paymentId))
    expect(payment!.status).toBe('pending')
    expect(buyer.id).toBeTruthy()
  })
})
