import type { MembershipUpdate, AdminMembership } from '#shared/contracts/admin-settings.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { settingsKeys } from './query-keys.ts'
import { useSettingsMutation, type MutationCallbacks } from './use-settings-mutation.ts'

export function updateMembership(input: { id: string; changes: MembershipUpdate }) {
  return apiFetch<AdminMembership>(`/api/admin/buyer-memberships/${input.id}`, {
    method: 'PATCH',
    body: input.changes,
  })
}

export function useUpdateMembership(options: MutationCallbacks<AdminMembership> = {}) {
  return useSettingsMutation(updateMembership, [settingsKeys.memberships()], options)
}
