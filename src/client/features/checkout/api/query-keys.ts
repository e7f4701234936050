import type { CheckoutQuoteInput } from '#shared/contracts/checkout.ts'
import { domainKeys } from '#client/lib/query-keys.ts'

export const checkoutKeys = {
  all: domainKeys.checkout,
  quote: (input: CheckoutQuoteInput) => [...checkoutKeys.all, 'quote', input] as const,
  payment: (id: string) => [...checkoutKeys.all, 'payment', id] as const,
}
