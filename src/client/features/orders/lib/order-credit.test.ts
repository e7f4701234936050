import { describe, expect, it } from 'vitest'
import type { Order } from '#shared/contracts/orders.ts'
import { cancelledMoney } from './order-credit.ts'

const order = (totalAmount: string, payment: Order['payment']) =>
  ({ totalAmount, payment }) as Order

describe('cancelledMoney', () => {
  it('splits a cancelled order into the credit back and the rest owed through the payment', () => {
    const paid = {
      id: '00000000-0000-4000-8000-000000000001',
      method: 'sandbox' as const,
      refund: 'refund_pending' as const,
    }
    expect(cancelledMoney(order('1280.00', { ...paid, walletCredit: '410.00' }))).toEqual({
      credit: '410.00',
      paidInCredit: true,
      owed: '870.00',
    })
    expect(cancelledMoney(order('460.00', { ...paid, walletCredit: '460.00' })).owed).toBe('0.00')
    expect(cancelledMoney(order('460.00', null))).toEqual({
      credit: '0.00',
      paidInCredit: false,
      owed: '460.00',
    })
  })
})
