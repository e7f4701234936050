import { desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { products } from '#server/db/schema/catalog.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { users } from '#server/db/schema/users.ts'
import { storeAwayMessage, storeAwayUntil } from './store-away.ts'

// Public store views. Only the owner's name, city and (on the detail) phone are read from the
// user: never the email or anything about the account itself.

/** A store is public while its owner's account is active and not suspended. */
export const activeOwner: SQL = sql`(${users.isActive} and ${users.suspendedAt} is null)`

const listedByStore: SQL = sql`(${products.isActive} and ${products.reviewStatus} = 'approved')`

/** Active, approved products per seller; whether the owner is active is the caller's check. */
export async function countListedProductsBySeller(db: Executor) {
  return db
    .select({ sellerId: products.sellerId, count: sql<number>`count(*)::int` })
    .from(products)
    .where(listedByStore)
    .groupBy(products.sellerId)
}

const sellerColumns = {
  id: sellers.id,
  storeName: sellers.storeName,
  description: sellers.description,
  rating: sellers.rating,
  totalReviews: sellers.totalReviews,
  verified: sellers.verified,
  awayUntil: storeAwayUntil,
  createdAt: sellers.createdAt,
}

export async function listPublicSellers(db: Executor, limit: number) {
  return db
    .select({
      ...sellerColumns,
      user: { firstName: users.firstName, lastName: users.lastName, city: users.city },
    })
    .from(sellers)
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(activeOwner)
    .orderBy(
      desc(sellers.verified),
      desc(sellers.rating),
      desc(sellers.totalReviews),
      sellers.createdAt,
      sellers.id,
    )
    .limit(limit)
}

/** One store, whether or not its owner is active (`public` tells; the service decides who sees it). */
export async function findSellerProfile(db: Executor, sellerId: string) {
  const [row] = await db
    .select({
      ...sellerColumns,
      userId: sellers.userId,
      servesInternational: sellers.servesInternational,
      shippingRegions: sellers.shippingRegions,
      isDiasporaFriendly: sellers.isDiasporaFriendly,
      awayMessage: storeAwayMessage,
      productCount: sql<number>`(select count(*)::int from ${products} where ${products.sellerId} = ${sellers.id} and ${listedByStore})`,
      public: sql<boolean>`${activeOwner}`,
      user: {
        firstName: users.firstName,
        lastName: users.lastName,
        city: users.city,
        phone: users.phone,
      },
    })
    .from(sellers)
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(eq(sellers.id, sellerId))
    .limit(1)
  return row ?? null
}

export async function findVacation(db: Executor, sellerId: string) {
  const [row] = await db
    .select({ awayUntil: storeAwayUntil, message: storeAwayMessage })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
  return row ?? null
}

/** Sets (or with a null date clears) the store's return date and note. */
export async function updateVacation(
  db: Executor,
  sellerId: string,
  values: { vacationUntil: string | null; vacationMessage: string | null },
) {
  await db.update(sellers).set(values).where(eq(sellers.id, sellerId))
}
