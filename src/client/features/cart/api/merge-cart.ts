import type { Cart, CartMergeInput } from '#shared/contracts/cart.ts'
import { apiFetch } from '#client/lib/api-client.ts'

export function mergeCart(input: CartMergeInput): Promise<Cart> {
  return apiFetch<Cart>('/api/cart/merge', { method: 'POST', body: input })
}
