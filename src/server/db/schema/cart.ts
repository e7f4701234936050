import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, unique, uuid } from 'drizzle-orm/pg-core'
import { products } from './catalog.ts'
import { createdAt, id, updatedAt } from './columns.ts'
import { users } from './users.ts'
import { productVariants } from './variants.ts'

/**
 * Server-side cart: one line per (user, product, variant); a user's cart is the set of its lines.
 * A product without options has one line with a null variant (nulls count as equal here).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The chosen variant of a product with variants; null for a product without options. */
    variantId: uuid().references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('cart_items_user_product_variant_unique')
      .on(t.userId, t.productId, t.variantId)
      .nullsNotDistinct(),
    index('cart_items_product_id_idx').on(t.productId),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
)

export type CartItem = typeof cartItems.$inferSelect
export type NewCartItem = typeof cartItems.$inferInsert
