import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SellerDetail, SellerListItem } from '#shared/contracts/catalog.ts'
import { users } from '#server/db/schema/users.ts'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

const NO_PRIVATE_DATA = /@example\.test|email|password|argon2/i

describe('GET /api/sellers', () => {
  it('lists active sellers, verified and best rated first, with listed product counts and no emails', async () => {
    const category = await createCategory(t.db)
    const top = await createSellerUser(t.db, { verified: true, rating: '4.90', totalReviews: 40 })
    const second = await createSellerUser(t.db, { verified: true, rating: '4.10' })
    const unverified = await createSellerUser(t.db, { verified: false, rating: '5.00' })
    const suspended = await createSellerUser(t.db, { verified: true, rating: '5.00' })
    const deactivated = await createSellerUser(t.db, { verified: true, rating: '5.00' })
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user.id))
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.user.id))
    await t.db.update(users).set({ city: 'Hawassa' }).where(eq(users.id, top.user.id))
    await createProduct(t.db, { sellerId: top.seller.id, categoryId: category.id })
    await createProduct(t.db, { sellerId: top.seller.id, categoryId: category.id })
    await createProduct(t.db, { sellerId: top.seller.id, categoryId: category.id, isActive: false })
    await createProduct(t.db, {
      sellerId: top.seller.id,
      categoryId: category.id,
      reviewStatus: 'pending',
    })

    const response = await t.app.inject({ method: 'GET', url: '/api/sellers' })
    expect(response.statusCode).toBe(200)
    expect(response.body).not.toMatch(NO_PRIVATE_DATA)
    const list = response.json<SellerListItem[]>()
    const ids = list.map((seller) => seller.id)
    expect(ids).not.toContain(suspended.seller.id)
    expect(ids).not.toContain(deactivated.seller.id)
    const mine = ids.filter((id) =>
      [top.seller.id, second.seller.id, unverified.seller.id].includes(id),
    )
    expect(mine).toEqual([top.seller.id, second.seller.id, unverified.seller.id])
    expect(list.find((seller) => seller.id === top.seller.id)).toEqual({
      id: top.seller.id,
      storeName: top.seller.storeName,
      description: null,
      rating: '4.90',
      totalReviews: 40,
      verified: true,
      productCount: 2,
      awayUntil: null,
      user: { firstName: 'Almaz', lastName: 'Bekele', city: 'Hawassa' },
      createdAt: top.seller.createdAt.toISOString(),
    })
    expect(list.find((seller) => seller.id === second.seller.id)?.productCount).toBe(0)
  })
})

describe('GET /api/sellers/:id', () => {
  it('returns the store, its owner (phone, never email) and its listed products newest first', async () => {
    const category = await createCategory(t.db)
    const { user, seller } = await createSellerUser(t.db, {
      description: 'Coffee from Sidama',
      shippingRegions: ['Kenya'],
    })
    await t.db
      .update(users)
      .set({ phone: '+251911223344', city: 'Addis Ababa' })
      .where(eq(users.id, user.id))
    const older = await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      createdAt: new Date('2024-01-01T00:00:00Z'),
    })
    const newer = await createProduct(t.db, { sellerId: seller.id, categoryId: category.id })
    await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      reviewStatus: 'rejected',
    })

    const response = await t.app.inject({ method: 'GET', url: `/api/sellers/${seller.id}` })
    expect(response.statusCode).toBe(200)
    expect(response.body).not.toMatch(NO_PRIVATE_DATA)
    const detail = response.json<SellerDetail>()
    expect(detail).toMatchObject({
      id: seller.id,
      storeName: seller.storeName,
      description: 'Coffee from Sidama',
      verified: true,
      rating: '0.00',
      totalReviews: 0,
      productCount: 2,
      servesInternational: false,
      shippingRegions: ['Kenya'],
      isDiasporaFriendly: true,
      createdAt: seller.createdAt.toISOString(),
    })
    expect(detail.user).toEqual({
      firstName: 'Almaz',
      lastName: 'Bekele',
      city: 'Addis Ababa',
      phone: '+251911223344',
    })
    expect(detail.products.map((product) => product.id)).toEqual([newer.id, older.id])
    expect(detail.products[0]!.seller).toEqual({
      id: seller.id,
      storeName: seller.storeName,
      verified: true,
      awayUntil: null,
    })
  })

  it('shows at most 48 products', async () => {
    const category = await createCategory(t.db)
    const { seller } = await createSellerUser(t.db)
    for (let i = 0; i < 50; i++)
      await createProduct(t.db, { sellerId: seller.id, categoryId: category.id })
    const response = await t.app.inject({ method: 'GET', url: `/api/sellers/${seller.id}` })
    const detail = response.json<SellerDetail>()
    expect(detail.products).toHaveLength(48)
    expect(detail.productCount).toBe(50)
  })

  it('answers 404 SELLER_NOT_FOUND for an unknown or suspended seller, except to that seller and admins', async () => {
    const suspended = await createSellerUser(t.db)
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, suspended.user.id))
    const stranger = await createUser(t.db)
    for (const [id, userId] of [
      ['00000000-0000-4000-8000-000000000000', undefined],
      [suspended.seller.id, undefined],
      [suspended.seller.id, stranger.id],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/sellers/${id}`,
        headers: {
          'accept-language': 'en',
          ...(userId ? { cookie: await t.cookieFor(userId) } : {}),
        },
      })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ message: 'Seller not found', code: 'SELLER_NOT_FOUND' })
    }
    const admin = await createUser(t.db, { role: 'admin' })
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/sellers/${suspended.seller.id}`,
      headers: { cookie: await t.cookieFor(admin.id) },
    })
    expect(asAdmin.statusCode).toBe(200)
    expect(asAdmin.body).not.toMatch(NO_PRIVATE_DATA)
  })

  it('answers an invalid id with 400 VALIDATION_ERROR', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/sellers/42' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { fields: { id: expect.any(String) } },
    })
  })
})
