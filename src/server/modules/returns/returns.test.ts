import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RevenueAnalytics } from '#shared/contracts/analytics.ts'
import type { CourierStats, Order, OrderTracking } from '#shared/contracts/orders.ts'
import { translate } from '#shared/i18n/messages.ts'
import type {
  OrderReturn,
  OrderReturns,
  ReturnPolicy,
  WalletCredit,
} from '#shared/contracts/returns.ts'
import type { AffiliateView, UserMembershipView } from '#shared/contracts/revenue.ts'
import type { SellerDashboard } from '#shared/contracts/seller-dashboard.ts'
import type { SellerTier } from '#shared/contracts/tiers.ts'
import type { SellerBalance, SellerEarning } from '#shared/contracts/wallet.ts'
import { products } from '#server/db/schema/catalog.ts'
import { couriers, orders } from '#server/db/schema/delivery.ts'
import { payments } from '#server/db/schema/payments.ts'
import { orderReturns } from '#server/db/schema/returns.ts'
import { productVariants } from '#server/db/schema/variants.ts'
import {
  affiliateSales,
  affiliates,
  buyerMemberships,
  userBuyerMemberships,
} from '#server/db/schema/revenue.ts'
import { notifications } from '#server/db/schema/system.ts'
import { walletCredits } from '#server/db/schema/wallet-credits.ts'
import {
  askReturn,
  deliveredOrder,
  flatCourier,
  returnShop,
  sender,
  step,
  uploadedPhoto,
} from '#test/helpers/return-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { uploadDataDir } from '#test/helpers/upload-fixtures.ts'
import { createUser } from '#test/helpers/user-factories.ts'
import { escalateOverdueReturns, settleReferralSales } from './returns.service.ts'

// Returns and refunds through the API (docs/decisions/024-returns-and-refunds.md): who may ask
// and decide, the window, the money to the santim on every screen, and racing decisions.

let t: TestApp
let data: Awaited<ReturnType<typeof uploadDataDir>>
let send: ReturnType<typeof sender>
let adminCookie: string

beforeAll(async () => {
  data = await uploadDataDir()
  t = await createTestApp({ DATA_DIR: data.dir })
  send = sender(t)
  const admin = await createUser(t.db, { role: 'admin', preferredLanguage: 'en' })
  adminCookie = await t.cookieFor(admin.id)
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

/** Every figure that shows the seller's, the platform's or the courier's money. */
async function figures(store: { cookie: string; seller: { id: string } }, courierCookie: string) {
  const [balance, dashboard, sellerRevenue, platform, tier, courier, earnings] = await Promise.all([
    get<SellerBalance>('/api/seller/balance', store.cookie),
    get<SellerDashboard>('/api/seller/dashboard', store.cookie),
    get<RevenueAnalytics>('/api/analytics/revenue', store.cookie),
    get<RevenueAnalytics>('/api/analytics/revenue', adminCookie),
    get<SellerTier>(`/api/sellers/${store.seller.id}/tier`, store.cookie),
    get<CourierStats>('/api/orders/courier-stats', courierCookie),
    get<SellerEarning[]>('/api/seller/earnings', store.cookie),
  ])
  return { balance, dashboard, sellerRevenue, platform, tier, courier, earnings }
}

async function stockOf(productId: string) {
  const [row] = await t.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId))
  return row!.stock
}

const minus = (a: string, b: string) =>
  (Math.round(Number(a) * 100 - Number(b) * 100) / 100).toFixed(2)

describe('a return from request to refund', () => {
  it('1 of 2 damaged units: the seller accepts, the courier brings it back, the sandbox refunds, and every screen drops by exactly the reversed amounts', async () => {
    const store = await returnShop(t)
    const walker = await flatCourier(t, '50.00')
    // 2 × 410 with a 123 coupon: sales 697.00, commission 48.79, seller net 648.21.
    const { orderId, paymentId, cookie, buyer } = await deliveredOrder(t, store, walker, {
      couponOff: '123.00',
    })
    const before = await figures(store, walker.cookie)
    expect(before.balance).toMatchObject({ earned: '648.21', available: '648.21' })
    expect(before.courier.earnings).toBe('50.00')
    const stockBefore = await stockOf(store.product.id)

    const offered = await get<OrderReturns>(`/api/orders/${orderId}/returns`, cookie)
    expect(offered.eligibility).toMatchObject({
      returnable: true,
      refusal: null,
      windowDays: 7,
      maxQuantity: 2,
      paymentMethod: 'sandbox',
      choosesRefund: false,
    })

    const asked = await askReturn(t, orderId, cookie, { quantity: 1, reason: 'damaged' })
    // 697.00 / 2 = 348.50 of sales; 48.79 / 2 = 24.395 → 24.39 of commission (down to the santim).
    expect(asked).toMatchObject({
      status: 'requested',
      quantity: 1,
      orderQuantity: 2,
      refundMethod: 'provider',
      refundAmount: '348.50',
      salesReversed: '348.50',
      returnShippingPaidBy: 'seller',
      // The buyer does not see the seller's and the platform's parts.
      sellerNetReversed: null,
      commissionReversed: null,
    })

    const accepted = await step(t, asked.id, 'accept', store.cookie, { note: 'Sorry about that' })
    expect(accepted).toMatchObject({
      status: 'accepted',
      decisionReason: 'Sorry about that',
      decidedByAdmin: false,
      // The courier who delivered brings it back, paid their own quote; the seller bears it.
      pickupCourier: { id: walker.id },
      returnShippingFee: '50.00',
      returnShippingPaidBy: 'seller',
      refundAmount: '348.50',
      sellerNetReversed: '324.11',
      commissionReversed: '24.39',
    })
    const pickups = await get<OrderReturn[]>('/api/returns?as=courier', walker.cookie)
    expect(pickups.map((row) => row.id)).toContain(asked.id)

    await step(t, asked.id, 'picked-up', walker.cookie)
    const received = await step(t, asked.id, 'received', store.cookie)
    // The sandbox payment refunds at once, on receipt.
    expect(received).toMatchObject({ status: 'refunded', refundMethod: 'provider' })
    expect(received.refundedAt).not.toBeNull()

    const stockAfter = await stockOf(store.product.id)
    expect(stockAfter).toBe(stockBefore + 1)

    const after = await figures(store, walker.cookie)
    // The seller gives back 324.11 of net and bears the 50.00 trip back: 648.21 − 374.11.
    expect(after.balance).toMatchObject({ earned: '274.10', available: '274.10' })
    expect(after.dashboard.overview).toMatchObject({
      grossEarnings: '348.50',
      netEarnings: '274.10',
      // 24.40 of commission left, and the trip back.
      totalFees: '74.40',
    })
    expect(after.dashboard.recentOrders.find((row) => row.id === orderId)?.amount).toBe('348.50')
    // The wallet's list keeps the order's net and shows the return on its own line.
    expect(after.earnings.find((row) => row.id === orderId)?.amount).toBe('648.21')
    expect(after.earnings.find((row) => row.id === asked.id)).toMatchObject({
      source: 'return',
      amount: '-374.11',
    })
    expect(after.sellerRevenue).toMatchObject({
      totalRevenue: '348.50',
      totalCommission: '24.40',
      netRevenue: '274.10',
    })
    expect(minus(before.platform.totalRevenue, after.platform.totalRevenue)).toBe('348.50')
    expect(minus(before.platform.totalCommission, after.platform.totalCommission)).toBe('24.39')
    expect(after.tier.seller).toMatchObject({ totalSalesAmount: '348.50' })
    // The courier is paid the trip there and the trip back.
    expect(after.courier.earnings).toBe('100.00')

    // The refund is in the payment's ledger of money given back.
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, paymentId))
    expect((payment!.metadata as { refunds: unknown[] }).refunds).toEqual([
      expect.objectContaining({ orderId, returnId: asked.id, amount: '348.50' }),
    ])

    // Every step is on the order's timeline, in each reader's language, and told to both sides.
    const tracking = await get<OrderTracking>(`/api/orders/${orderId}/updates`, cookie)
    const messages = tracking.updates.map((update) => update.message)
    for (const text of [
      'Return requested (1): Damaged',
      'The seller accepted the return · Courier for the return: ' +
        walker.name +
        ' — Sorry about that',
      'The courier picked up the return',
      'The seller received the item back',
      '348.50 ETB refunded the way the buyer paid',
    ]) {
      expect(messages).toContain(text)
    }
    // The seller reading in Tigrinya sees the same steps in Tigrinya, the reason too; what the
    // seller typed stays as typed.
    const inTigrinya = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/updates`,
      headers: { cookie: store.cookie, 'accept-language': 'ti' },
    })
    expect(inTigrinya.statusCode, inTigrinya.body).toBe(200)
    const tigrinya = inTigrinya.json<OrderTracking>().updates.map((update) => update.message)
    for (const text of [
      translate('returnUpdate.requested', 'ti', {
        quantity: 1,
        reason: translate('returnReason.damaged', 'ti'),
      }),
      `${translate('returnUpdate.accepted', 'ti')} · ${translate('returnUpdate.courierAssigned', 'ti', { name: walker.name })} — Sorry about that`,
      translate('returnUpdate.received', 'ti'),
    ]) {
      expect(tigrinya).toContain(text)
    }
    expect(tigrinya).not.toContain('The seller received the item back')
    const told = await t.db
      .select({ userId: notifications.userId, type: notifications.type })
      .from(notifications)
      .where(eq(notifications.type, 'return_refunded'))
    expect(told.map((row) => row.userId)).toEqual(
      expect.arrayContaining([buyer.id, store.sellerUserId]),
    )

    // Nothing more can be returned from this line: its one return is done.
    const done = await get<OrderReturns>(`/api/orders/${orderId}/returns`, cookie)
    expect(done.eligibility).toMatchObject({ returnable: false, refusal: 'already_returned' })
    expect(done.returns).toHaveLength(1)
  })
})

describe('who may ask, and when', () => {
  it('only the buyer of a delivered order asks, within the window, with photos and a real quantity', async () => {
    const store = await returnShop(t)
    const walker = await flatCourier(t)
    const open = await deliveredOrder(t, store, walker, { stopAt: 'confirmed' })
    const photo = await uploadedPhoto(t, open.cookie)
    const body = { quantity: 1, reason: 'damaged', photoUrls: [photo] }

    const early = await send('POST', `/api/orders/${open.orderId}/returns`, open.cookie, body)
    expect(early.statusCode).toBe(409)
    expect(early.json()).toMatchObject({ code: 'RETURN_NOT_DELIVERED' })

    const { orderId, cookie } = await deliveredOrder(t, store, walker)
    const stranger = await t.cookieFor((await createUser(t.db)).id)
    const photoOf = async (who: string) => [await uploadedPhoto(t, who)]
    const asStranger = await send('POST', `/api/orders/${orderId}/returns`, stranger, {
      ...body,
      photoUrls: await photoOf(stranger),
    })
    expect(asStranger.statusCode).toBe(403)
    const asSeller = await send('POST', `/api/orders/${orderId}/returns`, store.cookie, {
      ...body,
      photoUrls: await photoOf(store.cookie),
    })
    expect(asSeller.statusCode).toBe(403)
    expect((await send('GET', `/api/orders/${orderId}/returns`, stranger)).statusCode).toBe(403)

    const noPhoto = await send('POST', `/api/orders/${orderId}/returns`, cookie, {
      ...body,
      photoUrls: [],
    })
    expect(noPhoto.statusCode).toBe(400)
    expect(noPhoto.json().details.fields).toHaveProperty('photoUrls')
    const notUploaded = await send('POST', `/api/orders/${orderId}/returns`, cookie, {
      ...body,
      photoUrls: ['/api/objects/00000000-0000-4000-8000-000000000000'],
    })
    expect(notUploaded.statusCode).toBe(400)
    expect(notUploaded.json()).toMatchObject({ code: 'RETURN_PHOTO_NOT_UPLOADED' })
    const tooMany = await send('POST', `/api/orders/${orderId}/returns`, cookie, {
      ...body,
      photoUrls: await photoOf(cookie),
      quantity: 3,
    })
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json()).toMatchObject({ code: 'RETURN_QUANTITY_TOO_MANY' })

    // Eight days after delivery the platform's 7 days are over; an admin's 10 days reopen it.
    await t.db
      .update(orders)
      .set({ actualDeliveryTime: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(orders.id, orderId))
    const late = await send('POST', `/api/orders/${orderId}/returns`, cookie, {
      ...body,
      photoUrls: await photoOf(cookie),
    })
    expect(late.statusCode).toBe(409)
    expect(late.json()).toMatchObject({ code: 'RETURN_WINDOW_CLOSED' })
    expect(late.json().message).toContain('7-day')

    const notAdmin = await send('PUT', '/api/admin/return-settings', store.cookie, {
      windowDays: 10,
      decisionDays: 3,
    })
    expect(notAdmin.statusCode).toBe(403)
    const saved = await send('PUT', '/api/admin/return-settings', adminCookie, {
      windowDays: 10,
      decisionDays: 3,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    try {
      const policy = await get<ReturnPolicy>('/api/returns/policy', cookie)
      expect(policy).toMatchObject({ windowDays: 10, decisionDays: 3 })
      const asked = await askReturn(t, orderId, cookie)
      expect(asked.status).toBe('requested')

      // One return per line at a time.
      const again = await send('POST', `/api/orders/${orderId}/returns`, cookie, {
        ...body,
        photoUrls: await photoOf(cookie),
      })
      expect(again.statusCode).toBe(409)
      expect(again.json()).toMatchObject({ code: 'RETURN_ALREADY_REQUESTED' })
    } finally {
      await send('PUT', '/api/admin/return-settings', adminCookie, {
        windowDays: 7,
        decisionDays: 3,
      })
    }
  })

  it('a category with no returns (food) refuses every request; a membership’s longer period extends a category’s window', async () => {
    const food = await returnShop(t, { windowDays: 0 })
    const walker = await flatCourier(t)
    const { orderId, cookie } = await deliveredOrder(t, food, walker)
    const eligibility = (await get<OrderReturns>(`/api/orders/${orderId}/returns`, cookie))
      .eligibility
    expect(eligibility).toMatchObject({
      returnable: false,
      refusal: 'not_returnable',
      windowDays: 0,
    })
    const refused = await send('POST', `/api/orders/${orderId}/returns`, cookie, {
      quantity: 1,
      reason: 'changed_mind',
      photoUrls: [await uploadedPhoto(t, cookie)],
      refundMethod: 'wallet_credit',
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'RETURN_NOT_RETURNABLE' })

    const policy = await get<ReturnPolicy>('/api/returns/policy', cookie)
    expect(policy.categories.find((category) => category.id === food.category.id)).toMatchObject({
      windowDays: 0,
    })

    // A 3-day category, delivered 5 days ago: closed, until the buyer's 30-day membership.
    const short = await returnShop(t, { windowDays: 3 })
    const bought = await deliveredOrder(t, short, walker)
    await t.db
      .update(orders)
      .set({ actualDeliveryTime: new Date(Date.now() - 5 * 24 * 60 * 60 * 1000) })
      .where(eq(orders.id, bought.orderId))
    const closed = await get<OrderReturns>(`/api/orders/${bought.orderId}/returns`, bought.cookie)
    expect(closed.eligibility).toMatchObject({ refusal: 'window_closed', windowDays: 3 })
    const [plan] = await t.db
      .insert(buyerMemberships)
      .values({ name: 'Gold', monthlyFee: '99.00', extendedReturnPeriod: 30 })
      .returning()
    await t.db
      .insert(userBuyerMemberships)
      .values({ userId: bought.buyer.id, membershipId: plan!.id, status: 'active' })
    const extended = await get<OrderReturns>(`/api/orders/${bought.orderId}/returns`, bought.cookie)
    expect(extended.eligibility).toMatchObject({ returnable: true, windowDays: 30 })
  })
})

describe('who decides', () => {
  it('only that seller decides before the deadline; past it, or on the buyer’s appeal, an admin does', async () => {
    const store = await returnShop(t)
    const other = await returnShop(t)
    const walker = await flatCourier(t)
    const first = await deliveredOrder(t, store, walker)
    const asked = await askReturn(t, first.orderId, first.cookie)

    for (const cookie of [other.cookie, first.cookie]) {
      const response = await send('POST', `/api/returns/${asked.id}/accept`, cookie, {})
      expect(response.statusCode).toBe(403)
    }
    const noReason = await send('POST', `/api/returns/${asked.id}/refuse`, store.cookie, {
      reason: '',
    })
    expect(noReason.statusCode).toBe(400)
    const refused = await step(t, asked.id, 'refuse', store.cookie, {
      reason: 'The seal is broken by the buyer',
    })
    expect(refused).toMatchObject({ status: 'refused', awaitingAdmin: false })

    // The buyer appeals once; the admins' queue shows it; an admin accepts.
    const appealed = await step(t, asked.id, 'appeal', first.cookie, {
      reason: 'It arrived like that; see the photos',
    })
    expect(appealed).toMatchObject({ status: 'appealed', awaitingAdmin: true })
    const sellerAgain = await send('POST', `/api/returns/${asked.id}/accept`, store.cookie, {})
    expect(sellerAgain.statusCode).toBe(403)
    const queue = await get<OrderReturn[]>('/api/returns?as=admin&queue=admin', adminCookie)
    expect(queue.map((row) => row.id)).toContain(asked.id)
    expect((await send('GET', '/api/returns?as=admin', store.cookie)).statusCode).toBe(403)
    const decided = await step(t, asked.id, 'accept', adminCookie, {})
    expect(decided).toMatchObject({ status: 'accepted', decidedByAdmin: true })
    expect(
      (await get<OrderReturn[]>('/api/returns?as=admin&queue=admin', adminCookie)).map(
        (row) => row.id,
      ),
    ).not.toContain(asked.id)

    // Past the deadline the seller cannot decide any more; the job tells both sides once.
    const second = await deliveredOrder(t, store, walker)
    const late = await askReturn(t, second.orderId, second.cookie)
    await t.db
      .update(orderReturns)
      .set({ sellerDeadline: new Date(Date.now() - 60_000) })
      .where(eq(orderReturns.id, late.id))
    const tooLate = await send('POST', `/api/returns/${late.id}/accept`, store.cookie, {})
    expect(tooLate.statusCode).toBe(409)
    expect(tooLate.json()).toMatchObject({ code: 'RETURN_DEADLINE_PASSED' })
    expect(await escalateOverdueReturns(t.db)).toBeGreaterThanOrEqual(1)
    expect(await escalateOverdueReturns(t.db)).toBe(0)
    const timeline = await get<OrderTracking>(
      `/api/orders/${second.orderId}/updates`,
      second.cookie,
    )
    expect(timeline.updates.map((update) => update.message)).toContain(
      'The seller did not decide in time; our team decides the return',
    )
    const overdue = await get<OrderReturn[]>('/api/returns?as=admin&queue=admin', adminCookie)
    expect(overdue.find((row) => row.id === late.id)).toMatchObject({ awaitingAdmin: true })
    const final = await step(t, late.id, 'refuse', adminCookie, { reason: 'Used item' })
    expect(final).toMatchObject({ status: 'refused', decidedByAdmin: true })
  })

  it('an appeal is heard once: a refusal after it is final', async () => {
    const store = await returnShop(t)
    const walker = await flatCourier(t)
    const { orderId, cookie } = await deliveredOrder(t, store, walker)
    const asked = await askReturn(t, orderId, cookie)
    await step(t, asked.id, 'refuse', store.cookie, { reason: 'Not damaged' })
    await step(t, asked.id, 'appeal', cookie, { reason: 'Please look again' })
    await step(t, asked.id, 'refuse', adminCookie, { reason: 'The photos show no damage' })
    const twice = await send('POST', `/api/returns/${asked.id}/appeal`, cookie, {
      reason: 'Once more',
    })
    expect(twice.statusCode).toBe(409)
    expect(twice.json()).toMatchObject({ code: 'RETURN_APPEAL_USED' })
    const eligibility = (await get<OrderReturns>(`/api/orders/${orderId}/returns`, cookie))
      .eligibility
    expect(eligibility.refusal).toBe('already_returned')
  })
})

describe('the trip back', () => {
  it('the seller hands the trip to another courier of the area, paid their own quote; only that courier picks it up', async () => {
    const store = await returnShop(t)
    const walker = await flatCourier(t, '50.00')
    const cheaper = await flatCourier(t, '30.00')
    const elsewhere = await flatCourier(t, '20.00')
    await t.db
      .update(couriers)
      .set({ serviceAreas: ['jimma'] })
      .where(eq(couriers.id, elsewhere.id))
    const { orderId, cookie } = await deliveredOrder(t, store, walker, { quantity: 1 })
    const asked = await askReturn(t, orderId, cookie, { reason: 'changed_mind' })
    const accepted = await step(t, asked.id, 'accept', store.cookie, {})
    // A change of mind: the buyer's refund bears the trip back.
    expect(accepted).toMatchObject({
      pickupCourier: { id: walker.id },
      returnShippingFee: '50.00',
      returnShippingPaidBy: 'buyer',
      refundAmount: '360.00',
    })

    const quotes = await get<{ courierId: string; fee: string }[]>(
      `/api/returns/${asked.id}/courier-quotes`,
      store.cookie,
    )
    expect(quotes).toEqual(
      expect.arrayContaining([expect.objectContaining({ courierId: cheaper.id, fee: '30.00' })]),
    )
    expect(quotes.map((quote) => quote.courierId)).not.toContain(elsewhere.id)
    expect((await send('GET', `/api/returns/${asked.id}/courier-quotes`, cookie)).statusCode).toBe(
      403,
    )
    const outOfArea = await send('POST', `/api/returns/${asked.id}/courier`, store.cookie, {
      courierId: elsewhere.id,
    })
    expect(outOfArea.statusCode).toBe(409)
    expect(outOfArea.json()).toMatchObject({ code: 'COURIER_OUT_OF_AREA' })
    const handed = await step(t, asked.id, 'courier', store.cookie, { courierId: cheaper.id })
    expect(handed).toMatchObject({
      pickupCourier: { id: cheaper.id },
      returnShippingFee: '30.00',
      refundAmount: '380.00',
    })
    const notHis = await send('POST', `/api/returns/${asked.id}/picked-up`, walker.cookie)
    expect(notHis.statusCode).toBe(403)
    await step(t, asked.id, 'picked-up', cheaper.cookie)
    const refunded = await step(t, asked.id, 'received', store.cookie)
    expect(refunded).toMatchObject({ status: 'refunded', refundAmount: '380.00' })
    const stats = await get<CourierStats>('/api/orders/courier-stats', cheaper.cookie)
    expect(stats.earnings).toBe('30.00')
  })
})

describe('racing calls', () => {
  it('of an accept and a refuse at once exactly one applies; two receipts return the stock once', async () => {
    const store = await returnShop(t)
    const walker = await flatCourier(t)
    const { orderId, cookie } = await deliveredOrder(t, store, walker)
    const asked = await askReturn(t, orderId, cookie)
    const [accept, refuse] = await Promise.all([
      send('POST', `/api/returns/${asked.id}/accept`, store.cookie, {}),
      send('POST', `/api/returns/${asked.id}/refuse`, store.cookie, { reason: 'Changed my mind' }),
    ])
    expect([accept.statusCode, refuse.statusCode].sort()).toEqual([200, 409])
    const loser = accept.statusCode === 409 ? accept : refuse
    expect(loser.json()).toMatchObject({ code: 'RETURN_STATUS_CHANGED' })
    const [row] = await t.db.select().from(orderReturns).where(eq(orderReturns.id, asked.id))
    expect(row!.status).toBe(accept.statusCode === 200 ? 'accepted' : 'refused')

    if (row!.status !== 'accepted') await step(t, asked.id, 'appeal', cookie, { reason: 'Why?' })
    if (row!.status !== 'accepted') await step(t, asked.id, 'accept', adminCookie, {})
    // The unit goes back to the variant bought as well as to the product.
    const [variant] = await t.db
      .insert(productVariants)
      .values({
        productId: store.product.id,
        optionValues: { Weight: '250 g' },
        price: '410.00',
        stock: 4,
      })
      .returning()
    await t.db.update(orders).set({ variantId: variant!.id }).where(eq(orders.id, orderId))
    // A product with variants holds their summed stock (as the variants service keeps it).
    await t.db.update(products).set({ stock: 4 }).where(eq(products.id, store.product.id))
    const before = await stockOf(store.product.id)
    const receipts = await Promise.all([
      send('POST', `/api/returns/${asked.id}/received`, store.cookie),
      send('POST', `/api/returns/${asked.id}/received`, store.cookie),
    ])
    expect(receipts.map((response) => response.statusCode).sort()).toEqual([200, 409])
    const after = await stockOf(store.product.id)
    expect(after).toBe(before + 1)
    const [variantAfter] = await t.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variant!.id))
    expect(variantAfter!.stock).toBe(5)
  })

  it('two requests for one order at once make one return; two refunds at once pay once', async () => {
    const store = await returnShop(t)
    const walker = await flatCourier(t)
    const { orderId, cookie } = await deliveredOrder(t, store, walker, {
      paymentMethod: 'cash_on_delivery',
    })
    const photos = [await uploadedPhoto(t, cookie), await uploadedPhoto(t, cookie)]
    const requests = await Promise.all(
      photos.map((photo) =>
        send('POST', `/api/orders/${orderId}/returns`, cookie, {
          quantity: 1,
          reason: 'wrong_item',
          photoUrls: [photo],
          refundMethod: 'manual',
        }),
      ),
    )
    expect(requests.map((response) => response.statusCode).sort()).toEqual([201, 409])
    const made = requests.find((response) => response.statusCode === 201)!.json<OrderReturn>()
    await step(t, made.id, 'accept', store.cookie, {})
    const received = await step(t, made.id, 'received', store.cookie)
    // A refund by hand waits for our team.
    expect(received).toMatchObject({ status: 'received', refundMethod: 'manual' })
    const refunds = await Promise.all([
      send('POST', `/api/returns/${made.id}/refund`, adminCookie, { reference: 'TB-1001' }),
      send('POST', `/api/returns/${made.id}/refund`, adminCookie, { reference: 'TB-1002' }),
    ])
    expect(refunds.map((response) => response.statusCode).sort()).toEqual([200, 409])
    const [row] = await t.db.select().from(orderReturns).where(eq(orderReturns.id, made.id))
    expect(row).toMatchObject({ status: 'refunded', refundMethod: 'manual' })
    expect(['TB-1001', 'TB-1002']).toContain(row!.refundReference)
  })
})

describe('cash on delivery', () => {
  it('the buyer takes the refund as wallet credit and pays the trip back for a change of mind', async () => {
    const store = await returnShop(t)
    const walker = await flatCourier(t, '45.50')
    const { orderId, cookie, buyer } = await deliveredOrder(t, store, walker, {
      paymentMethod: 'cash_on_delivery',
      quantity: 3,
    })
    const offered = await get<OrderReturns>(`/api/orders/${orderId}/returns`, cookie)
    expect(offered.eligibility).toMatchObject({
      paymentMethod: 'cash_on_delivery',
      choosesRefund: true,
    })
    const noChoice = await send('POST', `/api/orders/${orderId}/returns`, cookie, {
      quantity: 2,
      reason: 'changed_mind',
      photoUrls: [await uploadedPhoto(t, cookie)],
    })
    expect(noChoice.statusCode).toBe(400)
    expect(noChoice.json().details.fields).toHaveProperty('refundMethod')

    const asked = await askReturn(t, orderId, cookie, {
      quantity: 2,
      reason: 'changed_mind',
      refundMethod: 'wallet_credit',
    })
    expect(asked).toMatchObject({ refundMethod: 'wallet_credit', returnShippingPaidBy: 'buyer' })
    const accepted = await step(t, asked.id, 'accept', store.cookie, {})
    // 1230.00 × 2/3 = 820.00 of sales, less the buyer's 45.50 trip back.
    expect(accepted).toMatchObject({
      salesReversed: '820.00',
      returnShippingFee: '45.50',
      refundAmount: '774.50',
      sellerNetReversed: '762.60',
      commissionReversed: '57.40',
    })
    const balanceBefore = await get<SellerBalance>('/api/seller/balance', store.cookie)
    await step(t, asked.id, 'picked-up', walker.cookie)
    const refunded = await step(t, asked.id, 'received', store.cookie)
    expect(refunded).toMatchObject({ status: 'refunded', refundMethod: 'wallet_credit' })

    const credit = await get<WalletCredit>('/api/wallet-credit', cookie)
    expect(credit.balance).toBe('774.50')
    expect(credit.entries).toEqual([
      expect.objectContaining({ amount: '774.50', kind: 'return_refund', orderId }),
    ])
    const rows = await t.db.select().from(walletCredits).where(eq(walletCredits.userId, buyer.id))
    expect(rows).toHaveLength(1)
    // The buyer paid the trip back: the seller gives back only the net of the goods.
    const balanceAfter = await get<SellerBalance>('/api/seller/balance', store.cookie)
    expect(minus(balanceBefore.earned, balanceAfter.earned)).toBe('762.60')
  })

  it('a refund by hand is recorded by an admin with its reference, not by the seller', async () => {
    const store = await returnShop(t)
    const walker = await flatCourier(t)
    const { orderId, cookie } = await deliveredOrder(t, store, walker, {
      paymentMethod: 'cash_on_delivery',
    })
    const asked = await askReturn(t, orderId, cookie, { refundMethod: 'manual' })
    await step(t, asked.id, 'accept', store.cookie, {})
    const notYet = await send('POST', `/api/returns/${asked.id}/refund`, adminCookie, {
      reference: 'TB-9',
    })
    expect(notYet.statusCode).toBe(409)
    expect(notYet.json()).toMatchObject({ code: 'RETURN_NOT_RECEIVED' })
    await step(t, asked.id, 'received', store.cookie)
    const bySeller = await send('POST', `/api/returns/${asked.id}/refund`, store.cookie, {
      reference: 'TB-9',
    })
    expect(bySeller.statusCode).toBe(403)
    const noReference = await send('POST', `/api/returns/${asked.id}/refund`, adminCookie, {})
    expect(noReference.statusCode).toBe(400)
    const done = await step(t, asked.id, 'refund', adminCookie, { reference: 'TB-9' })
    expect(done).toMatchObject({
      status: 'refunded',
      refundMethod: 'manual',
      refundReference: 'TB-9',
    })
    const [row] = await t.db.select().from(orderReturns).where(eq(orderReturns.id, asked.id))
    expect(row!.refundedAt).not.toBeNull()
  })
})

describe('membership cashback', () => {
  it('the cashback on goods sent back is taken back: the order and the membership page agree', async () => {
    const store = await returnShop(t)
    const walker = await flatCourier(t)
    const [plan] = await t.db
      .insert(buyerMemberships)
      .values({ name: 'Cashback', monthlyFee: '99.00', cashbackPercentage: '2.00' })
      .returning()
    const { orderId, cookie } = await deliveredOrder(t, store, walker, {
      quantity: 2,
      beforeCheckout: async (buyerId) => {
        await t.db
          .insert(userBuyerMemberships)
          .values({ userId: buyerId, membershipId: plan!.id, status: 'active' })
      },
    })
    // 2 × 410.00 at 2 %: 16.40, credited on delivery.
    const delivered = await get<Order>(`/api/orders/${orderId}`, cookie)
    expect(delivered).toMatchObject({ cashbackAmount: '16.40', cashbackReturned: '0.00' })
    expect(delivered.cashbackCreditedAt).not.toBeNull()
    const before = await get<UserMembershipView>('/api/buyer-memberships/user', cookie)
    expect(before.cashbackEarned).toBe('16.40')

    const asked = await askReturn(t, orderId, cookie, { quantity: 1, reason: 'damaged' })
    await step(t, asked.id, 'accept', store.cookie, {})
    // Accepted is not refunded: the cashback stays until the money goes back.
    expect((await get<Order>(`/api/orders/${orderId}`, cookie)).cashbackReturned).toBe('0.00')
    await step(t, asked.id, 'picked-up', walker.cookie)
    expect(await step(t, asked.id, 'received', store.cookie)).toMatchObject({ status: 'refunded' })

    const after = await get<Order>(`/api/orders/${orderId}`, cookie)
    expect(after).toMatchObject({ cashbackAmount: '16.40', cashbackReturned: '8.20' })
    const listed = await get<Order[]>('/api/orders', cookie)
    expect(listed.find((order) => order.id === orderId)?.cashbackReturned).toBe('8.20')
    const membership = await get<UserMembershipView>('/api/buyer-memberships/user', cookie)
    expect(membership.cashbackEarned).toBe('8.20')
  })
})

describe('referral sales', () => {
  const DAY = 24 * 60 * 60 * 1000

  it('an affiliate earns on what the buyer kept: the sale settles when the window closes, net of a refunded return', async () => {
    const partner = await createUser(t.db, { preferredLanguage: 'en' })
    const partnerCookie = await t.cookieFor(partner.id)
    const joined = await send('POST', '/api/affiliate', partnerCookie)
    expect(joined.statusCode, joined.body).toBe(201)
    const code = joined.json<AffiliateView>().affiliate!.affiliateCode
    const stats = async () => (await get<AffiliateView>('/api/affiliate', partnerCookie)).stats

    const store = await returnShop(t)
    const walker = await flatCourier(t)
    // Two jars of 410.00 at the affiliate's 5 %: 820.00 of sales, 41.00 of commission.
    const kept = await deliveredOrder(t, store, walker, { quantity: 2, referralCode: code })
    const [sale] = await t.db
      .select()
      .from(affiliateSales)
      .where(eq(affiliateSales.orderId, kept.orderId))
    expect(sale).toMatchObject({ saleAmount: '820.00', commissionAmount: '41.00' })
    // Delivered, but the buyer may still return it: nothing is approved yet.
    expect(sale!.status).toBe('pending')
    expect(await settleReferralSales(t.db)).toBe(0)
    expect(await stats()).toMatchObject({ pendingCommission: '41.00', approvedCommission: '0.00' })

    // One jar comes back and is refunded: the sale and its commission drop by its share.
    const asked = await askReturn(t, kept.orderId, kept.cookie, { quantity: 1, reason: 'damaged' })
    await step(t, asked.id, 'accept', store.cookie, {})
    await step(t, asked.id, 'picked-up', walker.cookie)
    expect(await step(t, asked.id, 'received', store.cookie)).toMatchObject({
      status: 'refunded',
    })
    expect(await stats()).toMatchObject({ pendingCommission: '20.50', salesTotal: '410.00' })

    // A second order is past its window too, but its return is still open: it waits.
    const open = await deliveredOrder(t, store, walker, { quantity: 1, referralCode: code })
    const openReturn = await askReturn(t, open.orderId, open.cookie, { reason: 'wrong_item' })

    const afterWindow = new Date(Date.now() + 8 * DAY)
    expect(await settleReferralSales(t.db, afterWindow)).toBe(1)
    expect(await settleReferralSales(t.db, afterWindow)).toBe(0)
    expect(await stats()).toMatchObject({
      pendingCommission: '20.50',
      approvedCommission: '20.50',
      salesTotal: '820.00',
      earnings: '20.50',
    })
    const [totals] = await t.db.select().from(affiliates).where(eq(affiliates.userId, partner.id))
    expect(totals).toMatchObject({
      totalEarnings: '20.50',
      totalSales: '410.00',
      totalReferrals: 1,
    })

    // The open return is refunded whole: that sale is cancelled, nothing earned on it.
    await step(t, openReturn.id, 'accept', store.cookie, {})
    await step(t, openReturn.id, 'picked-up', walker.cookie)
    await step(t, openReturn.id, 'received', store.cookie)
    expect(await settleReferralSales(t.db, afterWindow)).toBe(1)
    const [cancelled] = await t.db
      .select()
      .from(affiliateSales)
      .where(eq(affiliateSales.orderId, open.orderId))
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      returnedAmount: '410.00',
      commissionReturned: '20.50',
    })
    expect(await stats()).toMatchObject({
      pendingCommission: '0.00',
      approvedCommission: '20.50',
      salesTotal: '410.00',
      sales: 1,
    })
  })
})
