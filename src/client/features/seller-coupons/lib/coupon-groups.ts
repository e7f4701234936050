import type { SellerCoupon } from '#shared/contracts/seller-coupons.ts'
import { compareMoney } from '#shared/money.ts'

export const COUPON_TABS = ['active', 'inactive', 'flash', 'analytics'] as const
export type CouponTab = (typeof COUPON_TABS)[number]

/** The coupons a list tab shows: switched on, switched off, or running flash sales. */
export function couponsForTab(coupons: SellerCoupon[], tab: Exclude<CouponTab, 'analytics'>) {
  switch (tab) {
    case 'active':
      return coupons.filter((coupon) => coupon.isActive)
    case 'inactive':
      return coupons.filter((coupon) => !coupon.isActive)
    case 'flash':
      return coupons.filter((coupon) => coupon.isFlashSale && coupon.isActive)
  }
}

/** The five most used coupons (ties: more revenue first); unused ones are not "top". */
export function topCoupons(coupons: SellerCoupon[], limit = 5) {
  return coupons
    .filter((coupon) => coupon.analytics.uses > 0)
    .sort(
      (a, b) =>
        b.analytics.uses - a.analytics.uses ||
        compareMoney(b.analytics.revenue, a.analytics.revenue),
    )
    .slice(0, limit)
}

/** Whether the coupon's end date has passed. */
export function isExpired(coupon: SellerCoupon, now = new Date()) {
  return coupon.endDate !== null && new Date(coupon.endDate) < now
}
