import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SessionUser, VerifyPhoneInput } from '#shared/contracts/auth.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { meQueryKey } from '#client/lib/query-keys.ts'

/** Confirms the signed-in user's phone with the code it received. */
export function verifyPhone(input: VerifyPhoneInput): Promise<{ user: SessionUser }> {
  return apiFetch('/api/auth/phone/verify', { method: 'POST', body: input })
}

export function useVerifyPhone(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: verifyPhone,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(meQueryKey, user)
      options.onSuccess?.()
    },
    onError: options.onError,
  })
}
