import { useMutation, useQueryClient, type MutationFunction } from '@tanstack/react-query'
import { sellerProductDependents } from '#client/lib/query-keys.ts'

export type MutationCallbacks<TResult> = {
  onSuccess?: (result: TResult) => void
  onError?: (error: Error) => void
}

/**
 * A product write: on success everything showing the seller's products is read again (inventory,
 * public catalogue, dashboard counts and trial usage, plan limits).
 */
export function useProductMutation<TInput, TResult>(
  mutationFn: MutationFunction<TResult, TInput>,
  options: MutationCallbacks<TResult>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      await Promise.all(
        sellerProductDependents.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      )
      options.onSuccess?.(result)
    },
    onError: options.onError,
  })
}
