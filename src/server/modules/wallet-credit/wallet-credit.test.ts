import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CheckoutQuote, PlacedOrder } from '#shared/contracts/checkout.ts'
import type { Order } from '#shared/contracts/orders.ts'
import type { PaymentView } from '#shared/contracts/payments.ts'
import type { WalletCredit } from '#shared/contracts/returns.ts'
import { addMoney, compareMoney } from '#shared/money.ts'
import { cartItems } from '#server/db/schema/cart.ts'
import { payments } from '#server/db/schema/payments.ts'
import { notifications } from '#server/db/schema/system.ts'
import {
  askReturn,
  deliveredOrder,
  flatCourier,
  returnShop,
  sender,
  step,
} from '#test/helpers/return-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { uploadDataDir } from '#test/helpers/upload-fixtures.ts'

// Wallet credit spent at checkout (docs/decisions/032-spending-wallet-credit.md): it pays part or
// all of the total, comes back when the order is cancelled or never paid, and a return of an order
// paid in credit gives the credit back before any money.

let t: TestApp
let data: Awaited<ReturnType<typeof uploadDataDir>>
let send: ReturnType<typeof sender>

beforeAll(async () => {
  data = await uploadDataDir()
  t = await createTestApp({ DATA_DIR: data.dir })
  send = sender(t)
})

afterAll(async () => {
  await t.close()
  await data.remove()
})

const get = async <T>(url: string, cookie: string) => {
  const response = await send('GET', url, cookie)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<T>()
}

const minus = (a: string, b: string) =>
  (Math.round(Number(a) * 100 - Number(b) * 100) / 100).toFixed(2)

/** A cash-on-delivery buyer returns all of a delivered order and takes the refund as credit. */
async function buyerWithCredit(quantity: number) {
  const store = await returnShop(t)
  const walker = await flatCourier(t, '50.00')
  const delivered = await deliveredOrder(t, store, walker, {
    paymentMethod: 'cash_on_delivery',
    quantity,
  })
  const asked = await askReturn(t, delivered.orderId, delivered.cookie, {
    quantity,
    reason: 'damaged',
    refundMethod: 'wallet_credit',
  })
  await step(t, asked.id, 'accept', store.cookie, {})
  await step(t, asked.id, 'picked-up', walker.cookie)
  const refunded = await step(t, asked.id, 'received', store.cookie)
  expect(refunded.status).toBe('refunded')
  const credit = await get<WalletCredit>('/api/wallet-credit', delivered.cookie)
  expect(credit.balance).toBe(refunded.refundAmount)
  return { store, walker, ...delivered, balance: credit.balance }
}

async function checkout(
  buyer: { buyer: { id: string }; cookie: string },
  store: Awaited<ReturnType<typeof returnShop>>,
  walker: { id: string },
  quantity: number,
  input: Record<string, unknown>,
) {
  await t.db
    .insert(cartItems)
    .values({ userId: buyer.buyer.id, productId: store.product.id, quantity })
  return send('POST', '/api/checkout/orders', buyer.cookie, {
    city: 'addis_ababa',
    subCity: 'Bole',
    addressDetails: 'House 12',
    phone: '0911234567',
    deliveryOptions: [{ sellerId: store.seller.id, type: 'standard', courierId: walker.id }],
    ...input,
  })
}

describe('wallet credit at checkout', () => {
  it('pays part of a sandbox order; a declined payment gives it back; a paid order cancelled gives back the credit and owes only the rest', async () => {
    const buyer = await buyerWithCredit(2)
    const { store, walker, cookie } = buyer
    expect(compareMoney(buyer.balance, '0')).toBeGreaterThan(0)

    // 3 × 410 + 50 delivery = 1280.00, more than the credit.
    await t.db
      .insert(cartItems)
      .values({ userId: buyer.buyer.id, productId: store.product.id, quantity: 3 })
    const quote = await send('POST', '/api/checkout/quote', cookie, {
      deliveryOptions: [{ sellerId: store.seller.id, type: 'standard', courierId: walker.id }],
      city: 'addis_ababa',
    })
    expect(quote.statusCode, quote.body).toBe(200)
    expect(quote.json<CheckoutQuote>()).toMatchObject({
      grandTotal: '1280.00',
      walletBalance: buyer.balance,
    })
    await t.db.delete(cartItems).where(eq(cartItems.userId, buyer.buyer.id))

    const first = await checkout(buyer, store, walker, 3, {
      paymentMethod: 'sandbox',
      walletCredit: true,
    })
    expect(first.statusCode, first.body).toBe(201)
    const placed = first.json<PlacedOrder>()
    const due = minus('1280.00', buyer.balance)
    expect(placed).toMatchObject({
      paymentMethod: 'sandbox',
      grandTotal: '1280.00',
      walletCredit: buyer.balance,
      amountDue: due,
    })
    const payment = await get<PaymentView>(`/api/payments/${placed.paymentId}`, cookie)
    expect(payment).toMatchObject({ amount: due, walletCredit: buyer.balance, status: 'pending' })
    expect((await get<WalletCredit>('/api/wallet-credit', cookie)).balance).toBe('0.00')

    // Declined: the order is cancelled and the credit is back, once.
    const declined = await send('POST', `/api/payments/${placed.paymentId}/sandbox/decline`, cookie)
    expect(declined.statusCode, declined.body).toBe(200)
    const afterDecline = await get<WalletCredit>('/api/wallet-credit', cookie)
    expect(afterDecline.balance).toBe(buyer.balance)
    expect(afterDecline.entries.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'order_release', amount: buyer.balance }),
      expect.objectContaining({ kind: 'order_payment', amount: `-${buyer.balance}` }),
    ])
    const again = await send('POST', `/api/payments/${placed.paymentId}/sandbox/decline`, cookie)
    expect(again.statusCode).toBe(200)
    expect((await get<WalletCredit>('/api/wallet-credit', cookie)).balance).toBe(buyer.balance)

    // The restored cart, paid this time: credit first, the sandbox for the rest.
    const second = await send('POST', '/api/checkout/orders', cookie, {
      city: 'addis_ababa',
      subCity: 'Bole',
      addressDetails: 'House 12',
      phone: '0911234567',
      deliveryOptions: [{ sellerId: store.seller.id, type: 'standard', courierId: walker.id }],
      paymentMethod: 'sandbox',
      walletCredit: true,
    })
    expect(second.statusCode, second.body).toBe(201)
    const paidOrder = second.json<PlacedOrder>()
    expect(paidOrder.amountDue).toBe(due)
    const approved = await send(
      'POST',
      `/api/payments/${paidOrder.paymentId}/sandbox/approve`,
      cookie,
    )
    expect(approved.json<PaymentView>()).toMatchObject({ status: 'paid', amount: due })

    // The buyer cancels the paid order: the credit comes back at once; the rest is owed through
    // the payment (the sandbox cannot refund by API: it waits for our team, for the rest only).
    const cancelled = await send('PATCH', `/api/orders/${paidOrder.orderIds[0]}/status`, cookie, {
      status: 'cancelled',
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect((await get<WalletCredit>('/api/wallet-credit', cookie)).balance).toBe(buyer.balance)
    const [row] = await t.db.select().from(payments).where(eq(payments.id, paidOrder.paymentId))
    expect(row!.status).toBe('refund_pending')
    const notices = await t.db
      .select({ type: notifications.type, body: notifications.body })
      .from(notifications)
      .where(eq(notifications.userId, buyer.buyer.id))
    expect(notices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'wallet_credit_returned',
          body: expect.stringContaining(`${buyer.balance} ETB`),
        }),
        expect.objectContaining({
          type: 'payment_refund_pending',
          body: expect.stringContaining(`${due} ETB`),
        }),
      ]),
    )
  })

  it('pays a whole order when it covers the total; a return of it comes back as credit; too little credit cannot pay alone', async () => {
    // 3 × 410 returned: enough for 1 × 410 + 50.
    const buyer = await buyerWithCredit(3)
    const { store, walker, cookie } = buyer

    const placedResponse = await checkout(buyer, store, walker, 1, {
      paymentMethod: 'wallet_credit',
    })
    expect(placedResponse.statusCode, placedResponse.body).toBe(201)
    const placed = placedResponse.json<PlacedOrder>()
    expect(placed).toMatchObject({
      paymentMethod: 'wallet_credit',
      grandTotal: '460.00',
      walletCredit: '460.00',
      amountDue: '0.00',
    })
    const payment = await get<PaymentView>(`/api/payments/${placed.paymentId}`, cookie)
    expect(payment).toMatchObject({
      status: 'paid',
      method: 'wallet_credit',
      amount: '0.00',
      walletCredit: '460.00',
    })
    const left = minus(buyer.balance, '460.00')
    expect((await get<WalletCredit>('/api/wallet-credit', cookie)).balance).toBe(left)
    const order = await get<Order>(`/api/orders/${placed.orderIds[0]}`, cookie)
    expect(order.status).toBe('confirmed')

    // Delivered, then returned: the refund is credit, the way it was paid.
    const move = async (who: string, status: string) => {
      const response = await send('PATCH', `/api/orders/${order.id}/status`, who, { status })
      expect(response.statusCode, response.body).toBe(200)
    }
    await move(store.cookie, 'preparing')
    await move(store.cookie, 'ready_for_pickup')
    await move(walker.cookie, 'in_transit')
    await move(walker.cookie, 'delivered')
    const offered = await get<{ eligibility: { choosesRefund: boolean } }>(
      `/api/orders/${order.id}/returns`,
      cookie,
    )
    expect(offered.eligibility.choosesRefund).toBe(false)
    const asked = await askReturn(t, order.id, cookie, { quantity: 1, reason: 'damaged' })
    await step(t, asked.id, 'accept', store.cookie, {})
    await step(t, asked.id, 'picked-up', walker.cookie)
    const refunded = await step(t, asked.id, 'received', store.cookie)
    expect(refunded).toMatchObject({ status: 'refunded', refundMethod: 'provider' })
    const credit = await get<WalletCredit>('/api/wallet-credit', cookie)
    expect(credit.balance).toBe(addMoney(left, refunded.refundAmount))
    expect(credit.entries[0]).toMatchObject({
      kind: 'return_refund',
      amount: refunded.refundAmount,
      orderId: order.id,
    })

    // More than the credit, in credit alone: refused, nothing spent.
    const short = await checkout(buyer, store, walker, 5, { paymentMethod: 'wallet_credit' })
    expect(short.statusCode).toBe(409)
    expect(short.json()).toMatchObject({ code: 'WALLET_CREDIT_SHORT' })
    expect((await get<WalletCredit>('/api/wallet-credit', cookie)).balance).toBe(credit.balance)
  })

  it('a return of an order paid partly in credit gives the credit back first, and the rest through the sandbox', async () => {
    const buyer = await buyerWithCredit(1)
    const { store, walker, cookie } = buyer
    const placedResponse = await checkout(buyer, store, walker, 3, {
      paymentMethod: 'sandbox',
      walletCredit: true,
    })
    expect(placedResponse.statusCode, placedResponse.body).toBe(201)
    const placed = placedResponse.json<PlacedOrder>()
    const approved = await send('POST', `/api/payments/${placed.paymentId}/sandbox/approve`, cookie)
    expect(approved.statusCode, approved.body).toBe(200)
    const orderId = placed.orderIds[0]!
    for (const [who, status] of [
      [store.cookie, 'preparing'],
      [store.cookie, 'ready_for_pickup'],
      [walker.cookie, 'in_transit'],
      [walker.cookie, 'delivered'],
    ] as const) {
      const moved = await send('PATCH', `/api/orders/${orderId}/status`, who, { status })
      expect(moved.statusCode, moved.body).toBe(200)
    }
    const asked = await askReturn(t, orderId, cookie, { quantity: 2, reason: 'damaged' })
    expect(compareMoney(asked.refundAmount, buyer.balance)).toBeGreaterThan(0)
    await step(t, asked.id, 'accept', store.cookie, {})
    await step(t, asked.id, 'picked-up', walker.cookie)
    const refunded = await step(t, asked.id, 'received', store.cookie)
    expect(refunded).toMatchObject({ status: 'refunded', refundMethod: 'provider' })

    const credit = await get<WalletCredit>('/api/wallet-credit', cookie)
    expect(credit.balance).toBe(buyer.balance)
    expect(credit.entries[0]).toMatchObject({ kind: 'return_refund', amount: buyer.balance })
    const [row] = await t.db.select().from(payments).where(eq(payments.id, placed.paymentId))
    const refunds = (row!.metadata as { refunds: { amount: string }[] }).refunds
    expect(refunds.map((refund) => refund.amount)).toEqual([
      minus(refunded.refundAmount, buyer.balance),
    ])
  })

  it('an order paid all in credit and cancelled: the credit is back, and nothing is owed through the payment', async () => {
    const buyer = await buyerWithCredit(2)
    const { store, walker, cookie } = buyer
    const placedResponse = await checkout(buyer, store, walker, 1, {
      walletCredit: true,
      paymentMethod: 'sandbox',
    })
    expect(placedResponse.statusCode, placedResponse.body).toBe(201)
    const placed = placedResponse.json<PlacedOrder>()
    expect(placed).toMatchObject({ paymentMethod: 'wallet_credit', amountDue: '0.00' })
    const cancelled = await send('PATCH', `/api/orders/${placed.orderIds[0]}/status`, cookie, {
      status: 'cancelled',
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json<Order>().payment).toMatchObject({
      method: 'wallet_credit',
      refund: 'refunded',
      walletCredit: '460.00',
    })
    expect((await get<WalletCredit>('/api/wallet-credit', cookie)).balance).toBe(buyer.balance)
    const payment = await get<PaymentView>(`/api/payments/${placed.paymentId}`, cookie)
    expect(payment).toMatchObject({ status: 'refunded', amount: '0.00' })
    const notices = await t.db
      .select({ type: notifications.type })
      .from(notifications)
      .where(eq(notifications.userId, buyer.buyer.id))
    expect(notices.map((notice) => notice.type)).toContain('wallet_credit_returned')
    expect(notices.map((notice) => notice.type)).not.toContain('payment_refund_pending')
  })

  it('a buyer without credit who asks for it pays the whole total through the method', async () => {
    const store = await returnShop(t)
    const walker = await flatCourier(t, '50.00')
    const { placed, cookie } = await deliveredOrder(t, store, walker, { stopAt: 'placed' })
    expect(placed).toMatchObject({ walletCredit: '0.00', amountDue: placed.grandTotal })
    const payment = await get<PaymentView>(`/api/payments/${placed.paymentId}`, cookie)
    expect(payment).toMatchObject({ amount: placed.grandTotal, walletCredit: '0.00' })
  })
})
