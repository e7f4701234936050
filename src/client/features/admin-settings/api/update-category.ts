import type { CategoryUpdate, AdminCategory } from '#shared/contracts/admin-settings.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { settingsKeys } from './query-keys.ts'
import { useSettingsMutation, type MutationCallbacks } from './use-settings-mutation.ts'

export function updateCategory(input: { id: string; changes: CategoryUpdate }) {
  return apiFetch<AdminCategory>(`/api/admin/categories/${input.id}`, {
    method: 'PATCH',
    body: input.changes,
  })
}

export function useUpdateCategory(options: MutationCallbacks<AdminCategory> = {}) {
  return useSettingsMutation(updateCategory, [settingsKeys.categories()], options)
}
