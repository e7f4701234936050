import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AuditLogEntry, Paged } from '#shared/contracts/admin.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { adminKeys, toSearch } from './query-keys.ts'

export function getAuditLog(page: number, signal?: AbortSignal) {
  return apiFetch<Paged<AuditLogEntry>>(`/api/admin/audit-log${toSearch({ page })}`, { signal })
}

export function useAuditLog(page: number) {
  return useQuery({
    queryKey: adminKeys.auditLog(page),
    queryFn: ({ signal }) => getAuditLog(page, signal),
    placeholderData: keepPreviousData,
  })
}
