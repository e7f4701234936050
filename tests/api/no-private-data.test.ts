import { afterAll, beforeAll, expect, it } from 'vitest'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'

// Walks every public read a signed-in buyer can make and checks that no response carries a
// password hash, or the email address of anyone but the caller.
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

it('leaks no password hash and no other user’s email', async () => {
  const { user: sellerUser, seller } = await createSellerUser(t.db, {
    description: 'Coffee from Sidama',
  })
  const category = await createCategory(t.db)
  const product = await createProduct(t.db, { sellerId: seller.id, categoryId: category.id })
  const buyer = await createUser(t.db)
  const cookie = await t.cookieFor(buyer.id)

  const urls = [
    '/api/auth/me',
    '/api/categories',
    '/api/products',
    `/api/products?sellerId=${seller.id}`,
    `/api/products/${product.id}`,
    '/api/sellers',
    `/api/sellers/${seller.id}`,
    '/api/advertisements',
    '/api/coupons',
    '/api/global-services',
    // The buyer's own data download: their email only, never a hash.
    '/api/profile/data-export',
  ]
  for (const url of urls) {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } })
    expect(response.statusCode, url).toBe(200)
    expect(response.body, url).not.toMatch(/password|argon2/i)
    expect(response.body, url).not.toContain(sellerUser.email)
    const emails = response.body.match(/[\w.+-]+@[\w-]+\.[\w.]+/g) ?? []
    expect(
      emails.filter((email) => email !== buyer.email),
      url,
    ).toEqual([])
  }
})
