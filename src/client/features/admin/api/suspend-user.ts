import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminUser, SuspendUserInput } from '#shared/contracts/admin.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { adminKeys } from './query-keys.ts'

export function suspendUser(input: { userId: string } & SuspendUserInput) {
  const { userId, ...body } = input
  return apiFetch<AdminUser>(`/api/admin/users/${userId}/suspend`, { method: 'POST', body })
}

export function useSuspendUser(
  options: { onSuccess?: (user: AdminUser) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: suspendUser,
    onSuccess: async (user) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.all })
      options.onSuccess?.(user)
    },
    onError: options.onError,
  })
}
