import type { TierUpdate, AdminTier } from '#shared/contracts/admin-settings.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { settingsKeys } from './query-keys.ts'
import { useSettingsMutation, type MutationCallbacks } from './use-settings-mutation.ts'

export function updateTier(input: { id: string; changes: TierUpdate }) {
  return apiFetch<AdminTier>(`/api/admin/tiers/${input.id}`, {
    method: 'PATCH',
    body: input.changes,
  })
}

export function useUpdateTier(options: MutationCallbacks<AdminTier> = {}) {
  return useSettingsMutation(updateTier, [settingsKeys.tiers()], options)
}
