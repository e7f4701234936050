import { describe, expect, it } from 'vitest'
import { formatDisplayMoney as format } from './money-display.ts'

// Intl puts a no-break space between code and amount.
const formatDisplayMoney = (...args: Parameters<typeof format>) =>
  format(...args).replace(/\u00a0/g, ' ')

describe('formatDisplayMoney', () => {
  it('shows the converted amount with the birr charged beside it', () => {
    const text = formatDisplayMoney('747.00', 'ETB', 'USD', { rate: '0.00644', decimals: 2 }, 'en')
    expect(text).toBe('$4.81 (ETB 747.00)')
  })

  it('shows birr alone when the viewer reads birr or the rate is not there yet', () => {
    expect(formatDisplayMoney('747.00', 'ETB', 'ETB', undefined, 'en')).toBe('ETB 747.00')
    expect(formatDisplayMoney('747.00', 'ETB', 'USD', undefined, 'en')).toBe('ETB 747.00')
  })

  it('keeps a cryptocurrency to its own decimals', () => {
    const text = formatDisplayMoney(
      '1000.00',
      'ETB',
      'BTC',
      { rate: '0.0000000612', decimals: 8 },
      'en',
    )
    expect(text).toContain('0.00006120')
    expect(text).toContain('(ETB 1,000.00)')
  })
})
