import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { FavoriteTargetType } from '#shared/contracts/saved.ts'
import type { Executor } from '#server/db/database.ts'
import { favorites, products } from '#server/db/schema/catalog.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { globalServices } from '#server/db/schema/services.ts'
import { users } from '#server/db/schema/users.ts'
import { listedProduct } from '#server/modules/catalog/catalog.queries.ts'

export type TargetSummary = {
  id: string
  name: string
  description: string | null
  imageUrl: string | null
  price: string | null
  discountPrice: string | null
  currency: string | null
  rating: string
  totalReviews: number
  verified: boolean
}

/**
 * The targets that are still shown to buyers (listed products, active sellers, active services),
 * among `ids`. A favourite whose target is missing here is kept but shown as unavailable.
 */
export async function findVisibleTargets(
  db: Executor,
  targetType: FavoriteTargetType,
  ids: string[],
): Promise<TargetSummary[]> {
  if (ids.length === 0) return []
  switch (targetType) {
    case 'product':
      return db
        .select({
          id: products.id,
          name: products.name,
          description: products.description,
          imageUrl: products.imageUrl,
          price: products.price,
          discountPrice: products.discountPrice,
          currency: products.currency,
          rating: products.averageRating,
          totalReviews: products.reviewCount,
          verified: sellers.verified,
        })
        .from(products)
        .innerJoin(sellers, eq(sellers.id, products.sellerId))
        .innerJoin(users, eq(users.id, sellers.userId))
        .where(and(inArray(products.id, ids), listedProduct))
    case 'seller': {
      const rows = await db
        .select({
          id: sellers.id,
          name: sellers.storeName,
          description: sellers.description,
          rating: sellers.rating,
          totalReviews: sellers.totalReviews,
          verified: sellers.verified,
        })
        .from(sellers)
        .innerJoin(users, eq(users.id, sellers.userId))
        .where(and(inArray(sellers.id, ids), eq(users.isActive, true), isNull(users.suspendedAt)))
      return rows.map((row) => ({ ...row, ...noPrice }))
    }
    case 'global_service': {
      const rows = await db
        .select({
          id: globalServices.id,
          name: globalServices.businessName,
          description: globalServices.description,
          rating: globalServices.rating,
          totalReviews: globalServices.totalReviews,
          verified: globalServices.isVerified,
        })
        .from(globalServices)
        .where(and(inArray(globalServices.id, ids), eq(globalServices.isActive, true)))
      return rows.map((row) => ({ ...row, ...noPrice }))
    }
  }
}

const noPrice = { imageUrl: null, price: null, discountPrice: null, currency: null }

export async function listFavorites(
  db: Executor,
  params: { userId: string; targetType: FavoriteTargetType; targetId?: string },
) {
  const conditions = [
    eq(favorites.userId, params.userId),
    eq(favorites.targetType, params.targetType),
  ]
  if (params.targetId) conditions.push(eq(favorites.targetId, params.targetId))
  return db
    .select({
      id: favorites.id,
      targetType: favorites.targetType,
      targetId: favorites.targetId,
      createdAt: favorites.createdAt,
    })
    .from(favorites)
    .where(and(...conditions))
    .orderBy(desc(favorites.createdAt), desc(favorites.id))
}

export type FavoriteRow = Awaited<ReturnType<typeof listFavorites>>[number]

export async function insertFavorite(
  db: Executor,
  values: { userId: string; targetType: FavoriteTargetType; targetId: string },
) {
  const rows = await db
    .insert(favorites)
    .values(values)
    .onConflictDoNothing({ target: [favorites.userId, favorites.targetType, favorites.targetId] })
    .returning({ id: favorites.id })
  return rows.length > 0
}

export async function deleteFavorite(
  db: Executor,
  params: { userId: string; targetType: FavoriteTargetType; targetId: string },
) {
  const rows = await db
    .delete(favorites)
    .where(
      and(
        eq(favorites.userId, params.userId),
        eq(favorites.targetType, params.targetType),
        eq(favorites.targetId, params.targetId),
      ),
    )
    .returning({ id: favorites.id })
  return rows.length > 0
}

export async function countFavorites(db: Executor, userId: string) {
  const [row] = await db
    .select({ count: count() })
    .from(favorites)
    .where(eq(favorites.userId, userId))
  return row?.count ?? 0
}
