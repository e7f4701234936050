import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core'
import { products } from './catalog.ts'
import { createdAt, id, money, textList, updatedAt } from './columns.ts'

/**
 * A product's options (such as size, weight, colour), in the order the detail page shows them,
 * each with its values in order. A product without options has no rows here and sells as before.
 */
export const productOptions = pgTable(
  'product_options',
  {
    id: id(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    position: integer().notNull().default(0),
    values: textList(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('product_options_product_name_unique').on(t.productId, t.name),
    check('product_options_position_check', sql`${t.position} >= 0`),
  ],
)

/**
 * One buyable combination of a product's option values, with its own price, sale price, stock and
 * SKU. `optionValues` maps each option's name to one of its values. A product with variants sells
 * only through them; its own price and stock then mirror its variants (the lowest active price,
 * the sum of stock), kept in the same transaction as any change to them.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text(),
    optionValues: jsonb().$type<Record<string, string>>().notNull(),
    price: money().notNull(),
    /** Sale price; when set it is >= 0 and strictly below price. */
    discountPrice: money(),
    stock: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('product_variants_product_id_idx').on(t.productId, t.position),
    unique('product_variants_product_sku_unique').on(t.productId, t.sku),
    check('product_variants_price_check', sql`${t.price} >= 0`),
    check(
      'product_variants_discount_price_check',
      sql`${t.discountPrice} is null or (${t.discountPrice} >= 0 and ${t.discountPrice} < ${t.price})`,
    ),
    check('product_variants_stock_check', sql`${t.stock} >= 0`),
  ],
)

export type ProductOption = typeof productOptions.$inferSelect
export type ProductVariant = typeof productVariants.$inferSelect
