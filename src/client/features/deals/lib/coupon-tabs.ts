import type { Coupon } from '#shared/contracts/marketing.ts'
import { FLASH_SALES_SHOWN } from '#shared/contracts/marketing.ts'

export const DEAL_TABS = ['all', 'percentage', 'free_shipping', 'special'] as const
export type DealTab = (typeof DEAL_TABS)[number]

// "Special offers" gathers every deal that is neither a percentage nor free shipping: fixed
// amounts off, buy-one-get-one and bundles.
const SPECIAL_TYPES = new Set(['fixed_amount', 'buy_one_get_one', 'bundle_deal'])

export function couponsForTab(coupons: readonly Coupon[], tab: DealTab): Coupon[] {
  switch (tab) {
    case 'all':
      return [...coupons]
    case 'percentage':
    case 'free_shipping':
      return coupons.filter((coupon) => coupon.discountType === tab)
    case 'special':
      return coupons.filter((coupon) => SPECIAL_TYPES.has(coupon.discountType))
  }
}

/** Flash sales still running at `now`, soonest ending first, at most three. */
export function runningFlashSales(coupons: readonly Coupon[], now: Date): Coupon[] {
  return coupons
    .filter(
      (coupon) =>
        coupon.isFlashSale &&
        coupon.flashSaleEndTime !== null &&
        new Date(coupon.flashSaleEndTime).getTime() > now.getTime(),
    )
    .sort(
      (a, b) => new Date(a.flashSaleEndTime!).getTime() - new Date(b.flashSaleEndTime!).getTime(),
    )
    .slice(0, FLASH_SALES_SHOWN)
}

/** "2h 05m" style parts until the end, or null once it has passed. */
export function timeLeft(end: string, now: Date): { hours: number; minutes: number } | null {
  const ms = new Date(end).getTime() - now.getTime()
  if (ms <= 0) return null
  const totalMinutes = Math.ceil(ms / 60_000)
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 }
}
