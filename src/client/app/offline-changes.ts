import type { QueryClient } from '@tanstack/react-query'
import { setCartChangeDefaults } from '#client/features/cart/api/cart-changes.ts'
import { setWishlistChangeDefaults } from '#client/features/saved/api/wishlist-changes.ts'
import { readOwner, watchSignedInUser } from '#client/lib/offline-account.ts'
import { keepOfflineChanges } from '#client/lib/offline-persistence.ts'

/**
 * Cart and wishlist changes made offline: registered first (a change restored after a reload
 * takes its function from here), then restored from storage and sent when the connection is back.
 */
export function setUpOfflineChanges(queryClient: QueryClient) {
  setCartChangeDefaults(queryClient)
  setWishlistChangeDefaults(queryClient)
  watchSignedInUser(queryClient)
  keepOfflineChanges(queryClient, readOwner)
}
