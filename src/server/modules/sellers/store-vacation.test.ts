import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  ProductDetail,
  ProductPage,
  SellerDetail,
  SellerListItem,
} from '#shared/contracts/catalog.ts'
import type { Cart } from '#shared/contracts/cart.ts'
import type { CheckoutInput } from '#shared/contracts/checkout.ts'
import type { StoreVacation } from '#shared/contracts/store-vacation.ts'
import { cartItems } from '#server/db/schema/cart.ts'
import { couriers } from '#server/db/schema/delivery.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'
import { marketDate } from './store-away.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
  // A courier for Addis Ababa, so that a cart of an open store can be priced.
  await t.db.insert(couriers).values({
    name: 'Abebe Courier',
    phone: '+251911000001',
    vehicleType: 'motorcycle',
    serviceAreas: ['addis_ababa'],
    baseDeliveryFee: '50.00',
    pricePerKm: '0',
    maxRadius: 20,
  })
})

afterAll(async () => {
  await t.close()
})

/** `YYYY-MM-DD`, days after today in Addis Ababa. */
function dayFromToday(days: number) {
  const date = new Date(`${marketDate()}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

async function store() {
  const { user, seller } = await createSellerUser(t.db)
  const category = await createCategory(t.db)
  const product = await createProduct(t.db, { sellerId: seller.id, categoryId: category.id })
  return { user, seller, product, cookie: await t.cookieFor(user.id) }
}

async function buyer() {
  const user = await createUser(t.db)
  return { user, cookie: await t.cookieFor(user.id) }
}

function setVacation(cookie: string | undefined, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/seller/vacation',
    headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
    payload,
  })
}

async function read<T>(url: string, cookie?: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })
  expect(response.statusCode).toBe(200)
  return response.json<T>()
}

function addToCart(cookie: string, productId: string, language = 'en') {
  return t.app.inject({
    method: 'PUT',
    url: `/api/cart/items/${productId}`,
    headers: { cookie, 'accept-language': language },
    payload: { quantity: 1 },
  })
}

const checkoutInput: CheckoutInput = {
  city: 'addis_ababa',
  subCity: 'Bole',
  addressDetails: 'House 12, near Edna Mall',
  phone: '0911234567',
  paymentMethod: 'cash_on_delivery',
}

const quote = (cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/checkout/quote',
    headers: { cookie, 'accept-language': 'en' },
    payload: checkoutInput,
  })

const placeOrder = (cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/checkout/orders',
    headers: { cookie, 'accept-language': 'en', 'idempotency-key': randomUUID() },
    payload: checkoutInput,
  })

describe('vacation mode', () => {
  it('pauses the store until a return date: everything public says when it reopens', async () => {
    const shop = await store()
    const until = dayFromToday(10)
    const saved = await setVacation(shop.cookie, {
      until,
      message: '  Back from Lalibela soon  ',
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json<StoreVacation>()).toEqual({
      awayUntil: until,
      message: 'Back from Lalibela soon',
    })
    expect(await read<StoreVacation>('/api/seller/vacation', shop.cookie)).toEqual({
      awayUntil: until,
      message: 'Back from Lalibela soon',
    })

    // The product stays listed, marked with the store's return date.
    const product = await read<ProductDetail>(`/api/products/${shop.product.id}`)
    expect(product.seller).toMatchObject({
      awayUntil: until,
      awayMessage: 'Back from Lalibela soon',
    })
    const listing = await read<ProductPage>(`/api/products?sellerId=${shop.seller.id}`)
    expect(listing.items.map((item) => [item.id, item.seller.awayUntil])).toEqual([
      [shop.product.id, until],
    ])
    const page = await read<SellerDetail>(`/api/sellers/${shop.seller.id}`)
    expect(page).toMatchObject({ awayUntil: until, awayMessage: 'Back from Lalibela soon' })
    expect(page.products[0]!.seller.awayUntil).toBe(until)
    const directory = await read<SellerListItem[]>('/api/sellers')
    expect(directory.find((entry) => entry.id === shop.seller.id)!.awayUntil).toBe(until)

    // Cleared, the store is open at once.
    const reopened = await setVacation(shop.cookie, { until: null, message: 'ignored' })
    expect(reopened.json<StoreVacation>()).toEqual({ awayUntil: null, message: null })
    const open = await read<ProductDetail>(`/api/products/${shop.product.id}`)
    expect(open.seller).toMatchObject({ awayUntil: null, awayMessage: null })
  })

  it('takes only a return date after today and within a year, from the store owner', async () => {
    const shop = await store()
    for (const until of [marketDate(), dayFromToday(-3)]) {
      const refused = await setVacation(shop.cookie, { until })
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toMatchObject({
        code: 'VACATION_DATE_INVALID',
        message: 'The return date must be after today',
        details: { fields: { until: 'The return date must be after today' } },
      })
    }
    const tooFar = await setVacation(shop.cookie, { until: dayFromToday(400) })
    expect(tooFar.statusCode).toBe(400)
    expect(tooFar.json()).toMatchObject({ message: 'The return date must be within a year' })
    expect((await setVacation(shop.cookie, { until: '2026-02-30' })).statusCode).toBe(400)
    expect((await setVacation(shop.cookie, { until: 'next week' })).statusCode).toBe(400)
    const long = await setVacation(shop.cookie, {
      until: dayFromToday(3),
      message: 'x'.repeat(301),
    })
    expect(long.statusCode).toBe(400)
    expect((await setVacation(shop.cookie, { until: dayFromToday(1) })).statusCode).toBe(200)

    const notASeller = await buyer()
    expect((await setVacation(notASeller.cookie, { until: dayFromToday(5) })).statusCode).toBe(403)
    expect((await setVacation(undefined, { until: dayFromToday(5) })).statusCode).toBe(401)
    const getter = await t.app.inject({
      method: 'GET',
      url: '/api/seller/vacation',
      headers: { cookie: notASeller.cookie },
    })
    expect(getter.statusCode).toBe(403)
  })

  it('refuses the products of an away store at the cart, in the reader’s language', async () => {
    const shop = await store()
    await setVacation(shop.cookie, { until: dayFromToday(7) })
    const { cookie } = await buyer()

    const refused = await addToCart(cookie, shop.product.id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'STORE_ON_VACATION',
      message: `“${shop.product.name}” cannot be bought now: ${shop.seller.storeName} is away`,
      details: { productId: shop.product.id, awayUntil: dayFromToday(7) },
    })
    const inAmharic = await addToCart(cookie, shop.product.id, 'am')
    expect(inAmharic.json()).toMatchObject({
      code: 'STORE_ON_VACATION',
      message: `“${shop.product.name}” አሁን መግዛት አይቻልም፦ ${shop.seller.storeName} ለእረፍት ዝግ ነው`,
    })
    expect((await read<Cart>('/api/cart', cookie)).groups).toEqual([])
  })

  it('keeps lines already in a cart, shown as away, and refuses them at checkout', async () => {
    const shop = await store()
    const other = await store()
    const { cookie } = await buyer()
    expect((await addToCart(cookie, shop.product.id)).statusCode).toBe(200)
    expect((await addToCart(cookie, other.product.id)).statusCode).toBe(200)
    const until = dayFromToday(4)
    await setVacation(shop.cookie, { until })

    const cart = await read<Cart>('/api/cart', cookie)
    const line = cart.groups.flatMap((group) => group.lines)
    expect(line.map((l) => [l.productId, l.product.seller.awayUntil])).toEqual([
      [shop.product.id, until],
      [other.product.id, null],
    ])

    for (const attempt of [quote, placeOrder]) {
      const refused = await attempt(cookie)
      expect(refused.statusCode).toBe(409)
      expect(refused.json()).toMatchObject({
        code: 'STORE_ON_VACATION',
        details: { productId: shop.product.id, awayUntil: until },
      })
    }
    // Nothing was ordered; without the away line the rest of the cart checks out.
    await t.db.delete(cartItems).where(eq(cartItems.productId, shop.product.id))
    expect((await quote(cookie)).statusCode).toBe(200)
  })

  it('reopens by itself when the return date comes', async () => {
    const shop = await store()
    await setVacation(shop.cookie, { until: dayFromToday(2) })
    const { cookie } = await buyer()
    expect((await addToCart(cookie, shop.product.id)).statusCode).toBe(409)

    // The return date arrives: nothing runs, the rule is read with the row.
    await t.db
      .update(sellers)
      .set({ vacationUntil: marketDate() })
      .where(eq(sellers.id, shop.seller.id))
    expect(await read<StoreVacation>('/api/seller/vacation', shop.cookie)).toEqual({
      awayUntil: null,
      message: null,
    })
    const product = await read<ProductDetail>(`/api/products/${shop.product.id}`)
    expect(product.seller.awayUntil).toBeNull()
    expect((await addToCart(cookie, shop.product.id)).statusCode).toBe(200)
    expect((await quote(cookie)).statusCode).toBe(200)
    const placed = await placeOrder(cookie)
    expect(placed.statusCode).toBe(201)
  })
})
