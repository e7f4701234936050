import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SellerAd } from '#shared/contracts/ads.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { adKeys } from './query-keys.ts'

/** Pause (false) or resume (true) an ad. */
export function setAdActive({
  id,
  isActive,
}: {
  id: string
  isActive: boolean
}): Promise<SellerAd> {
  return apiFetch<SellerAd>(
    `/api/advertisements/${encodeURIComponent(id)}/${isActive ? 'resume' : 'pause'}`,
    { method: 'POST' },
  )
}

export function useSetAdActive(
  options: { onSuccess?: (ad: SellerAd) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setAdActive,
    onSuccess: async (ad) => {
      await queryClient.invalidateQueries({ queryKey: adKeys.all })
      options.onSuccess?.(ad)
    },
    onError: options.onError,
  })
}
