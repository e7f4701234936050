import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cart } from '#shared/contracts/cart.ts'
import type { ProductDetail, ProductPage } from '#shared/contracts/catalog.ts'
import type { CheckoutInput, PlacedOrder } from '#shared/contracts/checkout.ts'
import type { Order } from '#shared/contracts/orders.ts'
import type { SellerInventory } from '#shared/contracts/seller-products.ts'
import type { ProductVariants, ProductVariantsBody } from '#shared/contracts/variants.ts'
import { cartItems } from '#server/db/schema/cart.ts'
import { products } from '#server/db/schema/catalog.ts'
import { couriers, orders } from '#server/db/schema/delivery.ts'
import { productVariants } from '#server/db/schema/variants.ts'
import {
  createCategory,
  createCoupon,
  createProduct,
  daysFromNow,
} from '#test/helpers/catalog-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
  await t.db.insert(couriers).values({
    name: 'Tigist Courier',
    phone: '+251911000009',
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

async function sellerWithProduct(values: Partial<typeof products.$inferInsert> = {}) {
  const { user, seller } = await createSellerUser(t.db)
  const category = await createCategory(t.db)
  const product = await createProduct(t.db, {
    sellerId: seller.id,
    categoryId: category.id,
    name: 'Yirgacheffe coffee',
    ...values,
  })
  return { user, seller, category, product, cookie: await t.cookieFor(user.id) }
}

const coffeeSizes: ProductVariantsBody = {
  options: [{ name: 'Weight', values: ['250 g', '500 g', '1 kg'] }],
  variants: [
    { optionValues: { Weight: '250 g' }, price: '350.00', stock: 5, sku: 'YIRGA-250' },
    {
      optionValues: { Weight: '500 g' },
      price: '650.00',
      discountPrice: '600.00',
      stock: 3,
      sku: 'YIRGA-500',
    },
    { optionValues: { Weight: '1 kg' }, price: '1200.00', stock: 1, sku: 'YIRGA-1000' },
  ],
}

const putVariants = (cookie: string, productId: string, body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/products/${productId}/variants`,
    headers: { cookie, 'accept-language': 'en' },
    payload: body as object,
  })

async function coffee() {
  const shop = await sellerWithProduct({ price: '1.00', stock: 99 })
  const response = await putVariants(shop.cookie, shop.product.id, coffeeSizes)
  expect(response.statusCode).toBe(200)
  const saved = response.json<ProductVariants>()
  const variant = (weight: string) =>
    saved.variants.find((entry) => entry.optionValues.Weight === weight)!
  return { ...shop, saved, variant }
}

async function productRow(id: string) {
  const [row] = await t.db.select().from(products).where(eq(products.id, id))
  return row!
}

async function buyer() {
  const user = await createUser(t.db)
  return { user, cookie: await t.cookieFor(user.id) }
}

const checkoutInput = (overrides: Partial<CheckoutInput> = {}): CheckoutInput => ({
  city: 'addis_ababa',
  subCity: 'Bole',
  addressDetails: 'House 12',
  phone: '0911234567',
  paymentMethod: 'sandbox',
  ...overrides,
})

const placeOrder = (cookie: string, body: CheckoutInput = checkoutInput()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/checkout/orders',
    headers: { cookie, 'idempotency-key': randomUUID() },
    payload: body,
  })

const addToCart = (cookie: string, productId: string, quantity: number, variantId?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/cart/items/${productId}`,
    headers: { cookie, 'accept-language': 'en' },
    payload: { quantity, ...(variantId ? { variantId } : {}) },
  })

describe('options and variants of a product', () => {
  it('saves the grid and mirrors the cheapest active variant and the stock on the product', async () => {
    const { product, saved, seller } = await coffee()
    expect(saved.options).toEqual([{ name: 'Weight', values: ['250 g', '500 g', '1 kg'] }])
    expect(saved.variants.map((v) => [v.label, v.price, v.discountPrice, v.stock, v.sku])).toEqual([
      ['Weight: 250 g', '350.00', null, 5, 'YIRGA-250'],
      ['Weight: 500 g', '650.00', '600.00', 3, 'YIRGA-500'],
      ['Weight: 1 kg', '1200.00', null, 1, 'YIRGA-1000'],
    ])
    const row = await productRow(product.id)
    expect([row.price, row.discountPrice, row.stock]).toEqual(['350.00', null, 9])

    // The listing shows the range: the cheapest is the product's price, the dearest priceMax.
    const page = await t.app.inject({ url: `/api/products?sellerId=${seller.id}` })
    const item = page.json<ProductPage>().items.find((entry) => entry.id === product.id)!
    expect([item.price, item.priceMax, item.stock]).toEqual(['350.00', '1200.00', 9])

    // The detail page offers the options and the active variants.
    const detail = (
      await t.app.inject({ url: `/api/products/${product.id}` })
    ).json<ProductDetail>()
    expect(detail.options[0]!.values).toEqual(['250 g', '500 g', '1 kg'])
    expect(detail.variants.map((v) => v.label)).toEqual([
      'Weight: 250 g',
      'Weight: 500 g',
      'Weight: 1 kg',
    ])
  })

  it('keeps variant ids on change, removes those left out, and follows an inactive variant', async () => {
    const { product, cookie, saved, variant } = await coffee()
    const response = await putVariants(cookie, product.id, {
      options: [{ name: 'Weight', values: ['250 g', '500 g'] }],
      variants: [
        {
          id: variant('250 g').id,
          optionValues: { Weight: '250 g' },
          price: '360.00',
          stock: 4,
          sku: 'YIRGA-500',
          isActive: false,
        },
        {
          id: variant('500 g').id,
          optionValues: { Weight: '500 g' },
          price: '640.00',
          stock: 2,
          sku: 'YIRGA-250',
        },
      ],
    })
    expect(response.statusCode).toBe(200)
    const after = response.json<ProductVariants>()
    expect(after.variants.map((v) => v.id)).toEqual([variant('250 g').id, variant('500 g').id])
    expect(saved.variants).toHaveLength(3)
    // The inactive 250 g no longer counts: the product reads as its 500 g.
    const row = await productRow(product.id)
    expect([row.price, row.discountPrice, row.stock]).toEqual(['640.00', null, 2])
    const detail = (
      await t.app.inject({ url: `/api/products/${product.id}` })
    ).json<ProductDetail>()
    expect(detail.variants.map((v) => v.label)).toEqual(['Weight: 500 g'])
  })

  it('refuses a grid that does not hold together, field by field', async () => {
    const { product, cookie } = await sellerWithProduct()
    const response = await putVariants(cookie, product.id, {
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { optionValues: { Size: 'S' }, price: '10.00', stock: 1, sku: 'A1' },
        { optionValues: { Size: 'S' }, price: '12.00', stock: 1, sku: 'a1' },
        { optionValues: { Size: 'XL' }, price: 'ten', stock: 1 },
        { optionValues: { Size: 'M' }, price: '10.00', discountPrice: '10.00', stock: 1 },
      ],
    })
    expect(response.statusCode).toBe(400)
    const fields = response.json<{ details: { fields: Record<string, string> } }>().details.fields
    expect(fields).toMatchObject({
      'variants.1.optionValues': 'Another variant has the same option values',
      'variants.1.sku': 'This SKU is used twice',
      'variants.2.price': 'Enter a valid price',
      'variants.3.discountPrice': expect.any(String),
    })
    expect(Object.keys(fields)).toContain('variants.2.optionValues')
  })

  it('lets no other seller read or change them, and says so in the reader language', async () => {
    const { product, variant } = await coffee()
    const other = await sellerWithProduct()
    const put = await putVariants(other.cookie, product.id, coffeeSizes)
    expect(put.statusCode).toBe(403)
    const get = await t.app.inject({
      url: `/api/seller/products/${product.id}/variants`,
      headers: { cookie: other.cookie },
    })
    expect(get.statusCode).toBe(403)
    const missing = await putVariants(other.cookie, randomUUID(), coffeeSizes)
    expect(missing.statusCode).toBe(404)
    // A variant id of another product is not this product's.
    const foreign = await putVariants(other.cookie, other.product.id, {
      options: coffeeSizes.options,
      variants: [{ ...coffeeSizes.variants[0]!, id: variant('250 g').id }],
    })
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json<{ code: string }>().code).toBe('VARIANT_NOT_FOUND')
    const row = await productRow(other.product.id)
    expect(row.price).toBe('100.00')
  })

  it('lists every variant in the seller inventory', async () => {
    const { cookie, product } = await coffee()
    const inventory = await t.app.inject({ url: '/api/seller/products', headers: { cookie } })
    const listed = inventory.json<SellerInventory>().products.find((p) => p.id === product.id)!
    expect(listed.variants.map((v) => [v.label, v.stock])).toEqual([
      ['Weight: 250 g', 5],
      ['Weight: 500 g', 3],
      ['Weight: 1 kg', 1],
    ])
  })

  it('finds a product by the price of any of its active variants in the search price filter', async () => {
    const { seller, product } = await coffee()
    const found = async (query: string) => {
      const response = await t.app.inject({
        url: `/api/search?sellerId=${seller.id}&${query}`,
      })
      expect(response.statusCode).toBe(200)
      return response.json<ProductPage>().items.map((item) => item.id)
    }
    // 1 kg costs 1200: between 1000 and 1500 the coffee is found, though its own price is 350.
    expect(await found('minPrice=1000&maxPrice=1500')).toEqual([product.id])
    // 500 g sells at 600 (its sale price), not at its list price of 650.
    expect(await found('minPrice=610&maxPrice=700')).toEqual([])
    expect(await found('minPrice=590&maxPrice=610')).toEqual([product.id])
    expect(await found('maxPrice=300')).toEqual([])
  })

  it('turns a product back into one without options, keeping its last mirrored price', async () => {
    const { product, cookie } = await coffee()
    const response = await putVariants(cookie, product.id, { options: [], variants: [] })
    expect(response.statusCode).toBe(200)
    const detail = (
      await t.app.inject({ url: `/api/products/${product.id}` })
    ).json<ProductDetail>()
    expect(detail.variants).toEqual([])
    expect(detail.priceMax).toBeNull()
    expect((await productRow(product.id)).price).toBe('350.00')
  })
})

describe('cart and checkout per variant', () => {
  it('needs a variant for a product with variants, and holds one line per variant', async () => {
    const { product, variant } = await coffee()
    const { cookie } = await buyer()
    const none = await addToCart(cookie, product.id, 1)
    expect(none.statusCode).toBe(400)
    expect(none.json<{ code: string }>().code).toBe('VARIANT_REQUIRED')
    expect(none.json<{ message: string }>().message).toContain('Yirgacheffe coffee')

    expect((await addToCart(cookie, product.id, 1, variant('500 g').id)).statusCode).toBe(200)
    const cart = (await addToCart(cookie, product.id, 2, variant('250 g').id)).json<Cart>()
    const lines = cart.groups[0]!.lines
    expect(
      lines.map((line) => [line.variantLabel, line.unitPrice, line.quantity, line.available]),
    ).toEqual([
      ['Weight: 500 g', '600.00', 1, 3],
      ['Weight: 250 g', '350.00', 2, 5],
    ])
    expect(cart.itemsTotal).toBe('1300.00')

    // More than the variant has is refused with what is left of it.
    const tooMany = await addToCart(cookie, product.id, 4, variant('500 g').id)
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json<{ message: string }>().message).toContain('Weight: 500 g')

    // Removing one variant's line leaves the other.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/items/${product.id}?variantId=${variant('250 g').id}`,
      headers: { cookie },
    })
    expect(removed.json<Cart>().groups[0]!.lines.map((l) => l.variantLabel)).toEqual([
      'Weight: 500 g',
    ])
  })

  it('orders a variant at its price, with its label, and takes the stock from it', async () => {
    const { product, variant, cookie: sellerCookie } = await coffee()
    const { cookie } = await buyer()
    await addToCart(cookie, product.id, 2, variant('500 g').id)
    const placed = await placeOrder(cookie)
    expect(placed.statusCode).toBe(201)
    const { orderIds } = placed.json<PlacedOrder>()
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderIds[0]!))
    expect(order).toMatchObject({
      variantId: variant('500 g').id,
      variantLabel: 'Weight: 500 g',
      productPrice: '600.00',
      itemsAmount: '1200.00',
    })
    const [stock] = await t.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variant('500 g').id))
    expect(stock!.stock).toBe(1)
    expect((await productRow(product.id)).stock).toBe(7)

    // The seller's order list shows the variant.
    const sellerOrders = await t.app.inject({
      url: '/api/orders?as=seller',
      headers: { cookie: sellerCookie },
    })
    expect(sellerOrders.json<Order[]>()[0]).toMatchObject({ variantLabel: 'Weight: 500 g' })

    // Cancelling gives the units back to the variant.
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderIds[0]}/status`,
      headers: { cookie: sellerCookie },
      payload: { status: 'cancelled' },
    })
    expect(cancel.statusCode).toBe(200)
    const [back] = await t.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variant('500 g').id))
    expect(back!.stock).toBe(3)
    expect((await productRow(product.id)).stock).toBe(9)
  })

  it('keeps the label of a variant removed after it was ordered, and returns nothing for it', async () => {
    const { product, variant, cookie: sellerCookie } = await coffee()
    const { cookie } = await buyer()
    await addToCart(cookie, product.id, 1, variant('1 kg').id)
    const placed = await placeOrder(cookie)
    const orderId = placed.json<PlacedOrder>().orderIds[0]!
    // The seller stops selling 1 kg bags.
    await putVariants(sellerCookie, product.id, {
      options: [{ name: 'Weight', values: ['250 g', '500 g'] }],
      variants: [
        { id: variant('250 g').id, optionValues: { Weight: '250 g' }, price: '350.00', stock: 5 },
        { id: variant('500 g').id, optionValues: { Weight: '500 g' }, price: '650.00', stock: 3 },
      ],
    })
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}/status`,
      headers: { cookie: sellerCookie },
      payload: { status: 'cancelled' },
    })
    expect(cancel.statusCode).toBe(200)
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId))
    expect(order).toMatchObject({
      variantId: null,
      variantLabel: 'Weight: 1 kg',
      status: 'cancelled',
    })
    expect((await productRow(product.id)).stock).toBe(8)
  })

  it('refuses a checkout of a line without a variant of a product that now has them', async () => {
    const { product, cookie: sellerCookie } = await sellerWithProduct({ stock: 5 })
    const { user, cookie } = await buyer()
    await t.db.insert(cartItems).values({ userId: user.id, productId: product.id, quantity: 1 })
    await putVariants(sellerCookie, product.id, coffeeSizes)
    const placed = await placeOrder(cookie)
    expect(placed.statusCode).toBe(400)
    expect(placed.json<{ code: string }>().code).toBe('VARIANT_REQUIRED')
  })

  it('sells the last unit of a variant once when two buyers check out at the same time', async () => {
    const { product, variant } = await coffee()
    const first = await buyer()
    const second = await buyer()
    await addToCart(first.cookie, product.id, 1, variant('1 kg').id)
    await addToCart(second.cookie, product.id, 1, variant('1 kg').id)
    const results = await Promise.all([placeOrder(first.cookie), placeOrder(second.cookie)])
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409])
    const refused = results.find((r) => r.statusCode === 409)!
    expect(refused.json<{ code: string }>().code).toBe('INSUFFICIENT_STOCK')
    const [row] = await t.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variant('1 kg').id))
    expect(row!.stock).toBe(0)
    expect((await productRow(product.id)).stock).toBe(8)
  })

  it('applies a coupon to the variant price', async () => {
    const { product, seller, variant } = await coffee()
    const coupon = await createCoupon(t.db, {
      sellerId: seller.id,
      couponCode: `VAR${Date.now() % 100000}`,
      discountType: 'percentage',
      discountValue: '10',
      productIds: [product.id],
      endDate: daysFromNow(10),
    })
    const { cookie } = await buyer()
    await addToCart(cookie, product.id, 1, variant('1 kg').id)
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/quote',
      headers: { cookie },
      payload: { city: 'addis_ababa', couponCode: coupon.couponCode },
    })
    expect(quote.statusCode).toBe(200)
    expect(quote.json()).toMatchObject({ itemsTotal: '1200.00', discount: '120.00' })
    const placed = await placeOrder(cookie, checkoutInput({ couponCode: coupon.couponCode }))
    expect(placed.statusCode).toBe(201)
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, placed.json<PlacedOrder>().orderIds[0]!))
    expect(order).toMatchObject({ productPrice: '1200.00', discountAmount: '120.00' })
  })
})
