import { describe, expect, it } from 'vitest'
import { maskAccountNumber, paymentMethodInput } from './wallet.ts'

describe('wallet contract', () => {
  it('masks all but the last 4 digits', () => {
    expect(maskAccountNumber('1000-2345-6789')).toEqual({ lastFour: '6789', masked: '•••• 6789' })
    expect(maskAccountNumber('0911 22 33 44')).toEqual({ lastFour: '3344', masked: '•••• 3344' })
  })

  it('accepts only the providers of the chosen type and only 4 card digits', () => {
    const base = { accountNumber: '4242', accountHolderName: 'Abebe Kebede' }
    expect(
      paymentMethodInput.safeParse({ ...base, type: 'credit_card', provider: 'visa' }).success,
    ).toBe(true)
    expect(
      paymentMethodInput.safeParse({ ...base, type: 'credit_card', provider: 'telebirr' }).success,
    ).toBe(false)
    expect(
      paymentMethodInput.safeParse({
        ...base,
        type: 'credit_card',
        provider: 'visa',
        accountNumber: '4242424242424242',
      }).success,
    ).toBe(false)
  })
})
