import { domainKeys } from '#client/lib/query-keys.ts'

export const sellerDashboardKeys = {
  all: domainKeys.sellerDashboard,
  /** `GET /api/seller/vacation` */
  vacation: () => [...domainKeys.sellerDashboard, 'vacation'] as const,
}
