import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ReturnPolicy, ReturnSettingsInput } from '#shared/contracts/returns.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { domainKeys } from '#client/lib/query-keys.ts'

export function saveReturnSettings(body: ReturnSettingsInput): Promise<ReturnPolicy> {
  return apiFetch<ReturnPolicy>('/api/admin/return-settings', { method: 'PUT', body })
}

/** Admins set the return window, the seller's days to decide and categories' own windows. */
export function useSaveReturnSettings(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveReturnSettings,
    onSuccess: async () => {
      // Order pages read the window too.
      await queryClient.invalidateQueries({ queryKey: domainKeys.returns })
      options.onSuccess?.()
    },
    onError: options.onError,
  })
}
