import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProfileUpdateInput, SessionUser } from '#shared/contracts/auth.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { meQueryKey } from '#client/lib/query-keys.ts'

export function updateProfile(input: ProfileUpdateInput): Promise<{ user: SessionUser }> {
  return apiFetch('/api/auth/profile', { method: 'PUT', body: input })
}

export function useUpdateProfile(
  options: { onSuccess?: (user: SessionUser) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(meQueryKey, user)
      options.onSuccess?.(user)
    },
    onError: options.onError,
  })
}
