import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UserMembershipView } from '#shared/contracts/revenue.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { revenueKeys } from './query-keys.ts'

export function cancelMembershipRenewal(): Promise<UserMembershipView> {
  return apiFetch<UserMembershipView>('/api/buyer-memberships/user/cancel-renewal', {
    method: 'POST',
  })
}

export function useCancelMembershipRenewal(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelMembershipRenewal,
    onSuccess: (view) => {
      queryClient.setQueryData(revenueKeys.userMembership(), view)
      options.onSuccess?.()
    },
    onError: options.onError,
  })
}
