import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ResetPasswordInput } from '#shared/contracts/auth.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { meQueryKey } from '#client/lib/query-keys.ts'

/** Sets the new password with the link's token or the phone's code; every session ends. */
export function resetPassword(input: ResetPasswordInput): Promise<null> {
  return apiFetch('/api/auth/password/reset', { method: 'POST', body: input })
}

export function useResetPassword(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      // This browser's session ended with all the others.
      queryClient.setQueryData(meQueryKey, null)
      options.onSuccess?.()
    },
    onError: options.onError,
  })
}
