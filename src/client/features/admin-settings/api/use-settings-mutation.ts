import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'

export type MutationCallbacks<T> = {
  onSuccess?: (result: T) => void
  onError?: (error: Error) => void
}

/** A settings change: on success the lists it touches are fetched again. */
export function useSettingsMutation<I, T>(
  mutationFn: (input: I) => Promise<T>,
  invalidate: QueryKey[],
  options: MutationCallbacks<T>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
      options.onSuccess?.(result)
    },
    onError: options.onError,
  })
}
