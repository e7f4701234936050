import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MarketplaceStats } from '#shared/contracts/marketplace.ts'
import { users } from '#server/db/schema/users.ts'
import { createCategory, createProduct, createService } from '#test/helpers/catalog-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser } from '#test/helpers/user-factories.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

async function stats() {
  const response = await t.app.inject({ method: 'GET', url: '/api/marketplace/stats' })
  expect(response.statusCode).toBe(200)
  return response.json<MarketplaceStats>()
}

async function listed() {
  const [products, sellers, services] = await Promise.all([
    t.app.inject({ method: 'GET', url: '/api/products?limit=1' }),
    t.app.inject({ method: 'GET', url: '/api/sellers' }),
    t.app.inject({ method: 'GET', url: '/api/global-services?limit=100' }),
  ])
  return {
    products: products.json<{ total: number }>().total,
    sellers: sellers.json<unknown[]>().length,
    services: services.json<unknown[]>().length,
  }
}

describe('GET /api/marketplace/stats', () => {
  it('counts what a visitor can browse: the same figures /products, /sellers and /global-services show', async () => {
    const before = await stats()
    const category = await createCategory(t.db)
    const open = await createSellerUser(t.db, { shippingRegions: ['Ethiopia', 'Kenya', 'Japan'] })
    const other = await createSellerUser(t.db, { shippingRegions: ['Ethiopia', 'Kenya'] })
    const suspended = await createSellerUser(t.db, { shippingRegions: ['Brazil'] })
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user.id))
    await createProduct(t.db, { sellerId: open.seller.id, categoryId: category.id })
    await createProduct(t.db, { sellerId: other.seller.id, categoryId: category.id })
    // Not browsable: inactive, awaiting review, or sold by a suspended account.
    await createProduct(t.db, {
      sellerId: open.seller.id,
      categoryId: category.id,
      isActive: false,
    })
    await createProduct(t.db, {
      sellerId: open.seller.id,
      categoryId: category.id,
      reviewStatus: 'pending',
    })
    await createProduct(t.db, { sellerId: suspended.seller.id, categoryId: category.id })
    await createService(t.db, { isActive: true, approvalStatus: 'approved' })
    await createService(t.db, { isActive: false, approvalStatus: 'pending' })

    const after = await stats()
    expect(after.products - before.products).toBe(2)
    expect(after.sellers - before.sellers).toBe(2)
    expect(after.services - before.services).toBe(1)
    expect(after.countries).toBeGreaterThanOrEqual(3)
    expect(after.countries - before.countries).toBeLessThanOrEqual(3)
    expect(after).toEqual({ ...(await listed()), countries: after.countries })
  })
})
