import { queryOptions, useQuery } from '@tanstack/react-query'
import type { WalletCredit } from '#shared/contracts/returns.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { useSignedInOnly } from '#client/lib/session.ts'
import { returnKeys } from './query-keys.ts'

export function getWalletCredit(signal?: AbortSignal): Promise<WalletCredit> {
  return apiFetch<WalletCredit>('/api/wallet-credit', { signal })
}

export function walletCreditQueryOptions() {
  return queryOptions({
    queryKey: returnKeys.walletCredit(),
    queryFn: ({ signal }) => getWalletCredit(signal),
  })
}

/** The signed-in user's wallet credit (refunds taken as credit). */
export function useWalletCredit() {
  return useQuery({ ...walletCreditQueryOptions(), enabled: useSignedInOnly() })
}
