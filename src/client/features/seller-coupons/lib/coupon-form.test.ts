import { describe, expect, it } from 'vitest'
import type { SellerCoupon } from '#shared/contracts/seller-coupons.ts'
import { couponFormResolver, couponToForm, emptyCouponForm, formToCoupon } from './coupon-form.ts'
import { couponsForTab, topCoupons } from './coupon-groups.ts'

const now = new Date('2026-03-10T09:00:00Z')

const coupon = (overrides: Partial<SellerCoupon> = {}): SellerCoupon => ({
  id: crypto.randomUUID(),
  businessName: 'Store',
  businessPhone: null,
  businessEmail: null,
  businessAddress: null,
  title: 'Sale',
  description: null,
  discountType: 'percentage',
  discountValue: '15.00',
  minimumPurchase: null,
  maxDiscount: null,
  couponCode: 'SAVEABC123',
  usageLimit: null,
  usagePerUser: 1,
  usedCount: 0,
  categoryId: null,
  productIds: [],
  targetUserType: 'all',
  startDate: '2026-03-01T00:00:00.000Z',
  endDate: null,
  isActive: true,
  isFlashSale: false,
  flashSaleEndTime: null,
  priority: 0,
  termsAndConditions: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  analytics: { uses: 0, discountGiven: '0.00', revenue: '0.00', conversionRate: null },
  ...overrides,
})

describe('coupon form', () => {
  it('starts now and ends 30 days later by default', () => {
    const body = formToCoupon(
      { ...emptyCouponForm(now), title: 'Fasika', discountValue: '10', couponCode: 'SAVE12AB34' },
      { now },
    )
    expect(body.startDate).toBe(now.toISOString())
    expect(body.endDate).toBe('2026-04-09T20:59:59.000Z')
    expect(body).toMatchObject({
      usagePerUser: 1,
      usageLimit: null,
      priority: 0,
      minimumPurchase: null,
    })
  })

  it('round-trips a stored coupon and keeps its start time and products', () => {
    const stored = coupon({ productIds: ['5b3f3c1e-6c57-4f8e-9d59-7c5b3b1b2f10'], usageLimit: 50 })
    const body = formToCoupon(couponToForm(stored), {
      now,
      productIds: stored.productIds,
      originalStart: stored.startDate,
    })
    expect(body).toMatchObject({
      discountValue: '15',
      usageLimit: 50,
      startDate: stored.startDate,
      endDate: null,
      productIds: stored.productIds,
    })
  })

  it('reports the contract rules per field', async () => {
    const result = await couponFormResolver(
      {
        ...emptyCouponForm(now),
        title: '',
        discountValue: '120',
        couponCode: 'x',
        usagePerUser: '0',
      },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    )
    expect(Object.keys(result.errors).sort()).toEqual([
      'couponCode',
      'discountValue',
      'title',
      'usagePerUser',
    ])
    expect(result.errors.discountValue?.message).toBe('validation.percentageMax')
  })

  it('says the discount is missing, not that a price is invalid', async () => {
    const options = { fields: {}, shouldUseNativeValidation: false }
    const empty = await couponFormResolver(
      { ...emptyCouponForm(now), discountValue: '' },
      undefined,
      options,
    )
    expect(empty.errors.discountValue?.message).toBe('validation.discountRequired')
    const zero = await couponFormResolver(
      { ...emptyCouponForm(now), discountValue: '0' },
      undefined,
      options,
    )
    expect(zero.errors.discountValue?.message).toBe('validation.discountValue')
  })
})

describe('coupon groups', () => {
  it('splits active, inactive and running flash sales', () => {
    const list = [
      coupon(),
      coupon({ isActive: false }),
      coupon({ isFlashSale: true }),
      coupon({ isFlashSale: true, isActive: false }),
    ]
    expect(couponsForTab(list, 'active')).toHaveLength(2)
    expect(couponsForTab(list, 'inactive')).toHaveLength(2)
    expect(couponsForTab(list, 'flash')).toEqual([list[2]])
  })

  it('ranks the five most used coupons', () => {
    const uses = [3, 0, 9, 1, 4, 7, 2]
    const list = uses.map((count) =>
      coupon({
        analytics: { uses: count, discountGiven: '0.00', revenue: '0.00', conversionRate: null },
      }),
    )
    expect(topCoupons(list).map((item) => item.analytics.uses)).toEqual([9, 7, 4, 3, 2])
  })
})
