import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { CART_MAX_QUANTITY } from '#shared/cart-limits.ts'
import type { Executor } from '#server/db/database.ts'
import { preparedPer } from '#server/db/precompiled.ts'
import { cartItems } from '#server/db/schema/cart.ts'
import { categories, products } from '#server/db/schema/catalog.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { users } from '#server/db/schema/users.ts'
import { productVariants } from '#server/db/schema/variants.ts'
import {
  effectivePrice,
  listedProduct,
  productListColumns,
} from '#server/modules/catalog/catalog.queries.ts'
import { storeAwayUntil } from '#server/modules/sellers/store-away.ts'

// The listing columns, so toProductListItem maps these rows as it maps the catalogue's.
const productColumns = { ...productListColumns, sortKey: sql<string>`''` }

const variantPrice = sql`coalesce(${productVariants.discountPrice}, ${productVariants.price})`

/**
 * A cart line's own figures. A line of a variant is priced and stocked from the variant; an
 * inactive variant has none left. Needs `products` and `productVariants` (the line's) joined.
 */
const cartLineColumns = {
  quantity: cartItems.quantity,
  variantId: cartItems.variantId,
  variantOptionValues: productVariants.optionValues,
  unitPrice:
    sql<string>`case when ${cartItems.variantId} is null then ${effectivePrice} else ${variantPrice} end`.mapWith(
      String,
    ),
  lineStock:
    sql<number>`case when ${cartItems.variantId} is null then ${products.stock} when ${productVariants.isActive} then ${productVariants.stock} else 0 end`.mapWith(
      Number,
    ),
  /** A product with variants sells only through them: a line without one cannot be bought. */
  hasVariants: sql<boolean>`exists (select 1 from ${productVariants} as "any_variant" where "any_variant"."product_id" = ${products.id})`,
  categoryId: products.categoryId,
  sellerId: products.sellerId,
}

/** The user's cart lines whose product is still listed, oldest first (the order they were added). */
export async function listCartRows(db: Executor, userId: string) {
  return db
    .select({ ...productColumns, ...cartLineColumns })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(and(eq(cartItems.userId, userId), listedProduct))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
}

/**
 * The same lines as checkout prices them: instead of the listing's columns, what an order needs
 * of its product and seller (the commission rate, who the seller is and the language they read).
 * A named statement: PostgreSQL plans it once per connection, not at every checkout.
 */
export async function listCheckoutRows(db: Executor, userId: string) {
  return checkoutRowsQuery(db).execute({ userId })
}

const checkoutRowsQuery = preparedPer((db) =>
  db
    .select({
      id: products.id,
      name: products.name,
      internationalShippingFee: products.internationalShippingFee,
      ...cartLineColumns,
      seller: {
        storeName: sellers.storeName,
        awayUntil: storeAwayUntil,
        commissionRate: sellers.currentCommissionRate,
        userId: sellers.userId,
        preferredLanguage: users.preferredLanguage,
      },
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(and(eq(cartItems.userId, sql.placeholder('userId')), listedProduct))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .prepare('checkout_cart_rows'),
)

export type CartRow = Awaited<ReturnType<typeof listCartRows>>[number]

/** Stock and listing state of products a cart is about to hold, and whether their store is away. */
export async function findListedStock(db: Executor, productIds: string[]) {
  if (productIds.length === 0) return []
  return db
    .select({
      id: products.id,
      name: products.name,
      stock: products.stock,
      storeName: sellers.storeName,
      awayUntil: storeAwayUntil,
    })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(and(inArray(products.id, productIds), listedProduct))
}

export async function findCartQuantities(db: Executor, userId: string, productIds: string[]) {
  if (productIds.length === 0) return []
  return db
    .select({
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)))
}

export async function upsertCartItem(
  db: Executor,
  userId: string,
  line: { productId: string; variantId: string | null },
  quantity: number,
) {
  await db
    .insert(cartItems)
    .values({ userId, productId: line.productId, variantId: line.variantId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId, cartItems.variantId],
      set: { quantity },
    })
}

/** Removes one line: the product's line without a variant, or the line of that variant. */
export async function deleteCartLine(
  db: Executor,
  userId: string,
  line: { productId: string; variantId: string | null },
) {
  await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.userId, userId),
        eq(cartItems.productId, line.productId),
        line.variantId === null
          ? isNull(cartItems.variantId)
          : eq(cartItems.variantId, line.variantId),
      ),
    )
}

/**
 * Removes every line of the products (all their variants). Returned unrun: awaited, it runs alone;
 * checkout hands it to writeTogether with the order's other rows.
 */
export function deleteCartItems(db: Executor, userId: string, productIds: string[]) {
  if (productIds.length === 0) return undefined
  return db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)))
}

/**
 * An unpaid checkout's lines go back into the buyer's cart, so declining or missing the deadline
 * does not lose the choice. A line already there keeps the larger quantity (within the cart limit).
 */
export async function restoreCartLines(
  db: Executor,
  userId: string,
  lines: { productId: string; variantId: string | null; quantity: number }[],
) {
  if (lines.length === 0) return
  await db
    .insert(cartItems)
    .values(
      lines.map((line) => ({
        userId,
        productId: line.productId,
        variantId: line.variantId,
        quantity: Math.min(line.quantity, CART_MAX_QUANTITY),
      })),
    )
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId, cartItems.variantId],
      set: {
        quantity: sql`greatest(${cartItems.quantity}, excluded.quantity)`,
        updatedAt: new Date(),
      },
    })
}
