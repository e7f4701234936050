import { randomUUID } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { PlacedOrder } from '#shared/contracts/checkout.ts'
import { translate } from '#shared/i18n/messages.ts'
import { loadConfig } from '#server/config.ts'
import { cartItems } from '#server/db/schema/cart.ts'
import { products } from '#server/db/schema/catalog.ts'
import { orders } from '#server/db/schema/delivery.ts'
import { payments } from '#server/db/schema/payments.ts'
import { digitalServiceOrders, digitalServices } from '#server/db/schema/revenue.ts'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { startChapaStandIn, type ChapaStandIn } from '#test/helpers/chapa-stand-in.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'
import { applyChapaWebhook, confirmChapaPayment } from '../provider-callbacks.ts'
import type { SettlePayment } from '../payments.service.ts'
import { type ChapaProvider, chapaTxRef, createChapaProvider } from './chapa.ts'
import { externalProviders } from './registry.ts'

const keys = { secretKey: 'CHASECK_TEST-stand-in', webhookSecret: 'whsec-stand-in-0123456789' }
const urls = {
  returnUrl: 'http://localhost:5000/payment',
  callbackUrl: 'http://localhost:5000/api/payments/callback/chapa',
}

let t: TestApp
let standIn: ChapaStandIn
let chapa: ChapaProvider
/** Settles as the app does: its orders and programs apply what was paid for. */
let settle: SettlePayment

beforeAll(async () => {
  standIn = await startChapaStandIn(keys)
  t = await createTestApp({
    CHAPA_SECRET_KEY: keys.secretKey,
    CHAPA_WEBHOOK_SECRET: keys.webhookSecret,
    CHAPA_BASE_URL: standIn.baseUrl,
  })
  settle = t.app.payments.settle
  chapa = createChapaProvider({ ...keys, ...urls, baseUrl: standIn.baseUrl })
})

afterAll(async () => {
  await standIn.close()
  await t.close()
})

/** A pending checkout of two 100.25-birr units, its payment switched to Chapa and initiated. */
async function initiated() {
  const { seller } = await createSellerUser(t.db)
  const category = await createCategory(t.db)
  const product = await createProduct(t.db, {
    sellerId: seller.id,
    categoryId: category.id,
    stock: 10,
    price: '100.25',
  })
  const user = await createUser(t.db)
  await t.db.insert(cartItems).values({ userId: user.id, productId: product.id, quantity: 2 })
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/checkout/orders',
    headers: { cookie: await t.cookieFor(user.id), 'idempotency-key': randomUUID() },
    payload: {
      city: 'jimma',
      subCity: 'Hermata',
      addressDetails: 'Near the stadium',
      phone: '+251911234567',
      paymentMethod: 'cash_on_delivery',
    },
  })
  expect(response.statusCode).toBe(201)
  const placed = response.json<PlacedOrder>()
  // Checkout does not offer Chapa yet; the payment row is otherwise exactly as checkout made it.
  await t.db
    .update(payments)
    .set({ paymentMethod: 'chapa' })
    .where(eq(payments.id, placed.paymentId))
  const [payment] = await t.db.select().from(payments).where(eq(payments.id, placed.paymentId))
  const providerPayment = {
    id: payment!.id,
    amount: payment!.amount,
    currency: payment!.currency,
    status: payment!.status,
    transactionId: null,
  }
  const { redirectUrl } = await chapa.initiate(providerPayment)
  return { placed, product, redirectUrl, providerPayment, txRef: chapaTxRef(payment!.id) }
}

async function state(placed: PlacedOrder, productId: string) {
  const [payment] = await t.db.select().from(payments).where(eq(payments.id, placed.paymentId))
  const rows = await t.db
    .select({ status: orders.status })
    .from(orders)
    .where(inArray(orders.id, placed.orderIds))
  const [product] = await t.db.select().from(products).where(eq(products.id, productId))
  return {
    payment: payment!.status,
    transactionId: payment!.transactionId,
    orders: rows.map((row) => row.status),
    stock: product!.stock,
  }
}

describe('Chapa', () => {
  it('initializes with the bearer secret and returns the checkout URL', async () => {
    const { placed, redirectUrl, txRef } = await initiated()
    expect(redirectUrl).toBe(`${standIn.baseUrl}/checkout/${txRef}`)
    expect(standIn.transactions.get(txRef)).toEqual({
      txRef,
      amount: placed.grandTotal,
      currency: 'ETB',
      status: 'pending',
    })
    expect(placed.grandTotal).toBe('230.58')
    expect(standIn.refused).toBe(0)

    const wrongKey = createChapaProvider({
      ...keys,
      ...urls,
      secretKey: 'CHASECK_TEST-wrong',
      baseUrl: standIn.baseUrl,
    })
    await expect(
      wrongKey.initiate({
        id: randomUUID(),
        amount: '10.00',
        currency: 'ETB',
        status: 'pending',
        transactionId: null,
      }),
    ).rejects.toThrow(/401/)
    expect(standIn.refused).toBe(1)
  })

  it('a signed webhook marks the payment paid and confirms the orders; a repeat changes nothing', async () => {
    const { placed, product, txRef } = await initiated()
    const webhook = standIn.webhook(txRef)
    expect((await applyChapaWebhook(t.db, settle, chapa, webhook)).changed).toBe(true)
    const after = await state(placed, product.id)
    expect(after).toEqual({
      payment: 'paid',
      transactionId: `CH${txRef.slice(-8)}`,
      orders: ['confirmed'],
      stock: 8,
    })
    expect((await applyChapaWebhook(t.db, settle, chapa, webhook)).changed).toBe(false)
    expect(
      (await applyChapaWebhook(t.db, settle, chapa, standIn.webhook(txRef, 'failed'))).changed,
    ).toBe(false)
    expect(await state(placed, product.id)).toEqual(after)
  })

  it('refuses a tampered or unsigned webhook and changes nothing', async () => {
    const { placed, product, txRef } = await initiated()
    const before = await state(placed, product.id)
    const webhook = standIn.webhook(txRef)
    const tampered = [
      { body: webhook.body.replace('"success"', '"failed"'), headers: webhook.headers },
      {
        body: webhook.body.replace(/"amount":"[^"]+"/, '"amount":"1.00"'),
        headers: webhook.headers,
      },
      { body: webhook.body, headers: { 'chapa-signature': '0'.repeat(64) } },
      { body: webhook.body, headers: {} },
      // Parsed JSON is not the raw body the signature covers.
      { body: JSON.parse(webhook.body) as unknown, headers: webhook.headers },
    ]
    for (const callback of tampered) {
      expect(() => chapa.parseCallback(callback)).toThrow()
      await expect(applyChapaWebhook(t.db, settle, chapa, callback)).rejects.toMatchObject({
        name: 'InvalidCallbackError',
      })
    }
    // Each header name alone is accepted.
    expect(
      chapa.parseCallback({
        body: webhook.body,
        headers: { 'x-chapa-signature': webhook.headers['x-chapa-signature'] },
      }).status,
    ).toBe('paid')
    expect(await state(placed, product.id)).toEqual(before)
    expect(before.payment).toBe('pending')
  })

  it('confirms through verify; pending stays pending, failure cancels and returns stock', async () => {
    const paid = await initiated()
    expect(await confirmChapaPayment(t.db, settle, chapa, paid.providerPayment)).toEqual({
      changed: false,
      status: 'pending',
    })
    standIn.transactions.get(paid.txRef)!.status = 'success'
    expect(await confirmChapaPayment(t.db, settle, chapa, paid.providerPayment)).toEqual({
      changed: true,
      status: 'paid',
    })
    expect(await state(paid.placed, paid.product.id)).toMatchObject({
      payment: 'paid',
      orders: ['confirmed'],
    })

    const short = await initiated()
    const transaction = standIn.transactions.get(short.txRef)!
    transaction.status = 'success'
    transaction.amount = '230.57'
    expect((await confirmChapaPayment(t.db, settle, chapa, short.providerPayment)).status).toBe(
      'pending',
    )

    const failed = await initiated()
    standIn.transactions.get(failed.txRef)!.status = 'failed'
    expect((await confirmChapaPayment(t.db, settle, chapa, failed.providerPayment)).status).toBe(
      'failed',
    )
    expect(await state(failed.placed, failed.product.id)).toMatchObject({
      payment: 'failed',
      orders: ['cancelled'],
      stock: 10,
    })
  })

  it('POST /api/payments/callback/chapa verifies the raw body: 400 when tampered, then applies once', async () => {
    const { placed, product, txRef } = await initiated()
    const webhook = standIn.webhook(txRef)
    const post = (body: string, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/callback/chapa',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: body,
      })
    // Same JSON, different bytes: the signature covers the raw body, not its meaning.
    const respaced = await post(JSON.stringify(JSON.parse(webhook.body), null, 2), webhook.headers)
    expect(respaced.statusCode).toBe(400)
    expect(respaced.json()).toMatchObject({ code: 'INVALID_CALLBACK' })
    expect((await state(placed, product.id)).payment).toBe('pending')

    const first = await post(webhook.body, webhook.headers)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ changed: true })
    expect(await state(placed, product.id)).toMatchObject({
      payment: 'paid',
      orders: ['confirmed'],
    })
    expect((await post(webhook.body, webhook.headers)).json()).toEqual({ changed: false })

    // telebirr is not configured in this app: its callback has nothing to answer it.
    const telebirr = await t.app.inject({
      method: 'POST',
      url: '/api/payments/callback/telebirr',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    })
    expect(telebirr.statusCode).toBe(404)
  })

  it('offers neither telebirr nor Chapa when their keys are not set', () => {
    // Besides them, only the sandbox switch (on for the embedded database).
    const providers = (config: ReturnType<typeof loadConfig>) =>
      Object.keys(externalProviders(t.db, config)).filter((key) => key !== 'sandbox')
    expect(externalProviders(t.db, loadConfig({}))).toEqual({ sandbox: true })
    expect(providers(loadConfig({ CHAPA_SECRET_KEY: keys.secretKey }))).toEqual([])
    expect(providers(t.config)).toEqual(['chapa'])
  })
})

describe('checkout with Chapa', () => {
  const PROVIDER_TEXT = 'Merchant account MA-4471 suspended by compliance (internal ref 9931)'
  const payload = {
    city: 'jimma',
    subCity: 'Hermata',
    addressDetails: 'Near the stadium',
    phone: '+251911234567',
    paymentMethod: 'chapa',
  }

  async function shopper(productId: string, quantity = 1) {
    const user = await createUser(t.db)
    await t.db.insert(cartItems).values({ userId: user.id, productId, quantity })
    const cookie = await t.cookieFor(user.id)
    const place = (key: string, method = 'chapa') =>
      t.app.inject({
        method: 'POST',
        url: '/api/checkout/orders',
        headers: { cookie, 'idempotency-key': key, 'accept-language': 'en' },
        payload: { ...payload, paymentMethod: method },
      })
    return { user, place }
  }

  async function stockedProduct(stock: number) {
    const { seller } = await createSellerUser(t.db)
    const category = await createCategory(t.db)
    return createProduct(t.db, { sellerId: seller.id, categoryId: category.id, stock })
  }

  it('a refusal answers 502 in our own words, orders nothing, and the same key works once Chapa is back', async () => {
    const product = await stockedProduct(5)
    const { user, place } = await shopper(product.id, 2)
    const key = randomUUID()
    standIn.initializeMode = { kind: 'error', status: 400, message: PROVIDER_TEXT }
    let refused
    try {
      refused = await place(key)
    } finally {
      standIn.initializeMode = { kind: 'normal' }
    }
    expect(refused.statusCode).toBe(502)
    // No word of the provider's, not even in details.
    expect(refused.json()).toEqual({
      message: translate('checkout.providerUnavailable', 'en'),
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
    })
    expect(refused.body).not.toContain('MA-4471')
    const [left] = await t.db.select().from(products).where(eq(products.id, product.id))
    expect(left!.stock).toBe(5)
    const cancelled = await t.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.buyerId, user.id))
    expect(cancelled.map((order) => order.status)).toEqual(['cancelled'])
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, user.id))).toHaveLength(1)

    const retried = await place(key)
    expect(retried.statusCode).toBe(201)
    const placed = retried.json<PlacedOrder>()
    expect(placed.next).toBe(`${standIn.baseUrl}/checkout/${chapaTxRef(placed.paymentId)}`)
    const [after] = await t.db.select().from(products).where(eq(products.id, product.id))
    expect(after!.stock).toBe(3)
    // A replay returns the stored answer.
    expect((await place(key)).json()).toEqual(placed)
  })

  it('a hanging Chapa holds no row lock: another checkout of the same product completes meanwhile', async () => {
    const product = await stockedProduct(5)
    const first = await shopper(product.id)
    const second = await shopper(product.id)
    const key = randomUUID()
    standIn.initializeMode = { kind: 'hang' }
    const waiting = first.place(key)
    try {
      // The first checkout has reached Chapa (its request is held there).
      await vi.waitFor(
        () => {
          if (standIn.held() === 0) throw new Error('not yet at Chapa')
        },
        { timeout: 10_000, interval: 50 },
      )
      standIn.initializeMode = { kind: 'normal' }
      const meanwhile = await Promise.race([
        second.place(randomUUID(), 'sandbox'),
        new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 5_000)),
      ])
      expect(meanwhile === 'blocked' ? 'blocked' : meanwhile.statusCode).toBe(201)
      // The same key while the first attempt still waits: told so, nothing ordered twice.
      const replay = await first.place(key)
      expect(replay.statusCode).toBe(409)
      expect(replay.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_PROGRESS' })
    } finally {
      standIn.initializeMode = { kind: 'normal' }
      standIn.releaseHeld()
    }
    expect((await waiting).statusCode).toBe(201)
    const [left] = await t.db.select().from(products).where(eq(products.id, product.id))
    expect(left!.stock).toBe(3)
  })
})

describe('a digital service paid with Chapa', () => {
  it('a refusal answers 502 in our own words and cancels the pending service order', async () => {
    const { seller } = await createSellerUser(t.db)
    const [service] = await t.db
      .insert(digitalServices)
      .values({ sellerId: seller.id, title: 'Logo design', price: '800.00', deliveryTime: 3 })
      .returning()
    const buyer = await createUser(t.db)
    standIn.initializeMode = {
      kind: 'error',
      status: 503,
      message: 'Upstream bank gateway BG-17 offline',
    }
    let response
    try {
      response = await t.app.inject({
        method: 'POST',
        url: `/api/digital-services/${service!.id}/orders`,
        headers: { cookie: await t.cookieFor(buyer.id), 'accept-language': 'en' },
        payload: { requirements: 'A logo for a coffee shop in Bole', paymentMethod: 'chapa' },
      })
    } finally {
      standIn.initializeMode = { kind: 'normal' }
    }
    expect(response.statusCode).toBe(502)
    expect(response.json()).toEqual({
      message: translate('checkout.providerUnavailable', 'en'),
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
    })
    expect(response.body).not.toContain('BG-17')
    const serviceOrders = await t.db
      .select({ status: digitalServiceOrders.status })
      .from(digitalServiceOrders)
      .where(eq(digitalServiceOrders.buyerId, buyer.id))
    expect(serviceOrders.map((order) => order.status)).not.toContain('pending_payment')
    const buyerPayments = await t.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.userId, buyer.id))
    expect(buyerPayments.map((payment) => payment.status)).toEqual(['failed'])
  })
})
