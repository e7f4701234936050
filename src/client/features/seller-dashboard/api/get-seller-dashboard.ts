import { useQuery } from '@tanstack/react-query'
import type { SellerDashboard } from '#shared/contracts/seller-dashboard.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { sellerDashboardKeys } from './query-keys.ts'

export function getSellerDashboard(signal?: AbortSignal): Promise<SellerDashboard> {
  return apiFetch<SellerDashboard>('/api/seller/dashboard', { signal })
}

export function useSellerDashboard() {
  return useQuery({
    queryKey: sellerDashboardKeys.all,
    queryFn: ({ signal }) => getSellerDashboard(signal),
  })
}
