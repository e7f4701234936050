import { describe, expect, it } from 'vitest'
import {
  couponRejection,
  type PricingCoupon,
  type PricingLine,
  summarizeCheckout,
} from './checkout-pricing.ts'

const line = (
  productId: string,
  unitPrice: string,
  quantity: number,
  sellerId = 's1',
  categoryId = 'c1',
): PricingLine => ({
  productId,
  sellerId,
  categoryId,
  unitPrice,
  quantity,
})

const coupon = (overrides: Partial<PricingCoupon>): PricingCoupon => ({
  sellerId: null,
  discountType: 'percentage',
  discountValue: '10',
  minimumPurchase: null,
  maxDiscount: null,
  categoryId: null,
  productIds: null,
  ...overrides,
})

describe('summarizeCheckout', () => {
  it('adds items and one delivery fee per seller, on its first line, exactly', () => {
    const summary = summarizeCheckout({
      lines: [line('a', '0.10', 3), line('b', '0.20', 1), line('c', '19.99', 1, 's2')],
      deliveryFees: { s1: '45.55', s2: '10.00' },
    })
    expect(summary).toMatchObject({
      itemsTotal: '20.49',
      deliveryTotal: '55.55',
      discount: '0.00',
      grandTotal: '76.04',
    })
    expect(summary.lines.map((l) => l.deliveryFee)).toEqual(['45.55', '0.00', '10.00'])
    expect(summary.sellers).toEqual([
      {
        sellerId: 's1',
        itemsTotal: '0.50',
        deliveryFee: '45.55',
        discount: '0.00',
        total: '46.05',
      },
      {
        sellerId: 's2',
        itemsTotal: '19.99',
        deliveryFee: '10.00',
        discount: '0.00',
        total: '29.99',
      },
    ])
  })

  it('percentage rounds per line and respects the max discount', () => {
    const lines = [line('a', '33.33', 1), line('b', '66.67', 1)]
    expect(
      summarizeCheckout({ lines, deliveryFees: {}, coupon: coupon({ discountValue: '15' }) })
        .discount,
    ).toBe('15.00')
    const capped = summarizeCheckout({
      lines,
      deliveryFees: {},
      coupon: coupon({ discountValue: '50', maxDiscount: '10.00' }),
    })
    expect(capped.discount).toBe('10.00')
    expect(capped.lines.map((l) => l.discount)).toEqual(['3.33', '6.67'])
  })

  it('a fixed amount never exceeds what it discounts', () => {
    const summary = summarizeCheckout({
      lines: [line('a', '5.00', 1)],
      deliveryFees: { s1: '20.00' },
      coupon: coupon({ discountType: 'fixed_amount', discountValue: '50.00' }),
    })
    expect(summary).toMatchObject({ discount: '5.00', grandTotal: '20.00' })
  })

  it('free shipping removes only the fees of sellers with qualifying lines', () => {
    const summary = summarizeCheckout({
      lines: [line('a', '10.00', 1), line('b', '10.00', 1, 's2')],
      deliveryFees: { s1: '30.00', s2: '40.00' },
      coupon: coupon({ discountType: 'free_shipping', sellerId: 's2' }),
    })
    expect(summary).toMatchObject({ discount: '40.00', grandTotal: '50.00' })
  })

  it('buy one get one frees floor(n/2) cheapest qualifying units', () => {
    const summary = summarizeCheckout({
      lines: [line('a', '10.00', 1), line('b', '25.00', 2), line('c', '5.00', 2, 's1', 'other')],
      deliveryFees: {},
      coupon: coupon({ discountType: 'buy_one_get_one', categoryId: 'c1' }),
    })
    // Qualifying units 10, 25, 25 → one free, the 10.00 one.
    expect(summary.discount).toBe('10.00')
  })

  it('bundle deal takes its percent off once 2+ qualifying units are in the cart', () => {
    const bundle = coupon({
      discountType: 'bundle_deal',
      discountValue: '20',
      productIds: ['a', 'b'],
    })
    expect(couponRejection(bundle, [line('a', '10.00', 1)])).toBe('coupon.notApplicable')
    const lines = [line('a', '10.00', 1), line('b', '15.00', 1), line('z', '100.00', 1)]
    expect(couponRejection(bundle, lines)).toBeNull()
    expect(summarizeCheckout({ lines, deliveryFees: {}, coupon: bundle }).discount).toBe('5.00')
  })

  it('checks the minimum purchase on the qualifying items only, and the seller scope', () => {
    const lines = [line('a', '50.00', 1), line('b', '500.00', 1, 's2')]
    expect(couponRejection(coupon({ sellerId: 's1', minimumPurchase: '100.00' }), lines)).toBe(
      'coupon.minimumPurchase',
    )
    expect(couponRejection(coupon({ sellerId: 's1', minimumPurchase: '50.00' }), lines)).toBeNull()
    expect(couponRejection(coupon({ sellerId: 's3' }), lines)).toBe('coupon.notApplicable')
  })
})
