import type { MembershipInput, AdminMembership } from '#shared/contracts/admin-settings.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { settingsKeys } from './query-keys.ts'
import { useSettingsMutation, type MutationCallbacks } from './use-settings-mutation.ts'

export function createMembership(body: MembershipInput) {
  return apiFetch<AdminMembership>('/api/admin/buyer-memberships', { method: 'POST', body })
}

export function useCreateMembership(options: MutationCallbacks<AdminMembership> = {}) {
  return useSettingsMutation(createMembership, [settingsKeys.memberships()], options)
}
