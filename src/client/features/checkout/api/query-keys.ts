import type { CheckoutQuoteInput } from '#shared/contracts/checkout.ts'

export const checkoutKeys = {
  all: ['checkout'] as const,
  quote: (input: CheckoutQuoteInput) => [...checkoutKeys.all, 'quote', input] as const,
  payment: (id: string) => [...checkoutKeys.all, 'payment', id] as const,
}
