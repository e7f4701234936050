import { domainKeys } from '#client/lib/query-keys.ts'

// One factory so every read and invalidation of the seller's products agrees on the same keys.
export const sellerProductKeys = {
  all: domainKeys.sellerProducts,
  inventory: () => [...sellerProductKeys.all, 'inventory'] as const,
}
