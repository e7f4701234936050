import { useQuery } from '@tanstack/react-query'
import type { SubscriptionPlan } from '#shared/contracts/revenue.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { revenueKeys } from './query-keys.ts'

export function getPlans(signal?: AbortSignal): Promise<SubscriptionPlan[]> {
  return apiFetch<SubscriptionPlan[]>('/api/subscription-plans', { signal })
}

export function usePlans() {
  return useQuery({ queryKey: revenueKeys.plans(), queryFn: ({ signal }) => getPlans(signal) })
}
