import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProductReviewBody } from '#shared/contracts/seller-products.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { adminKeys } from './query-keys.ts'

type Reviewed = { id: string; reviewStatus: 'approved' | 'rejected' }

export function reviewProduct(input: { productId: string } & ProductReviewBody) {
  const { productId, ...body } = input
  return apiFetch<Reviewed>(`/api/admin/products/${productId}/review`, { method: 'POST', body })
}

export function useReviewProduct(
  options: { onSuccess?: (result: Reviewed) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: reviewProduct,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.all })
      options.onSuccess?.(result)
    },
    onError: options.onError,
  })
}
