import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { Cart } from '#shared/contracts/cart.ts'
import type { ProductListItem } from '#shared/contracts/catalog.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { offlineChangeOptions } from '#client/lib/offline-mutations.ts'
import { cartChangeScope, cartKeys } from './query-keys.ts'

export type SetCartQuantityInput = {
  productId: string
  /** The chosen variant of a product with variants. */
  variantId?: string | null
  quantity: number
  /** Shown as a new line of the cart until the server answers (offline, for instance). */
  product?: ProductListItem
  variant?: { unitPrice: string; label: string; available: number }
}

export function setCartQuantity(input: SetCartQuantityInput): Promise<Cart> {
  return apiFetch<Cart>(`/api/cart/items/${encodeURIComponent(input.productId)}`, {
    method: 'PUT',
    body: { quantity: input.quantity, ...(input.variantId ? { variantId: input.variantId } : {}) },
  })
}

/**
 * The change itself, for the hook and for a change restored after a reload offline. The quantity
 * is absolute, so sending it twice leaves the cart as once.
 */
export function setCartQuantityOptions(queryClient: QueryClient) {
  return {
    ...offlineChangeOptions,
    mutationKey: cartKeys.setQuantity(),
    mutationFn: setCartQuantity,
    scope: cartChangeScope,
    onSuccess: (cart: Cart) => queryClient.setQueryData(cartKeys.cart(), cart),
    onError: () => queryClient.invalidateQueries({ queryKey: cartKeys.cart() }),
  }
}

export function useSetCartQuantity(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  const change = setCartQuantityOptions(queryClient)
  return useMutation({
    ...change,
    onSuccess: (cart: Cart) => {
      change.onSuccess(cart)
      options.onSuccess?.()
    },
    onError: (error: Error) => {
      void change.onError()
      options.onError?.(error)
    },
  })
}
