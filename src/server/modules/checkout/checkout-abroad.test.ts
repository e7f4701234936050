import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CheckoutQuote, PlacedOrder } from '#shared/contracts/checkout.ts'
import { cartItems } from '#server/db/schema/cart.ts'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'

// A diaspora buyer: the quote is asked as soon as the country is chosen (no city yet), and the
// order reaches them at a phone number abroad.

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

async function buyerWithAbroadCart() {
  const { seller } = await createSellerUser(t.db)
  const category = await createCategory(t.db)
  const product = await createProduct(t.db, {
    sellerId: seller.id,
    categoryId: category.id,
    price: '500.00',
    shipsInternationally: true,
    internationalShippingFee: '1200.00',
  })
  const buyer = await createUser(t.db)
  const cookie = await t.cookieFor(buyer.id)
  await t.db.insert(cartItems).values({ userId: buyer.id, productId: product.id, quantity: 2 })
  return { cookie, product }
}

const quote = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/checkout/quote', headers: { cookie }, payload })

describe('checkout abroad', () => {
  it('prices an address abroad before its city is typed; in Ethiopia the city is still needed', async () => {
    const { cookie } = await buyerWithAbroadCart()
    const abroad = await quote(cookie, { country: 'US' })
    expect(abroad.statusCode, abroad.body).toBe(200)
    const priced = abroad.json<CheckoutQuote>()
    expect(priced).toMatchObject({
      country: 'US',
      itemsTotal: '1000.00',
      deliveryTotal: '2400.00',
      grandTotal: '3400.00',
    })
    expect(priced.sellers[0]).toMatchObject({ deliveryType: 'international', undeliverable: [] })
    // An empty city abroad is the same as none.
    expect((await quote(cookie, { country: 'US', city: '' })).statusCode).toBe(200)

    const home = await quote(cookie, { country: 'ET' })
    expect(home.statusCode).toBe(400)
    expect(home.json()).toMatchObject({ details: { fields: { city: expect.any(String) } } })
  })

  it('takes a phone number with its country code abroad, and only an Ethiopian one at home', async () => {
    const { cookie } = await buyerWithAbroadCart()
    const address = {
      city: 'Washington',
      subCity: 'DC',
      addressDetails: '1600 Example Ave NW',
      paymentMethod: 'sandbox',
    }
    const order = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/checkout/orders',
        headers: { cookie, 'idempotency-key': randomUUID() },
        payload,
      })
    const home = await order({
      ...address,
      city: 'addis_ababa',
      country: 'ET',
      phone: '+1 202 555 0143',
    })
    expect(home.statusCode).toBe(400)
    expect(home.json()).toMatchObject({ details: { fields: { phone: expect.any(String) } } })
    const nonsense = await order({ ...address, country: 'US', phone: '555' })
    expect(nonsense.statusCode).toBe(400)

    const placed = await order({ ...address, country: 'US', phone: '+1 (202) 555-0143' })
    expect(placed.statusCode, placed.body).toBe(201)
    const body = placed.json<PlacedOrder>()
    expect(body.grandTotal).toBe('3400.00')
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${body.orderNumbers[0]}`,
      headers: { cookie },
    })
    expect(mine.json()).toMatchObject({
      deliveryPhone: '+12025550143',
      deliveryAddress: '1600 Example Ave NW, DC, Washington, US',
      international: true,
    })
  })
})
