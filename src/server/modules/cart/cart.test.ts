import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cart } from '#shared/contracts/cart.ts'
import { products } from '#server/db/schema/catalog.ts'
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

async function signedIn() {
  const user = await createUser(t.db)
  return { user, cookie: await t.cookieFor(user.id) }
}

async function listed(values: Partial<typeof products.$inferInsert> = {}) {
  const category = await createCategory(t.db)
  const { seller } = await createSellerUser(t.db)
  const product = await createProduct(t.db, {
    sellerId: seller.id,
    categoryId: category.id,
    ...values,
  })
  return { product, seller }
}

const put = (cookie: string, productId: string, quantity: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/cart/items/${productId}`,
    headers: { cookie },
    payload: { quantity },
  })

describe('cart', () => {
  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/cart' })
    expect(response.statusCode).toBe(401)
  })

  it('adds, updates and removes lines, grouped by seller with exact line totals', async () => {
    const { cookie } = await signedIn()
    const a = await listed({ price: '100.00', discountPrice: '89.99' })
    const b = await listed({ price: '250.50' })

    expect((await put(cookie, a.product.id, 3)).statusCode).toBe(200)
    const response = await put(cookie, b.product.id, 1)
    const cart = response.json<Cart>()
    expect(cart.itemCount).toBe(4)
    expect(cart.itemsTotal).toBe('520.47')
    expect(cart.groups.map((group) => group.seller.id).sort()).toEqual(
      [a.seller.id, b.seller.id].sort(),
    )
    const groupA = cart.groups.find((group) => group.seller.id === a.seller.id)!
    expect(groupA.itemsTotal).toBe('269.97')
    expect(groupA.lines[0]).toMatchObject({
      productId: a.product.id,
      quantity: 3,
      unitPrice: '89.99',
      lineTotal: '269.97',
      product: { id: a.product.id, price: '100.00', discountPrice: '89.99' },
    })

    const updated = (await put(cookie, a.product.id, 1)).json<Cart>()
    expect(updated.itemCount).toBe(2)
    expect(updated.itemsTotal).toBe('340.49')

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/items/${a.product.id}`,
      headers: { cookie },
    })
    expect(removed.statusCode).toBe(200)
    expect(removed.json<Cart>().groups.map((g) => g.seller.id)).toEqual([b.seller.id])
  })

  it('refuses more than the stock with "only N left", and bad quantities with 400', async () => {
    const { cookie } = await signedIn()
    const { product } = await listed({ stock: 2 })
    const over = await put(cookie, product.id, 3)
    expect(over.statusCode).toBe(409)
    expect(over.json()).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      details: { productId: product.id, available: 2 },
    })
    expect(over.json().message).toContain('2')
    for (const bad of [0, -1, 1.5, 'two', 100]) {
      expect((await put(cookie, product.id, bad)).statusCode).toBe(400)
    }
    const unknown = await put(cookie, '00000000-0000-4000-8000-000000000000', 1)
    expect(unknown.statusCode).toBe(404)
  })

  it('merges a visitor cart: quantities add up, capped by stock; unlisted products are dropped', async () => {
    const { user, cookie } = await signedIn()
    const a = await listed({ stock: 5 })
    const b = await listed({ stock: 10 })
    const gone = await listed({ isActive: false })
    await put(cookie, a.product.id, 2)

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cart/merge',
      headers: { cookie },
      payload: {
        items: [
          { productId: a.product.id, quantity: 4 },
          { productId: b.product.id, quantity: 1 },
          { productId: b.product.id, quantity: 2 },
          { productId: gone.product.id, quantity: 1 },
        ],
      },
    })
    expect(response.statusCode).toBe(200)
    const cart = response.json<Cart>()
    const quantities = Object.fromEntries(
      cart.groups.flatMap((g) => g.lines).map((line) => [line.productId, line.quantity]),
    )
    expect(quantities).toEqual({ [a.product.id]: 5, [b.product.id]: 3 })

    // Someone else's cart is untouched.
    const other = await signedIn()
    const otherCart = await t.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { cookie: other.cookie },
    })
    expect(otherCart.json<Cart>().itemCount).toBe(0)
    expect(user.id).not.toBe(other.user.id)
  })

  it('hides lines whose product stopped being listed', async () => {
    const { cookie } = await signedIn()
    const { product } = await listed()
    await put(cookie, product.id, 1)
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, product.id))
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } })
    expect(cart.json<Cart>()).toMatchObject({ itemCount: 0, groups: [], itemsTotal: '0.00' })
  })
})
