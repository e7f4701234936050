import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { categories, products, wishlists } from '#server/db/schema/catalog.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { users } from '#server/db/schema/users.ts'
import { listedProduct, productListColumns } from '#server/modules/catalog/catalog.queries.ts'

// The listing columns, so toProductListItem maps these rows as it maps the catalogue's.
const productColumns = { ...productListColumns, sortKey: sql<string>`''` }

/** The user's saved products that are still listed, newest first. */
export async function listWishlist(
  db: Executor,
  params: { userId: string; productId?: string | undefined },
) {
  const conditions = [eq(wishlists.userId, params.userId), listedProduct]
  if (params.productId) conditions.push(eq(wishlists.productId, params.productId))
  return db
    .select({ ...productColumns, wishlistId: wishlists.id, savedAt: wishlists.createdAt })
    .from(wishlists)
    .innerJoin(products, eq(products.id, wishlists.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(and(...conditions))
    .orderBy(desc(wishlists.createdAt), desc(wishlists.id))
}

export type WishlistRow = Awaited<ReturnType<typeof listWishlist>>[number]

export async function isListedProduct(db: Executor, productId: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(and(eq(products.id, productId), listedProduct))
    .limit(1)
  return Boolean(row)
}

/** True when a row was added, false when the product was already saved. */
export async function insertWishlistItem(db: Executor, userId: string, productId: string) {
  const rows = await db
    .insert(wishlists)
    .values({ userId, productId })
    .onConflictDoNothing({ target: [wishlists.userId, wishlists.productId] })
    .returning({ id: wishlists.id })
  return rows.length > 0
}

export async function deleteWishlistItem(db: Executor, userId: string, productId: string) {
  const rows = await db
    .delete(wishlists)
    .where(and(eq(wishlists.userId, userId), eq(wishlists.productId, productId)))
    .returning({ id: wishlists.id })
  return rows.length > 0
}

/** Counts what the wishlist page shows: saved products that are still listed. */
export async function countWishlist(db: Executor, userId: string) {
  const [row] = await db
    .select({ count: count() })
    .from(wishlists)
    .innerJoin(products, eq(products.id, wishlists.productId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(and(eq(wishlists.userId, userId), listedProduct))
  return row?.count ?? 0
}

export async function hasWishlistItem(db: Executor, userId: string, productId: string) {
  const [row] = await db
    .select({ id: wishlists.id })
    .from(wishlists)
    .where(and(eq(wishlists.userId, userId), eq(wishlists.productId, productId)))
    .limit(1)
  return Boolean(row)
}
