import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '#client/lib/api-client.ts'
import { forgetSignedInAnswers } from '#client/lib/session-ended.ts'

export function logout(): Promise<void> {
  return apiFetch('/api/auth/logout', { method: 'POST' })
}

/** Signs out and forgets every cached answer, since they may belong to the previous user. */
export function useLogout(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      await forgetSignedInAnswers(queryClient)
      options.onSuccess?.()
    },
    onError: options.onError,
  })
}
