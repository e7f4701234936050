import { domainKeys } from '#client/lib/query-keys.ts'

export const cartKeys = {
  all: domainKeys.cart,
  cart: () => [...cartKeys.all, 'mine'] as const,
}
