import type { SellerProduct, UpdateProductBody } from '#shared/contracts/seller-products.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { useProductMutation, type MutationCallbacks } from './use-product-mutation.ts'

export function updateProduct(input: {
  id: string
  changes: UpdateProductBody
}): Promise<SellerProduct> {
  return apiFetch<SellerProduct>(`/api/products/${input.id}`, {
    method: 'PATCH',
    body: input.changes,
  })
}

export function useUpdateProduct(options: MutationCallbacks<SellerProduct> = {}) {
  return useProductMutation(updateProduct, options)
}
