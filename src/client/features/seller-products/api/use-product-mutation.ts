import { useMutation, useQueryClient, type MutationFunction } from '@tanstack/react-query'
import { catalogKey, sellerProductKeys } from './query-keys.ts'

export type MutationCallbacks<TResult> = {
  onSuccess?: (result: TResult) => void
  onError?: (error: Error) => void
}

/** A product write: on success the inventory and the public catalogue are read again. */
export function useProductMutation<TInput, TResult>(
  mutationFn: MutationFunction<TResult, TInput>,
  options: MutationCallbacks<TResult>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerProductKeys.inventory() }),
        queryClient.invalidateQueries({ queryKey: catalogKey }),
      ])
      options.onSuccess?.(result)
    },
    onError: options.onError,
  })
}
