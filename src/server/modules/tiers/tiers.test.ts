import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SellerTier, TierEvaluation } from '#shared/contracts/tiers.ts'
import { detailedReviews } from '#server/db/schema/catalog.ts'
import { orders } from '#server/db/schema/delivery.ts'
import { commissionTiers, sellers } from '#server/db/schema/sellers.ts'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { createOrder } from '#test/helpers/order-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'
import { evaluateSellerTier } from './tiers.service.ts'

let t: TestApp

const tier = (
  values: Partial<typeof commissionTiers.$inferInsert> & {
    name: string
    level: number
    commissionRate: string
  },
) => values

beforeAll(async () => {
  t = await createTestApp()
  await t.db.insert(commissionTiers).values([
    tier({ name: 'bronze', nameAmharic: 'ነሐስ', level: 1, commissionRate: '0.0800' }),
    tier({
      name: 'silver',
      nameAmharic: 'ብር',
      level: 2,
      commissionRate: '0.0700',
      minimumMonthlySales: '100',
      minimumTotalSales: '300',
      minimumRating: '4.00',
      minimumReviews: 2,
      minimumActiveProducts: 1,
    }),
    tier({
      name: 'gold',
      nameAmharic: 'ወርቅ',
      level: 3,
      commissionRate: '0.0600',
      minimumMonthlySales: '1000',
      minimumTotalSales: '2000',
      minimumRating: '4.50',
      minimumReviews: 4,
      minimumActiveProducts: 2,
    }),
  ])
})

afterAll(async () => {
  await t.close()
})

async function evaluate(sellerId: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/sellers/${sellerId}/evaluate-tier`,
    headers: cookie ? { cookie } : {},
  })
}

async function getTier(sellerId: string) {
  return t.app.inject({ method: 'GET', url: `/api/sellers/${sellerId}/tier` })
}

describe('tiers', () => {
  it('lets only the store owner or an admin evaluate', async () => {
    const { seller } = await createSellerUser(t.db)
    const { user: otherSeller } = await createSellerUser(t.db)
    const buyer = await createUser(t.db)
    const admin = await createUser(t.db, { role: 'admin' })

    expect((await evaluate(seller.id)).statusCode).toBe(401)
    expect((await evaluate(seller.id, await t.cookieFor(buyer.id))).statusCode).toBe(403)
    expect((await evaluate(seller.id, await t.cookieFor(otherSeller.id))).statusCode).toBe(403)
    const unknown = '00000000-0000-4000-8000-000000000000'
    expect((await evaluate(unknown, await t.cookieFor(otherSeller.id))).statusCode).toBe(403)
    expect((await evaluate(unknown, await t.cookieFor(admin.id))).statusCode).toBe(404)
    const byAdmin = await evaluate(seller.id, await t.cookieFor(admin.id))
    expect(byAdmin.statusCode).toBe(200)
    expect(byAdmin.json<TierEvaluation>().tier).toEqual({
      name: 'bronze',
      nameAmharic: 'ነሐስ',
      nameOm: null,
      nameTi: null,
    })
  })

  it('answers 404 for an unknown store and 400 for a malformed id', async () => {
    expect((await getTier('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    expect((await getTier('not-an-id')).statusCode).toBe(400)
  })

  it('keeps a new store on the lowest tier, then upgrades it when its figures qualify', async () => {
    const { user, seller } = await createSellerUser(t.db)
    const cookie = await t.cookieFor(user.id)

    const before = (await getTier(seller.id)).json<SellerTier>()
    expect(before.currentTier).toBeNull()
    expect(before.nextTier?.name).toBe('bronze')

    const first = await evaluate(seller.id, cookie)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({
      tier: { name: 'bronze', nameAmharic: 'ነሐስ', nameOm: null, nameTi: null },
      upgraded: false,
      previousTier: null,
    })

    const category = await createCategory(t.db)
    const product = await createProduct(t.db, { sellerId: seller.id, categoryId: category.id })
    const [alem, dawit] = [await createUser(t.db), await createUser(t.db)]
    await createOrder(t.db, {
      sellerId: seller.id,
      buyerId: alem.id,
      productId: product.id,
      productPrice: '400.00',
      status: 'delivered',
    })
    // Neither a pending nor a cancelled order counts towards sales.
    await createOrder(t.db, {
      sellerId: seller.id,
      buyerId: dawit.id,
      productId: product.id,
      productPrice: '9000.00',
      status: 'pending',
    })
    await t.db.insert(detailedReviews).values([
      { userId: alem.id, targetId: product.id, rating: 5 },
      { userId: dawit.id, targetId: product.id, rating: 4 },
    ])

    const second = await evaluate(seller.id, cookie)
    expect(second.json()).toEqual({
      tier: { name: 'silver', nameAmharic: 'ብር', nameOm: null, nameTi: null },
      upgraded: true,
      previousTier: { name: 'bronze', nameAmharic: 'ነሐስ', nameOm: null, nameTi: null },
    })

    const after = (await getTier(seller.id)).json<SellerTier>()
    expect(after.seller).toMatchObject({
      totalSalesAmount: '400.00',
      monthlySalesAmount: '400.00',
      rating: '4.50',
      totalReviews: 2,
      commissionRate: '0.0700',
    })
    expect(after.currentTier?.name).toBe('silver')
    expect(after.nextTier?.name).toBe('gold')
    // Towards gold: 400/1000, 400/2000, 4.5/4.5, 2/4, 1/2 → mean 52%.
    expect(after.progressPercentage).toBe(52)
    expect(after.seller.lastTierEvaluationAt).not.toBeNull()

    const again = await evaluate(seller.id, cookie)
    expect(again.json()).toMatchObject({ tier: { name: 'silver' }, upgraded: false })
  })

  it('moves a store back down when its sales no longer qualify (called by the order lifecycle)', async () => {
    const { seller } = await createSellerUser(t.db)
    const category = await createCategory(t.db)
    const product = await createProduct(t.db, { sellerId: seller.id, categoryId: category.id })
    const [alem, dawit] = [await createUser(t.db), await createUser(t.db)]
    const order = await createOrder(t.db, {
      sellerId: seller.id,
      buyerId: alem.id,
      productId: product.id,
      productPrice: '500.00',
      status: 'delivered',
    })
    await t.db.insert(detailedReviews).values([
      { userId: alem.id, targetId: product.id, rating: 4 },
      { userId: dawit.id, targetId: product.id, rating: 4 },
    ])
    expect((await evaluateSellerTier(t.db, seller.id)).tier.name).toBe('silver')

    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id))
    const result = await evaluateSellerTier(t.db, seller.id)
    expect(result).toMatchObject({
      tier: { name: 'bronze' },
      upgraded: false,
      previousTier: { name: 'silver' },
    })
    const [row] = await t.db
      .select({ rate: sellers.currentCommissionRate, total: sellers.totalSalesAmount })
      .from(sellers)
      .where(eq(sellers.id, seller.id))
    expect(row).toEqual({ rate: '0.0800', total: '0.00' })
  })
})
