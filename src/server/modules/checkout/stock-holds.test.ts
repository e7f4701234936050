import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CheckoutInput, PlacedOrder } from '#shared/contracts/checkout.ts'
import { cartItems } from '#server/db/schema/cart.ts'
import { products } from '#server/db/schema/catalog.ts'
import { stockHolds } from '#server/db/schema/checkout.ts'
import { couriers, orders } from '#server/db/schema/delivery.ts'
import { idempotencyKeys } from '#server/db/schema/system.ts'
import { productVariants } from '#server/db/schema/variants.ts'
import { walletCredits } from '#server/db/schema/wallet-credits.ts'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'
import { returnStaleHolds, STALE_HOLD_MINUTES } from './checkout.service.ts'
import { lockBuyerAndClaimKey } from './checkout.queries.ts'
import { holdStock, STOCK_HOLD_WARM_UP } from './stock-holds.queries.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
  await t.db.insert(couriers).values({
    name: 'Hirut Courier',
    phone: '+251911000077',
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

async function productWith(stock: number) {
  const { seller } = await createSellerUser(t.db)
  const category = await createCategory(t.db)
  return createProduct(t.db, { sellerId: seller.id, categoryId: category.id, stock })
}

async function buyer() {
  const user = await createUser(t.db)
  return { user, cookie: await t.cookieFor(user.id) }
}

const input = (overrides: Partial<CheckoutInput> = {}): CheckoutInput => ({
  city: 'addis_ababa',
  subCity: 'Bole',
  addressDetails: 'House 7',
  phone: '0911234567',
  paymentMethod: 'cash_on_delivery',
  ...overrides,
})

const place = (cookie: string, body: CheckoutInput = input(), key: string = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/checkout/orders',
    headers: { cookie, 'idempotency-key': key },
    payload: body,
  })

const stockOf = async (productId: string) =>
  (
    await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId))
  )[0]!.stock

const holdsOf = (buyerId: string) =>
  t.db.select().from(stockHolds).where(eq(stockHolds.buyerId, buyerId))

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000)

describe('stock held apart from the order', () => {
  it('takes the units of every line or of none, and names the line short of them', async () => {
    const plenty = await productWith(10)
    const scarce = await productWith(1)
    const { user } = await buyer()
    const lines = [
      { id: randomUUID(), productId: plenty.id, variantId: null, quantity: 2 },
      { id: randomUUID(), productId: scarce.id, variantId: null, quantity: 2 },
    ]
    const short = await holdStock(t.db, { buyerId: user.id, key: 'k1', lines })
    expect(short).toEqual({
      outcome: 'short',
      short: [{ productId: scarce.id, variantId: null, name: scarce.name, stock: 1 }],
    })
    expect(await stockOf(plenty.id)).toBe(10)
    expect(await holdsOf(user.id)).toEqual([])

    const held = await holdStock(t.db, {
      buyerId: user.id,
      key: 'k2',
      lines: [lines[0]!, { ...lines[1]!, quantity: 1 }],
    })
    expect(held).toEqual({ outcome: 'held' })
    expect(await stockOf(plenty.id)).toBe(8)
    expect(await stockOf(scarce.id)).toBe(0)
    expect(await holdsOf(user.id)).toHaveLength(2)
    // The same key again takes nothing: its request holds units already.
    expect(await holdStock(t.db, { buyerId: user.id, key: 'k2', lines })).toEqual({
      outcome: 'earlier',
    })
    expect(await stockOf(plenty.id)).toBe(8)
  })

  it('buyers of two products at once, one of them scarce, never take more than there is', async () => {
    // Each buyer's lines lock the scarce product and one of five others, in id order; the later
    // ones must see what the earlier ones took while they waited.
    const scarce = await productWith(5)
    const others = await Promise.all(Array.from({ length: 5 }, () => productWith(50)))
    const buyers = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const b = await buyer()
        await t.db.insert(cartItems).values([
          { userId: b.user.id, productId: scarce.id, quantity: 1 },
          { userId: b.user.id, productId: others[i % 5]!.id, quantity: 1 },
        ])
        return b
      }),
    )
    const responses = await Promise.all(buyers.map((b) => place(b.cookie)))
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(5)
    expect(responses.filter((r) => r.statusCode !== 201).map((r) => r.json().code)).toEqual(
      Array(25).fill('INSUFFICIENT_STOCK'),
    )
    expect(await stockOf(scarce.id)).toBe(0)
    const otherStock = await Promise.all(others.map((other) => stockOf(other.id)))
    expect(otherStock.reduce((sum, stock) => sum + stock, 0)).toBe(250 - 5)
  })

  it('gives back the holds of a checkout that died, after a few minutes, once', async () => {
    const product = await productWith(6)
    const { user } = await buyer()
    // A process took the units and died before writing the order.
    await holdStock(t.db, {
      buyerId: user.id,
      key: randomUUID(),
      lines: [{ id: randomUUID(), productId: product.id, variantId: null, quantity: 4 }],
    })
    expect(await stockOf(product.id)).toBe(2)

    // Young holds may still become orders: the job leaves them.
    await returnStaleHolds(t.db, minutesFromNow(STALE_HOLD_MINUTES - 1))
    expect(await stockOf(product.id)).toBe(2)
    expect(await holdsOf(user.id)).toHaveLength(1)

    expect(await returnStaleHolds(t.db, minutesFromNow(STALE_HOLD_MINUTES + 1))).toBeGreaterThan(0)
    expect(await stockOf(product.id)).toBe(6)
    expect(await holdsOf(user.id)).toEqual([])
    // A second sweep finds nothing to give back.
    await returnStaleHolds(t.db, minutesFromNow(STALE_HOLD_MINUTES + 1))
    expect(await stockOf(product.id)).toBe(6)
  })

  it('turns the holds into the order: none left for the job, the units taken once', async () => {
    const product = await productWith(5)
    const { user, cookie } = await buyer()
    await t.db.insert(cartItems).values({ userId: user.id, productId: product.id, quantity: 2 })
    expect((await place(cookie)).statusCode).toBe(201)
    expect(await holdsOf(user.id)).toEqual([])
    await returnStaleHolds(t.db, minutesFromNow(STALE_HOLD_MINUTES + 1))
    expect(await stockOf(product.id)).toBe(3)
  })

  it('gives the units back at once when the checkout fails after taking them (a variant and its product)', async () => {
    const { seller } = await createSellerUser(t.db)
    const category = await createCategory(t.db)
    const product = await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      stock: 7,
    })
    const [small, large] = await t.db
      .insert(productVariants)
      .values([
        { productId: product.id, optionValues: { Size: 'S' }, price: '100.00', stock: 3 },
        { productId: product.id, optionValues: { Size: 'L' }, price: '120.00', stock: 4 },
      ])
      .returning()
    const { user, cookie } = await buyer()
    await t.db
      .insert(cartItems)
      .values({ userId: user.id, productId: product.id, variantId: large!.id, quantity: 2 })

    // No such courier: refused in the order transaction, after the units were held.
    const refused = await place(
      cookie,
      input({
        deliveryOptions: [{ sellerId: seller.id, type: 'standard', courierId: randomUUID() }],
      }),
    )
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('COURIER_UNAVAILABLE')
    const variants = await t.db
      .select({ id: productVariants.id, stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.productId, product.id))
    expect(new Map(variants.map((v) => [v.id, v.stock]))).toEqual(
      new Map([
        [small!.id, 3],
        [large!.id, 4],
      ]),
    )
    expect(await stockOf(product.id)).toBe(7)
    expect(await holdsOf(user.id)).toEqual([])

    // And the same cart orders: the variant and the product's mirror drop together.
    expect((await place(cookie)).statusCode).toBe(201)
    const [after] = await t.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, large!.id))
    expect(after!.stock).toBe(2)
    expect(await stockOf(product.id)).toBe(5)
  })

  it('a repeat of an order already placed answers it and takes no units, even with the cart refilled', async () => {
    const product = await productWith(10)
    const { user, cookie } = await buyer()
    await t.db.insert(cartItems).values({ userId: user.id, productId: product.id, quantity: 2 })
    const key = randomUUID()
    const first = await place(cookie, input(), key)
    expect(first.statusCode).toBe(201)
    await t.db.insert(cartItems).values({ userId: user.id, productId: product.id, quantity: 2 })

    const repeat = await place(cookie, input(), key)
    expect(repeat.statusCode).toBe(201)
    expect(repeat.json()).toEqual(first.json())
    expect(await stockOf(product.id)).toBe(8)
    expect(await holdsOf(user.id)).toEqual([])
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, user.id))).toHaveLength(1)
  })

  it('two checkouts of one buyer at once, both spending wallet credit, spend it once', async () => {
    const product = await productWith(10)
    const { user, cookie } = await buyer()
    await t.db
      .insert(walletCredits)
      .values({ userId: user.id, kind: 'return_refund', amount: '500.00' })
    await t.db.insert(cartItems).values({ userId: user.id, productId: product.id, quantity: 2 })
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => place(cookie, input({ walletCredit: true }))),
    )
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409])
    expect(responses.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual([
      'CART_EMPTY',
      'CART_EMPTY',
      'CART_EMPTY',
    ])
    const spent = await t.db
      .select({ amount: walletCredits.amount })
      .from(walletCredits)
      .where(and(eq(walletCredits.userId, user.id), eq(walletCredits.kind, 'order_payment')))
    expect(spent).toHaveLength(1)
    expect(await stockOf(product.id)).toBe(8)
    expect(await holdsOf(user.id)).toEqual([])
  })

  it('repeats of one key at once, with units for one order only, all get its answer', async () => {
    const product = await productWith(2)
    const { user, cookie } = await buyer()
    await t.db.insert(cartItems).values({ userId: user.id, productId: product.id, quantity: 2 })
    const key = randomUUID()
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => place(cookie, input(), key)),
    )
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201))
    expect(new Set(responses.map((r) => r.json<PlacedOrder>().orderGroupId)).size).toBe(1)
    expect(await t.db.select().from(orders).where(eq(orders.buyerId, user.id))).toHaveLength(1)
    expect(await stockOf(product.id)).toBe(0)
    expect(await holdsOf(user.id)).toEqual([])
    const keys = await t.db
      .select({ statusCode: idempotencyKeys.statusCode })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, user.id))
    expect(keys).toEqual([{ statusCode: 201 }])
  })

  it('plans the stock functions and the order transaction once per connection, and nothing else', async () => {
    // Both drivers (node-postgres, PGlite) answer raw queries with `rows`.
    const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows
    const planMode = async (db: Pick<typeof t.db, 'execute'>) =>
      rowsOf<{ mode: string }>(
        await db.execute(sql`select current_setting('plan_cache_mode') as mode`),
      )[0]!.mode
    const { user } = await buyer()
    const inTransaction = await t.db.transaction(async (tx) => {
      await lockBuyerAndClaimKey(tx, { userId: user.id, key: randomUUID(), requestHash: 'h' })
      return planMode(tx)
    })
    expect(inTransaction).toBe('force_generic_plan')
    // Local to the order transaction: the connection's next statement (a search, say) is not.
    expect(await planMode(t.db)).toBe('auto')

    const functions = await t.db.execute(
      sql`select proname as name, proconfig as config from pg_proc
          where proname in ('checkout_hold_stock', 'checkout_give_back_holds') order by proname`,
    )
    expect(rowsOf(functions)).toEqual([
      { name: 'checkout_give_back_holds', config: ['plan_cache_mode=force_generic_plan'] },
      { name: 'checkout_hold_stock', config: ['plan_cache_mode=force_generic_plan'] },
    ])
    const room = await t.db.execute(
      sql`select reloptions as options from pg_class where relname = 'products'`,
    )
    expect(rowsOf<{ options: string[] }>(room)[0]!.options).toEqual(['fillfactor=90'])
  })

  it('the start-up warm-up holds nothing and writes no row', async () => {
    const product = await productWith(3)
    const before = await t.db.select().from(stockHolds)
    for (const statement of STOCK_HOLD_WARM_UP) await t.db.execute(sql.raw(statement))
    expect(await t.db.select().from(stockHolds)).toEqual(before)
    expect(await stockOf(product.id)).toBe(3)
  })
})
