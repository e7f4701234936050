import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { CheckoutInput, PlacedOrder } from '#shared/contracts/checkout.ts'
import type { OrderReturn, ReturnRequestInput } from '#shared/contracts/returns.ts'
import { cartItems } from '#server/db/schema/cart.ts'
import { couriers } from '#server/db/schema/delivery.ts'
import { createCategory, createCoupon, createProduct } from './catalog-factories.ts'
import type { TestApp } from './test-app.ts'
import { uploadImage } from './upload-fixtures.ts'
import { createCourierUser, createSellerUser, createUser } from './user-factories.ts'

// Orders delivered through the real checkout, payment and status moves, ready to be returned
// (docs/decisions/024-returns-and-refunds.md).

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH'

export function sender(t: TestApp) {
  return (method: Method, url: string, cookie: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { cookie, 'accept-language': 'en', 'idempotency-key': randomUUID() },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    })
}

/** A courier with an account serving Addis Ababa at a flat fee (no per-km price). */
export async function flatCourier(t: TestApp, fee = '50.00') {
  const { user, courier } = await createCourierUser(t.db)
  await t.db
    .update(couriers)
    .set({ serviceAreas: ['addis_ababa'], baseDeliveryFee: fee, pricePerKm: '0', maxRadius: 20 })
    .where(eq(couriers.id, courier.id))
  return { id: courier.id, name: courier.name, cookie: await t.cookieFor(user.id) }
}

/** A seller at 7 % commission with a 410-birr product in a category of the given return window. */
export async function returnShop(t: TestApp, options: { windowDays?: number | null } = {}) {
  const { user, seller } = await createSellerUser(t.db, { currentCommissionRate: '0.0700' })
  const category = await createCategory(t.db, { returnWindowDays: options.windowDays ?? null })
  const product = await createProduct(t.db, {
    sellerId: seller.id,
    categoryId: category.id,
    name: 'Sidamo Coffee 250g',
    price: '410.00',
    stock: 50,
  })
  return { seller, sellerUserId: user.id, category, product, cookie: await t.cookieFor(user.id) }
}
export type ReturnShop = Awaited<ReturnType<typeof returnShop>>
export type FlatCourier = Awaited<ReturnType<typeof flatCourier>>

/**
 * A buyer (English-speaking) orders `quantity` × 410 with the courier, pays (sandbox, or cash on
 * delivery), and the order is delivered. With `couponOff` the seller's fixed coupon applies.
 */
export async function deliveredOrder(
  t: TestApp,
  store: ReturnShop,
  courier: FlatCourier,
  options: {
    quantity?: number
    paymentMethod?: CheckoutInput['paymentMethod']
    couponOff?: string
    /** An affiliate's code the buyer came with. */
    referralCode?: string
    /** `placed`: neither paid nor confirmed; `confirmed`: paid or confirmed, not delivered. */
    stopAt?: 'placed' | 'confirmed' | 'delivered'
    /** Runs for the new buyer before the checkout (to make them a member, say). */
    beforeCheckout?: (buyerId: string) => Promise<void>
  } = {},
) {
  const send = sender(t)
  const buyer = await createUser(t.db, { preferredLanguage: 'en' })
  const cookie = await t.cookieFor(buyer.id)
  await options.beforeCheckout?.(buyer.id)
  await t.db
    .insert(cartItems)
    .values({ userId: buyer.id, productId: store.product.id, quantity: options.quantity ?? 2 })
  const coupon = options.couponOff
    ? await createCoupon(t.db, {
        sellerId: store.seller.id,
        discountType: 'fixed_amount',
        discountValue: options.couponOff,
        title: 'Fixed off',
      })
    : null
  const method = options.paymentMethod ?? 'sandbox'
  const placed = await send('POST', '/api/checkout/orders', cookie, {
    city: 'addis_ababa',
    subCity: 'Bole',
    addressDetails: 'House 12',
    phone: '0911234567',
    paymentMethod: method,
    couponCode: coupon?.couponCode,
    referralCode: options.referralCode,
    deliveryOptions: [{ sellerId: store.seller.id, type: 'standard', courierId: courier.id }],
  })
  expect(placed.statusCode, placed.body).toBe(201)
  const body = placed.json<PlacedOrder>()
  const orderId = body.orderIds[0]!
  const move = async (who: string, status: string) => {
    const response = await send('PATCH', `/api/orders/${orderId}/status`, who, { status })
    expect(response.statusCode, response.body).toBe(200)
  }
  const stopAt = options.stopAt ?? 'delivered'
  if (stopAt === 'placed')
    return { orderId, paymentId: body.paymentId, buyer, cookie, placed: body }
  if (method === 'sandbox') {
    const paid = await send('POST', `/api/payments/${body.paymentId}/sandbox/approve`, cookie)
    expect(paid.statusCode, paid.body).toBe(200)
  } else {
    await move(store.cookie, 'confirmed')
  }
  if (stopAt === 'delivered') {
    await move(store.cookie, 'preparing')
    await move(store.cookie, 'ready_for_pickup')
    await move(courier.cookie, 'in_transit')
    await move(courier.cookie, 'delivered')
  }
  return { orderId, paymentId: body.paymentId, buyer, cookie, placed: body }
}

/** A photo the user uploaded, as a return request names it. */
export async function uploadedPhoto(t: TestApp, cookie: string) {
  return (await uploadImage(t, cookie)).url
}

/** Asks to return the order; expects 201 and returns the return. */
export async function askReturn(
  t: TestApp,
  orderId: string,
  cookie: string,
  input: Partial<ReturnRequestInput> = {},
) {
  const response = await sender(t)('POST', `/api/orders/${orderId}/returns`, cookie, {
    quantity: 1,
    reason: 'damaged',
    details: 'The jar arrived cracked',
    photoUrls: [await uploadedPhoto(t, cookie)],
    ...input,
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<OrderReturn>()
}

/** POSTs a step of the return and expects 200. */
export async function step(
  t: TestApp,
  returnId: string,
  action: string,
  cookie: string,
  payload: unknown = {},
) {
  const response = await sender(t)('POST', `/api/returns/${returnId}/${action}`, cookie, payload)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<OrderReturn>()
}
