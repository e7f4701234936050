import type { ProductVariants, ProductVariantsBody } from '#shared/contracts/variants.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { useProductMutation, type MutationCallbacks } from './use-product-mutation.ts'

/** Replaces a product's options and variant grid (PUT, so sending it again changes nothing). */
export function setProductVariants(input: {
  id: string
  body: ProductVariantsBody
}): Promise<ProductVariants> {
  return apiFetch<ProductVariants>(`/api/products/${input.id}/variants`, {
    method: 'PUT',
    body: input.body,
  })
}

export function useSetProductVariants(options: MutationCallbacks<ProductVariants> = {}) {
  return useProductMutation(setProductVariants, options)
}
