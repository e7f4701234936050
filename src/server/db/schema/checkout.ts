import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { products } from './catalog.ts'
import { createdAt } from './columns.ts'
import { users } from './users.ts'
import { productVariants } from './variants.ts'

/**
 * Units a checkout has taken out of stock and not yet turned into an order: one row per cart line,
 * written in the statement that takes the units. The checkout's order transaction deletes them
 * with the orders it writes; a checkout that fails gives them back at once, and a job gives back
 * the ones a process left behind when it died (docs/decisions/036-stock-held-apart.md). Ids are
 * made by the checkout, so it can consume and give back exactly its own.
 */
export const stockHolds = pgTable(
  'stock_holds',
  {
    id: uuid().primaryKey(),
    buyerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The checkout's Idempotency-Key: a repeat of a request still in flight finds its holds. */
    idempotencyKey: text().notNull(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** A removed variant takes its hold with it: its units have nowhere to go back to. */
    variantId: uuid().references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_holds_buyer_key_idx').on(t.buyerId, t.idempotencyKey),
    index('stock_holds_created_at_idx').on(t.createdAt),
    check('stock_holds_quantity_check', sql`${t.quantity} > 0`),
  ],
)

export type StockHold = typeof stockHolds.$inferSelect
