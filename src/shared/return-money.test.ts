import Big from 'big.js'
import { describe, expect, it } from 'vitest'
import { returnMoney, sellerChargeOf, shareOf } from './return-money.ts'

const line = {
  quantity: 3,
  itemsAmount: '1000.00',
  discountAmount: '0.01',
  commissionAmount: '79.99',
  cashbackAmount: '10.00',
}

describe('return money', () => {
  it('a return of every unit reverses exactly the stored amounts', () => {
    const money = returnMoney({
      order: line,
      quantity: 3,
      returnShippingFee: '0',
      returnShippingPaidBy: 'seller',
    })
    expect(money).toEqual({
      salesReversed: '999.99',
      commissionReversed: '79.99',
      sellerNetReversed: '920.00',
      cashbackReversed: '10.00',
      returnShippingFee: '0.00',
      refundAmount: '999.99',
    })
  })

  it('a part return rounds each share down to the santim; the parts always add up', () => {
    const money = returnMoney({
      order: line,
      quantity: 1,
      returnShippingFee: '0',
      returnShippingPaidBy: 'seller',
    })
    // 999.99 / 3 = 333.33 (333.33|0); 79.99 / 3 = 26.66 (26.663…); 10 / 3 = 3.33 (3.333…).
    expect(money).toMatchObject({
      salesReversed: '333.33',
      commissionReversed: '26.66',
      sellerNetReversed: '306.67',
      cashbackReversed: '3.33',
    })
    expect(new Big(money.sellerNetReversed).plus(money.commissionReversed).toFixed(2)).toBe(
      money.salesReversed,
    )
    // Two units: 666.66, 53.32 — never more than the whole.
    expect(shareOf('999.99', 2, 3)).toBe('666.66')
    expect(shareOf('79.99', 2, 3)).toBe('53.32')
  })

  it('the buyer’s trip back comes off the refund, never below zero; the seller’s goes on their charge', () => {
    const order = { ...line, quantity: 1, itemsAmount: '100.00', discountAmount: '0' }
    const buyerPays = returnMoney({
      order,
      quantity: 1,
      returnShippingFee: '45.50',
      returnShippingPaidBy: 'buyer',
    })
    expect(buyerPays.refundAmount).toBe('54.50')
    expect(sellerChargeOf({ ...buyerPays, returnShippingPaidBy: 'buyer' })).toBe(
      buyerPays.sellerNetReversed,
    )
    const dear = returnMoney({
      order,
      quantity: 1,
      returnShippingFee: '150.00',
      returnShippingPaidBy: 'buyer',
    })
    expect(dear.refundAmount).toBe('0.00')
    const sellerPays = returnMoney({
      order,
      quantity: 1,
      returnShippingFee: '45.50',
      returnShippingPaidBy: 'seller',
    })
    expect(sellerPays.refundAmount).toBe('100.00')
    expect(sellerChargeOf({ ...sellerPays, returnShippingPaidBy: 'seller' })).toBe(
      new Big(sellerPays.sellerNetReversed).plus('45.50').toFixed(2),
    )
  })

  it('never reverses more commission than sales, and refuses an impossible quantity', () => {
    const money = returnMoney({
      order: { ...line, quantity: 1, itemsAmount: '100.00', discountAmount: '95.00' },
      quantity: 1,
      returnShippingFee: '0',
      returnShippingPaidBy: 'seller',
    })
    expect(money).toMatchObject({ salesReversed: '5.00', commissionReversed: '5.00' })
    expect(money.sellerNetReversed).toBe('0.00')
    expect(() => shareOf('10', 0, 3)).toThrow(RangeError)
    expect(() => shareOf('10', 4, 3)).toThrow(RangeError)
  })
})
