import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { PlacedOrder } from '#shared/contracts/checkout.ts'
import { formatReferenceNumber } from '#shared/reference-numbers.ts'
import { cartItems } from '#server/db/schema/cart.ts'
import { products } from '#server/db/schema/catalog.ts'
import { orders } from '#server/db/schema/delivery.ts'
import { payments } from '#server/db/schema/payments.ts'
import { idempotencyKeys } from '#server/db/schema/system.ts'
import { newReferenceNumber } from '#server/lib/reference-number.ts'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { createOrder } from '#test/helpers/order-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'

// Order numbers are random; the one way to make a checkout draw a number already taken is to
// choose what the draw returns once. Everything else (the database, the app) is real.
vi.mock('#server/lib/reference-number.ts', async (importOriginal) => {
  const real = await importOriginal<{ newReferenceNumber: typeof newReferenceNumber }>()
  return { newReferenceNumber: vi.fn(real.newReferenceNumber) }
})

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

describe('a repeated order number', () => {
  it('runs the checkout again with a new number: one order, the stock and the key taken once', async () => {
    const { seller } = await createSellerUser(t.db)
    const category = await createCategory(t.db)
    const product = await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      stock: 5,
    })
    const earlier = await createUser(t.db)
    const taken = formatReferenceNumber(new Date(), () => 0)
    await createOrder(t.db, {
      buyerId: earlier.id,
      sellerId: seller.id,
      productId: product.id,
      orderNumber: taken,
    })
    const buyer = await createUser(t.db)
    await t.db.insert(cartItems).values({ userId: buyer.id, productId: product.id, quantity: 2 })
    vi.mocked(newReferenceNumber).mockReturnValueOnce(taken)

    const key = randomUUID()
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/orders',
      headers: { cookie: await t.cookieFor(buyer.id), 'idempotency-key': key },
      payload: {
        city: 'addis_ababa',
        subCity: 'Bole',
        addressDetails: 'House 12',
        phone: '0911234567',
        paymentMethod: 'cash_on_delivery',
      },
    })

    expect(response.statusCode).toBe(201)
    const placed = response.json<PlacedOrder>()
    expect(placed.orderNumbers).toHaveLength(1)
    expect(placed.orderNumbers[0]).not.toBe(taken)
    const bought = await t.db.select().from(orders).where(eq(orders.buyerId, buyer.id))
    expect(bought.map((order) => order.orderNumber)).toEqual(placed.orderNumbers)
    const [after] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id))
    expect(after!.stock).toBe(3)
    expect(await t.db.select().from(payments).where(eq(payments.userId, buyer.id))).toHaveLength(1)
    const keys = await t.db
      .select({ statusCode: idempotencyKeys.statusCode })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, buyer.id))
    expect(keys).toEqual([{ statusCode: 201 }])
  })
})
