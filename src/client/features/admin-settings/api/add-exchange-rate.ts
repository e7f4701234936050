import type { AdminRate, RateInput } from '#shared/contracts/admin-settings.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { settingsKeys } from './query-keys.ts'
import { useSettingsMutation, type MutationCallbacks } from './use-settings-mutation.ts'

export function addExchangeRate(body: RateInput) {
  return apiFetch<AdminRate>('/api/admin/exchange-rates', { method: 'POST', body })
}

export function useAddExchangeRate(options: MutationCallbacks<AdminRate> = {}) {
  return useSettingsMutation(addExchangeRate, [settingsKeys.rates()], options)
}
