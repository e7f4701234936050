import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Cart } from '#shared/contracts/cart.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { cartKeys } from './query-keys.ts'

export function setCartQuantity(input: { productId: string; quantity: number }): Promise<Cart> {
  return apiFetch<Cart>(`/api/cart/items/${encodeURIComponent(input.productId)}`, {
    method: 'PUT',
    body: { quantity: input.quantity },
  })
}

export function useSetCartQuantity(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setCartQuantity,
    onSuccess: (cart) => {
      queryClient.setQueryData(cartKeys.cart(), cart)
      options.onSuccess?.()
    },
    onError: options.onError,
  })
}
