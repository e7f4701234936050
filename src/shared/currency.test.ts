import { describe, expect, it } from 'vitest'
import {
  convertAmount,
  crossRate,
  currencyForLanguage,
  initialCurrency,
  inverseRate,
  isDecimalAmount,
  normalizeDecimal,
  resolveRate,
  type RateQuote,
} from './currency.ts'

describe('convertAmount', () => {
  it('multiplies exactly and rounds half-up to the given places', () => {
    expect(convertAmount('0.3', '155.4', 2)).toBe('46.62')
    expect(convertAmount('1', '0.125', 2)).toBe('0.13')
    expect(convertAmount('1', '1.005', 2)).toBe('1.01')
    expect(convertAmount('999999999999999999.99', '155.4', 2)).toBe('155399999999999999998.45')
    expect(convertAmount('1000', '0.000000067559122677', 8)).toBe('0.00006756')
    expect(convertAmount('0', '155.4', 2)).toBe('0.00')
  })
})

describe('derived rates', () => {
  it('inverts and crosses to 18 places without trailing zeros', () => {
    expect(inverseRate('155.4')).toBe('0.006435006435006435')
    expect(inverseRate('0.5')).toBe('2')
    expect(crossRate('180.35', '0.006435006435006435')).toBe('1.160553410553410552')
    expect(normalizeDecimal('155.40000000')).toBe('155.4')
    expect(normalizeDecimal('100.00000000')).toBe('100')
  })
})

describe('resolveRate', () => {
  const at = new Date('2026-11-01T00:00:00Z')
  const older = new Date('2026-10-01T00:00:00Z')
  const stored: Record<string, RateQuote> = {
    'USD/ETB': { rate: '155.40000000', source: 'seed', lastUpdated: at },
    'EUR/ETB': { rate: '180.35', source: 'seed', lastUpdated: older },
    'BTC/USD': { rate: '95250', source: 'seed', lastUpdated: at },
  }
  const lookup = (a: string, b: string) => stored[`${a}/${b}`]

  it('prefers the stored pair, then its reverse, then a cross via ETB, then via USD', () => {
    expect(resolveRate('USD', 'ETB', lookup)).toMatchObject({ rate: '155.4', source: 'seed' })
    expect(resolveRate('ETB', 'USD', lookup)?.rate).toBe('0.006435006435006435')
    expect(resolveRate('EUR', 'USD', lookup)).toMatchObject({
      rate: '1.160553410553410552',
      source: 'cross via ETB',
      lastUpdated: older,
    })
    expect(resolveRate('BTC', 'ETB', lookup)).toMatchObject({
      rate: '14801850',
      source: 'cross via USD',
    })
  })

  it('answers 1 for a currency to itself and null when nothing connects', () => {
    expect(resolveRate('ETB', 'ETB', lookup)?.rate).toBe('1')
    expect(resolveRate('ETB', 'JPY', lookup)).toBeNull()
  })
})

describe('isDecimalAmount', () => {
  it('accepts plain non-negative decimals only', () => {
    expect(['0', '12', '12.5', '0.00000001'].every(isDecimalAmount)).toBe(true)
    expect(['-1', '1e5', '', '.5', '1.', 'abc', ' 1'].some(isDecimalAmount)).toBe(false)
  })
})

describe('initial currency', () => {
  it('follows the browser language: Ethiopia ETB, Emirates AED, euro area EUR, US USD, else ETB', () => {
    expect(currencyForLanguage('am')).toBe('ETB')
    expect(currencyForLanguage('am-ET')).toBe('ETB')
    expect(currencyForLanguage('en-ET')).toBe('ETB')
    expect(currencyForLanguage('ar-AE')).toBe('AED')
    expect(currencyForLanguage('de-DE')).toBe('EUR')
    expect(currencyForLanguage('fr')).toBe('EUR')
    expect(currencyForLanguage('it_IT')).toBe('EUR')
    expect(currencyForLanguage('fr-CA')).toBe('ETB')
    expect(currencyForLanguage('en-US')).toBe('USD')
    expect(currencyForLanguage('en-GB')).toBe('ETB')
    expect(currencyForLanguage('ja-JP')).toBe('ETB')
    expect(currencyForLanguage(undefined)).toBe('ETB')
  })

  it('takes the one passed in, else the stored preference, else the browser language', () => {
    expect(initialCurrency({ passedIn: 'GBP', stored: 'EUR', browserLanguage: 'en-US' })).toBe(
      'GBP',
    )
    expect(initialCurrency({ passedIn: null, stored: 'EUR', browserLanguage: 'en-US' })).toBe('EUR')
    expect(initialCurrency({ stored: null, browserLanguage: 'en-US' })).toBe('USD')
    expect(initialCurrency({})).toBe('ETB')
  })
})
