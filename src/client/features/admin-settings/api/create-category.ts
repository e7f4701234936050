import type { CategoryInput, AdminCategory } from '#shared/contracts/admin-settings.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { settingsKeys } from './query-keys.ts'
import { useSettingsMutation, type MutationCallbacks } from './use-settings-mutation.ts'

export function createCategory(body: CategoryInput) {
  return apiFetch<AdminCategory>('/api/admin/categories', { method: 'POST', body })
}

export function useCreateCategory(options: MutationCallbacks<AdminCategory> = {}) {
  return useSettingsMutation(createCategory, [settingsKeys.categories()], options)
}
