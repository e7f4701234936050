import { domainKeys } from '#client/lib/query-keys.ts'

export const sellerDashboardKeys = {
  all: domainKeys.sellerDashboard,
}
