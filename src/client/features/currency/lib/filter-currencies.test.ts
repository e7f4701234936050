import { describe, expect, it } from 'vitest'
import type { Currency } from '#shared/contracts/currencies.ts'
import { filterCurrencies } from './filter-currencies.ts'

const make = (
  id: string,
  name: string,
  nameAmharic: string,
  type: 'fiat' | 'crypto',
): Currency => ({
  id,
  name,
  nameAmharic,
  nameOm: null,
  nameTi: null,
  symbol: id,
  type,
  decimals: type === 'crypto' ? 8 : 2,
  isActive: true,
})
const list = [
  make('ETB', 'Ethiopian Birr', 'የኢትዮጵያ ብር', 'fiat'),
  make('USD', 'US Dollar', 'የአሜሪካ ዶላር', 'fiat'),
  make('BTC', 'Bitcoin', 'ቢትኮይን', 'crypto'),
]
const ids = (groups: ReturnType<typeof filterCurrencies>) => [
  groups.fiat.map((c) => c.id),
  groups.crypto.map((c) => c.id),
]

describe('filterCurrencies', () => {
  it('groups fiat and crypto, keeping order', () => {
    expect(ids(filterCurrencies(list, { type: 'all', search: '' }))).toEqual([
      ['ETB', 'USD'],
      ['BTC'],
    ])
  })
  it('filters by type', () => {
    expect(ids(filterCurrencies(list, { type: 'crypto', search: '' }))).toEqual([[], ['BTC']])
    expect(ids(filterCurrencies(list, { type: 'fiat', search: '' }))).toEqual([['ETB', 'USD'], []])
  })
  it('searches code, English and Amharic names', () => {
    expect(ids(filterCurrencies(list, { type: 'all', search: 'usd' }))).toEqual([['USD'], []])
    expect(ids(filterCurrencies(list, { type: 'all', search: 'bit' }))).toEqual([[], ['BTC']])
    expect(ids(filterCurrencies(list, { type: 'all', search: 'ብር' }))).toEqual([['ETB'], []])
    expect(ids(filterCurrencies(list, { type: 'all', search: 'yen' }))).toEqual([[], []])
  })
})
