import { count, eq } from 'drizzle-orm'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openDatabase } from '#server/db/database.ts'
import { cartItems } from '#server/db/schema/cart.ts'
import { products } from '#server/db/schema/catalog.ts'
import { stockHolds } from '#server/db/schema/checkout.ts'
import { orders } from '#server/db/schema/delivery.ts'
import { outboundMessages } from '#server/db/schema/messaging.ts'
import { payments } from '#server/db/schema/payments.ts'
import { idempotencyKeys, notifications } from '#server/db/schema/system.ts'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { createSharedPostgresDatabase } from '#test/helpers/shared-database.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'
import { warmCheckout } from './checkout.warm-up.ts'

const policy = { idleDays: 14, absoluteDays: 60 }

describe('the checkout warm-up', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  it('writes nothing, whatever the database holds', async () => {
    const buyer = await createUser(t.db)
    const { seller } = await createSellerUser(t.db)
    const product = await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: (await createCategory(t.db)).id,
      stock: 4,
    })
    await t.db.insert(cartItems).values({ userId: buyer.id, productId: product.id, quantity: 1 })
    const tables = [orders, payments, stockHolds, idempotencyKeys, notifications, outboundMessages]
    const counts = () =>
      Promise.all([
        ...tables.map(async (table) => (await t.db.select({ n: count() }).from(table))[0]!.n),
        t.db.$count(cartItems, eq(cartItems.userId, buyer.id)),
      ])
    const before = await counts()

    await warmCheckout(t.db, policy)

    expect(await counts()).toEqual(before)
    const [row] = await t.db
      .select({ stock: products.stock, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.id, product.id))
    expect(row).toEqual({ stock: 4, updatedAt: product.updatedAt })
  })
})

if (inject('dbEngine') === 'postgres') {
  describe('warming the pool for checkout (PostgreSQL)', () => {
    it("leaves every connection with the checkout's statements planned and their plans settled", async () => {
      const shared = await createSharedPostgresDatabase()
      const database = await openDatabase({ engine: 'postgres', url: shared.url, poolSize: 3 })
      try {
        await database.warmUp!((db) => warmCheckout(db, policy))
        const pool = (database.db as unknown as { $client: pg.Pool }).$client
        // The pool's three connections, each asked what it has prepared and how it plans it.
        const clients = await Promise.all([0, 1, 2].map(() => pool.connect()))
        try {
          for (const client of clients) {
            const { rows } = await client.query<{
              name: string
              generic_plans: string
              custom_plans: string
            }>(
              `select name, generic_plans, custom_plans from pg_prepared_statements
               where name in ('session_user', 'checkout_cart_rows', 'checkout_lock_buyer_claim_key',
                 'checkout_membership', 'checkout_write') order by name`,
            )
            expect(
              rows.map((row) => [row.name, Number(row.generic_plans), Number(row.custom_plans)]),
            ).toEqual([
              // Run on the pool, outside any transaction: five plans for their values, then the
              // plan for any value, which every later run uses.
              ['checkout_cart_rows', 1, 5],
              // The order transaction's first statement, planned for its values before it sets
              // the transaction's later statements to be planned once for any value (decision
              // record 040), as these two are.
              ['checkout_lock_buyer_claim_key', 0, 1],
              ['checkout_membership', 1, 0],
              ['checkout_write', 1, 0],
              ['session_user', 1, 5],
            ])
          }
        } finally {
          for (const client of clients) client.release()
        }
      } finally {
        await database.close()
        await shared.drop()
      }
    })
  })
}
