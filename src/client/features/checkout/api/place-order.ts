import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CheckoutInput, PlacedOrder } from '#shared/contracts/checkout.ts'
import { domainKeys } from '#client/lib/query-keys.ts'
import { apiFetch } from '#client/lib/api-client.ts'

/** A double submit with the same key and body gets the first answer back instead of a second order. */
export function placeOrder(input: CheckoutInput, idempotencyKey: string): Promise<PlacedOrder> {
  return apiFetch<PlacedOrder>('/api/checkout/orders', {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  })
}

export function usePlaceOrder(options: {
  onSuccess: (placed: PlacedOrder) => void
  onError: (error: Error) => void
}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ input, key }: { input: CheckoutInput; key: string }) => placeOrder(input, key),
    onSuccess: async (placed) => {
      // The purchased lines left the cart and stock changed.
      await queryClient.invalidateQueries({ queryKey: domainKeys.cart })
      await queryClient.invalidateQueries({ queryKey: domainKeys.catalog })
      options.onSuccess(placed)
    },
    onError: options.onError,
  })
}
