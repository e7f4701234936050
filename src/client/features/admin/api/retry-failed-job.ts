import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DeadLetterRetried } from '#shared/contracts/jobs.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { adminKeys } from './query-keys.ts'

export function retryFailedJob(id: string) {
  return apiFetch<DeadLetterRetried>(`/api/admin/jobs/${id}/retry`, { method: 'POST' })
}

export function useRetryFailedJob(
  options: {
    onSuccess?: (result: DeadLetterRetried) => void
    onError?: (error: Error) => void
  } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: retryFailedJob,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.all })
      options.onSuccess?.(result)
    },
    onError: options.onError,
  })
}
