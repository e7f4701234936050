import type { z } from 'zod'
import type {
  Favorite,
  FavoriteTargetType,
  SavedCounts,
  SavedStatus,
  favoriteInput,
} from '#shared/contracts/saved.ts'
import type { Executor } from '#server/db/database.ts'
import { assertOwner } from '#server/lib/access.ts'
import { notFound } from '#server/lib/errors.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import { countWishlist, hasWishlistItem } from '#server/modules/wishlist/wishlist.queries.ts'
import { assertSelf } from '#server/modules/wishlist/wishlist.service.ts'
import {
  countFavorites,
  deleteFavorite,
  findVisibleTargets,
  insertFavorite,
  listFavorites,
  type FavoriteRow,
  type TargetSummary,
} from './favorites.queries.ts'

type FavoriteData = z.output<typeof favoriteInput>

const targetNotFound = (targetType: FavoriteTargetType) => {
  switch (targetType) {
    case 'product':
      return notFound('product.notFound', 'PRODUCT_NOT_FOUND')
    case 'seller':
      return notFound('seller.notFound', 'SELLER_NOT_FOUND')
    case 'global_service':
      return notFound('service.notFound', 'SERVICE_NOT_FOUND')
  }
}

function toFavorite(row: FavoriteRow, target: TargetSummary | undefined): Favorite {
  return {
    id: row.id,
    targetType: row.targetType,
    targetId: row.targetId,
    createdAt: row.createdAt.toISOString(),
    target: target
      ? {
          name: target.name,
          description: target.description,
          imageUrl: target.imageUrl,
          price: target.price,
          discountPrice: target.discountPrice,
          currency: target.currency,
          rating: Number(target.rating),
          totalReviews: target.totalReviews,
          verified: target.verified,
        }
      : null,
  }
}

async function withTargets(db: Executor, targetType: FavoriteTargetType, rows: FavoriteRow[]) {
  const targets = await findVisibleTargets(
    db,
    targetType,
    rows.map((row) => row.targetId),
  )
  const byId = new Map(targets.map((target) => [target.id, target]))
  return rows.map((row) => toFavorite(row, byId.get(row.targetId)))
}

export async function getFavorites(
  db: Executor,
  user: AuthUser,
  params: { userId: string; type: FavoriteTargetType },
): Promise<Favorite[]> {
  assertOwner(user, params.userId)
  const rows = await listFavorites(db, { userId: params.userId, targetType: params.type })
  return withTargets(db, params.type, rows)
}

/** Favouriting twice keeps one entry; only something buyers can see may be favourited. */
export async function addFavorite(db: Executor, user: AuthUser, input: FavoriteData) {
  assertSelf(user, input.userId)
  const [target] = await findVisibleTargets(db, input.targetType, [input.targetId])
  if (!target) throw targetNotFound(input.targetType)
  const key = { userId: user.id, targetType: input.targetType, targetId: input.targetId }
  const created = await insertFavorite(db, key)
  const rows = await listFavorites(db, key)
  const [favorite] = rows.map((row) => toFavorite(row, target))
  if (!favorite) throw targetNotFound(input.targetType)
  return { created, favorite }
}

export async function removeFavorite(
  db: Executor,
  user: AuthUser,
  params: { userId: string; targetType: FavoriteTargetType; targetId: string },
) {
  assertOwner(user, params.userId)
  if (!(await deleteFavorite(db, params))) throw notFound('error.notFound', 'FAVORITE_NOT_FOUND')
}

export async function getCounts(db: Executor, user: AuthUser): Promise<SavedCounts> {
  const [wishlist, favorites] = await Promise.all([
    countWishlist(db, user.id),
    countFavorites(db, user.id),
  ])
  return { wishlist, favorites }
}

/** Whether the caller saved this target: on the wishlist (products only) and as a favourite. */
export async function getStatus(
  db: Executor,
  user: AuthUser,
  params: { targetType: FavoriteTargetType; targetId: string },
): Promise<SavedStatus> {
  const [wishlisted, favorites] = await Promise.all([
    params.targetType === 'product'
      ? hasWishlistItem(db, user.id, params.targetId)
      : Promise.resolve(false),
    listFavorites(db, { userId: user.id, ...params }),
  ])
  return { wishlisted, favorited: favorites.length > 0 }
}
