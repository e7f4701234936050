import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Favorite, SavedCounts, SavedStatus } from '#shared/contracts/saved.ts'
import { users } from '#server/db/schema/users.ts'
import { createService } from '#test/helpers/catalog-factories.ts'
import { createListedProduct } from '#test/helpers/saved-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createUser } from '#test/helpers/user-factories.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

const MISSING = '00000000-0000-4000-8000-000000000000'

async function signedIn() {
  const user = await createUser(t.db)
  return { user, cookie: await t.cookieFor(user.id) }
}

function add(cookie: string | undefined, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/favorites',
    headers: cookie ? { cookie } : {},
    payload,
  })
}

function list(cookie: string, userId: string, type: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/favorites/${userId}/${type}`,
    headers: { cookie },
  })
}

describe('favourites', () => {
  it('keeps a product, a seller and a global service, each in its own tab, and removes them', async () => {
    const { product, seller } = await createListedProduct(t.db)
    const service = await createService(t.db, {
      businessName: 'Habesha Kitchen DC',
      isVerified: true,
    })
    const { user, cookie } = await signedIn()

    const madeProduct = await add(cookie, { targetType: 'product', targetId: product.id })
    expect(madeProduct.statusCode).toBe(201)
    expect(madeProduct.json<Favorite>()).toMatchObject({
      targetType: 'product',
      targetId: product.id,
      target: { name: product.name, price: '100.00', currency: 'ETB' },
    })
    expect((await add(cookie, { targetType: 'product', targetId: product.id })).statusCode).toBe(
      200,
    )
    expect((await add(cookie, { targetType: 'seller', targetId: seller.id })).statusCode).toBe(201)
    expect(
      (await add(cookie, { targetType: 'global_service', targetId: service.id, userId: user.id }))
        .statusCode,
    ).toBe(201)

    const products = (await list(cookie, user.id, 'product')).json<Favorite[]>()
    expect(products.map((favorite) => favorite.targetId)).toEqual([product.id])
    const stores = (await list(cookie, user.id, 'seller')).json<Favorite[]>()
    expect(stores).toHaveLength(1)
    expect(stores[0]).toMatchObject({
      targetId: seller.id,
      target: { name: seller.storeName, price: null, verified: true },
    })
    const services = (await list(cookie, user.id, 'global_service')).json<Favorite[]>()
    expect(services[0]).toMatchObject({
      targetId: service.id,
      target: { name: 'Habesha Kitchen DC', verified: true },
    })

    const countsResponse = await t.app.inject({
      method: 'GET',
      url: '/api/saved/counts',
      headers: { cookie },
    })
    expect(countsResponse.json<SavedCounts>()).toEqual({ wishlist: 0, favorites: 3 })

    const status = await t.app.inject({
      method: 'GET',
      url: `/api/saved/status?targetType=product&targetId=${product.id}`,
      headers: { cookie },
    })
    expect(status.json<SavedStatus>()).toEqual({ wishlisted: false, favorited: true })

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/favorites/${user.id}/seller/${seller.id}`,
      headers: { cookie },
    })
    expect(removed.statusCode).toBe(204)
    expect((await list(cookie, user.id, 'seller')).json()).toEqual([])
    expect((await list(cookie, user.id, 'product')).json<Favorite[]>()).toHaveLength(1)
  })

  it('answers 404 for a target that does not exist or is not shown', async () => {
    const { cookie } = await signedIn()
    const inactive = await createService(t.db, { isActive: false })
    const { seller, sellerUser } = await createListedProduct(t.db)
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, sellerUser.id))
    for (const targetType of ['product', 'seller', 'global_service']) {
      const response = await add(cookie, { targetType, targetId: MISSING })
      expect(response.statusCode).toBe(404)
    }
    expect(
      (await add(cookie, { targetType: 'global_service', targetId: inactive.id })).statusCode,
    ).toBe(404)
    expect((await add(cookie, { targetType: 'seller', targetId: seller.id })).statusCode).toBe(404)
    expect((await add(cookie, { targetType: 'coupon', targetId: MISSING })).statusCode).toBe(400)
  })

  it("answers 403 for another user's id in the body or the path", async () => {
    const { product } = await createListedProduct(t.db)
    const owner = await signedIn()
    const intruder = await signedIn()
    expect(
      (await add(owner.cookie, { targetType: 'product', targetId: product.id })).statusCode,
    ).toBe(201)

    expect(
      (
        await add(intruder.cookie, {
          targetType: 'product',
          targetId: product.id,
          userId: owner.user.id,
        })
      ).statusCode,
    ).toBe(403)
    expect((await list(intruder.cookie, owner.user.id, 'product')).statusCode).toBe(403)
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/favorites/${owner.user.id}/product/${product.id}`,
      headers: { cookie: intruder.cookie },
    })
    expect(remove.statusCode).toBe(403)
    expect((await list(owner.cookie, owner.user.id, 'product')).json<Favorite[]>()).toHaveLength(1)
    expect((await add(undefined, { targetType: 'product', targetId: product.id })).statusCode).toBe(
      401,
    )
  })

  it('reports wishlist status for a product', async () => {
    const { product } = await createListedProduct(t.db)
    const { cookie } = await signedIn()
    await t.app.inject({
      method: 'POST',
      url: '/api/wishlist',
      headers: { cookie },
      payload: { productId: product.id },
    })
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/saved/status?targetType=product&targetId=${product.id}`,
      headers: { cookie },
    })
    expect(status.json<SavedStatus>()).toEqual({ wishlisted: true, favorited: false })
  })
})
