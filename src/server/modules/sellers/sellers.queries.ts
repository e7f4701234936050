import { desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { products } from '#server/db/schema/catalog.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { users } from '#server/db/schema/users.ts'

// Public store views. Only the owner's name, city and (on the detail) phone are read from the
// user: never the email or anything about the account itself.

/** A store is public while its owner's account is active and not suspended. */
const activeOwner: SQL = sql`(${users.isActive} and ${users.suspendedAt} is null)`

/** Listed products per seller (the owner's activity is checked by the outer query). */
function listedCounts(db: Executor) {
  return db
    .select({
      sellerId: products.sellerId,
      productCount: sql<number>`count(*)::int`.as('product_count'),
    })
    .from(products)
    .where(sql`${products.isActive} and ${products.reviewStatus} = 'approved'`)
    .groupBy(products.sellerId)
    .as('listed_counts')
}

const sellerColumns = {
  id: sellers.id,
  storeName: sellers.storeName,
  description: sellers.description,
  rating: sellers.rating,
  totalReviews: sellers.totalReviews,
  verified: sellers.verified,
  createdAt: sellers.createdAt,
}

export async function listPublicSellers(db: Executor, limit: number) {
  const counts = listedCounts(db)
  return db
    .select({
      ...sellerColumns,
      productCount: sql<number>`coalesce(${counts.productCount}, 0)::int`,
      user: { firstName: users.firstName, lastName: users.lastName, city: users.city },
    })
    .from(sellers)
    .innerJoin(users, eq(users.id, sellers.userId))
    .leftJoin(counts, eq(counts.sellerId, sellers.id))
    .where(activeOwner)
    .orderBy(desc(sellers.verified), desc(sellers.rating), desc(sellers.totalReviews), sellers.createdAt, sellers.id)
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
      productCount: sql<number>`(select count(*)::int from ${products} where ${products.sellerId} = ${sellers.id} and ${products.isActive} and ${products.reviewStatus} = 'approved')`,
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
