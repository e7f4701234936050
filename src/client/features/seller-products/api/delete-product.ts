import { apiFetch } from '#client/lib/api-client.ts'
import { useProductMutation, type MutationCallbacks } from './use-product-mutation.ts'

export function deleteProduct(id: string): Promise<void> {
  return apiFetch<void>(`/api/products/${id}`, { method: 'DELETE' })
}

export function useDeleteProduct(options: MutationCallbacks<void> = {}) {
  return useProductMutation(deleteProduct, options)
}
