import { generateKeyPairSync, randomUUID } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PlacedOrder } from '#shared/contracts/checkout.ts'
import { translate } from '#shared/i18n/messages.ts'
import { cartItems } from '#server/db/schema/cart.ts'
import { products } from '#server/db/schema/catalog.ts'
import { orders } from '#server/db/schema/delivery.ts'
import { payments, telebirrTransactions } from '#server/db/schema/payments.ts'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { startTelebirrStandIn, type TelebirrStandIn } from '#test/helpers/telebirr-stand-in.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'
import { applyTelebirrNotification, confirmTelebirrPayment } from '../provider-callbacks.ts'
import type { SettlePayment } from '../payments.service.ts'
import { createTelebirrProvider, type TelebirrProvider } from './telebirr.ts'

const pem = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  })

let t: TestApp
let standIn: TelebirrStandIn
let telebirr: TelebirrProvider
/** Settles as the app does: its orders and programs apply what was paid for. */
let settle: SettlePayment

beforeAll(async () => {
  const merchant = pem()
  const provider = pem()
  standIn = await startTelebirrStandIn({
    merchantPublicKey: merchant.publicKey,
    providerPrivateKey: provider.privateKey,
  })
  t = await createTestApp({
    TELEBIRR_APP_ID: 'app-1',
    TELEBIRR_APP_KEY: 'key-1',
    TELEBIRR_SHORT_CODE: '220311',
    TELEBIRR_PUBLIC_KEY: provider.publicKey,
    TELEBIRR_PRIVATE_KEY: merchant.privateKey,
    TELEBIRR_BASE_URL: standIn.baseUrl,
  })
  settle = t.app.payments.settle
  telebirr = createTelebirrProvider(t.db, {
    appId: 'app-1',
    appKey: 'key-1',
    shortCode: '220311',
    publicKey: provider.publicKey,
    privateKey: merchant.privateKey,
    baseUrl: standIn.baseUrl,
    returnUrl: 'http://localhost:5000/payment',
    notifyUrl: 'http://localhost:5000/api/payments/callback/telebirr',
  })
})

afterAll(async () => {
  await standIn.close()
  await t.close()
})

/** A pending checkout of two 100.25-birr units, its payment switched to telebirr and initiated. */
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
  // Checkout does not offer telebirr yet; the payment row is otherwise exactly as checkout made it.
  await t.db
    .update(payments)
    .set({ paymentMethod: 'telebirr' })
    .where(eq(payments.id, placed.paymentId))
  const [payment] = await t.db.select().from(payments).where(eq(payments.id, placed.paymentId))
  const providerPayment = {
    id: payment!.id,
    amount: payment!.amount,
    currency: payment!.currency,
    status: payment!.status,
    transactionId: null,
  }
  const { redirectUrl } = await telebirr.initiate(providerPayment)
  const [transaction] = await t.db
    .select()
    .from(telebirrTransactions)
    .where(eq(telebirrTransactions.paymentId, placed.paymentId))
  return { placed, product, redirectUrl, transaction: transaction!, providerPayment }
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

describe('telebirr', () => {
  it('signs the pre-order, stores the transaction and returns the checkout URL', async () => {
    const { placed, redirectUrl, transaction } = await initiated()
    expect(placed.grandTotal).toBe('230.58')
    expect(redirectUrl).toBe(`${standIn.baseUrl}/pay/${transaction.outTradeNo}`)
    expect(transaction).toMatchObject({
      appId: 'app-1',
      totalAmount: '230.58',
      shortCode: '220311',
      returnUrl: `http://localhost:5000/payment/${placed.paymentId}`,
      notifyUrl: 'http://localhost:5000/api/payments/callback/telebirr',
      timeoutExpress: 30,
      status: 'pending',
      webUrl: redirectUrl,
    })
    expect(transaction.nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(transaction.timestamp).toBeInstanceOf(Date)
    expect(standIn.orders.get(transaction.outTradeNo)?.totalAmount).toBe('230.58')
    expect(standIn.refused).toBe(0)
  })

  it('a signed notification marks the payment paid and confirms the orders; a repeat changes nothing', async () => {
    const { placed, product, transaction } = await initiated()
    const body = standIn.notification(transaction.outTradeNo)
    const first = await applyTelebirrNotification(t.db, settle, telebirr, { body, headers: {} })
    expect(first.changed).toBe(true)
    const after = await state(placed, product.id)
    expect(after).toEqual({
      payment: 'paid',
      transactionId: body.tradeNo,
      orders: ['confirmed'],
      stock: 8,
    })
    const [stored] = await t.db
      .select()
      .from(telebirrTransactions)
      .where(eq(telebirrTransactions.outTradeNo, transaction.outTradeNo))
    expect(stored).toMatchObject({ status: 'paid', telebirrTransactionId: body.tradeNo })

    const again = await applyTelebirrNotification(t.db, settle, telebirr, { body, headers: {} })
    expect(again.changed).toBe(false)
    const failedLater = standIn.notification(transaction.outTradeNo, 'Failure')
    expect(
      (await applyTelebirrNotification(t.db, settle, telebirr, { body: failedLater, headers: {} }))
        .changed,
    ).toBe(false)
    expect(await state(placed, product.id)).toEqual(after)
  })

  it('refuses a tampered or unsigned notification and changes nothing', async () => {
    const { placed, product, transaction } = await initiated()
    const before = await state(placed, product.id)
    const body = standIn.notification(transaction.outTradeNo)
    for (const forged of [
      { ...body, totalAmount: '1.00' },
      { ...body, tradeStatus: 'Failure' },
      { ...body, sign: body.sign.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) },
      Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'sign')),
    ]) {
      expect(() => telebirr.parseCallback({ body: forged, headers: {} })).toThrow()
      await expect(
        applyTelebirrNotification(t.db, settle, telebirr, { body: forged, headers: {} }),
      ).rejects.toMatchObject({ name: 'InvalidCallbackError' })
    }
    expect(await state(placed, product.id)).toEqual(before)
    expect(before.payment).toBe('pending')
  })

  it('confirms through a signed order query; pending stays pending, failure cancels', async () => {
    const paid = await initiated()
    expect(await confirmTelebirrPayment(t.db, settle, telebirr, paid.providerPayment)).toEqual({
      changed: false,
      status: 'pending',
    })
    standIn.orders.get(paid.transaction.outTradeNo)!.tradeStatus = 'Completed'
    expect(await confirmTelebirrPayment(t.db, settle, telebirr, paid.providerPayment)).toEqual({
      changed: true,
      status: 'paid',
    })
    expect(await state(paid.placed, paid.product.id)).toMatchObject({
      payment: 'paid',
      orders: ['confirmed'],
    })

    const failed = await initiated()
    standIn.orders.get(failed.transaction.outTradeNo)!.tradeStatus = 'Failure'
    expect(
      (await confirmTelebirrPayment(t.db, settle, telebirr, failed.providerPayment)).status,
    ).toBe('failed')
    expect(await state(failed.placed, failed.product.id)).toMatchObject({
      payment: 'failed',
      orders: ['cancelled'],
      stock: 10,
    })
    expect(standIn.refused).toBe(0)
  })

  it('a request signed with another key is refused by the stand-in', async () => {
    const stranger = createTelebirrProvider(t.db, {
      appId: 'app-1',
      appKey: 'key-1',
      shortCode: '220311',
      publicKey: pem().publicKey,
      privateKey: pem().privateKey,
      baseUrl: standIn.baseUrl,
      returnUrl: 'http://localhost:5000/payment',
      notifyUrl: 'http://localhost:5000/api/payments/callback/telebirr',
    })
    const refusedBefore = standIn.refused
    await expect(
      stranger.initiate({
        id: randomUUID(),
        amount: '10.00',
        currency: 'ETB',
        status: 'pending',
        transactionId: null,
      }),
    ).rejects.toThrow(/401/)
    expect(standIn.refused).toBe(refusedBefore + 1)
  })

  it('POST /api/payments/callback/telebirr answers 400 to a forgery and applies a signed one once', async () => {
    const { placed, product, transaction } = await initiated()
    const post = (body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/callback/telebirr',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      })
    const body = standIn.notification(transaction.outTradeNo)
    const forged = await post({ ...body, totalAmount: '0.01' })
    expect(forged.statusCode).toBe(400)
    expect(forged.json()).toMatchObject({ code: 'INVALID_CALLBACK' })
    expect((await state(placed, product.id)).payment).toBe('pending')

    expect((await post(body)).json()).toEqual({ changed: true })
    expect(await state(placed, product.id)).toMatchObject({
      payment: 'paid',
      orders: ['confirmed'],
    })
    expect((await post(body)).json()).toEqual({ changed: false })
  })
})

describe('checkout with telebirr', () => {
  it('a refused pre-order answers 502 in our own words and gives the stock back', async () => {
    const { seller } = await createSellerUser(t.db)
    const category = await createCategory(t.db)
    const product = await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      stock: 4,
    })
    const user = await createUser(t.db)
    await t.db.insert(cartItems).values({ userId: user.id, productId: product.id, quantity: 1 })
    standIn.preOrderError = {
      status: 200,
      message: 'Short code 220311 blocked: KYC level 2 required',
    }
    let response
    try {
      response = await t.app.inject({
        method: 'POST',
        url: '/api/checkout/orders',
        headers: {
          cookie: await t.cookieFor(user.id),
          'idempotency-key': randomUUID(),
          'accept-language': 'am',
        },
        payload: {
          city: 'jimma',
          subCity: 'Hermata',
          addressDetails: 'Near the stadium',
          phone: '+251911234567',
          paymentMethod: 'telebirr',
        },
      })
    } finally {
      standIn.preOrderError = undefined
    }
    expect(response.statusCode).toBe(502)
    expect(response.json()).toEqual({
      message: translate('checkout.providerUnavailable', 'am'),
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
    })
    expect(response.body).not.toMatch(/KYC|220311|telebirr/i)
    const [left] = await t.db.select().from(products).where(eq(products.id, product.id))
    expect(left!.stock).toBe(4)
  })
})
