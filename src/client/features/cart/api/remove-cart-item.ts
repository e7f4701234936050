import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { Cart } from '#shared/contracts/cart.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { offlineChangeOptions } from '#client/lib/offline-mutations.ts'
import { cartChangeScope, cartKeys } from './query-keys.ts'

export function removeCartItem(productId: string): Promise<Cart> {
  return apiFetch<Cart>(`/api/cart/items/${encodeURIComponent(productId)}`, { method: 'DELETE' })
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
