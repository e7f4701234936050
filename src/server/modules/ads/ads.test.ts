import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdForReview, SellerAd, SellerAdList } from '#shared/contracts/ads.ts'
import type { Advertisement } from '#shared/contracts/marketing.ts'
import {
  advertisementDeliveryStats,
  advertisements,
  socialMediaCampaigns,
} from '#server/db/schema/advertising.ts'
import { products } from '#server/db/schema/catalog.ts'
import { adminAuditLog, notifications } from '#server/db/schema/system.ts'
import { createAd, createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { uploadDataDir, uploadImage } from '#test/helpers/upload-fixtures.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'

let t: TestApp
let data: Awaited<ReturnType<typeof uploadDataDir>>

beforeAll(async () => {
  data = await uploadDataDir()
  t = await createTestApp({ DATA_DIR: data.dir })
})

afterAll(async () => {
  await t.close()
  await data.remove()
})

const addisDay = (offsetDays: number) =>
  new Date(Date.now() + 3 * 60 * 60 * 1000 + offsetDays * 24 * 60 * 60 * 1000)
    .toISOString()
    .slice(0, 10)

const form = (overrides: Record<string, unknown> = {}) => ({
  businessName: 'Yirgacheffe Roasters',
  title: 'Fresh roasted Yirgacheffe',
  description: 'Roasted this week in Addis',
  websiteUrl: 'https://example.test/yirga',
  budget: '100.00',
  socialMediaBudget: '60.00',
  telebirrBudget: '',
  startDate: addisDay(0),
  endDate: addisDay(30),
  socialPlatforms: ['tiktok', 'facebook', 'instagram'],
  adCreativeType: 'image',
  ...overrides,
})

function send(
  method: string,
  url: string,
  cookie?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: method as 'POST',
    url,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
}

async function signedInSeller() {
  const { user, seller } = await createSellerUser(t.db)
  return { user, seller, cookie: await t.cookieFor(user.id) }
}

async function signedInAdmin() {
  const admin = await createUser(t.db, { role: 'admin' })
  return { admin, cookie: await t.cookieFor(admin.id) }
}

async function createApproved(cookie: string, overrides: Record<string, unknown> = {}) {
  const created = await send('POST', '/api/advertisements', cookie, form(overrides))
  expect(created.statusCode).toBe(201)
  const ad = created.json<SellerAd>()
  const { cookie: adminCookie } = await signedInAdmin()
  const reviewed = await send('POST', `/api/admin/advertisements/${ad.id}/review`, adminCookie, {
    decision: 'approve',
  })
  expect(reviewed.statusCode).toBe(200)
  return reviewed.json<SellerAd>()
}

async function serve(query: string, cookie?: string, language = 'am') {
  const response = await send('GET', `/api/advertisements?${query}`, cookie, undefined, {
    'accept-language': language,
  })
  expect(response.statusCode).toBe(200)
  return response.json<Advertisement[]>().map((ad) => ad.id)
}

async function row(id: string) {
  const [ad] = await t.db
    .select({
      impressions: advertisements.impressions,
      clicks: advertisements.clicks,
      spend: advertisements.spend,
    })
    .from(advertisements)
    .where(eq(advertisements.id, id))
  return ad!
}

describe('POST /api/advertisements', () => {
  it('needs a signed-in seller', async () => {
    expect((await send('POST', '/api/advertisements', undefined, form())).statusCode).toBe(401)
    const buyer = await createUser(t.db)
    const response = await send('POST', '/api/advertisements', await t.cookieFor(buyer.id), form())
    expect(response.statusCode).toBe(403)
  })

  it("answers the spec's required fields with Amharic messages", async () => {
    const { cookie } = await signedInSeller()
    const response = await send('POST', '/api/advertisements', cookie, {
      businessEmail: 'not-an-email',
      imageUrl: 'nope',
      websiteUrl: 'ftp://x',
      socialPlatforms: [],
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: {
        fields: {
          businessName: 'የድርጅቱ ስም ያስፈልጋል',
          title: 'የማስታወቂያው ርዕስ ያስፈልጋል',
          budget: 'በጀት ያስፈልጋል',
          socialMediaBudget: 'የማህበራዊ ሚዲያ በጀት ያስፈልጋል',
          startDate: 'የመጀመሪያ ቀን ያስፈልጋል',
          endDate: 'የማብቂያ ቀን ያስፈልጋል',
          socialPlatforms: 'ቢያንስ አንድ መድረክ ይምረጡ',
          adCreativeType: 'የማስታወቂያውን አይነት ይምረጡ',
          businessEmail: 'ትክክለኛ ኢሜይል ያስገቡ',
          imageUrl: 'ትክክለኛ የምስል አድራሻ (URL) ያስገቡ',
          websiteUrl: 'ትክክለኛ የድረ-ገጽ አድራሻ (URL) ያስገቡ',
        },
      },
    })
  })

  it('refuses an end before the start and platform budgets above the total', async () => {
    const { cookie } = await signedInSeller()
    const response = await send(
      'POST',
      '/api/advertisements',
      cookie,
      form({
        startDate: addisDay(5),
        endDate: addisDay(1),
        socialMediaBudget: '80',
        telebirrBudget: '30',
        socialPlatforms: ['facebook', 'telebirr'],
      }),
      { 'accept-language': 'en' },
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().details.fields).toEqual({
      endDate: 'The end date must be after the start date',
      socialMediaBudget:
        'Social media and telebirr budgets together cannot exceed the total budget',
    })
  })

  it('creates a pending ad with one campaign record per platform, not yet served', async () => {
    const { user, cookie } = await signedInSeller()
    const response = await send(
      'POST',
      '/api/advertisements',
      cookie,
      form({
        socialPlatforms: ['tiktok', 'facebook', 'instagram', 'telebirr'],
        socialMediaBudget: '50.00',
        telebirrBudget: '40',
        targetRegions: ['hawassa'],
        telebirrAdType: 'push_notification',
        telebirrPromotionType: 'cashback',
      }),
    )
    expect(response.statusCode).toBe(201)
    const ad = response.json<SellerAd>()
    expect(ad).toMatchObject({
      approvalStatus: 'pending',
      isActive: true,
      isServing: false,
      adType: 'social_media',
      budget: '100.00',
      telebirrBudget: '40.00',
      telebirrAdType: 'push_notification',
      telebirrPromotionType: 'cashback',
      telebirrTargetRegions: ['hawassa'],
      targetRegions: ['hawassa'],
      startDate: addisDay(0),
      endDate: addisDay(30),
      figures: { impressions: 0, clicks: 0, spend: '0.00', ctr: '0.00', costPerClick: null },
    })
    const budgets = Object.fromEntries(ad.campaigns.map((c) => [c.platform, c.budget]))
    // 50 split three ways: the cent left over goes to the first platform.
    expect(budgets).toEqual({
      tiktok: '16.68',
      facebook: '16.66',
      instagram: '16.66',
      telebirr: '40.00',
    })
    expect(new Set(ad.campaigns.map((c) => c.status))).toEqual(new Set(['pending_review']))
    // Percentages are shown with two decimals, like the ad's own CTR.
    expect(new Set(ad.campaigns.map((c) => c.ctr))).toEqual(new Set(['0.00']))
    const [stored] = await t.db
      .select({ createdBy: advertisements.createdBy })
      .from(advertisements)
      .where(eq(advertisements.id, ad.id))
    expect(stored!.createdBy).toBe(user.id)
    expect(await serve('adType=banner&placement=home')).not.toContain(ad.id)
  })
})

describe('seller ad management', () => {
  it('lists only the signed-in seller’s ads, by channel', async () => {
    const { cookie } = await signedInSeller()
    const other = await signedInSeller()
    await send('POST', '/api/advertisements', other.cookie, form({ title: 'Not mine' }))
    const social = (
      await send('POST', '/api/advertisements', cookie, form({ socialPlatforms: ['facebook'] }))
    ).json<SellerAd>()
    const wallet = (
      await send(
        'POST',
        '/api/advertisements',
        cookie,
        form({ socialPlatforms: ['telebirr'], socialMediaBudget: '0', telebirrBudget: '50' }),
      )
    ).json<SellerAd>()

    const all = (await send('GET', '/api/seller/advertisements', cookie)).json<SellerAdList>()
    expect(all.ads.map((ad) => ad.id).sort()).toEqual([social.id, wallet.id].sort())
    const telebirr = (
      await send('GET', '/api/seller/advertisements?channel=telebirr', cookie)
    ).json<SellerAdList>()
    expect(telebirr.ads.map((ad) => ad.id)).toEqual([wallet.id])
    expect(telebirr.platforms).toEqual([
      {
        platform: 'telebirr',
        campaigns: 1,
        impressions: 0,
        clicks: 0,
        spend: '0.00',
        statuses: ['pending_review'],
      },
    ])
    const campaigns = await send('GET', '/api/social-media-campaigns?platform=facebook', cookie)
    expect(campaigns.json<{ advertisementId: string }[]>().map((c) => c.advertisementId)).toEqual([
      social.id,
    ])
  })

  it('lets only the owner pause, resume, edit and delete (403 otherwise)', async () => {
    const owner = await signedInSeller()
    const intruder = await signedInSeller()
    const ad = await createApproved(owner.cookie)
    for (const [method, url, body] of [
      ['POST', `/api/advertisements/${ad.id}/pause`, undefined],
      ['POST', `/api/advertisements/${ad.id}/resume`, undefined],
      ['PUT', `/api/advertisements/${ad.id}`, form({ title: 'Hijacked' })],
      ['DELETE', `/api/advertisements/${ad.id}`, undefined],
    ] as const) {
      const response = await send(method, url, intruder.cookie, body)
      expect(response.statusCode).toBe(403)
    }
    expect((await send('POST', `/api/advertisements/${ad.id}/pause`)).statusCode).toBe(401)

    const paused = await send('POST', `/api/advertisements/${ad.id}/pause`, owner.cookie)
    expect(paused.json<SellerAd>()).toMatchObject({
      isActive: false,
      isServing: false,
      approvalStatus: 'approved',
    })
    expect(await serve('adType=banner')).not.toContain(ad.id)
    const resumed = await send('POST', `/api/advertisements/${ad.id}/resume`, owner.cookie)
    expect(resumed.json<SellerAd>()).toMatchObject({ isActive: true, isServing: true })

    const edited = await send(
      'PUT',
      `/api/advertisements/${ad.id}`,
      owner.cookie,
      form({ title: 'New roast', socialPlatforms: ['instagram'] }),
    )
    expect(edited.statusCode).toBe(200)
    expect(edited.json<SellerAd>()).toMatchObject({
      title: 'New roast',
      approvalStatus: 'pending',
      isServing: false,
      campaigns: [{ platform: 'instagram', budget: '60.00', status: 'pending_review' }],
    })
    expect(edited.json<SellerAd>().campaigns).toHaveLength(1)

    const deleted = await send('DELETE', `/api/advertisements/${ad.id}`, owner.cookie)
    expect(deleted.statusCode).toBe(204)
    const left = await t.db
      .select({ id: socialMediaCampaigns.id })
      .from(socialMediaCampaigns)
      .where(eq(socialMediaCampaigns.advertisementId, ad.id))
    expect(left).toEqual([])
    expect((await send('DELETE', `/api/advertisements/${ad.id}`, owner.cookie)).statusCode).toBe(
      404,
    )
  })
})

describe('admin ad review', () => {
  it('is for admins only', async () => {
    const { cookie } = await signedInSeller()
    const ad = (await send('POST', '/api/advertisements', cookie, form())).json<SellerAd>()
    expect((await send('GET', '/api/admin/advertisements', cookie)).statusCode).toBe(403)
    const review = await send('POST', `/api/admin/advertisements/${ad.id}/review`, cookie, {
      decision: 'approve',
    })
    expect(review.statusCode).toBe(403)
    expect((await send('GET', '/api/admin/advertisements')).statusCode).toBe(401)
  })

  it('lists pending ads, approves with the audit log and syncs campaigns as not connected', async () => {
    const { user, seller, cookie } = await signedInSeller()
    const ad = (await send('POST', '/api/advertisements', cookie, form())).json<SellerAd>()
    const { admin, cookie: adminCookie } = await signedInAdmin()

    const pending = (await send('GET', '/api/admin/advertisements', adminCookie)).json<
      AdForReview[]
    >()
    expect(pending.find((item) => item.id === ad.id)).toMatchObject({
      approvalStatus: 'pending',
      storeName: seller.storeName,
    })

    const noNote = await send('POST', `/api/admin/advertisements/${ad.id}/review`, adminCookie, {
      decision: 'reject',
    })
    expect(noNote.statusCode).toBe(400)
    expect(noNote.json().details.fields.note).toBe('ውድቅ የተደረገበትን ምክንያት ይጻፉ')

    const approved = await send('POST', `/api/admin/advertisements/${ad.id}/review`, adminCookie, {
      decision: 'approve',
      note: 'Looks good',
    })
    expect(approved.statusCode).toBe(200)
    const body = approved.json<SellerAd>()
    expect(body).toMatchObject({ approvalStatus: 'approved', isServing: true })
    expect(body.campaigns.every((c) => c.status === 'not_connected' && c.lastSyncedAt)).toBe(true)

    const audit = await t.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, ad.id), eq(adminAuditLog.actorId, admin.id)))
    expect(audit).toMatchObject([{ action: 'advertisement.approve', targetType: 'advertisement' }])
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, user.id))
    expect(told).toMatchObject([{ type: 'advertisement_approved', link: '/social-ads' }])

    const rejected = await send('POST', `/api/admin/advertisements/${ad.id}/review`, adminCookie, {
      decision: 'reject',
      note: 'Misleading claim',
    })
    expect(rejected.json<SellerAd>()).toMatchObject({
      approvalStatus: 'rejected',
      reviewNote: 'Misleading claim',
      isServing: false,
    })
    expect(await serve('adType=banner')).not.toContain(ad.id)
    const rejectedList = (
      await send('GET', '/api/admin/advertisements?status=rejected', adminCookie)
    ).json<AdForReview[]>()
    expect(rejectedList.map((item) => item.id)).toContain(ad.id)
  })
})

describe('serving by targeting', () => {
  it('matches region, language, category, gender and age, and counts an impression per served ad', async () => {
    const { cookie } = await signedInSeller()
    const coffee = await createCategory(t.db)
    const spices = await createCategory(t.db)
    const anywhere = await createApproved(cookie, { title: 'Anywhere' })
    const hawassa = await createApproved(cookie, { targetRegions: ['hawassa'] })
    const english = await createApproved(cookie, { targetLanguages: ['en'] })
    const coffeeAd = await createApproved(cookie, { targetCategory: coffee.id })
    const spicesAd = await createApproved(cookie, { targetCategory: spices.id })
    const women = await createApproved(cookie, { targetGender: 'female' })
    const young = await createApproved(cookie, { targetAgeMin: '18', targetAgeMax: '30' })

    const hawassaWoman = await createUser(t.db, {
      city: 'Hawassa',
      gender: 'female',
      dateOfBirth: '1970-01-01',
    })
    const addisMan = await createUser(t.db, {
      city: 'አዲስ አበባ',
      gender: 'male',
      dateOfBirth: `${new Date().getUTCFullYear() - 25}-01-01`,
    })

    // A visitor we know nothing about: only language and category narrow the choice.
    const visitor = await serve(`adType=banner&placement=products&targetCategory=${coffee.id}`)
    expect(visitor).toEqual(expect.arrayContaining([anywhere.id, hawassa.id, coffeeAd.id]))
    expect(visitor).toEqual(expect.arrayContaining([women.id, young.id]))
    expect(visitor).not.toContain(english.id)
    expect(visitor).not.toContain(spicesAd.id)
    expect(visitor[0]).toBe(coffeeAd.id)

    const her = await serve('adType=banner&placement=home', await t.cookieFor(hawassaWoman.id))
    expect(her).toEqual(expect.arrayContaining([anywhere.id, hawassa.id, women.id]))
    expect(her).not.toContain(young.id)

    const him = await serve('adType=banner&placement=search', await t.cookieFor(addisMan.id), 'en')
    expect(him).toEqual(expect.arrayContaining([anywhere.id, english.id, young.id]))
    expect(him).not.toContain(hawassa.id)
    expect(him).not.toContain(women.id)

    expect(await row(anywhere.id)).toEqual({ impressions: 3, clicks: 0, spend: '0.15' })
    expect((await row(hawassa.id)).impressions).toBe(2)
    expect((await row(english.id)).impressions).toBe(1)

    const regions = await t.db
      .select({
        region: advertisementDeliveryStats.region,
        impressions: advertisementDeliveryStats.impressions,
      })
      .from(advertisementDeliveryStats)
      .where(eq(advertisementDeliveryStats.advertisementId, anywhere.id))
    expect(Object.fromEntries(regions.map((r) => [r.region, r.impressions]))).toEqual({
      unknown: 1,
      hawassa: 1,
      addis_ababa: 1,
    })

    const list = (await send('GET', '/api/seller/advertisements', cookie)).json<SellerAdList>()
    expect(list.summary.impressions).toBeGreaterThanOrEqual(3 + 2 + 1)
    const hawassaBar = list.regions.find((region) => region.region === 'hawassa')
    expect(hawassaBar!.impressions).toBeGreaterThan(0)
    expect(list.regions.reduce((sum, region) => sum + region.share, 0)).toBeCloseTo(100, 0)
  })

  it('serves only what the page shows (limit) and charges clicks', async () => {
    const { cookie } = await signedInSeller()
    const category = await createCategory(t.db)
    const ad = await createApproved(cookie, { targetCategory: category.id })
    const served = await serve(`adType=banner&limit=1&targetCategory=${category.id}`)
    expect(served).toEqual([ad.id])

    const click = await send('POST', `/api/advertisements/${ad.id}/click`)
    expect(click.json()).toEqual({ websiteUrl: 'https://example.test/yirga' })
    expect(await row(ad.id)).toEqual({ impressions: 1, clicks: 1, spend: '1.05' })

    const list = (await send('GET', '/api/seller/advertisements', cookie)).json<SellerAdList>()
    expect(list.ads[0]!.figures).toEqual({
      impressions: 1,
      clicks: 1,
      conversions: 0,
      spend: '1.05',
      ctr: '100.00',
      costPerClick: '1.05',
      conversionRate: '0.00',
    })
  })

  it('stops serving an ad when its spend reaches its budget, never spending more', async () => {
    const { cookie } = await signedInSeller()
    const category = await createCategory(t.db)
    const ad = await createApproved(cookie, {
      targetCategory: category.id,
      budget: '0.12',
      socialMediaBudget: '0',
    })
    const query = `adType=banner&limit=1&targetCategory=${category.id}`
    expect(await serve(query)).toEqual([ad.id])
    expect(await serve(query)).toEqual([ad.id])
    expect(await serve(query)).toEqual([ad.id])
    // 0.05 + 0.05 + 0.02: the third impression used up what was left.
    expect(await row(ad.id)).toEqual({ impressions: 3, clicks: 0, spend: '0.12' })
    expect(await serve(query)).not.toContain(ad.id)
    expect(await row(ad.id)).toEqual({ impressions: 3, clicks: 0, spend: '0.12' })

    const list = (await send('GET', '/api/seller/advertisements', cookie)).json<SellerAdList>()
    expect(list.ads.find((item) => item.id === ad.id)!.isServing).toBe(false)

    const lower = await send(
      'PUT',
      `/api/advertisements/${ad.id}`,
      cookie,
      form({ budget: '0.10', socialMediaBudget: '0', targetCategory: category.id }),
      { 'accept-language': 'en' },
    )
    expect(lower.statusCode).toBe(400)
    expect(lower.json()).toMatchObject({
      code: 'AD_BUDGET_BELOW_SPEND',
      message: 'The budget cannot be less than what has been spent (0.12 ETB)',
    })
  })
})

describe('where an ad leads', () => {
  it('leads an ad without a website to the store, and counts its clicks', async () => {
    const { seller, cookie } = await signedInSeller()
    const category = await createCategory(t.db)
    const ad = await createApproved(cookie, { websiteUrl: '', targetCategory: category.id })
    expect(ad).toMatchObject({ linkTarget: 'store', websiteUrl: null, linkProductId: null })

    const served = await send(
      'GET',
      `/api/advertisements?adType=banner&limit=1&targetCategory=${category.id}`,
    )
    expect(served.json<Advertisement[]>()).toMatchObject([
      { id: ad.id, websiteUrl: `/sellers/${seller.id}` },
    ])
    const click = await send('POST', `/api/advertisements/${ad.id}/click`)
    expect(click.json()).toEqual({ websiteUrl: `/sellers/${seller.id}` })
    expect(await row(ad.id)).toEqual({ impressions: 1, clicks: 1, spend: '1.05' })

    // The form reads the store's name and the products an ad may lead to from the list.
    const list = (await send('GET', '/api/seller/advertisements', cookie)).json<SellerAdList>()
    expect(list.store).toEqual({ id: seller.id, name: seller.storeName })
    expect(list.products).toEqual([])
  })

  it("leads to one of the seller's own products while it is public, else to the store", async () => {
    const { seller, cookie } = await signedInSeller()
    const category = await createCategory(t.db)
    const product = await createProduct(t.db, { sellerId: seller.id, categoryId: category.id })
    const ad = await createApproved(cookie, {
      linkTarget: 'product',
      linkProductId: product.id,
      targetCategory: category.id,
    })
    expect(ad).toMatchObject({ linkTarget: 'product', linkProductId: product.id, websiteUrl: null })
    const { cookie: adminCookie } = await signedInAdmin()
    const reviewed = (
      await send('GET', '/api/admin/advertisements?status=approved', adminCookie)
    ).json<AdForReview[]>()
    expect(reviewed.find((item) => item.id === ad.id)).toMatchObject({
      linkTarget: 'product',
      linkProductName: product.name,
    })
    const click = await send('POST', `/api/advertisements/${ad.id}/click`)
    expect(click.json()).toEqual({ websiteUrl: `/products/${product.id}` })

    await t.db.update(products).set({ isActive: false }).where(eq(products.id, product.id))
    const fallback = await send('POST', `/api/advertisements/${ad.id}/click`)
    expect(fallback.json()).toEqual({ websiteUrl: `/sellers/${seller.id}` })
  })

  it("refuses a product ad without a product, or with another seller's product", async () => {
    const { cookie } = await signedInSeller()
    const other = await signedInSeller()
    const category = await createCategory(t.db)
    const theirs = await createProduct(t.db, { sellerId: other.seller.id, categoryId: category.id })

    const missing = await send(
      'POST',
      '/api/advertisements',
      cookie,
      form({ linkTarget: 'product' }),
      {
        'accept-language': 'en',
      },
    )
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({
      details: { fields: { linkProductId: expect.any(String) } },
    })

    const foreign = await send(
      'POST',
      '/api/advertisements',
      cookie,
      form({ linkTarget: 'product', linkProductId: theirs.id }),
    )
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json()).toMatchObject({ code: 'AD_LINK_PRODUCT' })

    const noWebsite = await send(
      'POST',
      '/api/advertisements',
      cookie,
      form({ linkTarget: 'website', websiteUrl: '' }),
    )
    expect(noWebsite.statusCode).toBe(400)
    expect(noWebsite.json()).toMatchObject({
      details: { fields: { websiteUrl: expect.any(String) } },
    })
  })

  it('never serves, so never charges, an ad that leads nowhere', async () => {
    const category = await createCategory(t.db)
    // A house ad (no advertiser, so no store) without a website.
    const nowhere = await createAd(t.db, {
      websiteUrl: null,
      linkTarget: 'store',
      targetCategory: category.id,
      adType: 'social_media',
    })
    expect(await serve(`adType=banner&targetCategory=${category.id}`)).not.toContain(nowhere.id)
    expect(await row(nowhere.id)).toEqual({ impressions: 0, clicks: 0, spend: '0.00' })
    const click = await send('POST', `/api/advertisements/${nowhere.id}/click`)
    expect(click.statusCode).toBe(404)
    expect(await row(nowhere.id)).toEqual({ impressions: 0, clicks: 0, spend: '0.00' })
  })
})

describe('ad images', () => {
  it('takes a photo uploaded like product photos, and refuses an upload address that was never stored', async () => {
    const { cookie } = await signedInSeller()
    const photo = await uploadImage(t, cookie)
    const made = await send('POST', '/api/advertisements', cookie, form({ imageUrl: photo.url }))
    expect(made.statusCode, made.body).toBe(201)
    expect(made.json<SellerAd>().imageUrl).toBe(photo.url)

    const forged = await send(
      'POST',
      '/api/advertisements',
      cookie,
      form({ imageUrl: '/api/objects/00000000-0000-4000-8000-000000000000' }),
    )
    expect(forged.statusCode).toBe(400)
    expect(forged.json()).toMatchObject({ code: 'IMAGE_NOT_UPLOADED' })
    const other = await send(
      'POST',
      '/api/advertisements',
      cookie,
      form({ imageUrl: '/etc/passwd' }),
    )
    expect(other.statusCode).toBe(400)
  })
})
