import { useQuery } from '@tanstack/react-query'
import type { Cart } from '#shared/contracts/cart.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { useSignedInOnly } from '#client/lib/session.ts'
import { cartKeys } from './query-keys.ts'

export function getCart(signal?: AbortSignal): Promise<Cart> {
  return apiFetch<Cart>('/api/cart', { signal })
}

/** The signed-in user's cart; asked only when someone is signed in. */
export function useCart(enabled: boolean) {
  return useQuery({
    queryKey: cartKeys.cart(),
    queryFn: ({ signal }) => getCart(signal),
    enabled: useSignedInOnly(enabled),
  })
}
