import { useMutationState, type QueryClient } from '@tanstack/react-query'
import { addToWishlistOptions } from './add-to-wishlist.ts'
import { savedKeys } from './query-keys.ts'
import { removeFromWishlistOptions } from './remove-from-wishlist.ts'

/** A wishlist change the server has not confirmed yet: the product is saved or not. */
export type WishlistChange = { productId: string; wishlisted: boolean }

/** Registers the wishlist changes so ones saved offline can be sent after a reload. Call once at start. */
export function setWishlistChangeDefaults(queryClient: QueryClient) {
  queryClient.setMutationDefaults(savedKeys.wishlistAdd(), addToWishlistOptions(queryClient))
  queryClient.setMutationDefaults(
    savedKeys.wishlistRemove(),
    removeFromWishlistOptions(queryClient),
  )
}

/** Wishlist changes not confirmed yet, oldest first (shown on the toggles and the list). */
export function usePendingWishlistChanges(): WishlistChange[] {
  return useMutationState({
    filters: { mutationKey: savedKeys.wishlistChanges(), status: 'pending' },
    select: (mutation): WishlistChange => {
      const [, , kind] = mutation.options.mutationKey ?? []
      const { productId } = mutation.state.variables as { productId: string }
      return { productId, wishlisted: kind === 'add' }
    },
  })
}

/** Whether the product will be in the wishlist once the pending changes reach the server. */
export function pendingWishlisted(
  changes: readonly WishlistChange[],
  productId: string,
): boolean | undefined {
  return changes.findLast((change) => change.productId === productId)?.wishlisted
}
