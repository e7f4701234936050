import { describe, expect, it } from 'vitest'
import {
  addMoney,
  compareMoney,
  discountPercent,
  formatMoney,
  isMoney,
  multiplyMoney,
  roundMoney,
} from './money.ts'

// Intl separates the symbol with a no-break space; compare with plain spaces.
const plain = (text: string) => text.replace(/\u00a0/g, ' ')

describe('money', () => {
  it('adds exactly where floats drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3)
    expect(addMoney('0.10', '0.20')).toBe('0.30')
    expect(addMoney('19999999999.99', '0.01')).toBe('20000000000.00')
    expect(addMoney()).toBe('0.00')
  })

  it('multiplies and rounds half up to santim', () => {
    expect(multiplyMoney('1250.00', '0.15')).toBe('187.50')
    expect(multiplyMoney('10.005', 1)).toBe('10.01')
    expect(roundMoney('0.000000015', 8)).toBe('0.00000002')
  })

  it('compares and validates decimal text', () => {
    expect(compareMoney('10.00', '9.99')).toBe(1)
    expect(compareMoney('10', '10.00')).toBe(0)
    expect(isMoney('12.50')).toBe(true)
    expect(isMoney('-1')).toBe(false)
    expect(isMoney('1e3')).toBe(false)
  })

  it('gives the rounded percent off for the discount badge', () => {
    expect(discountPercent('1000.00', '750.00')).toBe(25)
    expect(discountPercent('300', '199')).toBe(34)
    expect(discountPercent('300', null)).toBe(0)
    expect(discountPercent('0', '0')).toBe(0)
  })

  it('formats birr for Amharic and English readers', () => {
    expect(plain(formatMoney('1250.5', 'ETB', 'am'))).toBe('ብር 1,250.50')
    expect(plain(formatMoney('1250.5', 'ETB', 'en'))).toBe('ETB 1,250.50')
    expect(plain(formatMoney('12.3', 'USD', 'en'))).toBe('$12.30')
  })

  it('keeps very large amounts exact when formatting', () => {
    expect(plain(formatMoney('12345678901234.56', 'ETB', 'en'))).toBe('ETB 12,345,678,901,234.56')
  })

  it('falls back to symbol and fixed decimals when the code is unknown to Intl', () => {
    expect(plain(formatMoney('1.5', 'NOT-A-CODE', 'en', { symbol: '¤' }))).toBe('¤1.50')
    expect(plain(formatMoney('1.5', 'NOT-A-CODE', 'en'))).toBe('1.50')
  })
})
