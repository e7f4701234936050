import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BecomeSellerInput, SellerAccount, SessionUser } from '#shared/contracts/auth.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { meQueryKey } from '#client/lib/query-keys.ts'

export function becomeSeller(
  input: BecomeSellerInput,
): Promise<{ user: SessionUser; seller: SellerAccount }> {
  return apiFetch('/api/auth/become-seller', { method: 'POST', body: input })
}

export function useBecomeSeller(
  options: {
    onSuccess?: (result: { user: SessionUser; seller: SellerAccount }) => void
    onError?: (error: Error) => void
  } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: becomeSeller,
    onSuccess: async (result) => {
      queryClient.setQueryData(meQueryKey, result.user)
      await queryClient.invalidateQueries({ queryKey: meQueryKey })
      options.onSuccess?.(result)
    },
    onError: options.onError,
  })
}
