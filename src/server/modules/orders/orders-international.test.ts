import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrderStatus } from '#shared/constants.ts'
import { translate } from '#shared/i18n/messages.ts'
import type { Order, OrderStatusChange, OrderTracking } from '#shared/contracts/orders.ts'
import { deliveryServiceFees, orders } from '#server/db/schema/delivery.ts'
import { notifications } from '#server/db/schema/system.ts'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { createCourier } from '#test/helpers/marketing-factories.ts'
import { createOrder } from '#test/helpers/order-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'

// Orders to an address abroad: the seller ships them with a carrier of its choice and records the
// delivery; no courier of ours takes them.

let t: TestApp
let categoryId: string

beforeAll(async () => {
  t = await createTestApp()
  categoryId = (await createCategory(t.db)).id
})

afterAll(async () => {
  await t.close()
})

/**
 * Two lines of one checkout to Washington, as checkout writes them: the seller's delivery is
 * recorded once, typed 'international', on its first line.
 */
async function abroad(status: OrderStatus = 'ready_for_pickup') {
  const buyer = await createUser(t.db, { preferredLanguage: 'en' })
  const seller = await createSellerUser(t.db)
  const product = await createProduct(t.db, { sellerId: seller.seller.id, categoryId })
  const second = await createProduct(t.db, { sellerId: seller.seller.id, categoryId })
  const orderGroupId = randomUUID()
  const line = (productId: string) =>
    createOrder(t.db, {
      orderGroupId,
      buyerId: buyer.id,
      sellerId: seller.seller.id,
      productId,
      status,
      deliveryFee: '350.00',
      deliveryAddress: '1 K St, DC, Washington, US',
      cashbackAmount: '5.00',
    })
  const order = await line(product.id)
  const other = await line(second.id)
  await t.db.insert(deliveryServiceFees).values({
    orderId: order.id,
    serviceType: 'international',
    totalFee: '350.00',
    courierEarnings: '0.00',
  })
  return {
    order,
    other,
    buyer,
    seller,
    cookies: { buyer: await t.cookieFor(buyer.id), seller: await t.cookieFor(seller.user.id) },
  }
}

function move(cookie: string, id: string, payload: OrderStatusChange) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/orders/${id}/status`,
    headers: { cookie },
    payload,
  })
}

describe('orders to an address abroad', () => {
  it('the seller ships one with a carrier and tracking number, then marks it delivered', async () => {
    const s = await abroad()
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${s.order.id}`,
      headers: { cookie: s.cookies.buyer },
    })
    expect(shown.json<Order>()).toMatchObject({
      international: true,
      shippingCarrier: null,
      trackingNumber: null,
      cashbackAmount: '5.00',
      cashbackCreditedAt: null,
    })

    const shipped = await move(s.cookies.seller, s.order.id, {
      status: 'in_transit',
      carrier: 'DHL Express',
      trackingNumber: 'JD014600006281',
    })
    expect(shipped.statusCode).toBe(200)
    expect(shipped.json<Order>()).toMatchObject({
      status: 'in_transit',
      international: true,
      shippingCarrier: 'DHL Express',
      trackingNumber: 'JD014600006281',
    })

    const updates = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${s.order.id}/updates`,
      headers: { cookie: s.cookies.buyer },
    })
    expect(updates.json<OrderTracking>().updates[0]).toMatchObject({
      status: 'in_transit',
      message:
        'The seller shipped the order abroad · Carrier: DHL Express · Tracking number: JD014600006281',
    })
    // The buyer reads the notice in English, the seller (Amharic by default) in Amharic.
    const buyerNotice = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.buyer.id), eq(notifications.type, 'order_status')))
    expect(buyerNotice.map((notice) => notice.body)).toContain(
      'The seller shipped the order abroad · Carrier: DHL Express · Tracking number: JD014600006281',
    )
    const sellerNotice = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, s.seller.user.id), eq(notifications.type, 'order_status')),
      )
    expect(sellerNotice[0]!.body).toContain('ሻጩ ትዕዛዙን ወደ ውጭ አገር ልኳል')

    const delivered = await move(s.cookies.seller, s.order.id, { status: 'delivered' })
    expect(delivered.statusCode).toBe(200)
    const body = delivered.json<Order>()
    expect(body).toMatchObject({
      status: 'delivered',
      shippingCarrier: 'DHL Express',
      cashbackAmount: '5.00',
    })
    expect(body.actualDeliveryTime).not.toBeNull()
    expect(body.cashbackCreditedAt).not.toBeNull()

    // The other line of the same checkout ships abroad too.
    const other = await move(s.cookies.seller, s.other.id, { status: 'in_transit' })
    expect(other.statusCode).toBe(200)
    expect(other.json<Order>()).toMatchObject({ international: true, shippingCarrier: null })
  })

  it('an admin may ship and deliver it', async () => {
    const s = await abroad()
    const admin = await t.cookieFor((await createUser(t.db, { role: 'admin' })).id)
    expect((await move(admin, s.order.id, { status: 'in_transit' })).statusCode).toBe(200)
    expect((await move(admin, s.order.id, { status: 'delivered' })).statusCode).toBe(200)
  })

  it('refuses strangers, the buyer, and skipping the trip', async () => {
    const s = await abroad()
    const stranger = await t.cookieFor((await createUser(t.db)).id)
    const refused = await move(stranger, s.order.id, { status: 'in_transit' })
    expect(refused.statusCode).toBe(403)
    expect((await move(s.cookies.buyer, s.order.id, { status: 'in_transit' })).statusCode).toBe(403)
    const skipped = await move(s.cookies.seller, s.order.id, { status: 'delivered' })
    expect(skipped.statusCode).toBe(409)
    expect(skipped.json()).toMatchObject({ code: 'ORDER_INVALID_TRANSITION' })
    const [row] = await t.db.select().from(orders).where(eq(orders.id, s.order.id))
    expect(row!.status).toBe('ready_for_pickup')
  })

  it('refuses a courier with a clear 409', async () => {
    const s = await abroad('confirmed')
    const courier = await createCourier(t.db, { serviceAreas: ['addis_ababa', 'regional'] })
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${s.order.id}/assign-courier`,
      headers: { cookie: s.cookies.seller },
      payload: { courierId: courier.id },
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({
      code: 'ORDER_INTERNATIONAL_NO_COURIER',
      message: translate('order.internationalNoCourier', 'am'),
    })
    const [row] = await t.db.select().from(orders).where(eq(orders.id, s.order.id))
    expect(row!.courierId).toBeNull()
  })

  it('keeps domestic orders on the courier flow and refuses a carrier for them', async () => {
    const buyer = await createUser(t.db)
    const seller = await createSellerUser(t.db)
    const product = await createProduct(t.db, { sellerId: seller.seller.id, categoryId })
    const order = await createOrder(t.db, {
      buyerId: buyer.id,
      sellerId: seller.seller.id,
      productId: product.id,
      status: 'ready_for_pickup',
    })
    const cookie = await t.cookieFor(seller.user.id)
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: { cookie },
    })
    expect(shown.json<Order>()).toMatchObject({ international: false, cashbackAmount: '0.00' })
    expect((await move(cookie, order.id, { status: 'in_transit' })).statusCode).toBe(403)
    const withCarrier = await move(cookie, order.id, { status: 'cancelled', carrier: 'DHL' })
    expect(withCarrier.statusCode).toBe(409)
    expect(withCarrier.json()).toMatchObject({ code: 'ORDER_SHIPMENT_ONLY_ABROAD' })
  })
})
