import { useMutationState, type QueryClient } from '@tanstack/react-query'
import type { CartChange } from '../lib/pending-cart.ts'
import { cartKeys } from './query-keys.ts'
import { removeCartItemOptions, removedLine, type RemoveCartItemInput } from './remove-cart-item.ts'
import { setCartQuantityOptions, type SetCartQuantityInput } from './set-cart-quantity.ts'

/** Registers the cart changes so ones saved offline can be sent after a reload. Call once at start. */
export function setCartChangeDefaults(queryClient: QueryClient) {
  queryClient.setMutationDefaults(cartKeys.setQuantity(), setCartQuantityOptions(queryClient))
  queryClient.setMutationDefaults(cartKeys.remove(), removeCartItemOptions(queryClient))
}

/** Cart changes the server has not confirmed yet, oldest first. */
export function usePendingCartChanges(): CartChange[] {
  return useMutationState({
    filters: { mutationKey: cartKeys.changes(), status: 'pending' },
    select: (mutation): CartChange => {
      const [, , kind] = mutation.options.mutationKey ?? []
      if (kind === 'remove') {
        return { kind: 'remove', ...removedLine(mutation.state.variables as RemoveCartItemInput) }
      }
      return { kind: 'set', ...(mutation.state.variables as SetCartQuantityInput) }
    },
  })
}
