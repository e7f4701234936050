import { describe, expect, it } from 'vitest'
import { formatDate, formatMonth, setChosenCalendar } from './dates.ts'
import { translate } from './i18n/messages.ts'
import {
  LANGUAGE_NAMES,
  languageChain,
  localizedName,
  normalizeLanguage,
  uiLanguageFor,
} from './language.ts'
import { localizedText } from './localized-text.ts'
import { formatMoney } from './money.ts'

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
    expect(uiLanguageFor('om')).toBe('om')
    expect(uiLanguageFor('or')).toBe('om')
    expect(uiLanguageFor('ti-ER')).toBe('ti')
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

describe('four languages', () => {
  it('names each language in itself and picks reference names with a fallback', () => {
    expect(LANGUAGE_NAMES).toEqual({ am: 'አማርኛ', en: 'English', om: 'Afaan Oromoo', ti: 'ትግርኛ' })
    const coffee = { name: 'Coffee', nameAm: 'ቡና', nameOm: 'Buna', nameTi: 'ቡን' }
    expect(['am', 'en', 'om', 'ti', 'or'].map((l) => localizedName(coffee, l))).toEqual([
      'ቡና',
      'Coffee',
      'Buna',
      'ቡን',
      'Buna',
    ])
    const amharicOnly = { name: 'Coffee', nameAmharic: 'ቡና', nameOm: null, nameTi: ' ' }
    // Tigrinya readers read Ge'ez script: Amharic before English; Oromo readers read English.
    expect(localizedName(amharicOnly, 'ti')).toBe('ቡና')
    expect(localizedName(amharicOnly, 'om')).toBe('Coffee')
  })

  it("picks platform texts in the reader's language, their own first, then along the chain", () => {
    const texts = {
      en: 'For growing stores',
      am: 'እያደጉ ላሉ መደብሮች',
      om: 'Suuqiiwwan guddataniif',
      ti: 'ንዝዓብዩ ድኳናት',
    }
    expect(['am', 'en', 'om', 'ti'].map((language) => localizedText(texts, language))).toEqual([
      'እያደጉ ላሉ መደብሮች',
      'For growing stores',
      'Suuqiiwwan guddataniif',
      'ንዝዓብዩ ድኳናት',
    ])
    const untranslated = { en: 'For growing stores', am: 'እያደጉ ላሉ መደብሮች', om: null, ti: ' ' }
    expect(localizedText(untranslated, 'ti')).toBe('እያደጉ ላሉ መደብሮች')
    expect(localizedText(untranslated, 'om')).toBe('For growing stores')
    // A text written in one language only is shown rather than nothing.
    expect(localizedText({ en: null, am: 'ብቻ' }, 'om')).toBe('ብቻ')
    expect(localizedText({ en: null, am: '' }, 'en')).toBeNull()
  })

  it('falls back from Tigrinya to Amharic and from Afaan Oromoo to English, then English', () => {
    expect(languageChain('ti')).toEqual(['ti', 'am', 'en'])
    expect(languageChain('om')).toEqual(['om', 'en'])
    expect(languageChain('am')).toEqual(['am', 'en'])
  })

  it('shows Tigrinya in the Ethiopian calendar, Afaan Oromoo in the Gregorian, unless chosen', () => {
    const date = new Date('2026-09-11T09:00:00Z')
    expect(formatDate(date, 'ti')).toContain('2019')
    expect(formatDate(date, 'om')).toContain('2026')
    expect(formatDate(date, 'om', undefined, 'ethiopic')).toContain('2019')
    setChosenCalendar('ethiopic')
    try {
      expect(formatDate(date, 'om')).toContain('2019')
      expect(formatDate(date, 'en')).toContain('2019')
    } finally {
      setChosenCalendar(null)
    }
    setChosenCalendar('gregorian')
    try {
      expect(formatDate(date, 'am')).toContain('2026')
    } finally {
      setChosenCalendar(null)
    }
    expect(formatDate(date, 'am')).toContain('2019')
  })

  it('formats Oromo and Tigrinya with locales every engine has (Chromium lacks om and ti)', () => {
    expect(formatMoney('1234.5', 'ETB', 'om')).toBe(formatMoney('1234.5', 'ETB', 'en'))
    expect(formatMoney('1234.5', 'ETB', 'ti')).toBe(formatMoney('1234.5', 'ETB', 'am'))
    const date = new Date('2026-09-11T09:00:00Z')
    expect(formatDate(date, 'om')).toBe('11 Fulbaana 2026')
    expect(formatDate(date, 'ti', undefined, 'gregorian')).toBe('11 መስከረም 2026')
    expect(formatDate(date, 'ti', { hour: '2-digit', minute: '2-digit' })).toBe('12:00 ድ.ቀ.')
    expect(formatMonth('2026-05', 'om')).toBe('Caamsaa 2026')
  })

  it('translates server messages into Afaan Oromoo and Tigrinya', () => {
    for (const language of ['om', 'ti'] as const) {
      const text = translate('validation.required', language)
      expect(text).not.toBe(translate('validation.required', 'en'))
      expect(text).not.toBe('validation.required')
    }
  })
})
