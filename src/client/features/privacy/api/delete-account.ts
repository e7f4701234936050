import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DeleteAccountInput } from '#shared/contracts/privacy.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { forgetSignedInAnswers } from '#client/lib/session-ended.ts'

export function deleteAccount(input: DeleteAccountInput): Promise<void> {
  return apiFetch('/api/profile/delete', { method: 'POST', body: input })
}

/** Deletes the account; the server has signed the user out, so every cached answer is forgotten. */
export function useDeleteAccount(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      await forgetSignedInAnswers(queryClient)
      options.onSuccess?.()
    },
    onError: options.onError,
  })
}
