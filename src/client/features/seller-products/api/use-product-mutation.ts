import { useMutation, useQueryClient, type MutationFunction } from '@tanstack/react-query'
import { catalogKey, sellerLimitKeys, sellerProductKeys } from './query-keys.ts'

export type MutationCallbacks<TResult> = {
  onSuccess?: (result: TResult) => void
  onError?: (error: Error) => void
}

/**
 * A product write: on success the inventory (with its listing limits), the screens that show the
 * trial's usage and the public catalogue are read again.
 */
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
        ...sellerLimitKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ])
      options.onSuccess?.(result)
    },
    onError: options.onError,
  })
}
