import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CheckoutInput, PlacedOrder } from '#shared/contracts/checkout.ts'
import { ApiRequestError } from '#client/lib/api-client.ts'
import { i18n } from '#client/lib/i18n.ts'

/**
 * POST with the Idempotency-Key header (apiFetch sends no custom headers). A double submit with
 * the same key and body gets the first answer back instead of a second order.
 */
export async function placeOrder(
  input: CheckoutInput,
  idempotencyKey: string,
): Promise<PlacedOrder> {
  let response: Response
  try {
    response = await fetch('/api/checkout/orders', {
      method: 'POST',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Accept-Language': i18n.resolvedLanguage ?? i18n.language ?? 'am',
        'Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify(input),
    })
  } catch {
    throw new ApiRequestError(0, 'network', i18n.t('error.unavailable', { ns: 'messages' }))
  }
  const text = await response.text()
  let body: { message?: string; code?: string; details?: unknown } | undefined
  try {
    body = text ? (JSON.parse(text) as typeof body) : undefined
  } catch {
    body = undefined
  }
  if (!response.ok) {
    const hasMessage = typeof body?.message === 'string' && body.message.length > 0
    throw new ApiRequestError(
      response.status,
      body?.code ?? `http.${response.status}`,
      hasMessage ? body!.message! : `${response.status}: ${response.statusText}`,
      body?.details,
      hasMessage,
    )
  }
  return body as unknown as PlacedOrder
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
      await queryClient.invalidateQueries({ queryKey: ['cart'] })
      await queryClient.invalidateQueries({ queryKey: ['catalog'] })
      options.onSuccess(placed)
    },
    onError: options.onError,
  })
}
