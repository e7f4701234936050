import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { JoinMembershipInput, RevenueCheckout } from '#shared/contracts/revenue.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { revenueKeys } from './query-keys.ts'

export function joinMembership(input: JoinMembershipInput): Promise<RevenueCheckout> {
  return apiFetch<RevenueCheckout>('/api/buyer-memberships/user', { method: 'POST', body: input })
}

export function useJoinMembership(
  options: { onSuccess?: (result: RevenueCheckout) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: joinMembership,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: revenueKeys.userMembership() })
      options.onSuccess?.(result)
    },
    onError: options.onError,
  })
}
