import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RegisterInput, SessionUser } from '#shared/contracts/auth.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { meQueryKey } from '#client/lib/query-keys.ts'

export function register(input: RegisterInput): Promise<{ user: SessionUser }> {
  return apiFetch('/api/auth/register', { method: 'POST', body: input })
}

/** Creates the account; the server signs the new user in, so the user goes straight into the cache. */
export function useRegister(
  options: { onSuccess?: (user: SessionUser) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(meQueryKey, user)
      options.onSuccess?.(user)
    },
    onError: options.onError,
  })
}
