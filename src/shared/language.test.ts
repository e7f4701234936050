import { describe, expect, it } from 'vitest'
import { formatDate } from './dates.ts'
import { normalizeLanguage, uiLanguageFor } from './language.ts'

describe('languages', () => {
  it("accepts the spec's `or` for Afaan Oromo as ISO `om`", () => {
    expect(normalizeLanguage('or')).toBe('om')
    expect(normalizeLanguage('OM')).toBe('om')
    expect(normalizeLanguage('am-ET')).toBe('am')
    expect(normalizeLanguage('fr')).toBeUndefined()
    expect(normalizeLanguage(undefined)).toBeUndefined()
  })

  it('picks an interface language for every preference', () => {
    expect(uiLanguageFor('en')).toBe('en')
    expect(uiLanguageFor('om')).toBe('en')
    expect(uiLanguageFor('ti')).toBe('am')
    expect(uiLanguageFor(null)).toBe('am')
    expect(uiLanguageFor('xx')).toBe('am')
  })
})

describe('dates', () => {
  const date = new Date('2026-09-11T09:00:00Z') // Ethiopian New Year, Meskerem 1, 2019

  it('reads in the Ethiopian calendar for Amharic', () => {
    const text = formatDate(date, 'am')
    expect(text).toContain('2019')
    expect(text).toContain('መስከረም')
  })

  it('reads in the Gregorian calendar for English', () => {
    expect(formatDate(date, 'en')).toBe('11 September 2026')
  })
})
