import { describe, expect, it } from 'vitest'
import am from '#client/locales/am/currency.json'
import en from '#client/locales/en/currency.json'

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    child && typeof child === 'object'
      ? keys(child as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  )
}

describe('currency locales', () => {
  it('has the same keys in Amharic and English', () => {
    expect(keys(am).sort()).toEqual(keys(en).sort())
  })

  it('keeps the spec wording in English', () => {
    expect(en.label).toBe('Currency:')
    expect(en.search).toBe('Search currencies...')
    expect(en.empty).toBe('No currencies found.')
    expect(en.loading).toBe('Loading currencies...')
    expect(en.groupFiat).toBe('Fiat Currencies')
    expect(en.groupCrypto).toBe('Cryptocurrencies')
    expect(en.cryptoBadge).toBe('Crypto')
    expect(en.price.converting).toBe('Converting...')
  })
})
