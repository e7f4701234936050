import type { CreateProductBody, SellerProduct } from '#shared/contracts/seller-products.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { useProductMutation, type MutationCallbacks } from './use-product-mutation.ts'

export function createProduct(body: CreateProductBody): Promise<SellerProduct> {
  return apiFetch<SellerProduct>('/api/products', { method: 'POST', body })
}

export function useCreateProduct(options: MutationCallbacks<SellerProduct> = {}) {
  return useProductMutation(createProduct, options)
}
