import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdReviewInput, SellerAd } from '#shared/contracts/ads.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { adKeys } from './query-keys.ts'

export function reviewAd({ id, ...input }: AdReviewInput & { id: string }): Promise<SellerAd> {
  return apiFetch<SellerAd>(`/api/admin/advertisements/${encodeURIComponent(id)}/review`, {
    method: 'POST',
    body: input,
  })
}

export function useReviewAd(
  options: { onSuccess?: (ad: SellerAd) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: reviewAd,
    onSuccess: async (ad) => {
      await queryClient.invalidateQueries({ queryKey: adKeys.all })
      options.onSuccess?.(ad)
    },
    onError: options.onError,
  })
}
