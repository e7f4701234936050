import { domainKeys, sharedKeys } from '#client/lib/query-keys.ts'

export const revenueKeys = {
  all: domainKeys.revenue,
  paymentMethods: () => [...revenueKeys.all, 'payment-methods'] as const,
  plans: () => [...revenueKeys.all, 'plans'] as const,
  subscription: sharedKeys.sellerSubscription,
  memberships: () => [...revenueKeys.all, 'memberships'] as const,
  userMembership: () => [...revenueKeys.all, 'user-membership'] as const,
  affiliate: () => [...revenueKeys.all, 'affiliate'] as const,
  services: (category?: string) => [...revenueKeys.all, 'services', { category }] as const,
  myServices: () => [...revenueKeys.all, 'my-services'] as const,
  purchasedOrders: () => [...revenueKeys.all, 'purchased-orders'] as const,
  soldOrders: () => [...revenueKeys.all, 'sold-orders'] as const,
}
