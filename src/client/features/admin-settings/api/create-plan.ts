import type { PlanInput, AdminPlan } from '#shared/contracts/admin-settings.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { settingsKeys } from './query-keys.ts'
import { useSettingsMutation, type MutationCallbacks } from './use-settings-mutation.ts'

export function createPlan(body: PlanInput) {
  return apiFetch<AdminPlan>('/api/admin/subscription-plans', { method: 'POST', body })
}

export function useCreatePlan(options: MutationCallbacks<AdminPlan> = {}) {
  return useSettingsMutation(createPlan, [settingsKeys.plans()], options)
}
