import type { z } from 'zod'
import type { WishlistItem, wishlistInput } from '#shared/contracts/saved.ts'
import type { Executor } from '#server/db/database.ts'
import { assertOwner } from '#server/lib/access.ts'
import { forbidden, notFound } from '#server/lib/errors.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import { toProductListItem } from '#server/modules/catalog/catalog.service.ts'
import {
  deleteWishlistItem,
  insertWishlistItem,
  isListedProduct,
  listWishlist,
  type WishlistRow,
} from './wishlist.queries.ts'

type WishlistData = z.output<typeof wishlistInput>

function toWishlistItem(row: WishlistRow): WishlistItem {
  return {
    id: row.wishlistId,
    createdAt: row.savedAt.toISOString(),
    product: toProductListItem(row),
  }
}

/** A user id sent in a body may only repeat the caller's own: the owner is always the session's user. */
export function assertSelf(user: AuthUser, userId: string | undefined) {
  if (userId !== undefined && userId !== user.id) throw forbidden()
}

export async function getWishlist(db: Executor, user: AuthUser, ownerId: string) {
  assertOwner(user, ownerId)
  const rows = await listWishlist(db, { userId: ownerId })
  return rows.map(toWishlistItem)
}

/** Saving a product twice keeps one entry; `created` tells whether this call added it. */
export async function addToWishlist(db: Executor, user: AuthUser, input: WishlistData) {
  assertSelf(user, input.userId)
  if (!(await isListedProduct(db, input.productId))) {
    throw notFound('product.notFound', 'PRODUCT_NOT_FOUND')
  }
  const created = await insertWishlistItem(db, user.id, input.productId)
  const [row] = await listWishlist(db, { userId: user.id, productId: input.productId })
  // The product was listed a moment ago; if it was unlisted since, it is as good as not found.
  if (!row) throw notFound('product.notFound', 'PRODUCT_NOT_FOUND')
  return { created, item: toWishlistItem(row) }
}

export async function removeFromWishlist(
  db: Executor,
  user: AuthUser,
  params: { userId: string; productId: string },
) {
  assertOwner(user, params.userId)
  if (!(await deleteWishlistItem(db, params.userId, params.productId))) {
    throw notFound('product.notFound', 'WISHLIST_ITEM_NOT_FOUND')
  }
}
