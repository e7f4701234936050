import type { CurrencyUpdate, AdminCurrency } from '#shared/contracts/admin-settings.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { settingsKeys } from './query-keys.ts'
import { useSettingsMutation, type MutationCallbacks } from './use-settings-mutation.ts'

export function updateCurrency(input: { id: string; changes: CurrencyUpdate }) {
  return apiFetch<AdminCurrency>(`/api/admin/currencies/${input.id}`, {
    method: 'PATCH',
    body: input.changes,
  })
}

export function useUpdateCurrency(options: MutationCallbacks<AdminCurrency> = {}) {
  return useSettingsMutation(updateCurrency, [settingsKeys.currencies()], options)
}
