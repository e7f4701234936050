import type { BulkAction, BulkProductsBody } from '#shared/contracts/seller-products.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { useProductMutation, type MutationCallbacks } from './use-product-mutation.ts'

export type BulkResult = { action: BulkAction; count: number }

export function bulkUpdateProducts(body: BulkProductsBody): Promise<BulkResult> {
  return apiFetch<BulkResult>('/api/products/bulk', { method: 'POST', body })
}

export function useBulkUpdateProducts(options: MutationCallbacks<BulkResult> = {}) {
  return useProductMutation(bulkUpdateProducts, options)
}
