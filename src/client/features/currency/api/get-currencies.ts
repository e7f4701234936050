import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Currency } from '#shared/contracts/currencies.ts'
import { apiFetch } from '#client/lib/api-client.ts'

/** Spec: the currency list is refreshed once it is older than five minutes. */
export const CURRENCY_CACHE_MS = 5 * 60_000

export const currenciesQueryKey = ['currencies'] as const

export function getCurrencies(signal?: AbortSignal): Promise<Currency[]> {
  return apiFetch<Currency[]>('/api/currencies', { signal })
}

export const currenciesQueryOptions = queryOptions({
  queryKey: currenciesQueryKey,
  queryFn: ({ signal }) => getCurrencies(signal),
  staleTime: CURRENCY_CACHE_MS,
})

export function useCurrencies() {
  return useQuery(currenciesQueryOptions)
}
