import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { VerifyEmailInput } from '#shared/contracts/auth.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { meQueryKey } from '#client/lib/query-keys.ts'

/** Confirms an email address with the token from its link (signed in or not). */
export function verifyEmail(input: VerifyEmailInput): Promise<null> {
  return apiFetch('/api/auth/email/verify', { method: 'POST', body: input })
}

export function useVerifyEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  })
}
