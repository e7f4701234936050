import { describe, expect, it } from 'vitest'
import { couponInput, couponRuleErrors, generateCouponCode } from './seller-coupons.ts'

describe('generateCouponCode', () => {
  it('starts percentage coupons with SAVE and the others with GET, then 6 characters', () => {
    expect(generateCouponCode('percentage')).toMatch(/^SAVE[A-Z0-9]{6}$/)
    for (const type of [
      'fixed_amount',
      'buy_one_get_one',
      'free_shipping',
      'bundle_deal',
    ] as const) {
      expect(generateCouponCode(type)).toMatch(/^GET[A-Z0-9]{6}$/)
    }
  })

  it('draws every character from the upper-case alphabet and digits', () => {
    let next = 0
    const sequence = [0, 25, 26, 35, 1, 2]
    expect(generateCouponCode('percentage', () => sequence[next++]!)).toBe('SAVEAZ09BC')
  })
})

describe('coupon rules', () => {
  it('wants a whole percentage up to 100 and an end after the start', () => {
    expect(couponRuleErrors({ discountType: 'percentage', discountValue: '100' })).toEqual({})
    expect(couponRuleErrors({ discountType: 'percentage', discountValue: '100.00' })).toEqual({})
    expect(couponRuleErrors({ discountType: 'percentage', discountValue: '101' })).toEqual({
      discountValue: 'validation.percentageMax',
    })
    expect(couponRuleErrors({ discountType: 'percentage', discountValue: '7.5' })).toEqual({
      discountValue: 'validation.percentageWhole',
    })
    expect(couponRuleErrors({ discountType: 'fixed_amount', discountValue: '750.25' })).toEqual({})
    expect(
      couponRuleErrors({
        discountType: 'free_shipping',
        discountValue: '1',
        startDate: '2026-02-01T00:00:00Z',
        endDate: '2026-01-01T00:00:00Z',
      }),
    ).toEqual({ endDate: 'validation.endBeforeStart' })
  })

  it('fills the defaults of the spec and upper-cases the code', () => {
    const parsed = couponInput.parse({
      title: 'Gena',
      discountType: 'fixed_amount',
      discountValue: '50',
      couponCode: 'get12ab34',
    })
    expect(parsed).toMatchObject({
      couponCode: 'GET12AB34',
      usagePerUser: 1,
      priority: 0,
      targetUserType: 'all',
      isActive: true,
      isFlashSale: false,
      productIds: [],
    })
  })
})
