import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminUser } from '#shared/contracts/admin.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { adminKeys } from './query-keys.ts'

export function restoreUser(userId: string) {
  return apiFetch<AdminUser>(`/api/admin/users/${userId}/restore`, { method: 'POST' })
}

export function useRestoreUser(
  options: { onSuccess?: (user: AdminUser) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: restoreUser,
    onSuccess: async (user) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.all })
      options.onSuccess?.(user)
    },
    onError: options.onError,
  })
}
