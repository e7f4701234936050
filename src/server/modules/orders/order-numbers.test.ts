import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CheckoutInput, PlacedOrder } from '#shared/contracts/checkout.ts'
import type { Order, OrderTracking } from '#shared/contracts/orders.ts'
import { REFERENCE_NUMBER_PATTERN } from '#shared/reference-numbers.ts'
import { cartItems } from '#server/db/schema/cart.ts'
import { orders } from '#server/db/schema/delivery.ts'
import { notifications } from '#server/db/schema/system.ts'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

const address: Omit<CheckoutInput, 'paymentMethod'> = {
  city: 'addis_ababa',
  subCity: 'Bole',
  addressDetails: 'House 12',
  phone: '+251911234567',
}

/** A buyer who checked out one product from each of two sellers in one payment. */
async function twoSellerCheckout(paymentMethod: CheckoutInput['paymentMethod'] = 'sandbox') {
  const category = await createCategory(t.db)
  const sellers = [await createSellerUser(t.db), await createSellerUser(t.db)]
  const buyer = await createUser(t.db)
  const cookie = await t.cookieFor(buyer.id)
  for (const { seller } of sellers) {
    const product = await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      stock: 10,
      price: '100.00',
    })
    await t.db.insert(cartItems).values({ userId: buyer.id, productId: product.id, quantity: 2 })
  }
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/checkout/orders',
    headers: { cookie, 'idempotency-key': randomUUID() },
    payload: { ...address, paymentMethod },
  })
  expect(response.statusCode).toBe(201)
  return { placed: response.json<PlacedOrder>(), buyer, cookie, sellers }
}

describe('order numbers', () => {
  it('gives every order of a checkout its own SM-YYMM-XXXX number', async () => {
    const { placed } = await twoSellerCheckout()
    expect(placed.orderNumbers).toHaveLength(2)
    const yymm = new Date().toISOString().slice(2, 7).replace('-', '')
    for (const number of placed.orderNumbers) {
      expect(number).toMatch(REFERENCE_NUMBER_PATTERN)
      expect(number.slice(3, 7)).toBe(yymm)
    }
    expect(new Set(placed.orderNumbers).size).toBe(2)
    const rows = await t.db
      .select({ id: orders.id, orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.orderGroupId, placed.orderGroupId))
    expect(Object.fromEntries(rows.map((row) => [row.id, row.orderNumber]))).toEqual(
      Object.fromEntries(placed.orderIds.map((id, i) => [id, placed.orderNumbers[i]])),
    )
  })

  it('finds an order by its number (any letter case) for the same people as by its id', async () => {
    const { placed, cookie, sellers } = await twoSellerCheckout()
    const [id, number] = [placed.orderIds[0]!, placed.orderNumbers[0]!]
    const byId = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${id}`,
      headers: { cookie },
    })
    expect(byId.statusCode).toBe(200)
    for (const ref of [number, number.toLowerCase(), ` ${number} `]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${encodeURIComponent(ref)}`,
        headers: { cookie },
      })
      expect(response.statusCode).toBe(200)
      expect(response.json<Order>()).toEqual(byId.json<Order>())
      expect(response.json<Order>().orderNumber).toBe(number)
    }
    const tracking = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${number}/updates`,
      headers: { cookie },
    })
    expect(tracking.statusCode).toBe(200)
    expect(tracking.json<OrderTracking>().updates.length).toBeGreaterThan(0)

    // The seller of that order sees it; the other seller and a stranger do not, either way.
    const ownSeller = sellers.find(({ seller }) => seller.id === byId.json<Order>().seller.id)!
    const otherSeller = sellers.find((s) => s !== ownSeller)!
    const stranger = await createUser(t.db)
    const as = async (userId: string, ref: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/orders/${ref}`,
          headers: { cookie: await t.cookieFor(userId) },
        })
      ).statusCode
    expect(await as(ownSeller.user.id, number)).toBe(200)
    for (const ref of [id, number]) {
      expect(await as(otherSeller.user.id, ref)).toBe(403)
      expect(await as(stranger.id, ref)).toBe(403)
    }
    const visitor = await t.app.inject({ method: 'GET', url: `/api/orders/${number}` })
    expect(visitor.statusCode).toBe(401)
  })

  it('answers 404 for an unknown number and 400 for text that is neither', async () => {
    const buyer = await createUser(t.db)
    const cookie = await t.cookieFor(buyer.id)
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/orders/SM-0101-2222',
      headers: { cookie },
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' })
    // The first 8 characters of an id (what the screens used to show) are not a number.
    const partial = await t.app.inject({
      method: 'GET',
      url: '/api/orders/fecb08df',
      headers: { cookie },
    })
    expect(partial.statusCode).toBe(400)
    expect(partial.json()).toMatchObject({ code: 'VALIDATION_ERROR' })
  })

  it('names orders by their number in notices, and a paid order is confirmed by the payment', async () => {
    const { placed, cookie, sellers } = await twoSellerCheckout()
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${placed.paymentId}/sandbox/approve`,
      headers: { cookie },
    })
    expect(approve.statusCode).toBe(200)
    const sellerNotices = await t.db
      .select({ title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(eq(notifications.userId, sellers[0]!.user.id))
    const texts = sellerNotices.map((notice) => `${notice.title} ${notice.body ?? ''}`).join('\n')
    expect(placed.orderNumbers.some((number) => texts.includes(number))).toBe(true)
    expect(texts).not.toMatch(/[0-9a-f]{8}(?![0-9A-Z-])/)

    const tracking = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.orderIds[0]}/updates`,
      headers: { cookie },
    })
    const confirmed = tracking.json<OrderTracking>().updates.find((u) => u.status === 'confirmed')
    // The buyer reads Amharic by default: "the payment arrived", not "the seller confirmed".
    expect(confirmed?.message).toBe('ክፍያው ደርሷል፤ ትዕዛዙ ተረጋግጧል')
    expect(confirmed?.message).not.toBe('ሻጩ ትዕዛዙን አረጋግጧል')
  })
})
