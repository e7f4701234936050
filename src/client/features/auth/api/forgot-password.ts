import { useMutation } from '@tanstack/react-query'
import type { ForgotPasswordInput } from '#shared/contracts/auth.ts'
import { apiFetch } from '#client/lib/api-client.ts'

/** Asks for a reset link (email) or code (phone); the answer is the same whether or not an account has it. */
export function forgotPassword(input: ForgotPasswordInput): Promise<{ accepted: true }> {
  return apiFetch('/api/auth/password/forgot', { method: 'POST', body: input })
}

export function useForgotPassword(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  return useMutation({
    mutationFn: forgotPassword,
    onSuccess: () => options.onSuccess?.(),
    onError: options.onError,
  })
}
