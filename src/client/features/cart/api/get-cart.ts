import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { Cart } from '#shared/contracts/cart.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { useSignedInOnly } from '#client/lib/session.ts'
import { applyCartChanges } from '../lib/pending-cart.ts'
import { usePendingCartChanges } from './cart-changes.ts'
import { cartKeys } from './query-keys.ts'

export function getCart(signal?: AbortSignal): Promise<Cart> {
  return apiFetch<Cart>('/api/cart', { signal })
}

/**
 * The signed-in user's cart; asked only when someone is signed in. Changes not yet confirmed
 * (sent, or waiting for a connection) are shown on top of the server's answer.
 */
export function useCart(enabled: boolean) {
  const pending = usePendingCartChanges()
  return useQuery({
    queryKey: cartKeys.cart(),
    queryFn: ({ signal }) => getCart(signal),
    enabled: useSignedInOnly(enabled),
    select: useCallback((cart: Cart) => applyCartChanges(cart, pending), [pending]),
  })
}
