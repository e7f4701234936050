import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ExchangeRate } from '#shared/contracts/currencies.ts'
import { apiFetch } from './api-client.ts'

// One rate per currency pair, fetched once and shared by every price on the page; each price then
// converts locally with the same exact arithmetic and rounding as the server.

const RATE_FRESH_MS = 5 * 60_000

export const exchangeRateQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: ['exchange-rates', from, to] as const,
    queryFn: ({ signal }) =>
      apiFetch<ExchangeRate>(
        `/api/exchange-rates/${encodeURIComponent(from)}/${encodeURIComponent(to)}`,
        { signal },
      ),
    staleTime: RATE_FRESH_MS,
    retry: false,
  })

export function useExchangeRate(from: string, to: string, enabled = true) {
  return useQuery({ ...exchangeRateQueryOptions(from, to), enabled: enabled && from !== to })
}
