import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SellerCoupon, SellerCouponList } from '#shared/contracts/seller-coupons.ts'
import { pageViews } from '#server/db/schema/analytics.ts'
import { couponUsage, coupons } from '#server/db/schema/coupons.ts'
import { createCategory, createCoupon, createProduct } from '#test/helpers/catalog-factories.ts'
import { createOrder } from '#test/helpers/order-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

const DAY_MS = 24 * 60 * 60 * 1000
let codeCounter = 0
const freshCode = () => `TEST${Date.now().toString(36).toUpperCase()}${codeCounter++}`

const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'Timket week',
  description: 'For the holiday',
  discountType: 'percentage',
  discountValue: '15',
  couponCode: freshCode(),
  ...overrides,
})

async function signedInSeller(storeName = 'Lalibela Crafts') {
  const { user, seller } = await createSellerUser(t.db, { storeName })
  return { user, seller, cookie: await t.cookieFor(user.id) }
}

function send(method: string, url: string, cookie?: string, payload?: unknown) {
  return t.app.inject({
    method: method as 'POST',
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
}

describe('POST /api/coupons', () => {
  it('needs a signed-in seller', async () => {
    expect((await send('POST', '/api/coupons', undefined, body())).statusCode).toBe(401)
    const buyer = await createUser(t.db)
    const response = await send('POST', '/api/coupons', await t.cookieFor(buyer.id), body())
    expect(response.statusCode).toBe(403)
  })

  it("creates the coupon for the seller's own store with the spec's defaults", async () => {
    const { cookie } = await signedInSeller('Lalibela Crafts')
    const before = Date.now()
    const code = `save${Date.now().toString(36)}`
    const response = await send('POST', '/api/coupons', cookie, {
      ...body({ couponCode: code }),
      sellerId: '00000000-0000-4000-8000-000000000000',
      businessName: 'Someone else',
    })
    expect(response.statusCode).toBe(201)
    const coupon = response.json<SellerCoupon>()
    expect(coupon).toMatchObject({
      businessName: 'Lalibela Crafts',
      couponCode: code.toUpperCase(),
      discountValue: '15.00',
      usagePerUser: 1,
      usedCount: 0,
      priority: 0,
      targetUserType: 'all',
      isActive: true,
      isFlashSale: false,
      productIds: [],
      analytics: { uses: 0, discountGiven: '0.00', revenue: '0.00', conversionRate: null },
    })
    const start = new Date(coupon.startDate).getTime()
    expect(start).toBeGreaterThanOrEqual(before - 1000)
    expect(new Date(coupon.endDate!).getTime() - start).toBe(30 * DAY_MS)
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id))
    expect(row?.sellerId).not.toBe('00000000-0000-4000-8000-000000000000')
  })

  it('refuses a code that is already taken, whatever its case, with 409', async () => {
    const { cookie } = await signedInSeller()
    const { cookie: other } = await signedInSeller()
    const code = freshCode()
    expect(
      (await send('POST', '/api/coupons', cookie, body({ couponCode: code }))).statusCode,
    ).toBe(201)
    const response = await send(
      'POST',
      '/api/coupons',
      other,
      body({ couponCode: code.toLowerCase() }),
    )
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({
      code: 'COUPON_CODE_TAKEN',
      details: { fields: { couponCode: expect.any(String) } },
    })
  })

  it.each([
    ['a percentage above 100', { discountValue: '150' }, 'discountValue'],
    ['a fractional percentage', { discountValue: '12.5' }, 'discountValue'],
    [
      'a fixed amount with three decimals',
      { discountType: 'fixed_amount', discountValue: '10.125' },
      'discountValue',
    ],
    ['zero uses per customer', { usagePerUser: 0 }, 'usagePerUser'],
    ['a missing title', { title: '' }, 'title'],
    ['a short code', { couponCode: 'AB' }, 'couponCode'],
    ['an unknown discount type', { discountType: 'half_price' }, 'discountType'],
    [
      'an end before the start',
      { startDate: '2026-05-10T00:00:00Z', endDate: '2026-05-01T00:00:00Z' },
      'endDate',
    ],
  ])('answers 400 for %s', async (_case, overrides, field) => {
    const { cookie } = await signedInSeller()
    const response = await send('POST', '/api/coupons', cookie, body(overrides))
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json<{ details: { fields: object } }>().details.fields)).toContain(
      field,
    )
  })

  it('accepts an amount in ETB with cents for other discount types', async () => {
    const { cookie } = await signedInSeller()
    const response = await send(
      'POST',
      '/api/coupons',
      cookie,
      body({ discountType: 'fixed_amount', discountValue: '12.50', endDate: null }),
    )
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({ discountValue: '12.50', endDate: null })
  })
})

describe('GET /api/seller/coupons', () => {
  it("lists only the seller's coupons in every state, with figures from coupon_usage", async () => {
    const { seller, cookie } = await signedInSeller()
    const { seller: other } = await signedInSeller()
    const started = new Date(Date.now() - 2 * DAY_MS)
    const used = await createCoupon(t.db, { sellerId: seller.id, startDate: started, usedCount: 2 })
    const inactive = await createCoupon(t.db, {
      sellerId: seller.id,
      isActive: false,
      startDate: started,
    })
    await createCoupon(t.db, { sellerId: other.id })

    const category = await createCategory(t.db)
    const product = await createProduct(t.db, { sellerId: seller.id, categoryId: category.id })
    const [alem, dawit] = [await createUser(t.db), await createUser(t.db)]
    const o1 = await createOrder(t.db, {
      sellerId: seller.id,
      buyerId: alem.id,
      productId: product.id,
      productPrice: '300.00',
      status: 'delivered',
    })
    const o2 = await createOrder(t.db, {
      sellerId: seller.id,
      buyerId: dawit.id,
      productId: product.id,
      productPrice: '200.00',
      status: 'cancelled',
    })
    await t.db.insert(couponUsage).values([
      { couponId: used.id, userId: alem.id, orderId: o1.id, discountAmount: '45.00' },
      { couponId: used.id, userId: dawit.id, orderId: o2.id, discountAmount: '30.00' },
    ])
    await t.db.insert(pageViews).values([
      { sessionId: 'a', page: '/coupons' },
      { sessionId: 'b', page: '/coupons?tab=flash' },
      { sessionId: 'c', page: '/coupons' },
      { sessionId: 'd', page: '/coupons' },
      { sessionId: 'e', page: '/coupons', createdAt: new Date(Date.now() - 5 * DAY_MS) },
      { sessionId: 'f', page: '/products' },
    ])

    const response = await send('GET', '/api/seller/coupons', cookie)
    expect(response.statusCode).toBe(200)
    const list = response.json<SellerCouponList>()
    expect(list.coupons.map((coupon) => coupon.id).sort()).toEqual([used.id, inactive.id].sort())
    expect(list.coupons.find((coupon) => coupon.id === used.id)?.analytics).toEqual({
      uses: 2,
      discountGiven: '75.00',
      revenue: '300.00',
      conversionRate: 50,
    })
    expect(list.couponPageViews).toBe(4)
    expect(list.conversionRate).toBe(50)

    const buyer = await createUser(t.db)
    expect((await send('GET', '/api/seller/coupons', await t.cookieFor(buyer.id))).statusCode).toBe(
      403,
    )
  })
})

describe('PATCH and DELETE /api/coupons/:id', () => {
  it('lets only the owning seller change or delete a coupon', async () => {
    const { seller } = await signedInSeller()
    const { cookie: intruder } = await signedInSeller()
    const coupon = await createCoupon(t.db, { sellerId: seller.id })
    expect(
      (await send('PATCH', `/api/coupons/${coupon.id}`, intruder, { isActive: false })).statusCode,
    ).toBe(403)
    expect((await send('DELETE', `/api/coupons/${coupon.id}`, intruder)).statusCode).toBe(403)
    // A platform coupon belongs to no seller.
    const platform = await createCoupon(t.db)
    expect((await send('DELETE', `/api/coupons/${platform.id}`, intruder)).statusCode).toBe(403)
    const [row] = await t.db
      .select({ isActive: coupons.isActive })
      .from(coupons)
      .where(eq(coupons.id, coupon.id))
    expect(row?.isActive).toBe(true)
  })

  it('deactivates and reactivates with only isActive, and edits the full body', async () => {
    const { cookie } = await signedInSeller()
    const created = (
      await send('POST', '/api/coupons', cookie, body({ usagePerUser: 3, priority: 5 }))
    ).json<SellerCoupon>()

    const off = await send('PATCH', `/api/coupons/${created.id}`, cookie, { isActive: false })
    expect(off.statusCode).toBe(200)
    expect(off.json()).toMatchObject({
      isActive: false,
      usagePerUser: 3,
      priority: 5,
      title: 'Timket week',
    })
    const on = await send('PATCH', `/api/coupons/${created.id}`, cookie, { isActive: true })
    expect(on.json()).toMatchObject({ isActive: true })

    const edited = await send(
      'PATCH',
      `/api/coupons/${created.id}`,
      cookie,
      body({
        couponCode: created.couponCode,
        title: 'Meskel sale',
        discountType: 'fixed_amount',
        discountValue: '250.00',
        isFlashSale: true,
      }),
    )
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({
      title: 'Meskel sale',
      discountType: 'fixed_amount',
      discountValue: '250.00',
      isFlashSale: true,
    })

    // 250 is fine as birr but not as a percentage of the stored type.
    const bad = await send('PATCH', `/api/coupons/${created.id}`, cookie, {
      discountType: 'percentage',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ details: { fields: { discountValue: expect.any(String) } } })

    const taken = (await send('POST', '/api/coupons', cookie, body())).json<SellerCoupon>()
    const clash = await send('PATCH', `/api/coupons/${created.id}`, cookie, {
      couponCode: taken.couponCode,
    })
    expect(clash.statusCode).toBe(409)
    expect(
      (
        await send('PATCH', '/api/coupons/00000000-0000-4000-8000-000000000000', cookie, {
          isActive: false,
        })
      ).statusCode,
    ).toBe(404)
  })

  it('refuses to delete a used coupon (409) and deletes an unused one', async () => {
    const { seller, cookie } = await signedInSeller()
    const usedCoupon = await createCoupon(t.db, { sellerId: seller.id })
    const buyer = await createUser(t.db)
    await t.db
      .insert(couponUsage)
      .values({ couponId: usedCoupon.id, userId: buyer.id, discountAmount: '10.00' })
    const refused = await send('DELETE', `/api/coupons/${usedCoupon.id}`, cookie)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'COUPON_IN_USE' })

    const unused = await createCoupon(t.db, { sellerId: seller.id })
    expect((await send('DELETE', `/api/coupons/${unused.id}`, cookie)).statusCode).toBe(204)
    expect((await send('DELETE', `/api/coupons/${unused.id}`, cookie)).statusCode).toBe(404)
  })
})
