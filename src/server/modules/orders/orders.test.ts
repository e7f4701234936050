import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORDER_STATUSES, type OrderStatus } from '#shared/constants.ts'
import type { CourierStats, Order, OrderTracking } from '#shared/contracts/orders.ts'
import { products } from '#server/db/schema/catalog.ts'
import { couriers, deliveryUpdates, locationUpdates, orders } from '#server/db/schema/delivery.ts'
import { payments } from '#server/db/schema/payments.ts'
import { notifications } from '#server/db/schema/system.ts'
import { translate } from '#shared/i18n/messages.ts'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { createCourier } from '#test/helpers/marketing-factories.ts'
import { createOrder } from '#test/helpers/order-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'
import { confirmPaidOrder, startOfAddisDay } from './orders.service.ts'

let t: TestApp
let categoryId: string

beforeAll(async () => {
  t = await createTestApp()
  categoryId = (await createCategory(t.db)).id
})

afterAll(async () => {
  await t.close()
})

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

async function courierUser(serviceAreas: string[] = ['addis_ababa'], language: 'am' | 'en' = 'am') {
  const user = await createUser(t.db, { preferredLanguage: language })
  const courier = await createCourier(t.db, { userId: user.id, serviceAreas })
  return { user, courier, cookie: await t.cookieFor(user.id) }
}

/** A buyer, a seller with a product, two couriers, an admin and a stranger, all signed in. */
async function makeParties(stock = 5) {
  const buyer = await createUser(t.db, { preferredLanguage: 'en' })
  const seller = await createSellerUser(t.db)
  const product = await createProduct(t.db, { sellerId: seller.seller.id, categoryId, stock })
  const courier = await courierUser()
  const otherCourier = await courierUser()
  const admin = await createUser(t.db, { role: 'admin' })
  const stranger = await createUser(t.db)
  return {
    product,
    buyer,
    seller,
    courier,
    cookies: {
      buyer: await t.cookieFor(buyer.id),
      seller: await t.cookieFor(seller.user.id),
      courier: courier.cookie,
      admin: await t.cookieFor(admin.id),
      stranger: await t.cookieFor(stranger.id),
      otherCourier: otherCourier.cookie,
    },
  }
}

type Parties = Awaited<ReturnType<typeof makeParties>>

/** An order (2 units, 40.00 delivery) with all its parties; assigned to the courier by default. */
async function scenario(
  options: { status?: OrderStatus; assigned?: boolean; stock?: number; quantity?: number } = {},
  existing?: Parties,
) {
  const parties = existing ?? (await makeParties(options.stock))
  const order = await createOrder(t.db, {
    buyerId: parties.buyer.id,
    sellerId: parties.seller.seller.id,
    productId: parties.product.id,
    quantity: options.quantity ?? 2,
    deliveryFee: '40.00',
    status: options.status ?? 'pending',
    courierId: options.assigned === false ? null : parties.courier.courier.id,
  })
  return { ...parties, order }
}

type Actor = 'buyer' | 'seller' | 'courier' | 'admin'

function patchStatus(orderId: string, cookie: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}/status`,
    headers: { cookie, 'accept-language': 'en' },
    payload: body,
  })
}

// Every move each role may make; everything else is refused.
const ALLOWED: Record<Actor, [OrderStatus, OrderStatus][]> = {
  seller: [
    ['pending', 'confirmed'],
    ['confirmed', 'preparing'],
    ['preparing', 'ready_for_pickup'],
    ['pending', 'cancelled'],
    ['confirmed', 'cancelled'],
    ['preparing', 'cancelled'],
    ['ready_for_pickup', 'cancelled'],
  ],
  buyer: [
    ['pending', 'cancelled'],
    ['confirmed', 'cancelled'],
  ],
  courier: [
    ['confirmed', 'ready_for_pickup'],
    ['ready_for_pickup', 'in_transit'],
    ['in_transit', 'delivered'],
  ],
  admin: [],
}
ALLOWED.admin = [...ALLOWED.seller, ...ALLOWED.buyer, ...ALLOWED.courier]
// Statuses a role can never set, whatever the order's status: refused with 403, not 409.
const NEVER: Record<Actor, OrderStatus[]> = {
  seller: ['pending', 'in_transit', 'delivered'],
  buyer: ['pending', 'confirmed', 'preparing', 'ready_for_pickup', 'in_transit', 'delivered'],
  courier: ['pending', 'confirmed', 'preparing', 'cancelled'],
  admin: ['pending'],
}

describe('PATCH /api/orders/:id/status transitions', () => {
  for (const actor of ['seller', 'buyer', 'courier', 'admin'] as const) {
    it(`applies exactly the ${actor}'s allowed moves`, async () => {
      // Each (from, to) pair is tried on a fresh order of the same parties.
      const parties = await makeParties()
      for (const from of ORDER_STATUSES) {
        for (const to of ORDER_STATUSES) {
          const s = await scenario({ status: from }, parties)
          const response = await patchStatus(s.order.id, s.cookies[actor], { status: to })
          const allowed = ALLOWED[actor].some(([a, b]) => a === from && b === to)
          const label = `${actor} ${from}→${to}`
          if (allowed) {
            expect(response.statusCode, label).toBe(200)
            expect(response.json<Order>().status, label).toBe(to)
          } else {
            const expected = NEVER[actor].includes(to) ? 403 : 409
            expect(response.statusCode, label).toBe(expected)
            const [row] = await t.db
              .select({ status: orders.status })
              .from(orders)
              .where(eq(orders.id, s.order.id))
            expect(row!.status, label).toBe(from)
          }
        }
      }
    }, 120_000)
  }

  it('explains a refused move in the reader’s language', async () => {
    const s = await scenario({ status: 'delivered' })
    const english = await patchStatus(s.order.id, s.cookies.seller, { status: 'cancelled' })
    expect(english.statusCode).toBe(409)
    expect(english.json()).toEqual({
      message: 'This order is “Delivered” and cannot become “Cancelled”',
      code: 'ORDER_INVALID_TRANSITION',
      details: { from: 'delivered', to: 'cancelled' },
    })
    const amharic = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${s.order.id}/status`,
      headers: { cookie: s.cookies.buyer, 'accept-language': 'am' },
      payload: { status: 'delivered' },
    })
    expect(amharic.statusCode).toBe(403)
    expect(amharic.json()).toMatchObject({
      code: 'ORDER_TRANSITION_FORBIDDEN',
      message: 'ትዕዛዙን ወደ «ደርሷል» መቀየር አይችሉም',
    })
  })

  it('refuses strangers and unassigned couriers with 403, unknown orders with 404, bad input with 400', async () => {
    const s = await scenario({ status: 'confirmed' })
    for (const cookie of [s.cookies.stranger, s.cookies.otherCourier]) {
      const response = await patchStatus(s.order.id, cookie, { status: 'ready_for_pickup' })
      expect(response.statusCode).toBe(403)
    }
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${s.order.id}/status`,
      payload: { status: 'cancelled' },
    })
    expect(anonymous.statusCode).toBe(401)
    const unknown = await patchStatus(UNKNOWN_ID, s.cookies.admin, { status: 'cancelled' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' })
    const bad = await patchStatus(s.order.id, s.cookies.seller, { status: 'lost' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ details: { fields: { status: 'Unknown order status' } } })
  })

  it('writes a timeline entry, sets the delivery time and notifies buyer, seller and courier', async () => {
    const s = await scenario({ status: 'in_transit' })
    const response = await patchStatus(s.order.id, s.cookies.courier, {
      status: 'delivered',
      notes: 'Handed to the buyer',
      location: 'Bole, gate 2',
    })
    expect(response.statusCode).toBe(200)
    const delivered = response.json<Order>()
    expect(delivered.actualDeliveryTime).not.toBeNull()
    const [courierRow] = await t.db
      .select({ totalDeliveries: couriers.totalDeliveries })
      .from(couriers)
      .where(eq(couriers.id, s.courier.courier.id))
    expect(courierRow!.totalDeliveries).toBe(1)

    const updates = await t.db
      .select()
      .from(deliveryUpdates)
      .where(eq(deliveryUpdates.orderId, s.order.id))
    expect(updates).toHaveLength(1)
    expect(updates[0]).toMatchObject({
      status: 'delivered',
      message: 'The order was delivered — Handed to the buyer',
      location: 'Bole, gate 2',
    })

    const notes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.type, 'order_status'))
    const mine = notes.filter((note) =>
      [s.buyer.id, s.seller.user.id, s.courier.user.id].includes(note.userId),
    )
    expect(mine).toHaveLength(3)
    const buyerNote = mine.find((note) => note.userId === s.buyer.id)!
    expect(buyerNote).toMatchObject({
      title: `Order ${s.order.orderNumber}: Delivered`,
      link: `/orders/${s.order.id}`,
    })
    const courierNote = mine.find((note) => note.userId === s.courier.user.id)!
    expect(courierNote.title).toBe(`ትዕዛዝ ${s.order.orderNumber}፦ ደርሷል`)
    expect(courierNote.link).toBe('/courier-dashboard')
  })

  it('returns the stock and marks a paid payment for refund when an order is cancelled', async () => {
    const s = await scenario({ status: 'confirmed', stock: 3, quantity: 2 })
    const [payment] = await t.db
      .insert(payments)
      .values({ orderId: s.order.id, userId: s.buyer.id, amount: '240.00', status: 'paid' })
      .returning()
    const response = await patchStatus(s.order.id, s.cookies.buyer, { status: 'cancelled' })
    expect(response.statusCode).toBe(200)
    const [product] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, s.product.id))
    expect(product!.stock).toBe(5)
    const [after] = await t.db.select().from(payments).where(eq(payments.id, payment!.id))
    expect(after!.status).toBe('refund_pending')
  })

  it('marks the paid payment of the whole checkout, and leaves unpaid ones alone', async () => {
    const groupId = '11111111-1111-4111-8111-111111111111'
    const s = await scenario({ status: 'pending' })
    await t.db.update(orders).set({ orderGroupId: groupId }).where(eq(orders.id, s.order.id))
    const [paid] = await t.db
      .insert(payments)
      .values({
        userId: s.buyer.id,
        amount: '500.00',
        status: 'paid',
        metadata: { orderGroupId: groupId },
      })
      .returning()
    const [pending] = await t.db
      .insert(payments)
      .values({ orderId: s.order.id, userId: s.buyer.id, amount: '10.00', status: 'pending' })
      .returning()
    expect(
      (await patchStatus(s.order.id, s.cookies.seller, { status: 'cancelled' })).statusCode,
    ).toBe(200)
    const rows = await t.db.select().from(payments).where(eq(payments.userId, s.buyer.id))
    expect(rows.find((row) => row.id === paid!.id)!.status).toBe('refund_pending')
    expect(rows.find((row) => row.id === pending!.id)!.status).toBe('pending')
  })

  it('lets exactly one of two racing changes apply', async () => {
    const s = await scenario({ status: 'confirmed', stock: 0, quantity: 3 })
    const [cancel, prepare] = await Promise.all([
      patchStatus(s.order.id, s.cookies.buyer, { status: 'cancelled' }),
      patchStatus(s.order.id, s.cookies.seller, { status: 'preparing' }),
    ])
    const codes = [cancel.statusCode, prepare.statusCode].sort()
    expect(codes).toEqual([200, 409])
    const [row] = await t.db.select().from(orders).where(eq(orders.id, s.order.id))
    const updates = await t.db
      .select()
      .from(deliveryUpdates)
      .where(eq(deliveryUpdates.orderId, s.order.id))
    expect(updates).toHaveLength(1)
    expect(updates[0]!.status).toBe(row!.status)
    const [product] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, s.product.id))
    expect(product!.stock).toBe(row!.status === 'cancelled' ? 3 : 0)

    // Two cancels at once return the stock once.
    const again = await scenario({ status: 'pending', stock: 0, quantity: 4 })
    const both = await Promise.all([
      patchStatus(again.order.id, again.cookies.buyer, { status: 'cancelled' }),
      patchStatus(again.order.id, again.cookies.seller, { status: 'cancelled' }),
    ])
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409])
    const [restocked] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, again.product.id))
    expect(restocked!.stock).toBe(4)
  })
})

describe('reading orders', () => {
  it('shows an order and its timeline to its parties only; 403 for others, 404 unknown', async () => {
    const s = await scenario({ status: 'pending' })
    await patchStatus(s.order.id, s.cookies.seller, { status: 'confirmed', location: 'Store' })
    for (const actor of ['buyer', 'seller', 'courier', 'admin'] as const) {
      const one = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${s.order.id}`,
        headers: { cookie: s.cookies[actor] },
      })
      expect(one.statusCode, actor).toBe(200)
      const updates = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${s.order.id}/updates`,
        headers: { cookie: s.cookies[actor], 'accept-language': 'en' },
      })
      expect(updates.statusCode, actor).toBe(200)
      expect(updates.json<OrderTracking>().updates).toEqual([
        expect.objectContaining({
          status: 'confirmed',
          message: 'The seller confirmed the order',
          location: 'Store',
        }),
      ])
    }
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${s.order.id}`,
      headers: { cookie: s.cookies.buyer },
    })
    const order = one.json<Order>()
    expect(order).toMatchObject({
      id: s.order.id,
      status: 'confirmed',
      quantity: 2,
      productPrice: '100.00',
      deliveryFee: '40.00',
      totalAmount: '240.00',
      product: { id: s.product.id, name: s.product.name },
      seller: { id: s.seller.seller.id, storeName: s.seller.seller.storeName },
      buyer: { firstName: s.buyer.firstName, lastName: s.buyer.lastName },
      courier: {
        id: s.courier.courier.id,
        name: s.courier.courier.name,
        phone: s.courier.courier.phone,
        vehicleType: 'motorcycle',
      },
    })
    expect(one.body).not.toContain(s.buyer.email)

    for (const cookie of [s.cookies.stranger, s.cookies.otherCourier]) {
      for (const url of [`/api/orders/${s.order.id}`, `/api/orders/${s.order.id}/updates`]) {
        const response = await t.app.inject({ method: 'GET', url, headers: { cookie } })
        expect(response.statusCode, url).toBe(403)
      }
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/orders/${s.order.id}` })
    expect(anonymous.statusCode).toBe(401)
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${UNKNOWN_ID}/updates`,
      headers: { cookie: s.cookies.buyer, 'accept-language': 'en' },
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({
      message: 'Order not found. Check the id and try again',
      code: 'ORDER_NOT_FOUND',
    })
  })

  it("reads the timeline in each reader's language, with typed notes as written", async () => {
    const s = await scenario({ status: 'pending' })
    await patchStatus(s.order.id, s.cookies.seller, {
      status: 'confirmed',
      notes: 'Packed with care',
    })
    // Written while the buyer reads English; each party reads it in their own language.
    for (const language of ['am', 'en', 'om', 'ti'] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${s.order.id}/updates`,
        headers: { cookie: s.cookies.seller, 'accept-language': language },
      })
      expect(response.json<OrderTracking>().updates[0]!.message, language).toBe(
        `${translate('orderUpdate.confirmed', language)} — Packed with care`,
      )
    }
    expect(translate('orderUpdate.confirmed', 'ti')).not.toBe(
      translate('orderUpdate.confirmed', 'am'),
    )
    // The stored text stays in the buyer's language, for anything that reads the row itself.
    const [row] = await t.db
      .select({ message: deliveryUpdates.message })
      .from(deliveryUpdates)
      .where(eq(deliveryUpdates.orderId, s.order.id))
    expect(row!.message).toBe('The seller confirmed the order — Packed with care')
  })

  it('scopes the list to the role asked for, and refuses a role the user does not hold', async () => {
    const a = await scenario({ status: 'pending' })
    const b = await scenario({ status: 'in_transit' })
    const list = async (cookie: string, query = '') => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/orders${query}`,
        headers: { cookie },
      })
      return response
    }
    const ids = (response: { json: () => unknown }) =>
      (response.json() as Order[]).map((order) => order.id)

    expect(ids(await list(a.cookies.buyer))).toEqual([a.order.id])
    expect(ids(await list(a.cookies.seller, '?as=seller'))).toEqual([a.order.id])
    expect(ids(await list(b.cookies.courier, '?as=courier'))).toEqual([b.order.id])
    expect(ids(await list(b.cookies.courier, '?as=courier&status=in_transit'))).toEqual([
      b.order.id,
    ])
    expect(ids(await list(b.cookies.courier, '?as=courier&status=delivered'))).toEqual([])
    expect(ids(await list(a.cookies.stranger))).toEqual([])
    const all = ids(await list(a.cookies.admin, '?as=admin'))
    expect(all).toEqual(expect.arrayContaining([a.order.id, b.order.id]))

    expect((await list(a.cookies.buyer, '?as=seller')).statusCode).toBe(403)
    expect((await list(a.cookies.buyer, '?as=courier')).statusCode).toBe(403)
    expect((await list(a.cookies.seller, '?as=admin')).statusCode).toBe(403)
    expect((await list(a.cookies.buyer, '?status=lost')).statusCode).toBe(400)
    expect((await t.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401)
  })
})

describe('POST /api/orders/:id/assign-courier', () => {
  function assign(orderId: string, cookie: string, courierId: string) {
    return t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/assign-courier`,
      headers: { cookie, 'accept-language': 'en' },
      payload: { courierId },
    })
  }

  it('hands the order to an active courier serving its area and tells the courier', async () => {
    const s = await scenario({ status: 'confirmed', assigned: false })
    const next = await courierUser(['addis_ababa', 'adama'], 'en')
    const response = await assign(s.order.id, s.cookies.seller, next.courier.id)
    expect(response.statusCode).toBe(200)
    expect(response.json<Order>().courier).toMatchObject({ id: next.courier.id })
    const [update] = await t.db
      .select()
      .from(deliveryUpdates)
      .where(eq(deliveryUpdates.orderId, s.order.id))
    expect(update).toMatchObject({
      status: 'confirmed',
      message: `Courier assigned: ${next.courier.name}`,
    })
    const notes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, next.user.id))
    expect(notes).toEqual([
      expect.objectContaining({
        type: 'courier_assigned',
        title: `New delivery assigned to you: order ${s.order.orderNumber}`,
        link: '/courier-dashboard',
      }),
    ])
    const seen = await t.app.inject({
      method: 'GET',
      url: '/api/orders?as=courier',
      headers: { cookie: next.cookie },
    })
    expect(seen.json<Order[]>().map((order) => order.id)).toEqual([s.order.id])

    // Admins may reassign too.
    const admin = await assign(s.order.id, s.cookies.admin, s.courier.courier.id)
    expect(admin.statusCode).toBe(200)
  })

  it('refuses couriers outside the area or inactive, closed orders, and other users', async () => {
    const s = await scenario({ status: 'pending', assigned: false })
    const hawassa = await courierUser(['hawassa'])
    const outside = await assign(s.order.id, s.cookies.seller, hawassa.courier.id)
    expect(outside.statusCode).toBe(409)
    expect(outside.json()).toMatchObject({
      code: 'COURIER_OUT_OF_AREA',
      details: { area: 'addis_ababa' },
    })
    const inactive = await createCourier(t.db, { isActive: false })
    expect((await assign(s.order.id, s.cookies.seller, inactive.id)).json()).toMatchObject({
      code: 'COURIER_INACTIVE',
    })
    expect((await assign(s.order.id, s.cookies.seller, UNKNOWN_ID)).statusCode).toBe(404)
    for (const cookie of [s.cookies.buyer, s.cookies.stranger, s.cookies.otherCourier]) {
      expect((await assign(s.order.id, cookie, s.courier.courier.id)).statusCode).toBe(403)
    }
    const regional = await courierUser(['regional'])
    const gondar = await scenario({ status: 'pending', assigned: false })
    await t.db
      .update(orders)
      .set({ deliveryAddress: 'Gondar, Piassa' })
      .where(eq(orders.id, gondar.order.id))
    expect(
      (await assign(gondar.order.id, gondar.cookies.seller, regional.courier.id)).statusCode,
    ).toBe(200)

    const moving = await scenario({ status: 'in_transit' })
    const closed = await assign(moving.order.id, moving.cookies.seller, s.courier.courier.id)
    expect(closed.statusCode).toBe(409)
    expect(closed.json()).toMatchObject({ code: 'ORDER_ASSIGNMENT_CLOSED' })
    expect((await assign(UNKNOWN_ID, s.cookies.admin, s.courier.courier.id)).statusCode).toBe(404)
  })
})

describe('POST /api/orders/:id/location', () => {
  function report(orderId: string, cookie: string, payload: Record<string, unknown>) {
    return t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/location`,
      headers: { cookie, 'accept-language': 'en' },
      payload,
    })
  }

  it('records the assigned courier’s position in transit, shown on the buyer’s tracking', async () => {
    const s = await scenario({ status: 'in_transit' })
    expect(
      (await report(s.order.id, s.cookies.courier, { latitude: 9.01, longitude: 38.75 }))
        .statusCode,
    ).toBe(201)
    const latest = await report(s.order.id, s.cookies.courier, {
      latitude: 9.0123456,
      longitude: 38.7612345,
      accuracy: 12.5,
    })
    expect(latest.statusCode).toBe(201)
    const tracking = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${s.order.id}/updates`,
      headers: { cookie: s.cookies.buyer },
    })
    expect(tracking.json<OrderTracking>().latestPosition).toMatchObject({
      latitude: '9.0123456',
      longitude: '38.7612345',
      accuracy: '12.50',
    })
  })

  it('refuses anyone but the assigned courier, orders not in transit and bad coordinates', async () => {
    const s = await scenario({ status: 'in_transit' })
    const point = { latitude: 9, longitude: 38 }
    for (const actor of ['buyer', 'seller', 'admin', 'stranger', 'otherCourier'] as const) {
      expect((await report(s.order.id, s.cookies[actor], point)).statusCode, actor).toBe(403)
    }
    const waiting = await scenario({ status: 'ready_for_pickup' })
    const early = await report(waiting.order.id, waiting.cookies.courier, point)
    expect(early.statusCode).toBe(409)
    expect(early.json()).toMatchObject({ code: 'ORDER_NOT_IN_TRANSIT' })
    expect(
      (await report(s.order.id, s.cookies.courier, { latitude: 91, longitude: 0 })).statusCode,
    ).toBe(400)
    expect((await report(UNKNOWN_ID, s.cookies.courier, point)).statusCode).toBe(404)
    const stored = await t.db
      .select()
      .from(locationUpdates)
      .where(and(eq(locationUpdates.orderId, s.order.id)))
    expect(stored).toHaveLength(0)
  })
})

describe('GET /api/orders/courier-stats', () => {
  it('counts the signed-in courier’s active, delivered today and total orders and earnings', async () => {
    const s = await scenario({ status: 'in_transit' })
    const base = { buyerId: s.buyer.id, sellerId: s.seller.seller.id, productId: s.product.id }
    const courierId = s.courier.courier.id
    await createOrder(t.db, { ...base, courierId, status: 'confirmed', deliveryFee: '25.00' })
    await createOrder(t.db, {
      ...base,
      courierId,
      status: 'delivered',
      deliveryFee: '30.50',
      actualDeliveryTime: new Date(),
    })
    await createOrder(t.db, {
      ...base,
      courierId,
      status: 'delivered',
      deliveryFee: '19.25',
      actualDeliveryTime: new Date(startOfAddisDay(new Date()).getTime() - 60_000),
    })
    await createOrder(t.db, { ...base, courierId, status: 'cancelled', deliveryFee: '99.00' })
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/orders/courier-stats',
      headers: { cookie: s.cookies.courier },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json<CourierStats>()).toEqual({
      activeOrders: 2,
      completedToday: 1,
      totalDeliveries: 2,
      earnings: '49.75',
    })
    const notCourier = await t.app.inject({
      method: 'GET',
      url: '/api/orders/courier-stats',
      headers: { cookie: s.cookies.buyer },
    })
    expect(notCourier.statusCode).toBe(403)
  })

  it('starts the day at midnight in Addis Ababa', () => {
    expect(startOfAddisDay(new Date('2026-03-10T20:59:00Z')).toISOString()).toBe(
      '2026-03-09T21:00:00.000Z',
    )
    expect(startOfAddisDay(new Date('2026-03-10T21:00:00Z')).toISOString()).toBe(
      '2026-03-10T21:00:00.000Z',
    )
  })
})

describe('confirmPaidOrder (for the payments module)', () => {
  it('confirms a pending order once, with its timeline entry and notices', async () => {
    const s = await scenario({ status: 'pending' })
    expect(await t.db.transaction((tx) => confirmPaidOrder(tx, s.order.id))).toBe(true)
    expect(await t.db.transaction((tx) => confirmPaidOrder(tx, s.order.id))).toBe(false)
    const [row] = await t.db.select().from(orders).where(eq(orders.id, s.order.id))
    expect(row!.status).toBe('confirmed')
    const updates = await t.db
      .select()
      .from(deliveryUpdates)
      .where(eq(deliveryUpdates.orderId, s.order.id))
    expect(updates.map((update) => update.status)).toEqual(['confirmed'])
    const notes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, s.buyer.id))
    expect(notes).toHaveLength(1)
    expect(await t.db.transaction((tx) => confirmPaidOrder(tx, UNKNOWN_ID))).toBe(false)
  })
})
