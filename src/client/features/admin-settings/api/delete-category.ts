import { apiFetch } from '#client/lib/api-client.ts'
import { settingsKeys } from './query-keys.ts'
import { useSettingsMutation, type MutationCallbacks } from './use-settings-mutation.ts'

/** Deletes an unused category; the server refuses (409) one that has products. */
export function deleteCategory(id: string) {
  return apiFetch<void>(`/api/admin/categories/${id}`, { method: 'DELETE' })
}

export function useDeleteCategory(options: MutationCallbacks<void> = {}) {
  return useSettingsMutation(deleteCategory, [settingsKeys.categories()], options)
}
