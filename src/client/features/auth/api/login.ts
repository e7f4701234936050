import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LoginInput, SessionUser } from '#shared/contracts/auth.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { meQueryKey } from '#client/lib/query-keys.ts'

export function login(input: LoginInput): Promise<{ user: SessionUser }> {
  return apiFetch('/api/auth/login', { method: 'POST', body: input })
}

/** Signs in; the session cookie is set by the server and the user goes straight into the cache. */
export function useLogin(
  options: { onSuccess?: (user: SessionUser) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(meQueryKey, user)
      options.onSuccess?.(user)
    },
    onError: options.onError,
  })
}
