import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Advertisement, Coupon, GlobalService } from '#shared/contracts/marketing.ts'
import { advertisements } from '#server/db/schema/advertising.ts'
import { globalServices } from '#server/db/schema/services.ts'
import {
  createAd,
  createCategory,
  createCoupon,
  createProduct,
  createService,
  daysFromNow,
} from '#test/helpers/catalog-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

async function counters(ids: string[]) {
  const rows = await t.db
    .select({
      id: advertisements.id,
      impressions: advertisements.impressions,
      clicks: advertisements.clicks,
    })
    .from(advertisements)
    .where(inArray(advertisements.id, ids))
  return Object.fromEntries(
    rows.map((row) => [row.id, { impressions: row.impressions, clicks: row.clicks }]),
  )
}

describe('GET /api/advertisements', () => {
  it('lists running ads of the type and category, and counts one impression for each listed ad', async () => {
    const category = await createCategory(t.db)
    const other = await createCategory(t.db)
    const running = await createAd(t.db, {
      targetCategory: category.id,
      businessPhone: '+251911000111',
    })
    const elsewhere = await createAd(t.db, { targetCategory: other.id })
    const sponsored = await createAd(t.db, {
      targetCategory: category.id,
      adType: 'sponsored_product',
    })
    const inactive = await createAd(t.db, { targetCategory: category.id, isActive: false })
    const future = await createAd(t.db, {
      targetCategory: category.id,
      startDate: daysFromNow(2),
      endDate: daysFromNow(9),
    })
    const ended = await createAd(t.db, {
      targetCategory: category.id,
      startDate: daysFromNow(-9),
      endDate: daysFromNow(-2),
    })
    const all = [running, elsewhere, sponsored, inactive, future, ended].map((ad) => ad.id)

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/advertisements?adType=banner&isActive=true&targetCategory=${category.id}`,
    })
    expect(response.statusCode).toBe(200)
    const ads = response.json<Advertisement[]>()
    expect(ads).toEqual([
      {
        id: running.id,
        title: running.title,
        description: null,
        imageUrl: null,
        websiteUrl: 'https://example.test/coffee',
        businessName: running.businessName,
        businessPhone: '+251911000111',
        adType: 'banner',
        targetCategory: category.id,
        isActive: true,
        product: null,
      },
    ])
    expect(response.body).not.toContain('budget')

    const bySlug = await t.app.inject({
      method: 'GET',
      url: `/api/advertisements?adType=sponsored_product&targetCategory=${category.slug}`,
    })
    expect(bySlug.json<Advertisement[]>().map((ad) => ad.id)).toEqual([sponsored.id])

    const after = await counters(all)
    expect(after[running.id]).toEqual({ impressions: 1, clicks: 0 })
    expect(after[sponsored.id]).toEqual({ impressions: 1, clicks: 0 })
    for (const id of [elsewhere.id, inactive.id, future.id, ended.id])
      expect(after[id]!.impressions).toBe(0)

    await t.app.inject({ method: 'GET', url: `/api/advertisements?targetCategory=${category.id}` })
    const again = await counters([running.id, sponsored.id, inactive.id])
    expect(again[running.id]!.impressions).toBe(2)
    expect(again[sponsored.id]!.impressions).toBe(2)
    expect(again[inactive.id]!.impressions).toBe(0)
  })

  it("gives a sponsored product its listed product's price and rating, and none for a hidden product", async () => {
    const category = await createCategory(t.db)
    const { seller } = await createSellerUser(t.db)
    const product = await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      price: '250.00',
      discountPrice: '200.00',
      averageRating: '4.50',
      reviewCount: 2,
    })
    const hidden = await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      reviewStatus: 'pending',
    })
    const shown = await createAd(t.db, {
      adType: 'sponsored_product',
      targetCategory: category.id,
      websiteUrl: `/products/${product.id}`,
    })
    const pending = await createAd(t.db, {
      adType: 'sponsored_product',
      targetCategory: category.id,
      websiteUrl: `/products/${hidden.id}`,
    })

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/advertisements?adType=sponsored_product&targetCategory=${category.id}`,
    })
    expect(response.statusCode).toBe(200)
    const ads = new Map(response.json<Advertisement[]>().map((ad) => [ad.id, ad]))
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })
    ).json<{
      price: string
      discountPrice: string | null
      averageRating: number
      reviewCount: number
    }>()
    expect(ads.get(shown.id)?.product).toEqual({
      id: product.id,
      price: detail.price,
      discountPrice: detail.discountPrice,
      currency: 'ETB',
      averageRating: detail.averageRating,
      reviewCount: detail.reviewCount,
    })
    expect(detail).toMatchObject({ price: '250.00', discountPrice: '200.00', averageRating: 4.5 })
    expect(ads.get(pending.id)?.product).toBeNull()
  })

  it('rejects an unknown ad type with the validation error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/advertisements?adType=popup' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { fields: { adType: expect.any(String) } },
    })
  })
})

describe('POST /api/advertisements/:id/click', () => {
  it('counts the click and returns where the ad leads', async () => {
    const ad = await createAd(t.db, { websiteUrl: 'https://example.test/berbere' })
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/advertisements/${ad.id}/click`,
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ websiteUrl: 'https://example.test/berbere' })
    }
    expect((await counters([ad.id]))[ad.id]).toEqual({ impressions: 0, clicks: 2 })
    const [row] = await t.db
      .select({ updatedAt: advertisements.updatedAt })
      .from(advertisements)
      .where(eq(advertisements.id, ad.id))
    expect(row!.updatedAt.getTime()).toBe(ad.updatedAt.getTime())
  })

  it('answers 404 for an unknown, inactive or ended ad and counts nothing', async () => {
    const inactive = await createAd(t.db, { isActive: false })
    const ended = await createAd(t.db, { startDate: daysFromNow(-9), endDate: daysFromNow(-1) })
    for (const id of ['00000000-0000-4000-8000-000000000000', inactive.id, ended.id]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/advertisements/${id}/click`,
        headers: { 'accept-language': 'en' },
      })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({
        message: 'Advertisement not found',
        code: 'ADVERTISEMENT_NOT_FOUND',
      })
    }
    const after = await counters([inactive.id, ended.id])
    expect(after[inactive.id]!.clicks).toBe(0)
    expect(after[ended.id]!.clicks).toBe(0)
  })

  it('answers an invalid id with 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/advertisements/nope/click' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { fields: { id: expect.any(String) } },
    })
  })
})

describe('GET /api/coupons', () => {
  it('lists active coupons inside their dates with uses left, flash sales first, then by priority', async () => {
    const low = await createCoupon(t.db, { priority: 1 })
    const high = await createCoupon(t.db, {
      priority: 9,
      endDate: daysFromNow(5),
      minimumPurchase: '200.00',
    })
    const flash = await createCoupon(t.db, {
      isFlashSale: true,
      priority: 0,
      flashSaleEndTime: daysFromNow(1),
    })
    const inactive = await createCoupon(t.db, { isActive: false, priority: 99 })
    const future = await createCoupon(t.db, { startDate: daysFromNow(1), priority: 99 })
    const expired = await createCoupon(t.db, {
      startDate: daysFromNow(-10),
      endDate: daysFromNow(-1),
      priority: 99,
    })
    const usedUp = await createCoupon(t.db, { usageLimit: 5, usedCount: 5, priority: 99 })
    const lastUse = await createCoupon(t.db, { usageLimit: 5, usedCount: 4, priority: -1 })

    const response = await t.app.inject({ method: 'GET', url: '/api/coupons' })
    expect(response.statusCode).toBe(200)
    const list = response.json<Coupon[]>()
    const ids = list.map((coupon) => coupon.id)
    expect(ids).toEqual([flash.id, high.id, low.id, lastUse.id])
    for (const hidden of [inactive, future, expired, usedUp]) expect(ids).not.toContain(hidden.id)
    expect(list[0]!.flashSaleEndTime).toBe(flash.flashSaleEndTime!.toISOString())
    // A flash sale ends with its window: the card's end date is the countdown's end.
    expect(list[0]!.endDate).toBe(flash.flashSaleEndTime!.toISOString())
    expect(list[1]).toEqual({
      id: high.id,
      title: '10% off',
      description: null,
      couponCode: high.couponCode,
      discountType: 'percentage',
      discountValue: '10.00',
      minimumPurchase: '200.00',
      maxDiscount: null,
      isFlashSale: false,
      flashSaleEndTime: null,
      endDate: high.endDate!.toISOString(),
      usageLimit: null,
      usedCount: 0,
      targetUserType: 'all',
      businessName: high.businessName,
    })
  })
})

describe('GET /api/coupons, flash sales', () => {
  it('gives a flash sale one end (its window, or its end date if sooner) and drops it once over', async () => {
    const soon = await createCoupon(t.db, {
      isFlashSale: true,
      flashSaleEndTime: daysFromNow(1),
      endDate: daysFromNow(30),
    })
    const cutShort = await createCoupon(t.db, {
      isFlashSale: true,
      flashSaleEndTime: daysFromNow(3),
      endDate: daysFromNow(2),
    })
    const over = await createCoupon(t.db, {
      isFlashSale: true,
      flashSaleEndTime: daysFromNow(-1),
      endDate: daysFromNow(30),
    })

    const list = (await t.app.inject({ method: 'GET', url: '/api/coupons' })).json<Coupon[]>()
    const byId = new Map(list.map((coupon) => [coupon.id, coupon]))
    expect(byId.get(soon.id)).toMatchObject({
      flashSaleEndTime: soon.flashSaleEndTime!.toISOString(),
      endDate: soon.flashSaleEndTime!.toISOString(),
    })
    expect(byId.get(cutShort.id)).toMatchObject({
      flashSaleEndTime: cutShort.endDate!.toISOString(),
      endDate: cutShort.endDate!.toISOString(),
    })
    expect(byId.has(over.id)).toBe(false)
  })
})

describe('GET /api/global-services', () => {
  it('lists active services, optionally by type and (case-insensitive) area', async () => {
    const restaurant = await createService(t.db, {
      serviceAreas: ['Washington DC', 'Silver Spring'],
      isVerified: true,
      rating: '4.80',
    })
    const shipping = await createService(t.db, {
      serviceType: 'shipping_agent',
      serviceAreas: ['Toronto'],
    })
    const inactive = await createService(t.db, { isActive: false })

    const all = await t.app.inject({ method: 'GET', url: '/api/global-services?isActive=true' })
    expect(all.statusCode).toBe(200)
    const list = all.json<GlobalService[]>()
    expect(list.map((service) => service.id)).toEqual([restaurant.id, shipping.id])
    expect(list.map((service) => service.id)).not.toContain(inactive.id)
    expect(list[0]).toEqual({
      id: restaurant.id,
      businessName: restaurant.businessName,
      description: null,
      serviceType: 'restaurant',
      serviceAreas: ['Washington DC', 'Silver Spring'],
      languagesSupported: ['am', 'en'],
      website: null,
      rating: '4.80',
      totalReviews: 0,
      isVerified: true,
      servesEthiopianCommunity: true,
    })

    const byType = await t.app.inject({
      method: 'GET',
      url: '/api/global-services?serviceType=shipping_agent',
    })
    expect(byType.json<GlobalService[]>().map((service) => service.id)).toEqual([shipping.id])
    const byArea = await t.app.inject({
      method: 'GET',
      url: '/api/global-services?serviceArea=silver%20spring',
    })
    expect(byArea.json<GlobalService[]>().map((service) => service.id)).toEqual([restaurant.id])
    const unknownType = await t.app.inject({
      method: 'GET',
      url: '/api/global-services?serviceType=spa',
    })
    expect(unknownType.json()).toEqual([])
  })
})

describe('POST /api/global-services', () => {
  const registration = {
    businessName: 'Selam Translation Services',
    serviceType: 'translation',
    description: 'Certified Amharic and Tigrinya translation for documents and interviews.',
    serviceAreas: ['Washington DC', ' Silver Spring ', 'Washington DC'],
    languagesSupported: ['am', 'ti', 'en'],
    website: 'https://translate.example.test',
    contactEmail: ' Hello@Translate.Example.test ',
    contactPhone: '+1 (202) 555-0147',
  }

  it('answers a visitor with 401 and stores nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/global-services',
      headers: { 'accept-language': 'en' },
      payload: { ...registration, businessName: 'Visitor Business' },
    })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' })
    const rows = await t.db
      .select({ id: globalServices.id })
      .from(globalServices)
      .where(eq(globalServices.businessName, 'Visitor Business'))
    expect(rows).toEqual([])
  })

  it('creates the service inactive and unverified for the signed-in user, hidden from the list', async () => {
    const user = await createUser(t.db)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/global-services',
      headers: { cookie: await t.cookieFor(user.id) },
      payload: registration,
    })
    expect(response.statusCode).toBe(201)
    const created = response.json<GlobalService & { isActive: boolean }>()
    expect(created).toMatchObject({
      businessName: 'Selam Translation Services',
      serviceType: 'translation',
      serviceAreas: ['Washington DC', 'Silver Spring'],
      languagesSupported: ['am', 'ti', 'en'],
      website: 'https://translate.example.test',
      isActive: false,
      isVerified: false,
      rating: '0.00',
    })

    const [row] = await t.db
      .select({
        providerId: globalServices.providerId,
        contactInfo: globalServices.contactInfo,
        isActive: globalServices.isActive,
      })
      .from(globalServices)
      .where(eq(globalServices.id, created.id))
    expect(row).toEqual({
      providerId: user.id,
      contactInfo: { email: 'hello@translate.example.test', phone: '+1 (202) 555-0147' },
      isActive: false,
    })

    const list = await t.app.inject({ method: 'GET', url: '/api/global-services' })
    expect(list.json<GlobalService[]>().map((service) => service.id)).not.toContain(created.id)
    const byType = await t.app.inject({
      method: 'GET',
      url: '/api/global-services?serviceType=translation',
    })
    expect(byType.json()).toEqual([])

    const [queued] = await t.db
      .select({ approvalStatus: globalServices.approvalStatus })
      .from(globalServices)
      .where(eq(globalServices.id, created.id))
    expect(queued).toEqual({ approvalStatus: 'pending' })

    // Once an admin approves it, it joins the public directory.
    const admin = await createUser(t.db, { role: 'admin' })
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/services/${created.id}/review`,
      headers: { cookie: await t.cookieFor(admin.id) },
      payload: { decision: 'approve' },
    })
    expect(approve.statusCode).toBe(200)
    const afterReview = await t.app.inject({
      method: 'GET',
      url: '/api/global-services?serviceType=translation',
    })
    expect(afterReview.json<GlobalService[]>().map((service) => service.id)).toEqual([created.id])
    await t.db
      .update(globalServices)
      .set({ isActive: false })
      .where(eq(globalServices.id, created.id))
  })

  it('rejects invalid fields with translated messages', async () => {
    const user = await createUser(t.db)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/global-services',
      headers: { cookie: await t.cookieFor(user.id), 'accept-language': 'en' },
      payload: {
        businessName: ' ',
        serviceType: 'spa',
        description: 'Too short',
        serviceAreas: [],
        languagesSupported: [],
        website: 'javascript:alert(1)',
        contactEmail: 'not-an-email',
      },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: {
        fields: {
          businessName: 'Business name must be at least 2 characters',
          serviceType: 'Choose a service type',
          description: 'Description must be at least 20 characters',
          serviceAreas: 'Enter at least one service area',
          languagesSupported: 'Choose at least one language',
          website: 'Enter a valid web address starting with https://',
          contactEmail: 'Enter a valid email address',
        },
      },
    })

    const amharic = await t.app.inject({
      method: 'POST',
      url: '/api/global-services',
      headers: { cookie: await t.cookieFor(user.id), 'accept-language': 'am' },
      payload: { ...registration, serviceType: 'spa' },
    })
    expect(amharic.statusCode).toBe(400)
    expect(amharic.json()).toMatchObject({
      details: { fields: { serviceType: 'የአገልግሎት አይነት ይምረጡ' } },
    })
  })
})
