import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { StoreVacation, StoreVacationInput } from '#shared/contracts/store-vacation.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { domainKeys } from '#client/lib/query-keys.ts'
import { sellerDashboardKeys } from './query-keys.ts'

export function setVacation(input: StoreVacationInput): Promise<StoreVacation> {
  return apiFetch<StoreVacation>('/api/seller/vacation', { method: 'PUT', body: input })
}

/** Pauses the store until a date, or (a null date) opens it; the catalogue shows it at once. */
export function useSetVacation(
  options: { onSuccess?: (vacation: StoreVacation) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setVacation,
    onSuccess: async (vacation) => {
      queryClient.setQueryData(sellerDashboardKeys.vacation(), vacation)
      await Promise.all(
        [domainKeys.catalog, domainKeys.cart].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      )
      options.onSuccess?.(vacation)
    },
    onError: options.onError,
  })
}
