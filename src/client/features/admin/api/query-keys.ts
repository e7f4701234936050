import type {
  AdminSellersQuery,
  AdminServicesQuery,
  AdminUsersQuery,
} from '#shared/contracts/admin.ts'
import type { OutboxQuery } from '#shared/contracts/messaging.ts'

export const adminKeys = {
  all: ['admin'] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  sellers: (query: AdminSellersQuery) => [...adminKeys.all, 'sellers', query] as const,
  reviewQueue: () => [...adminKeys.all, 'review-queue'] as const,
  services: (query: AdminServicesQuery) => [...adminKeys.all, 'services', query] as const,
  users: (query: AdminUsersQuery) => [...adminKeys.all, 'users', query] as const,
  auditLog: (page: number) => [...adminKeys.all, 'audit-log', page] as const,
  affiliatePayouts: (page: number) => [...adminKeys.all, 'affiliate-payouts', page] as const,
  failedJobs: () => [...adminKeys.all, 'failed-jobs'] as const,
  outbox: (query: OutboxQuery) => [...adminKeys.all, 'outbox', query] as const,
}

/** Query string of the defined values only. */
export function toSearch(query: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' || typeof value === 'number') {
      if (value !== '') params.set(key, String(value))
    }
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
