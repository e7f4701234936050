import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrderReturn } from '#shared/contracts/returns.ts'
import type { SellerBalance } from '#shared/contracts/wallet.ts'
import { payments } from '#server/db/schema/payments.ts'
import { orderReturns } from '#server/db/schema/returns.ts'
import { chapaTxRef, createChapaProvider } from '#server/modules/payments/providers/chapa.ts'
import { startChapaStandIn, type ChapaStandIn } from '#test/helpers/chapa-stand-in.ts'
import {
  askReturn,
  deliveredOrder,
  flatCourier,
  returnShop,
  sender,
  step,
  type FlatCourier,
  type ReturnShop,
} from '#test/helpers/return-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { uploadDataDir } from '#test/helpers/upload-fixtures.ts'
import { createUser } from '#test/helpers/user-factories.ts'

// A return paid through Chapa goes back through Chapa's refund API (POST /v1/refund/{tx_ref}),
// tested against the local stand-in (docs/decisions/024-returns-and-refunds.md).

const keys = { secretKey: 'CHASECK_TEST-returns', webhookSecret: 'whsec-returns-0123456789' }

let t: TestApp
let standIn: ChapaStandIn
let data: Awaited<ReturnType<typeof uploadDataDir>>
let send: ReturnType<typeof sender>

beforeAll(async () => {
  standIn = await startChapaStandIn(keys)
  data = await uploadDataDir()
  t = await createTestApp({
    DATA_DIR: data.dir,
    CHAPA_SECRET_KEY: keys.secretKey,
    CHAPA_WEBHOOK_SECRET: keys.webhookSecret,
    CHAPA_BASE_URL: standIn.baseUrl,
  })
  send = sender(t)
})

afterAll(async () => {
  await standIn.close()
  await t.close()
  await data.remove()
})

/**
 * A delivered 2 × 410 order paid through Chapa: placed, its payment handed to Chapa (checkout does
 * not offer Chapa yet), initialised with the stand-in and confirmed by Chapa's signed webhook.
 */
async function paidByChapa(store: ReturnShop, courier: FlatCourier) {
  const placed = await deliveredOrder(t, store, courier, {
    paymentMethod: 'cash_on_delivery',
    stopAt: 'placed',
  })
  await t.db
    .update(payments)
    .set({ paymentMethod: 'chapa' })
    .where(eq(payments.id, placed.paymentId))
  const [payment] = await t.db.select().from(payments).where(eq(payments.id, placed.paymentId))
  const chapa = createChapaProvider({
    ...keys,
    baseUrl: standIn.baseUrl,
    returnUrl: 'http://localhost/payment',
    callbackUrl: 'http://localhost/api/payments/callback/chapa',
  })
  await chapa.initiate({
    id: payment!.id,
    amount: payment!.amount,
    currency: payment!.currency,
    status: payment!.status,
    transactionId: null,
  })
  const txRef = chapaTxRef(payment!.id)
  const webhook = standIn.webhook(txRef)
  const callback = await t.app.inject({
    method: 'POST',
    url: '/api/payments/callback/chapa',
    headers: { ...webhook.headers, 'content-type': 'application/json' },
    payload: webhook.body,
  })
  expect(callback.statusCode, callback.body).toBe(200)
  for (const [who, status] of [
    [store.cookie, 'preparing'],
    [store.cookie, 'ready_for_pickup'],
    [courier.cookie, 'in_transit'],
    [courier.cookie, 'delivered'],
  ] as const) {
    const moved = await send('PATCH', `/api/orders/${placed.orderId}/status`, who, { status })
    expect(moved.statusCode, moved.body).toBe(200)
  }
  return { ...placed, txRef, amount: payment!.amount }
}

describe('refunds through Chapa', () => {
  it('a full return goes back through Chapa’s refund API for exactly its amount, reversing exactly the stored amounts', async () => {
    const store = await returnShop(t)
    const walker = await flatCourier(t, '50.00')
    const { orderId, cookie, txRef, amount } = await paidByChapa(store, walker)
    expect(amount).toBe('870.00')

    const asked = await askReturn(t, orderId, cookie, { quantity: 2, reason: 'not_as_described' })
    expect(asked).toMatchObject({ paymentMethod: 'chapa', refundMethod: 'provider' })
    const accepted = await step(t, asked.id, 'accept', store.cookie, {})
    // Every unit back: the stored 820.00 of sales, 57.40 of commission and 762.60 of net.
    expect(accepted).toMatchObject({
      refundAmount: '820.00',
      sellerNetReversed: '762.60',
      commissionReversed: '57.40',
      returnShippingFee: '50.00',
      returnShippingPaidBy: 'seller',
    })
    await step(t, asked.id, 'picked-up', walker.cookie)
    const refunded = await step(t, asked.id, 'received', store.cookie)
    expect(refunded).toMatchObject({ status: 'refunded', refundMethod: 'provider' })
    const mine = standIn.refunds.filter((refund) => refund.txRef === txRef)
    expect(mine).toEqual([
      expect.objectContaining({
        txRef,
        amount: '820.00',
        reason: expect.stringContaining(asked.returnNumber),
      }),
    ])
    expect(refunded.refundReference).toBe(mine[0]!.reference)
    expect(standIn.refused).toBe(0)

    // The seller gave back the whole net and bears the 50.00 trip back.
    const balance = await send('GET', '/api/seller/balance', store.cookie)
    expect(balance.json<SellerBalance>()).toMatchObject({ earned: '-50.00', available: '0.00' })
  })

  it('when Chapa cannot refund, the return stays received for a retry, and only one refund is ever made', async () => {
    const store = await returnShop(t)
    const walker = await flatCourier(t, '50.00')
    const { orderId, cookie, txRef } = await paidByChapa(store, walker)
    const asked = await askReturn(t, orderId, cookie, { quantity: 1, reason: 'wrong_item' })
    await step(t, asked.id, 'accept', store.cookie, {})
    await step(t, asked.id, 'picked-up', walker.cookie)

    // Chapa refuses (the stand-in refunds only a successful charge).
    standIn.transactions.get(txRef)!.status = 'failed'
    const received = await step(t, asked.id, 'received', store.cookie)
    expect(received).toMatchObject({ status: 'received', refundedAt: null })
    const retry = await send('POST', `/api/returns/${asked.id}/refund`, store.cookie, {})
    expect(retry.statusCode).toBe(502)
    expect(retry.json()).toMatchObject({ code: 'RETURN_REFUND_FAILED' })
    const [claim] = await t.db
      .select({ claimed: orderReturns.refundClaimedAt })
      .from(orderReturns)
      .where(eq(orderReturns.id, asked.id))
    expect(claim!.claimed).toBeNull()

    standIn.transactions.get(txRef)!.status = 'success'
    const stranger = await t.cookieFor((await createUser(t.db)).id)
    expect((await send('POST', `/api/returns/${asked.id}/refund`, stranger, {})).statusCode).toBe(
      403,
    )
    const [first, second] = await Promise.all([
      send('POST', `/api/returns/${asked.id}/refund`, store.cookie, {}),
      send('POST', `/api/returns/${asked.id}/refund`, store.cookie, {}),
    ])
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409])
    const done = (first.statusCode === 200 ? first : second).json<OrderReturn>()
    expect(done).toMatchObject({ status: 'refunded', refundAmount: '410.00' })
    expect(standIn.refunds.filter((refund) => refund.txRef === txRef)).toHaveLength(1)
  })
})
