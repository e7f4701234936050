import type { SellerProduct } from '#shared/contracts/seller-products.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { useProductMutation, type MutationCallbacks } from './use-product-mutation.ts'

export function duplicateProduct(id: string): Promise<SellerProduct> {
  return apiFetch<SellerProduct>(`/api/products/${id}/duplicate`, { method: 'POST' })
}

export function useDuplicateProduct(options: MutationCallbacks<SellerProduct> = {}) {
  return useProductMutation(duplicateProduct, options)
}
