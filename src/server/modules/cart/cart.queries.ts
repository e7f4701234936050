import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { cartItems } from '#server/db/schema/cart.ts'
import { categories, products } from '#server/db/schema/catalog.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { users } from '#server/db/schema/users.ts'
import {
  effectivePrice,
  listedProduct,
  productListColumns,
} from '#server/modules/catalog/catalog.queries.ts'

// The listing columns, so toProductListItem maps these rows as it maps the catalogue's.
const productColumns = { ...productListColumns, sortKey: sql<string>`''` }

/** The user's cart lines whose product is still listed, oldest first (the order they were added). */
export async function listCartRows(db: Executor, userId: string) {
  return db
    .select({
      ...productColumns,
      quantity: cartItems.quantity,
      unitPrice: sql<string>`${effectivePrice}`.mapWith(String),
      categoryId: products.categoryId,
      sellerId: products.sellerId,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(and(eq(cartItems.userId, userId), listedProduct))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
}

export type CartRow = Awaited<ReturnType<typeof listCartRows>>[number]

/** Stock and listing state of products a cart is about to hold. */
export async function findListedStock(db: Executor, productIds: string[]) {
  if (productIds.length === 0) return []
  return db
    .select({ id: products.id, name: products.name, stock: products.stock })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(and(inArray(products.id, productIds), listedProduct))
}

export async function findCartQuantities(db: Executor, userId: string, productIds: string[]) {
  if (productIds.length === 0) return []
  return db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)))
}

export async function upsertCartItem(
  db: Executor,
  userId: string,
  productId: string,
  quantity: number,
) {
  await db
    .insert(cartItems)
    .values({ userId, productId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity },
    })
}

export async function deleteCartItems(db: Executor, userId: string, productIds: string[]) {
  if (productIds.length === 0) return
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)))
}
