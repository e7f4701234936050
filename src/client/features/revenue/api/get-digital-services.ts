import { useQuery } from '@tanstack/react-query'
import type { DigitalService } from '#shared/contracts/revenue.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { revenueKeys } from './query-keys.ts'

export function getDigitalServices(
  category: string | undefined,
  signal?: AbortSignal,
): Promise<DigitalService[]> {
  const query = category ? `?category=${encodeURIComponent(category)}` : ''
  return apiFetch<DigitalService[]>(`/api/digital-services${query}`, { signal })
}

export function useDigitalServices(category?: string) {
  return useQuery({
    queryKey: revenueKeys.services(category),
    queryFn: ({ signal }) => getDigitalServices(category, signal),
  })
}
