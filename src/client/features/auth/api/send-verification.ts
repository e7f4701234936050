import { useMutation } from '@tanstack/react-query'
import type { VerificationSent } from '#shared/contracts/auth.ts'
import { apiFetch } from '#client/lib/api-client.ts'

/** Sends a confirmation link to the account's email, or a six-digit code to its phone. */
export function sendVerification(channel: 'email' | 'phone'): Promise<VerificationSent> {
  return apiFetch(`/api/auth/${channel}/verification`, { method: 'POST' })
}

export function useSendVerification(
  channel: 'email' | 'phone',
  options: { onSuccess?: (sent: VerificationSent) => void; onError?: (error: Error) => void } = {},
) {
  return useMutation({
    mutationFn: () => sendVerification(channel),
    onSuccess: options.onSuccess,
    onError: options.onError,
  })
}
