import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { CheckoutQuote, CheckoutQuoteInput } from '#shared/contracts/checkout.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { checkoutKeys } from './query-keys.ts'

export function getCheckoutQuote(input: CheckoutQuoteInput, signal?: AbortSignal) {
  return apiFetch<CheckoutQuote>('/api/checkout/quote', { method: 'POST', body: input, signal })
}

/** The priced summary of the cart for the chosen city, deliveries and coupon. */
export function useCheckoutQuote(input: CheckoutQuoteInput) {
  return useQuery({
    queryKey: checkoutKeys.quote(input),
    queryFn: ({ signal }) => getCheckoutQuote(input, signal),
    placeholderData: keepPreviousData,
    retry: false,
  })
}
