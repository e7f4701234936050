import type { FavoriteTargetType } from '#shared/contracts/saved.ts'
import { domainKeys } from '#client/lib/query-keys.ts'

// Every saved-items mutation invalidates `all`, so lists, counts and toggle states stay in step.
export const savedKeys = {
  all: domainKeys.saved,
  counts: () => [...savedKeys.all, 'counts'] as const,
  status: (targetType: FavoriteTargetType, targetId: string) =>
    [...savedKeys.all, 'status', targetType, targetId] as const,
  wishlist: (userId: string) => [...savedKeys.all, 'wishlist', userId] as const,
  favorites: (userId: string, targetType: FavoriteTargetType) =>
    [...savedKeys.all, 'favorites', userId, targetType] as const,
  /** Mutation keys of wishlist changes (shown on top of the lists until confirmed). */
  wishlistChanges: () => [...savedKeys.all, 'wishlist-change'] as const,
  wishlistAdd: () => [...savedKeys.wishlistChanges(), 'add'] as const,
  wishlistRemove: () => [...savedKeys.wishlistChanges(), 'remove'] as const,
}

/** Wishlist changes run one after another, in the order they were made (also after a reload). */
export const wishlistChangeScope = { id: 'wishlist' }
