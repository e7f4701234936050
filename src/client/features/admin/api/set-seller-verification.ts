import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminSeller } from '#shared/contracts/admin.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { adminKeys } from './query-keys.ts'

export function setSellerVerification(input: { sellerId: string; verified: boolean }) {
  return apiFetch<AdminSeller>(`/api/admin/sellers/${input.sellerId}/verification`, {
    method: 'POST',
    body: { verified: input.verified },
  })
}

export function useSetSellerVerification(
  options: { onSuccess?: (seller: AdminSeller) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setSellerVerification,
    onSuccess: async (seller) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.all })
      options.onSuccess?.(seller)
    },
    onError: options.onError,
  })
}
