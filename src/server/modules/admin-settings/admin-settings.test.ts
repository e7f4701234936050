import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  AdminCategory,
  AdminCurrency,
  AdminMembership,
  AdminPlan,
  AdminRate,
  AdminTier,
} from '#shared/contracts/admin-settings.ts'
import { commissionTiers, sellers } from '#server/db/schema/sellers.ts'
import { adminAuditLog } from '#server/db/schema/system.ts'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { createCurrency, createRate, uniqueCode } from '#test/helpers/currency-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'

let t: TestApp
let admin: { id: string; cookie: string }
let buyerCookie: string

beforeAll(async () => {
  t = await createTestApp()
  const user = await createUser(t.db, { role: 'admin' })
  admin = { id: user.id, cookie: await t.cookieFor(user.id) }
  buyerCookie = await t.cookieFor((await createUser(t.db)).id)
  await createCurrency(t.db, { id: 'ETB', name: 'Ethiopian Birr', symbol: 'Br' })
})

afterAll(async () => {
  await t.close()
})

const MISSING = '00000000-0000-4000-8000-000000000000'

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  })
}

async function auditOf(action: string, targetId: string) {
  return t.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.targetId, targetId)))
}

describe('access', () => {
  const endpoints: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string][] = [
    ['GET', '/api/admin/categories'],
    ['POST', '/api/admin/categories'],
    ['PATCH', `/api/admin/categories/${MISSING}`],
    ['DELETE', `/api/admin/categories/${MISSING}`],
    ['GET', '/api/admin/currencies'],
    ['PATCH', '/api/admin/currencies/USD'],
    ['GET', '/api/admin/exchange-rates'],
    ['POST', '/api/admin/exchange-rates'],
    ['GET', '/api/admin/tiers'],
    ['PATCH', `/api/admin/tiers/${MISSING}`],
    ['GET', '/api/admin/subscription-plans'],
    ['POST', '/api/admin/subscription-plans'],
    ['PATCH', `/api/admin/subscription-plans/${MISSING}`],
    ['GET', '/api/admin/buyer-memberships'],
    ['POST', '/api/admin/buyer-memberships'],
    ['PATCH', `/api/admin/buyer-memberships/${MISSING}`],
  ]

  it.each(endpoints)('%s %s: 401 signed out, 403 for a non-admin', async (method, url) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : { name: 'x' }
    const anonymous = await call(method, url, undefined, body)
    expect(anonymous.statusCode).toBe(401)
    const buyer = await call(method, url, buyerCookie, body)
    expect(buyer.statusCode).toBe(403)
    expect(buyer.json()).toMatchObject({ code: 'FORBIDDEN' })
  })
})

describe('categories', () => {
  it('creates, edits and lists categories; slug unique; every change audited', async () => {
    const made = await call('POST', '/api/admin/categories', admin.cookie, {
      name: 'Honey',
      nameAm: 'ማር',
      slug: 'honey-admin',
      icon: 'droplet',
      displayOrder: 4,
    })
    expect(made.statusCode).toBe(201)
    const honey = made.json<AdminCategory>()
    expect(honey).toMatchObject({
      name: 'Honey',
      nameAm: 'ማር',
      slug: 'honey-admin',
      icon: 'droplet',
      displayOrder: 4,
      isActive: true,
      productCount: 0,
    })
    expect(await auditOf('category.create', honey.id)).toHaveLength(1)

    const duplicate = await call('POST', '/api/admin/categories', admin.cookie, {
      name: 'Other honey',
      slug: 'honey-admin',
    })
    expect(duplicate.statusCode).toBe(409)
    expect(duplicate.json()).toMatchObject({
      code: 'SLUG_TAKEN',
      details: { fields: { slug: 'Another category already uses this slug' } },
    })

    const other = await createCategory(t.db, { slug: 'wax-admin' })
    const clash = await call('PATCH', `/api/admin/categories/${other.id}`, admin.cookie, {
      slug: 'honey-admin',
    })
    expect(clash.statusCode).toBe(409)

    const edited = await call('PATCH', `/api/admin/categories/${honey.id}`, admin.cookie, {
      name: 'Wild honey',
      displayOrder: 2,
    })
    expect(edited.statusCode).toBe(200)
    // Fields not sent keep their values.
    expect(edited.json<AdminCategory>()).toMatchObject({
      name: 'Wild honey',
      nameAm: 'ማር',
      slug: 'honey-admin',
      displayOrder: 2,
    })
    expect(await auditOf('category.update', honey.id)).toHaveLength(1)

    const list = (await call('GET', '/api/admin/categories', admin.cookie)).json<AdminCategory[]>()
    expect(list.map((c) => c.slug)).toEqual(expect.arrayContaining(['honey-admin', 'wax-admin']))
  })

  it('validates with readable messages', async () => {
    const bad = await call('POST', '/api/admin/categories', admin.cookie, {
      name: ' ',
      slug: 'Not A Slug!',
      displayOrder: -1,
      icon: 'Bad Icon',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({
      details: {
        fields: {
          name: 'Name is required',
          slug: 'Use lowercase letters, digits and single dashes, e.g. coffee-tea',
          displayOrder: 'Sort order must be a whole number from 0 to 10000',
          icon: 'Use an icon name such as coffee or shopping-bag',
        },
      },
    })
    expect(
      (await call('PATCH', `/api/admin/categories/${MISSING}`, admin.cookie, {})).statusCode,
    ).toBe(404)
  })

  it('deactivates a category (hidden from shoppers) and never deletes one with products', async () => {
    const { seller } = await createSellerUser(t.db)
    const spices = await createCategory(t.db, { slug: 'spices-admin' })
    await createProduct(t.db, { sellerId: seller.id, categoryId: spices.id })

    const refused = await call('DELETE', `/api/admin/categories/${spices.id}`, admin.cookie)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'CATEGORY_HAS_PRODUCTS',
      message: 'This category has 1 products and cannot be deleted; deactivate it instead',
    })

    const off = await call('PATCH', `/api/admin/categories/${spices.id}`, admin.cookie, {
      isActive: false,
    })
    expect(off.json<AdminCategory>()).toMatchObject({ isActive: false, productCount: 1 })
    expect(await auditOf('category.deactivate', spices.id)).toHaveLength(1)
    const shown = (await call('GET', '/api/categories')).json<{ slug: string }[]>()
    expect(shown.map((c) => c.slug)).not.toContain('spices-admin')

    await call('PATCH', `/api/admin/categories/${spices.id}`, admin.cookie, { isActive: true })
    const back = (await call('GET', '/api/categories')).json<{ slug: string }[]>()
    expect(back.map((c) => c.slug)).toContain('spices-admin')

    const unused = await createCategory(t.db, { slug: 'unused-admin' })
    const gone = await call('DELETE', `/api/admin/categories/${unused.id}`, admin.cookie)
    expect(gone.statusCode).toBe(204)
    expect(await auditOf('category.delete', unused.id)).toHaveLength(1)
    const list = (await call('GET', '/api/admin/categories', admin.cookie)).json<AdminCategory[]>()
    expect(list.map((c) => c.id)).not.toContain(unused.id)
  })
})

describe('currencies and exchange rates', () => {
  it('lists every currency, withdraws and offers one, and keeps ETB offered', async () => {
    const code = uniqueCode()
    await createCurrency(t.db, { id: code })

    const off = await call('PATCH', `/api/admin/currencies/${code}`, admin.cookie, {
      isActive: false,
    })
    expect(off.statusCode).toBe(200)
    expect(off.json<AdminCurrency>()).toMatchObject({ id: code, isActive: false })
    expect(await auditOf('currency.deactivate', code)).toHaveLength(1)
    // Withdrawn: the shop no longer offers it, the console still lists it.
    const offered = (await call('GET', '/api/currencies')).json<{ id: string }[]>()
    expect(offered.map((c) => c.id)).not.toContain(code)
    const all = (await call('GET', '/api/admin/currencies', admin.cookie)).json<AdminCurrency[]>()
    expect(all.find((c) => c.id === code)).toMatchObject({ isActive: false })

    const base = await call('PATCH', '/api/admin/currencies/etb', admin.cookie, {
      isActive: false,
    })
    expect(base.statusCode).toBe(409)
    expect(base.json()).toMatchObject({
      code: 'BASE_CURRENCY',
      message: 'ETB is the base currency and cannot be deactivated',
    })
    expect(
      (await call('PATCH', '/api/admin/currencies/QQQ', admin.cookie, { isActive: true }))
        .statusCode,
    ).toBe(404)
  })

  it('adds dated rates that conversions read, refusing older, future and malformed ones', async () => {
    const from = uniqueCode()
    await createCurrency(t.db, { id: from })
    await createRate(t.db, from, 'ETB', '10.00000000', {
      lastUpdated: new Date('2026-01-10T00:00:00Z'),
    })

    const added = await call('POST', '/api/admin/exchange-rates', admin.cookie, {
      fromCurrency: from.toLowerCase(),
      toCurrency: 'ETB',
      rate: '12.3456',
      rateDate: '2026-02-01',
      source: 'National Bank',
    })
    expect(added.statusCode).toBe(201)
    expect(added.json<AdminRate>()).toMatchObject({
      fromCurrency: from,
      toCurrency: 'ETB',
      rate: '12.3456',
      lastUpdated: '2026-02-01T00:00:00.000Z',
    })
    expect(added.json<AdminRate>().source).toContain('National Bank')
    const audit = await auditOf('exchange_rate.set', `${from}/ETB`)
    expect(audit[0]?.details).toMatchObject({ rate: '12.3456', previousRate: '10' })

    const read = (await call('GET', `/api/exchange-rates/${from}/ETB`)).json<{ rate: string }>()
    expect(read.rate).toBe('12.3456')

    const older = await call('POST', '/api/admin/exchange-rates', admin.cookie, {
      fromCurrency: from,
      toCurrency: 'ETB',
      rate: '11',
      rateDate: '2026-01-20',
    })
    expect(older.statusCode).toBe(409)
    expect(older.json()).toMatchObject({
      code: 'RATE_OLDER_THAN_STORED',
      message: 'A newer rate for this pair is already stored (2026-02-01)',
    })

    const future = await call('POST', '/api/admin/exchange-rates', admin.cookie, {
      fromCurrency: from,
      toCurrency: 'ETB',
      rate: '11',
      rateDate: '2999-01-01',
    })
    expect(future.statusCode).toBe(400)
    expect(future.json()).toMatchObject({
      details: { fields: { rateDate: 'The rate date cannot be in the future' } },
    })

    const today = await call('POST', '/api/admin/exchange-rates', admin.cookie, {
      fromCurrency: from,
      toCurrency: 'ETB',
      rate: 13.5,
    })
    expect(today.statusCode).toBe(201)
    expect(
      (await call('GET', `/api/exchange-rates/${from}/ETB`)).json<{ rate: string }>().rate,
    ).toBe('13.5')

    for (const rate of ['0', '-1', '1.123456789', 'abc', '1e5']) {
      const bad = await call('POST', '/api/admin/exchange-rates', admin.cookie, {
        fromCurrency: from,
        toCurrency: 'ETB',
        rate,
      })
      expect(bad.statusCode, rate).toBe(400)
      expect(bad.json()).toMatchObject({
        details: { fields: { rate: 'Enter a rate above 0 with at most 8 decimals' } },
      })
    }
    const same = await call('POST', '/api/admin/exchange-rates', admin.cookie, {
      fromCurrency: 'ETB',
      toCurrency: 'etb',
      rate: '1',
    })
    expect(same.json()).toMatchObject({
      details: { fields: { toCurrency: 'Choose two different currencies' } },
    })
    const unknown = await call('POST', '/api/admin/exchange-rates', admin.cookie, {
      fromCurrency: 'ZZZQQ',
      toCurrency: 'ETB',
      rate: '1',
    })
    expect(unknown.statusCode).toBe(400)

    const rates = (await call('GET', '/api/admin/exchange-rates', admin.cookie)).json<AdminRate[]>()
    expect(rates.find((r) => r.fromCurrency === from)).toMatchObject({ rate: '13.5' })
  })
})

describe('commission tiers', () => {
  it('edits rate, thresholds and perks; keeps thresholds ascending; re-prices the stores', async () => {
    const [bronze, silver, gold] = await t.db
      .insert(commissionTiers)
      .values([
        { name: 'Bronze', level: 1, commissionRate: '0.0800' },
        {
          name: 'Silver',
          level: 2,
          commissionRate: '0.0700',
          minimumMonthlySales: '5000',
          minimumRating: '4',
        },
        {
          name: 'Gold',
          level: 3,
          commissionRate: '0.0600',
          minimumMonthlySales: '20000',
          minimumRating: '4.5',
        },
      ])
      .returning()
    const { seller } = await createSellerUser(t.db, {
      currentTierId: silver!.id,
      currentCommissionRate: '0.0700',
    })

    const edited = await call('PATCH', `/api/admin/tiers/${silver!.id}`, admin.cookie, {
      commissionRate: '0.065',
      minimumMonthlySales: '6000.50',
      prioritySupport: true,
      featuredListingAllowance: 3,
      freeShippingThreshold: null,
      descriptionOm: 'Suuqiiwwan itti fufiinsaan gurguraniif.',
      descriptionTi: 'ንርጉኣት ድኳናት።',
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json<AdminTier>()).toMatchObject({
      descriptionOm: 'Suuqiiwwan itti fufiinsaan gurguraniif.',
      descriptionTi: 'ንርጉኣት ድኳናት።',
      name: 'Silver',
      commissionRate: '0.0650',
      minimumMonthlySales: '6000.50',
      prioritySupport: true,
      featuredListingAllowance: 3,
      sellerCount: 1,
    })
    const [store] = await t.db.select().from(sellers).where(eq(sellers.id, seller.id))
    expect(store?.currentCommissionRate).toBe('0.0650')
    const [entry] = await auditOf('tier.update', silver!.id)
    expect(entry?.details).toMatchObject({ previous: { commissionRate: '0.0700' } })

    const tooHigh = await call('PATCH', `/api/admin/tiers/${gold!.id}`, admin.cookie, {
      commissionRate: '0.6',
    })
    expect(tooHigh.statusCode).toBe(400)
    expect(tooHigh.json()).toMatchObject({
      details: {
        fields: {
          commissionRate: 'Commission rate must be between 0 and 0.5 (50 %), at most 4 decimals',
        },
      },
    })

    const belowSilver = await call('PATCH', `/api/admin/tiers/${gold!.id}`, admin.cookie, {
      minimumMonthlySales: '1000',
    })
    expect(belowSilver.statusCode).toBe(409)
    expect(belowSilver.json()).toMatchObject({
      code: 'TIER_THRESHOLDS_ORDER',
      details: { fields: { minimumMonthlySales: expect.any(String) } },
    })
    const aboveSilver = await call('PATCH', `/api/admin/tiers/${bronze!.id}`, admin.cookie, {
      minimumRating: '4.2',
    })
    expect(aboveSilver.statusCode).toBe(409)
    const badRating = await call('PATCH', `/api/admin/tiers/${bronze!.id}`, admin.cookie, {
      minimumRating: '5.5',
    })
    expect(badRating.json()).toMatchObject({
      details: { fields: { minimumRating: 'Minimum rating must be between 0 and 5' } },
    })

    const list = (await call('GET', '/api/admin/tiers', admin.cookie)).json<AdminTier[]>()
    expect(list.map((tier) => tier.name)).toEqual(['Bronze', 'Silver', 'Gold'])
    expect(list[2]).toMatchObject({ minimumMonthlySales: '20000.00', commissionRate: '0.0600' })
    expect((await call('PATCH', `/api/admin/tiers/${MISSING}`, admin.cookie, {})).statusCode).toBe(
      404,
    )
  })
})

describe('plans', () => {
  it('creates, edits, deactivates and re-activates a seller plan', async () => {
    const made = await call('POST', '/api/admin/subscription-plans', admin.cookie, {
      name: 'Growth',
      nameAmharic: 'እድገት',
      description: 'For growing stores.',
      descriptionAmharic: 'እያደጉ ላሉ መደብሮች።',
      descriptionOm: 'Suuqiiwwan guddachaa jiraniif.',
      descriptionTi: 'ንዝዓብዩ ዘለዉ ድኳናት።',
      price: '499.00',
      billingInterval: 'monthly',
      features: ['50 products', 'Analytics'],
      maxProducts: 50,
      analytics: true,
    })
    expect(made.statusCode).toBe(201)
    const plan = made.json<AdminPlan>()
    expect(plan).toMatchObject({
      name: 'Growth',
      descriptionAmharic: 'እያደጉ ላሉ መደብሮች።',
      descriptionOm: 'Suuqiiwwan guddachaa jiraniif.',
      descriptionTi: 'ንዝዓብዩ ዘለዉ ድኳናት።',
      price: '499.00',
      currency: 'ETB',
      maxProducts: 50,
      maxPhotosPerProduct: 5,
      analytics: true,
      isActive: true,
      subscriberCount: 0,
    })
    expect(await auditOf('plan.create', plan.id)).toHaveLength(1)

    const edited = await call('PATCH', `/api/admin/subscription-plans/${plan.id}`, admin.cookie, {
      price: 549.5,
      maxProducts: null,
      descriptionTi: '',
    })
    expect(edited.json<AdminPlan>()).toMatchObject({
      price: '549.50',
      maxProducts: null,
      // Cleared: Tigrinya readers fall back to the Amharic description.
      descriptionTi: null,
      descriptionOm: 'Suuqiiwwan guddachaa jiraniif.',
      analytics: true,
      name: 'Growth',
    })

    const off = await call('PATCH', `/api/admin/subscription-plans/${plan.id}`, admin.cookie, {
      isActive: false,
    })
    expect(off.json<AdminPlan>().isActive).toBe(false)
    expect(await auditOf('plan.deactivate', plan.id)).toHaveLength(1)
    await call('PATCH', `/api/admin/subscription-plans/${plan.id}`, admin.cookie, {
      isActive: true,
    })
    expect(await auditOf('plan.activate', plan.id)).toHaveLength(1)

    const bad = await call('POST', '/api/admin/subscription-plans', admin.cookie, {
      name: '',
      price: '-5',
      billingInterval: 'weekly',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({
      details: {
        fields: {
          name: 'Name is required',
          price: 'Enter an amount such as 150.00 (not negative, at most 2 decimals)',
          billingInterval: 'Invalid value',
        },
      },
    })
    const list = (await call('GET', '/api/admin/subscription-plans', admin.cookie)).json<
      AdminPlan[]
    >()
    expect(list.map((p) => p.id)).toContain(plan.id)
    expect(
      (
        await call('PATCH', `/api/admin/subscription-plans/${MISSING}`, admin.cookie, {
          isActive: false,
        })
      ).statusCode,
    ).toBe(404)
  })

  it('creates, edits and deactivates a buyer membership', async () => {
    const made = await call('POST', '/api/admin/buyer-memberships', admin.cookie, {
      name: 'Selam Plus',
      monthlyFee: '99.00',
      freeShippingThreshold: '500',
      cashbackPercentage: '2.5',
      benefits: ['Free shipping over 500 ETB'],
    })
    expect(made.statusCode).toBe(201)
    const membership = made.json<AdminMembership>()
    expect(membership).toMatchObject({
      name: 'Selam Plus',
      monthlyFee: '99.00',
      freeShippingThreshold: '500.00',
      cashbackPercentage: '2.50',
      isActive: true,
      memberCount: 0,
    })

    const off = await call('PATCH', `/api/admin/buyer-memberships/${membership.id}`, admin.cookie, {
      isActive: false,
      extendedReturnPeriod: 14,
    })
    expect(off.json<AdminMembership>()).toMatchObject({
      isActive: false,
      extendedReturnPeriod: 14,
      cashbackPercentage: '2.50',
    })
    expect(await auditOf('membership.deactivate', membership.id)).toHaveLength(1)

    const bad = await call('POST', '/api/admin/buyer-memberships', admin.cookie, {
      name: 'Too generous',
      monthlyFee: '10',
      cashbackPercentage: '150',
    })
    expect(bad.json()).toMatchObject({
      details: {
        fields: {
          cashbackPercentage: 'Cashback must be a percentage from 0 to 100, at most 2 decimals',
        },
      },
    })
    const list = (await call('GET', '/api/admin/buyer-memberships', admin.cookie)).json<
      AdminMembership[]
    >()
    expect(list.find((m) => m.id === membership.id)).toMatchObject({ isActive: false })
  })
})
