import { describe, expect, it } from 'vitest'
import { localized } from './localized.ts'

describe('localized', () => {
  it('prefers the Amharic text in Amharic', () => {
    expect(localized('am', 'Orders', 'ትዕዛዞች')).toBe('ትዕዛዞች')
  })
  it('falls back to English when there is no Amharic text or the language is not Amharic', () => {
    expect(localized('am', 'Orders', null)).toBe('Orders')
    expect(localized('am', 'Orders', '')).toBe('Orders')
    expect(localized('en', 'Orders', 'ትዕዛዞች')).toBe('Orders')
  })
})
