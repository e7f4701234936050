import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdInput, SellerAd } from '#shared/contracts/ads.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { adKeys } from './query-keys.ts'

export function createAd(input: AdInput): Promise<SellerAd> {
  return apiFetch<SellerAd>('/api/advertisements', { method: 'POST', body: input })
}

export function useCreateAd(
  options: { onSuccess?: (ad: SellerAd) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createAd,
    onSuccess: async (ad) => {
      await queryClient.invalidateQueries({ queryKey: adKeys.all })
      options.onSuccess?.(ad)
    },
    onError: options.onError,
  })
}
