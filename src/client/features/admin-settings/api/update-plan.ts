import type { PlanUpdate, AdminPlan } from '#shared/contracts/admin-settings.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { settingsKeys } from './query-keys.ts'
import { useSettingsMutation, type MutationCallbacks } from './use-settings-mutation.ts'

export function updatePlan(input: { id: string; changes: PlanUpdate }) {
  return apiFetch<AdminPlan>(`/api/admin/subscription-plans/${input.id}`, {
    method: 'PATCH',
    body: input.changes,
  })
}

export function useUpdatePlan(options: MutationCallbacks<AdminPlan> = {}) {
  return useSettingsMutation(updatePlan, [settingsKeys.plans()], options)
}
