import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AffiliatePayoutPaid } from '#shared/contracts/admin.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { adminKeys } from './query-keys.ts'

export function markAffiliatePayoutPaid(affiliateId: string) {
  return apiFetch<AffiliatePayoutPaid>(`/api/admin/affiliate-payouts/${affiliateId}/paid`, {
    method: 'POST',
  })
}

export function useMarkAffiliatePayoutPaid(
  options: {
    onSuccess?: (result: AffiliatePayoutPaid) => void
    onError?: (error: Error) => void
  } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markAffiliatePayoutPaid,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.all })
      options.onSuccess?.(result)
    },
    onError: options.onError,
  })
}
