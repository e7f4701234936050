import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { CheckoutInput, PlacedOrder } from '#shared/contracts/checkout.ts'
import { cartItems } from '#server/db/schema/cart.ts'
import { products } from '#server/db/schema/catalog.ts'
import { stockHolds } from '#server/db/schema/checkout.ts'
import { orders } from '#server/db/schema/delivery.ts'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import type { TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'
import type * as CheckoutQueries from './checkout.queries.ts'
import type * as CheckoutService from './checkout.service.ts'
import type * as HoldQueries from './stock-holds.queries.ts'

// What happens between a checkout's steps is chosen here by wrapping two of its statements: the
// hold (to change the world right after it) and the order transaction's first statement (to
// count who reaches it). Both still run for real against the real database.
vi.mock('./stock-holds.queries.ts', async (importOriginal) => {
  const real = await importOriginal<typeof HoldQueries>()
  return { ...real, holdStock: vi.fn(real.holdStock) }
})
vi.mock('./checkout.queries.ts', async (importOriginal) => {
  const real = await importOriginal<typeof CheckoutQueries>()
  return { ...real, lockBuyerAndClaimKey: vi.fn(real.lockBuyerAndClaimKey) }
})

let t: TestApp
let holdStock: typeof HoldQueries.holdStock
let lockBuyerAndClaimKey: typeof CheckoutQueries.lockBuyerAndClaimKey
let returnStaleHolds: typeof CheckoutService.returnStaleHolds
let STALE_HOLD_MINUTES: number

beforeAll(async () => {
  // A worker may have loaded the app for an earlier file (the API projects keep modules between
  // files): it is loaded anew here, so that it imports the wrapped statements.
  vi.resetModules()
  ;({ holdStock } = await import('./stock-holds.queries.ts'))
  ;({ lockBuyerAndClaimKey } = await import('./checkout.queries.ts'))
  ;({ returnStaleHolds, STALE_HOLD_MINUTES } = await import('./checkout.service.ts'))
  const { createTestApp } = await import('#test/helpers/test-app.ts')
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

afterEach(() => {
  vi.mocked(holdStock).mockClear()
  vi.mocked(lockBuyerAndClaimKey).mockClear()
})

/** After the next hold, `between` runs before the checkout goes on. */
function afterNextHold(between: () => Promise<unknown>) {
  const real = vi.mocked(holdStock).getMockImplementation()!
  vi.mocked(holdStock).mockImplementationOnce(async (db, params) => {
    const outcome = await real(db, params)
    await between()
    return outcome
  })
}

async function productWith(stock: number) {
  const { seller } = await createSellerUser(t.db)
  const category = await createCategory(t.db)
  return createProduct(t.db, { sellerId: seller.id, categoryId: category.id, stock })
}

const input: CheckoutInput = {
  city: 'addis_ababa',
  subCity: 'Bole',
  addressDetails: 'House 9',
  phone: '0911234567',
  paymentMethod: 'cash_on_delivery',
}

async function buyerWithCart(productId: string, quantity: number) {
  const user = await createUser(t.db)
  await t.db.insert(cartItems).values({ userId: user.id, productId, quantity })
  return { user, cookie: await t.cookieFor(user.id) }
}

const place = (cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/checkout/orders',
    headers: { cookie, 'idempotency-key': randomUUID() },
    payload: input,
  })

const stockOf = async (productId: string) =>
  (
    await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId))
  )[0]!.stock

describe('between the hold and the order', () => {
  it('buyers short of units are refused at the hold and never start the order transaction', async () => {
    const product = await productWith(5)
    const buyers = await Promise.all(Array.from({ length: 20 }, () => buyerWithCart(product.id, 1)))
    const responses = await Promise.all(buyers.map((b) => place(b.cookie)))
    const codes = responses.map((r) => r.statusCode)
    expect(codes.filter((c) => c === 201)).toHaveLength(5)
    expect(responses.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual(
      Array(15).fill('INSUFFICIENT_STOCK'),
    )
    expect(vi.mocked(lockBuyerAndClaimKey)).toHaveBeenCalledTimes(5)
    expect(await stockOf(product.id)).toBe(0)
  })

  it('a cart changed after the hold gives the units back and orders the cart as it now is', async () => {
    const product = await productWith(10)
    const { user, cookie } = await buyerWithCart(product.id, 2)
    afterNextHold(() =>
      t.db.update(cartItems).set({ quantity: 3 }).where(eq(cartItems.userId, user.id)),
    )
    const response = await place(cookie)
    expect(response.statusCode).toBe(201)
    expect(vi.mocked(holdStock)).toHaveBeenCalledTimes(2)
    const placed = await t.db
      .select({ quantity: orders.quantity })
      .from(orders)
      .where(eq(orders.buyerId, user.id))
    expect(placed).toEqual([{ quantity: 3 }])
    // 2 held and given back, then 3 held and ordered.
    expect(await stockOf(product.id)).toBe(7)
    expect(await t.db.select().from(stockHolds).where(eq(stockHolds.buyerId, user.id))).toEqual([])
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, user.id))).toEqual([])
  })

  it('a cart emptied after the hold gives the units back and answers as an empty cart does', async () => {
    const product = await productWith(4)
    const { user, cookie } = await buyerWithCart(product.id, 4)
    afterNextHold(() => t.db.delete(cartItems).where(eq(cartItems.userId, user.id)))
    const response = await place(cookie)
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('CART_EMPTY')
    expect(await stockOf(product.id)).toBe(4)
    expect(await t.db.select().from(orders).where(eq(orders.buyerId, user.id))).toEqual([])
  })

  it('holds the job gave back meanwhile are not ordered: the checkout takes the units again', async () => {
    const product = await productWith(3)
    const { user, cookie } = await buyerWithCart(product.id, 2)
    // The process was slow enough for the job to take this checkout for dead.
    afterNextHold(() =>
      returnStaleHolds(t.db, new Date(Date.now() + (STALE_HOLD_MINUTES + 1) * 60_000)),
    )
    const response = await place(cookie)
    expect(response.statusCode).toBe(201)
    expect(response.json<PlacedOrder>().orderIds).toHaveLength(1)
    expect(await stockOf(product.id)).toBe(1)
    expect(await t.db.select().from(stockHolds).where(eq(stockHolds.buyerId, user.id))).toEqual([])
  })

  it('units another buyer takes while a checkout is between its hold and its order are theirs', async () => {
    const product = await productWith(2)
    const first = await buyerWithCart(product.id, 2)
    const second = await buyerWithCart(product.id, 1)
    let secondAnswer: Awaited<ReturnType<typeof place>> | undefined
    afterNextHold(async () => {
      secondAnswer = await place(second.cookie)
    })
    const firstAnswer = await place(first.cookie)
    expect(firstAnswer.statusCode).toBe(201)
    expect(secondAnswer?.statusCode).toBe(409)
    expect(secondAnswer?.json()).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      details: { productId: product.id, available: 0 },
    })
    expect(await stockOf(product.id)).toBe(0)
  })
})
