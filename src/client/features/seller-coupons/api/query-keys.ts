import { domainKeys } from '#client/lib/query-keys.ts'

/** The seller's coupons; their use figures also show on the dashboard (promotions). */
export const sellerCouponKeys = {
  all: domainKeys.sellerCoupons,
  dependents: [domainKeys.sellerCoupons, domainKeys.sellerDashboard] as const,
}
