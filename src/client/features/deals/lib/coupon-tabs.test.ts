import { describe, expect, it } from 'vitest'
import type { Coupon } from '#shared/contracts/marketing.ts'
import { couponsForTab, runningFlashSales, timeLeft } from './coupon-tabs.ts'

const now = new Date('2026-03-01T12:00:00Z')
let seq = 0
function coupon(overrides: Partial<Coupon> = {}): Coupon {
  seq += 1
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    title: `Deal ${seq}`,
    description: null,
    couponCode: `CODE${seq}`,
    discountType: 'percentage',
    discountValue: '10.00',
    minimumPurchase: null,
    maxDiscount: null,
    isFlashSale: false,
    flashSaleEndTime: null,
    endDate: null,
    usageLimit: null,
    usedCount: 0,
    targetUserType: 'all',
    businessName: 'Selam',
    ...overrides,
  }
}

describe('couponsForTab', () => {
  const percent = coupon()
  const shipping = coupon({ discountType: 'free_shipping' })
  const fixed = coupon({ discountType: 'fixed_amount' })
  const bogo = coupon({ discountType: 'buy_one_get_one' })
  const bundle = coupon({ discountType: 'bundle_deal' })
  const all = [percent, shipping, fixed, bogo, bundle]

  it('puts each discount type under its tab, keeping the order', () => {
    expect(couponsForTab(all, 'all')).toEqual(all)
    expect(couponsForTab(all, 'percentage')).toEqual([percent])
    expect(couponsForTab(all, 'free_shipping')).toEqual([shipping])
    expect(couponsForTab(all, 'special')).toEqual([fixed, bogo, bundle])
  })

  it('answers an empty list for a tab without deals', () => {
    expect(couponsForTab([percent], 'special')).toEqual([])
  })
})

describe('runningFlashSales', () => {
  it('keeps flash sales whose end is still ahead, soonest first, at most three', () => {
    const later = coupon({ isFlashSale: true, flashSaleEndTime: '2026-03-01T20:00:00Z' })
    const soon = coupon({ isFlashSale: true, flashSaleEndTime: '2026-03-01T13:00:00Z' })
    const mid = coupon({ isFlashSale: true, flashSaleEndTime: '2026-03-01T15:00:00Z' })
    const fourth = coupon({ isFlashSale: true, flashSaleEndTime: '2026-03-02T15:00:00Z' })
    const ended = coupon({ isFlashSale: true, flashSaleEndTime: '2026-03-01T11:59:59Z' })
    const noEnd = coupon({ isFlashSale: true })
    const notFlash = coupon({ flashSaleEndTime: '2026-03-01T14:00:00Z' })
    expect(
      runningFlashSales([later, soon, ended, noEnd, notFlash, fourth, mid], now).map(
        (item) => item.id,
      ),
    ).toEqual([soon.id, mid.id, later.id])
  })
})

describe('timeLeft', () => {
  it('rounds up to whole minutes and answers null once the end has passed', () => {
    expect(timeLeft('2026-03-01T14:05:30Z', now)).toEqual({ hours: 2, minutes: 6 })
    expect(timeLeft('2026-03-01T12:00:01Z', now)).toEqual({ hours: 0, minutes: 1 })
    expect(timeLeft('2026-03-01T12:00:00Z', now)).toBeNull()
  })
})
