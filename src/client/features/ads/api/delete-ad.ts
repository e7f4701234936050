import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '#client/lib/api-client.ts'
import { adKeys } from './query-keys.ts'

export function deleteAd(id: string): Promise<void> {
  return apiFetch<void>(`/api/advertisements/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

export function useDeleteAd(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteAd,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adKeys.all })
      options.onSuccess?.()
    },
    onError: options.onError,
  })
}
