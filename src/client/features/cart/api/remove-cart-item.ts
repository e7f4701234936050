import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { Cart } from '#shared/contracts/cart.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { offlineChangeOptions } from '#client/lib/offline-mutations.ts'
import { cartChangeScope, cartKeys } from './query-keys.ts'

/** The line to remove: a product, or one variant of it (an id alone, as changes saved before had it). */
export type RemoveCartItemInput = string | { productId: string; variantId?: string | null }

export const removedLine = (input: RemoveCartItemInput) =>
  typeof input === 'string' ? { productId: input, variantId: null } : input

export function removeCartItem(input: RemoveCartItemInput): Promise<Cart> {
  const { productId, variantId } = removedLine(input)
  const query = variantId ? `?variantId=${encodeURIComponent(variantId)}` : ''
  return apiFetch<Cart>(`/api/cart/items/${encodeURIComponent(productId)}${query}`, {
    method: 'DELETE',
  })
}

/** The change itself, for the hook and for a change restored after a reload offline. */
export function removeCartItemOptions(queryClient: QueryClient) {
  return {
    ...offlineChangeOptions,
    mutationKey: cartKeys.remove(),
    mutationFn: removeCartItem,
    scope: cartChangeScope,
    onSuccess: (cart: Cart) => queryClient.setQueryData(cartKeys.cart(), cart),
    onError: () => queryClient.invalidateQueries({ queryKey: cartKeys.cart() }),
  }
}

export function useRemoveCartItem(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient()
  const change = removeCartItemOptions(queryClient)
  return useMutation({
    ...change,
    onError: (error: Error) => {
      void change.onError()
      options.onError?.(error)
    },
  })
}
