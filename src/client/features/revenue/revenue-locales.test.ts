import { describe, expect, it } from 'vitest'
import {
  AFFILIATE_SALE_STATUSES,
  DIGITAL_ORDER_STATUSES,
  DIGITAL_SERVICE_CATEGORIES,
} from '#shared/contracts/revenue.ts'
import am from '#client/locales/am/revenue.json'
import en from '#client/locales/en/revenue.json'

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    child && typeof child === 'object'
      ? keys(child as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  )
}

describe('revenue locales', () => {
  it('has the same keys in Amharic and English', () => {
    expect(keys(am).sort()).toEqual(keys(en).sort())
  })

  it('names every category and status the server sends', () => {
    for (const table of [am, en]) {
      for (const category of DIGITAL_SERVICE_CATEGORIES) {
        expect(table.services.categories[category]).toBeTruthy()
      }
      for (const status of DIGITAL_ORDER_STATUSES)
        expect(table.services.status[status]).toBeTruthy()
      for (const status of AFFILIATE_SALE_STATUSES)
        expect(table.affiliate.status[status]).toBeTruthy()
    }
  })
})
