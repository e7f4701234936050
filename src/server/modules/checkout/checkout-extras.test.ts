import { generateKeyPairSync, randomUUID } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CheckoutInput, CheckoutQuote, PlacedOrder } from '#shared/contracts/checkout.ts'
import { translate } from '#shared/i18n/messages.ts'
import { cartItems } from '#server/db/schema/cart.ts'
import { products } from '#server/db/schema/catalog.ts'
import { couriers, deliveryUpdates, orders } from '#server/db/schema/delivery.ts'
import { payments, telebirrTransactions } from '#server/db/schema/payments.ts'
import {
  affiliateSales,
  affiliates,
  buyerMemberships,
  userBuyerMemberships,
} from '#server/db/schema/revenue.ts'
import { notifications } from '#server/db/schema/system.ts'
import { chapaTxRef } from '#server/modules/payments/providers/chapa.ts'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { type ChapaStandIn, startChapaStandIn } from '#test/helpers/chapa-stand-in.ts'
import { startTelebirrStandIn, type TelebirrStandIn } from '#test/helpers/telebirr-stand-in.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'
import { settleReferralSales } from '#server/modules/returns/returns.service.ts'

// Checkout beyond the sandbox: telebirr and Chapa when configured, refunds and expiry for them,
// international delivery for diaspora addresses, buyer memberships and affiliate referrals.

const pem = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  })

const CHAPA = { secretKey: 'CHASECK_TEST-123', webhookSecret: 'webhook-secret-xyz' }

let plain: TestApp
let t: TestApp
let chapa: ChapaStandIn
let telebirr: TelebirrStandIn
let adminCookie: string

beforeAll(async () => {
  const merchant = pem()
  const provider = pem()
  chapa = await startChapaStandIn(CHAPA)
  telebirr = await startTelebirrStandIn({
    merchantPublicKey: merchant.publicKey,
    providerPrivateKey: provider.privateKey,
  })
  plain = await createTestApp()
  t = await createTestApp({
    CHAPA_SECRET_KEY: CHAPA.secretKey,
    CHAPA_WEBHOOK_SECRET: CHAPA.webhookSecret,
    CHAPA_BASE_URL: chapa.baseUrl,
    TELEBIRR_APP_ID: 'app-1',
    TELEBIRR_APP_KEY: 'key-1',
    TELEBIRR_SHORT_CODE: '220311',
    TELEBIRR_PUBLIC_KEY: provider.publicKey,
    TELEBIRR_PRIVATE_KEY: merchant.privateKey,
    TELEBIRR_BASE_URL: telebirr.baseUrl,
  })
  await t.db.insert(couriers).values({
    name: 'Abebe Courier',
    phone: '+251911000001',
    vehicleType: 'motorcycle',
    serviceAreas: ['addis_ababa'],
    baseDeliveryFee: '50.00',
    pricePerKm: '0',
    maxRadius: 20,
  })
  const admin = await createUser(t.db, { role: 'admin' })
  adminCookie = await t.cookieFor(admin.id)
})

afterAll(async () => {
  await t.close()
  await plain.close()
  await chapa.close()
  await telebirr.close()
})

async function buyer(app: TestApp = t, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app.db, overrides)
  return { user, cookie: await app.cookieFor(user.id) }
}

async function shop(app: TestApp = t) {
  const { seller, user } = await createSellerUser(app.db, { currentCommissionRate: '0.1000' })
  const category = await createCategory(app.db)
  const product = (values: Partial<typeof products.$inferInsert> = {}) =>
    createProduct(app.db, { sellerId: seller.id, categoryId: category.id, ...values })
  return { seller, sellerUser: user, product }
}

async function fillCart(app: TestApp, userId: string, lines: [string, number][]) {
  for (const [productId, quantity] of lines) {
    await app.db.insert(cartItems).values({ userId, productId, quantity })
  }
}

const input = (overrides: Partial<CheckoutInput> = {}): CheckoutInput => ({
  city: 'addis_ababa',
  subCity: 'Bole',
  addressDetails: 'House 12, near Edna Mall',
  phone: '0911234567',
  paymentMethod: 'sandbox',
  ...overrides,
})

const quote = (app: TestApp, cookie: string, body: Partial<CheckoutInput>) =>
  app.app.inject({
    method: 'POST',
    url: '/api/checkout/quote',
    headers: { cookie },
    payload: body,
  })

const place = (app: TestApp, cookie: string, body: CheckoutInput) =>
  app.app.inject({
    method: 'POST',
    url: '/api/checkout/orders',
    headers: { cookie, 'idempotency-key': randomUUID() },
    payload: body,
  })

const setStatus = (cookie: string, orderId: string, status: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}/status`,
    headers: { cookie },
    payload: { status },
  })

/** The order as if seller and courier had moved it along, then delivered (admin may do a courier's step). */
async function deliver(orderId: string) {
  await t.db.update(orders).set({ status: 'in_transit' }).where(eq(orders.id, orderId))
  const response = await setStatus(adminCookie, orderId, 'delivered')
  expect(response.statusCode).toBe(200)
}

const paymentOf = async (id: string) =>
  (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!
const orderRow = async (id: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!
const stockOf = async (id: string, app: TestApp = t) =>
  (await app.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!
    .stock

describe('telebirr and Chapa at checkout', () => {
  it('offers only sandbox and cash on delivery without provider keys, and refuses the others', async () => {
    const s = await shop(plain)
    const p = await s.product({ price: '100.00', stock: 5 })
    const { user, cookie } = await buyer(plain)
    await fillCart(plain, user.id, [[p.id, 1]])
    const priced = await quote(plain, cookie, { city: 'addis_ababa' })
    expect(priced.statusCode).toBe(200)
    expect(priced.json<CheckoutQuote>().paymentMethods).toEqual(['sandbox', 'cash_on_delivery'])
    for (const method of ['chapa', 'telebirr'] as const) {
      const refused = await place(plain, cookie, input({ paymentMethod: method }))
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toMatchObject({ code: 'PAYMENT_METHOD_UNAVAILABLE' })
    }
    expect(await stockOf(p.id, plain)).toBe(5)
  })

  it('offers telebirr and Chapa when configured', async () => {
    const s = await shop()
    const p = await s.product({ price: '100.00' })
    const { user, cookie } = await buyer()
    await fillCart(t, user.id, [[p.id, 1]])
    const priced = await quote(t, cookie, { city: 'addis_ababa' })
    expect(priced.json<CheckoutQuote>().paymentMethods).toEqual([
      'sandbox',
      'cash_on_delivery',
      'telebirr',
      'chapa',
    ])
  })

  it('pays an order through the Chapa stand-in: redirect, signed webhook, order confirmed', async () => {
    const s = await shop()
    const p = await s.product({ price: '200.00', stock: 4 })
    const { user, cookie } = await buyer()
    await fillCart(t, user.id, [[p.id, 2]])
    const placed = await place(t, cookie, input({ paymentMethod: 'chapa' }))
    expect(placed.statusCode).toBe(201)
    const body = placed.json<PlacedOrder>()
    expect(body.paymentMethod).toBe('chapa')
    expect(body.next).toBe(`${chapa.baseUrl}/checkout/${chapaTxRef(body.paymentId)}`)
    expect(await stockOf(p.id)).toBe(2)

    const hook = chapa.webhook(chapaTxRef(body.paymentId))
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/callback/chapa',
      headers: { ...hook.headers, 'content-type': 'application/json' },
      payload: hook.body.replace('"success"', '"failed"'),
    })
    expect(tampered.statusCode).toBe(400)
    const callback = await t.app.inject({
      method: 'POST',
      url: '/api/payments/callback/chapa',
      headers: { ...hook.headers, 'content-type': 'application/json' },
      payload: hook.body,
    })
    expect(callback.statusCode).toBe(200)
    expect(callback.json()).toEqual({ changed: true })
    expect((await paymentOf(body.paymentId)).status).toBe('paid')
    expect((await orderRow(body.orderIds[0]!)).status).toBe('confirmed')
  })

  it('pays an order through the telebirr stand-in: signed pre-order, notification, order confirmed', async () => {
    const s = await shop()
    const p = await s.product({ price: '150.50', stock: 3 })
    const { user, cookie } = await buyer()
    await fillCart(t, user.id, [[p.id, 1]])
    const placed = await place(t, cookie, input({ paymentMethod: 'telebirr' }))
    expect(placed.statusCode).toBe(201)
    const body = placed.json<PlacedOrder>()
    const [transaction] = await t.db
      .select()
      .from(telebirrTransactions)
      .where(eq(telebirrTransactions.paymentId, body.paymentId))
    expect(transaction).toBeDefined()
    expect(body.next).toBe(transaction!.webUrl)
    expect(transaction!.totalAmount).toBe(body.grandTotal)

    const notification = telebirr.notification(transaction!.outTradeNo)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/callback/telebirr',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(notification),
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ changed: true })
    expect((await paymentOf(body.paymentId)).status).toBe('paid')
    expect((await orderRow(body.orderIds[0]!)).status).toBe('confirmed')
  })
})

async function paidOrder(method: 'chapa' | 'telebirr') {
  const s = await shop()
  const p = await s.product({ price: '300.00', stock: 5 })
  const q = await s.product({ price: '100.00', stock: 5 })
  const { user, cookie } = await buyer()
  await fillCart(t, user.id, [
    [p.id, 1],
    [q.id, 1],
  ])
  const body = (await place(t, cookie, input({ paymentMethod: method }))).json<PlacedOrder>()
  if (method === 'chapa') {
    const hook = chapa.webhook(chapaTxRef(body.paymentId))
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/callback/chapa',
      headers: { ...hook.headers, 'content-type': 'application/json' },
      payload: hook.body,
    })
  } else {
    const [transaction] = await t.db
      .select()
      .from(telebirrTransactions)
      .where(eq(telebirrTransactions.paymentId, body.paymentId))
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/callback/telebirr',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(telebirr.notification(transaction!.outTradeNo)),
    })
  }
  expect((await paymentOf(body.paymentId)).status).toBe('paid')
  return { ...body, user, cookie, p, q }
}

describe('cancelling a paid telebirr or Chapa order', () => {
  it('refunds a Chapa order through the provider (the cancelled order’s share)', async () => {
    const order = await paidOrder('chapa')
    const first = await orderRow(order.orderIds[0]!)
    const before = chapa.refunds.length
    const response = await setStatus(order.cookie, first.id, 'cancelled')
    expect(response.statusCode).toBe(200)
    expect(chapa.refunds.length).toBe(before + 1)
    expect(chapa.refunds.at(-1)).toMatchObject({
      txRef: chapaTxRef(order.paymentId),
      amount: first.totalAmount,
    })
    const payment = await paymentOf(order.paymentId)
    expect(payment.status).toBe('refunded')
    expect((payment.metadata as { refunds: unknown[] }).refunds).toEqual([
      expect.objectContaining({ orderId: first.id, amount: first.totalAmount }),
    ])
    expect(await stockOf(first.productId)).toBe(5)
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, order.user.id), eq(notifications.type, 'payment_refunded')),
      )
    expect(notice?.body).toContain(first.totalAmount)

    // The group's second order is refunded too, on its own share.
    const second = await orderRow(order.orderIds[1]!)
    expect((await setStatus(order.cookie, second.id, 'cancelled')).statusCode).toBe(200)
    expect(chapa.refunds.length).toBe(before + 2)
    const after = await paymentOf(order.paymentId)
    expect(after.status).toBe('refunded')
    expect((after.metadata as { refunds: unknown[] }).refunds).toHaveLength(2)
  })

  it('marks a telebirr order refund_pending for the team (no refund API)', async () => {
    const order = await paidOrder('telebirr')
    const response = await setStatus(order.cookie, order.orderIds[0]!, 'cancelled')
    expect(response.statusCode).toBe(200)
    expect((await paymentOf(order.paymentId)).status).toBe('refund_pending')
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${order.paymentId}`,
      headers: { cookie: order.cookie },
    })
    expect(view.statusCode).toBe(200)
    expect(view.json()).toMatchObject({ status: 'refund_pending', method: 'telebirr' })
  })
})

describe('telebirr and Chapa payments that never complete', () => {
  it('expire, cancel the orders in the buyer’s language and return the stock', async () => {
    const s = await shop()
    const p = await s.product({ price: '80.00', stock: 6 })
    const { user, cookie } = await buyer(t, { preferredLanguage: 'am' })
    await fillCart(t, user.id, [[p.id, 2]])
    const viaChapa = (await place(t, cookie, input({ paymentMethod: 'chapa' }))).json<PlacedOrder>()
    await fillCart(t, user.id, [[p.id, 1]])
    const viaTelebirr = (
      await place(t, cookie, input({ paymentMethod: 'telebirr' }))
    ).json<PlacedOrder>()
    expect(await stockOf(p.id)).toBe(3)

    const expired = await t.app.payments.expireStalePayments(t.db, -1)
    expect(expired).toBeGreaterThanOrEqual(2)
    for (const placed of [viaChapa, viaTelebirr]) {
      expect((await paymentOf(placed.paymentId)).status).toBe('expired')
      expect((await orderRow(placed.orderIds[0]!)).status).toBe('cancelled')
      const updates = await t.db
        .select()
        .from(deliveryUpdates)
        .where(
          and(
            eq(deliveryUpdates.orderId, placed.orderIds[0]!),
            eq(deliveryUpdates.status, 'cancelled'),
          ),
        )
      expect(updates.map((u) => u.message)).toEqual([translate('paymentUpdate.expired', 'am')])
    }
    expect(await stockOf(p.id)).toBe(6)
  })

  it('confirms instead of expiring a Chapa payment the provider reports paid (lost webhook)', async () => {
    const s = await shop()
    const p = await s.product({ price: '90.00', stock: 2 })
    const { user, cookie } = await buyer()
    await fillCart(t, user.id, [[p.id, 1]])
    const placed = (await place(t, cookie, input({ paymentMethod: 'chapa' }))).json<PlacedOrder>()
    chapa.transactions.get(chapaTxRef(placed.paymentId))!.status = 'success'
    await t.app.payments.expireStalePayments(t.db, -1)
    expect((await paymentOf(placed.paymentId)).status).toBe('paid')
    expect((await orderRow(placed.orderIds[0]!)).status).toBe('confirmed')
    expect(await stockOf(p.id)).toBe(1)
  })
})

describe('international delivery for diaspora addresses', () => {
  it('quotes each product’s international fee, lists the lines that cannot ship abroad, refuses them', async () => {
    const s = await shop()
    const abroad = await s.product({ price: '500.00', internationalShippingFee: '350.00' })
    const local = await s.product({ name: 'Fresh injera', price: '60.00' })
    const { user, cookie } = await buyer()
    await fillCart(t, user.id, [
      [abroad.id, 2],
      [local.id, 1],
    ])
    const address = { country: 'US', city: 'Washington', subCity: 'DC' }
    const priced = await quote(t, cookie, address)
    expect(priced.statusCode).toBe(200)
    const body = priced.json<CheckoutQuote>()
    expect(body.country).toBe('US')
    expect(body.sellers[0]).toMatchObject({
      deliveryType: 'international',
      deliveryFee: '700.00',
      courierId: null,
      undeliverable: [{ productId: local.id, name: 'Fresh injera' }],
    })
    // No courier collects cash abroad.
    expect(body.paymentMethods).not.toContain('cash_on_delivery')

    const refused = await place(t, cookie, input({ ...address, addressDetails: '1 K St' }))
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'NO_INTERNATIONAL_SHIPPING',
      details: { productIds: [local.id] },
    })
    expect(refused.json().message).toContain('Fresh injera')

    await t.db.delete(cartItems).where(eq(cartItems.productId, local.id))
    const placed = await place(t, cookie, input({ ...address, addressDetails: '1 K St' }))
    expect(placed.statusCode).toBe(201)
    const order = await orderRow(placed.json<PlacedOrder>().orderIds[0]!)
    expect(order).toMatchObject({ deliveryFee: '700.00', totalAmount: '1700.00' })
    expect(order.deliveryAddress).toBe('1 K St, DC, Washington, US')
  })

  it('still requires a service area for an Ethiopian address', async () => {
    const { cookie } = await buyer()
    const response = await quote(t, cookie, { country: 'ET', city: 'Washington' })
    expect(response.statusCode).toBe(400)
  })
})

async function membership(
  userId: string,
  values: Partial<typeof buyerMemberships.$inferInsert> = {},
  endDate: Date | null = null,
) {
  const [plan] = await t.db
    .insert(buyerMemberships)
    .values({
      name: 'Selam Plus',
      monthlyFee: '99.00',
      freeShippingThreshold: '500.00',
      cashbackPercentage: '2.50',
      ...values,
    })
    .returning()
  await t.db
    .insert(userBuyerMemberships)
    .values({ userId, membershipId: plan!.id, status: 'active', endDate })
  return plan!
}

describe('buyer memberships at checkout', () => {
  it('waives delivery for a seller part over the threshold and credits cashback on delivery', async () => {
    const big = await shop()
    const small = await shop()
    const pBig = await big.product({ price: '600.00' })
    const pSmall = await small.product({ price: '100.00' })
    const { user, cookie } = await buyer()
    await membership(user.id)
    await fillCart(t, user.id, [
      [pBig.id, 1],
      [pSmall.id, 1],
    ])
    const priced = (await quote(t, cookie, { city: 'addis_ababa' })).json<CheckoutQuote>()
    const partBig = priced.sellers.find((s) => s.sellerId === big.seller.id)!
    const partSmall = priced.sellers.find((s) => s.sellerId === small.seller.id)!
    expect(partBig).toMatchObject({ freeShipping: true, deliveryFee: '0.00' })
    expect(partSmall).toMatchObject({ freeShipping: false, deliveryFee: '50.00' })
    expect(priced.membership).toMatchObject({ name: 'Selam Plus', cashbackPercentage: '2.50' })
    expect(priced.cashback).toBe('17.50')
    expect(priced.grandTotal).toBe('750.00')

    const placed = (await place(t, cookie, input())).json<PlacedOrder>()
    const rows = await t.db.select().from(orders).where(inArray(orders.id, placed.orderIds))
    const bigOrder = rows.find((o) => o.productId === pBig.id)!
    expect(bigOrder).toMatchObject({ cashbackAmount: '15.00', deliveryFee: '0.00' })
    expect(rows.find((o) => o.productId === pSmall.id)!.cashbackAmount).toBe('2.50')
    expect(bigOrder.cashbackCreditedAt).toBeNull()

    await deliver(bigOrder.id)
    expect((await orderRow(bigOrder.id)).cashbackCreditedAt).not.toBeNull()
    const notices = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'cashback_credited')))
    expect(notices).toHaveLength(1)
    expect(notices[0]!.body).toContain('15.00')
  })

  it('gives nothing for an ended membership', async () => {
    const s = await shop()
    const p = await s.product({ price: '600.00' })
    const { user, cookie } = await buyer()
    await membership(user.id, {}, new Date(Date.now() - 86_400_000))
    await fillCart(t, user.id, [[p.id, 1]])
    const priced = (await quote(t, cookie, { city: 'addis_ababa' })).json<CheckoutQuote>()
    expect(priced).toMatchObject({ membership: null, cashback: '0.00', deliveryTotal: '50.00' })
  })
})

async function affiliate(userId: string, code: string, commissionRate = '0.0500') {
  const [row] = await t.db
    .insert(affiliates)
    .values({ userId, affiliateCode: code, commissionRate })
    .returning()
  return row!
}

describe('affiliate referrals', () => {
  it('records a pending sale per order, approves it once the return window has closed and counts it', async () => {
    const partner = await createUser(t.db)
    const code = `ref${randomUUID().slice(0, 8)}`
    const aff = await affiliate(partner.id, code.toUpperCase())
    const s = await shop()
    const p = await s.product({ price: '400.00' })
    const { user, cookie } = await buyer()
    await fillCart(t, user.id, [[p.id, 1]])
    const placed = await place(t, cookie, input({ referralCode: code }))
    expect(placed.statusCode).toBe(201)
    const orderId = placed.json<PlacedOrder>().orderIds[0]!
    const [sale] = await t.db
      .select()
      .from(affiliateSales)
      .where(eq(affiliateSales.orderId, orderId))
    expect(sale).toMatchObject({
      affiliateId: aff.id,
      buyerId: user.id,
      saleAmount: '400.00',
      commissionAmount: '20.00',
      status: 'pending',
    })
    await deliver(orderId)
    // Delivered, the buyer may still return it: the sale waits for the return window.
    expect(await settleReferralSales(t.db)).toBe(0)
    const [waiting] = await t.db
      .select()
      .from(affiliateSales)
      .where(eq(affiliateSales.orderId, orderId))
    expect(waiting!.status).toBe('pending')
    expect(await settleReferralSales(t.db, new Date(Date.now() + 8 * 24 * 60 * 60 * 1000))).toBe(1)
    const [approved] = await t.db
      .select()
      .from(affiliateSales)
      .where(eq(affiliateSales.orderId, orderId))
    expect(approved!.status).toBe('approved')
    const [totals] = await t.db.select().from(affiliates).where(eq(affiliates.id, aff.id))
    expect(totals).toMatchObject({
      totalEarnings: '20.00',
      totalSales: '400.00',
      totalReferrals: 1,
    })
  })

  it('cancels the sale with its order', async () => {
    const partner = await createUser(t.db)
    const code = `ref${randomUUID().slice(0, 8)}`
    await affiliate(partner.id, code)
    const s = await shop()
    const p = await s.product({ price: '100.00' })
    const { user, cookie } = await buyer()
    await fillCart(t, user.id, [[p.id, 1]])
    const placed = (
      await place(t, cookie, input({ referralCode: code, paymentMethod: 'cash_on_delivery' }))
    ).json<PlacedOrder>()
    expect((await setStatus(cookie, placed.orderIds[0]!, 'cancelled')).statusCode).toBe(200)
    const [sale] = await t.db
      .select()
      .from(affiliateSales)
      .where(eq(affiliateSales.orderId, placed.orderIds[0]!))
    expect(sale!.status).toBe('cancelled')
  })

  it('ignores a self-referral and an unknown code', async () => {
    const s = await shop()
    const p = await s.product({ price: '100.00' })
    const { user, cookie } = await buyer()
    const code = `self${randomUUID().slice(0, 8)}`
    await affiliate(user.id, code)
    for (const referralCode of [code, 'NO-SUCH-CODE']) {
      await fillCart(t, user.id, [[p.id, 1]])
      const placed = await place(t, cookie, input({ referralCode }))
      expect(placed.statusCode).toBe(201)
      const sales = await t.db
        .select()
        .from(affiliateSales)
        .where(eq(affiliateSales.orderId, placed.json<PlacedOrder>().orderIds[0]!))
      expect(sales).toEqual([])
    }
  })
})
