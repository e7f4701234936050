import { useQuery } from '@tanstack/react-query'
import type { StatementMonths } from '#shared/contracts/statements.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { useSignedInOnly } from '#client/lib/session.ts'
import { statementKeys } from './query-keys.ts'

export function getStatementMonths(signal?: AbortSignal): Promise<StatementMonths> {
  return apiFetch<StatementMonths>('/api/seller/statements', { signal })
}

export function useStatementMonths() {
  return useQuery({
    queryKey: statementKeys.months(),
    queryFn: ({ signal }) => getStatementMonths(signal),
    enabled: useSignedInOnly(),
  })
}
