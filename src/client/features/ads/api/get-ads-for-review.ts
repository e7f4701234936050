import { useQuery } from '@tanstack/react-query'
import type { AdApprovalStatus, AdForReview } from '#shared/contracts/ads.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { adKeys } from './query-keys.ts'

export function getAdsForReview(
  status: AdApprovalStatus,
  signal?: AbortSignal,
): Promise<AdForReview[]> {
  return apiFetch<AdForReview[]>(`/api/admin/advertisements?status=${status}`, { signal })
}

export function useAdsForReview(status: AdApprovalStatus) {
  return useQuery({
    queryKey: adKeys.review(status),
    queryFn: ({ signal }) => getAdsForReview(status, signal),
  })
}
