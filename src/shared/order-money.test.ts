import { describe, expect, it } from 'vitest'
import { commissionOf, reassignedDeliveryShare, salesAmount, sellerNetOf } from './order-money.ts'

describe('money per party', () => {
  it('the reviewer’s order: 2 × 410, coupon −123, 7 % commission → the seller nets 648.21', () => {
    const commission = commissionOf(salesAmount('820.00', '123.00'), '0.0700')
    expect(salesAmount('820.00', '123.00')).toBe('697.00')
    expect(commission).toBe('48.79')
    expect(
      sellerNetOf({
        itemsAmount: '820.00',
        discountAmount: '123.00',
        commissionAmount: commission,
        sellerDeliveryShare: '0.00',
      }),
    ).toBe('648.21')
  })

  it('rounds the commission half up to the cent', () => {
    expect(commissionOf('100.50', '0.0750')).toBe('7.54')
    expect(commissionOf('0', '0.0800')).toBe('0.00')
  })

  it('charges the seller a dearer courier’s difference and leaves them a cheaper one’s', () => {
    expect(reassignedDeliveryShare({ plannedFee: '50.00', newFee: '228.00' })).toBe('178.00')
    expect(reassignedDeliveryShare({ plannedFee: '50.00', newFee: '30.00' })).toBe('-20.00')
    expect(
      sellerNetOf({
        itemsAmount: '820.00',
        discountAmount: '0',
        commissionAmount: '57.40',
        sellerDeliveryShare: '-20.00',
      }),
    ).toBe('782.60')
  })

  it('never counts a discount above the items as negative sales', () => {
    expect(salesAmount('100.00', '120.00')).toBe('0.00')
  })
})
