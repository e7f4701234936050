import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SellerInventory } from '#shared/contracts/seller-products.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { sellerProductKeys } from './query-keys.ts'

export function getInventory(signal?: AbortSignal): Promise<SellerInventory> {
  return apiFetch<SellerInventory>('/api/seller/products', { signal })
}

export const inventoryQueryOptions = queryOptions({
  queryKey: sellerProductKeys.inventory(),
  queryFn: ({ signal }) => getInventory(signal),
})

/** The signed-in seller's products in every status, with counts. */
export function useInventory() {
  return useQuery(inventoryQueryOptions)
}
