import { eq, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { products } from '#server/db/schema/catalog.ts'
import { globalServices } from '#server/db/schema/services.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { users } from '#server/db/schema/users.ts'
import { listedProduct } from '#server/modules/catalog/catalog.queries.ts'

/** A store is public while its owner's account is active and not suspended (as on /sellers). */
const publicStore: SQL = sql`(${users.isActive} and ${users.suspendedAt} is null)`

export async function countListedProducts(db: Executor): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(listedProduct)
  return row?.count ?? 0
}

/** Public stores, and the distinct countries they ship to. */
export async function countPublicStores(db: Executor) {
  const [row] = await db
    .select({
      sellers: sql<number>`count(*)::int`,
      countries: sql<number>`(select count(distinct region)::int from ${sellers} s
        join ${users} u on u.id = s.user_id, unnest(s.shipping_regions) as region
        where u.is_active and u.suspended_at is null)`,
    })
    .from(sellers)
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(publicStore)
  return { sellers: row?.sellers ?? 0, countries: row?.countries ?? 0 }
}

/** Global services a visitor sees on /global-services. */
export async function countListedServices(db: Executor): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(globalServices)
    .where(sql`${globalServices.isActive} and ${globalServices.approvalStatus} = 'approved'`)
  return row?.count ?? 0
}
