import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Cart } from '#shared/contracts/cart.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { cartKeys } from './query-keys.ts'

export function removeCartItem(productId: string): Promise<Cart> {
  return apiFetch<Cart>(`/api/cart/items/${encodeURIComponent(productId)}`, { method: 'DELETE' })
}

export function useRemoveCartItem(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.cart(), cart),
    onError: options.onError,
  })
}
