import { useQuery } from '@tanstack/react-query'
import type { SellerStatement } from '#shared/contracts/statements.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { useSignedInOnly } from '#client/lib/session.ts'
import { statementKeys } from './query-keys.ts'

export function getStatement(month: string, signal?: AbortSignal): Promise<SellerStatement> {
  return apiFetch<SellerStatement>(`/api/seller/statements/${encodeURIComponent(month)}`, {
    signal,
  })
}

export function useStatement(month: string | undefined) {
  const signedIn = useSignedInOnly(Boolean(month))
  return useQuery({
    queryKey: statementKeys.month(month ?? ''),
    queryFn: ({ signal }) => getStatement(month!, signal),
    enabled: signedIn,
  })
}
