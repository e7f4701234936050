import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdInput, SellerAd } from '#shared/contracts/ads.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { adKeys } from './query-keys.ts'

/** The whole form again; the edited ad goes back to review. */
export function updateAd({ id, ...input }: AdInput & { id: string }): Promise<SellerAd> {
  return apiFetch<SellerAd>(`/api/advertisements/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
  })
}

export function useUpdateAd(
  options: { onSuccess?: (ad: SellerAd) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateAd,
    onSuccess: async (ad) => {
      await queryClient.invalidateQueries({ queryKey: adKeys.all })
      options.onSuccess?.(ad)
    },
    onError: options.onError,
  })
}
