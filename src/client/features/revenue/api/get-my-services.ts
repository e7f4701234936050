import { useQuery } from '@tanstack/react-query'
import type { DigitalService } from '#shared/contracts/revenue.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { revenueKeys } from './query-keys.ts'

export function getMyServices(signal?: AbortSignal): Promise<DigitalService[]> {
  return apiFetch<DigitalService[]>('/api/digital-services/mine', { signal })
}

export function useMyServices(enabled: boolean) {
  return useQuery({
    queryKey: revenueKeys.myServices(),
    queryFn: ({ signal }) => getMyServices(signal),
    enabled,
  })
}
