import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SavedCounts, WishlistItem } from '#shared/contracts/saved.ts'
import { products } from '#server/db/schema/catalog.ts'
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

async function signedIn() {
  const user = await createUser(t.db)
  return { user, cookie: await t.cookieFor(user.id) }
}

function add(cookie: string | undefined, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/wishlist',
    headers: cookie ? { cookie } : {},
    payload,
  })
}

async function counts(cookie: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/saved/counts',
    headers: { cookie },
  })
  expect(response.statusCode).toBe(200)
  return response.json<SavedCounts>()
}

describe('wishlist', () => {
  it('adds a listed product once (201 then 200), lists it with its product and removes it', async () => {
    const { product, seller } = await createListedProduct(t.db)
    const { user, cookie } = await signedIn()

    const first = await add(cookie, { productId: product.id })
    expect(first.statusCode).toBe(201)
    const item = first.json<WishlistItem>()
    expect(item.product).toMatchObject({
      id: product.id,
      name: product.name,
      price: '100.00',
      seller: { id: seller.id, storeName: seller.storeName },
    })
    const again = await add(cookie, { productId: product.id, userId: user.id })
    expect(again.statusCode).toBe(200)
    expect(again.json<WishlistItem>().id).toBe(item.id)

    for (const url of ['/api/wishlist', `/api/wishlist/${user.id}`]) {
      const list = await t.app.inject({ method: 'GET', url, headers: { cookie } })
      expect(list.statusCode).toBe(200)
      expect(list.json<WishlistItem[]>()).toEqual([item])
    }
    expect(await counts(cookie)).toEqual({ wishlist: 1, favorites: 0 })

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/wishlist/${user.id}/${product.id}`,
      headers: { cookie },
    })
    expect(removed.statusCode).toBe(204)
    const afterRemove = await t.app.inject({
      method: 'GET',
      url: '/api/wishlist',
      headers: { cookie },
    })
    expect(afterRemove.json()).toEqual([])
    expect(await counts(cookie)).toEqual({ wishlist: 0, favorites: 0 })
    const twice = await t.app.inject({
      method: 'DELETE',
      url: `/api/wishlist/${user.id}/${product.id}`,
      headers: { cookie },
    })
    expect(twice.statusCode).toBe(404)
  })

  it("answers 403 for another user's id in the body or the path, and never touches their list", async () => {
    const { product } = await createListedProduct(t.db)
    const owner = await signedIn()
    const intruder = await signedIn()
    expect((await add(owner.cookie, { productId: product.id })).statusCode).toBe(201)

    const bodyOther = await add(intruder.cookie, { productId: product.id, userId: owner.user.id })
    expect(bodyOther.statusCode).toBe(403)
    expect(bodyOther.json()).toMatchObject({ code: 'FORBIDDEN' })

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/wishlist/${owner.user.id}`,
      headers: { cookie: intruder.cookie },
    })
    expect(read.statusCode).toBe(403)
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/wishlist/${owner.user.id}/${product.id}`,
      headers: { cookie: intruder.cookie },
    })
    expect(remove.statusCode).toBe(403)
    expect(await counts(owner.cookie)).toEqual({ wishlist: 1, favorites: 0 })
    expect(await counts(intruder.cookie)).toEqual({ wishlist: 0, favorites: 0 })
  })

  it('needs a session, a listed product and valid ids', async () => {
    const { product } = await createListedProduct(t.db)
    const { user, cookie } = await signedIn()
    expect((await add(undefined, { productId: product.id })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: '/api/wishlist' })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: '/api/saved/counts' })).statusCode).toBe(401)
    expect(
      (await add(cookie, { productId: '00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404)
    expect((await add(cookie, { productId: 'not-a-uuid' })).statusCode).toBe(400)
    const badPath = await t.app.inject({
      method: 'GET',
      url: '/api/wishlist/not-a-uuid',
      headers: { cookie },
    })
    expect(badPath.statusCode).toBe(400)
    expect(user.id).toBeTruthy()
  })

  it('hides a saved product once it is unlisted, in the list and the count', async () => {
    const { product } = await createListedProduct(t.db)
    const { cookie } = await signedIn()
    expect((await add(cookie, { productId: product.id })).statusCode).toBe(201)
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, product.id))
    const list = await t.app.inject({ method: 'GET', url: '/api/wishlist', headers: { cookie } })
    expect(list.json()).toEqual([])
    expect((await counts(cookie)).wishlist).toBe(0)
  })
})
