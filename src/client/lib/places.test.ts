import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES, COUNTRY_NAMES } from '#shared/places.ts'
import { countryDisplayName, localizeAddress } from './places.ts'

const AMHARIC_CITIES: Record<string, string> = { 'Addis Ababa': 'አዲስ አበባ', Toronto: 'ቶሮንቶ' }
const amharicPlace = (name: string) => AMHARIC_CITIES[name] ?? name

describe('countryDisplayName', () => {
  it('names countries in the reader’s language from an English name or a code', () => {
    expect(countryDisplayName('Ethiopia', 'am')).toBe('ኢትዮጵያ')
    expect(countryDisplayName('United States', 'am')).toBe('ዩናይትድ ስቴትስ')
    expect(countryDisplayName('CA', 'en')).toBe('Canada')
  })

  it('names them in Afaan Oromoo and Tigrinya from our own table, as browsers have none', () => {
    expect(countryDisplayName('Ethiopia', 'om')).toBe('Itoophiyaa')
    expect(countryDisplayName('GB', 'om')).toBe('Biriteen')
    expect(countryDisplayName('United States', 'ti')).toBe('ሕቡራት መንግስታት ኣመሪካ')
    expect(countryDisplayName('CH', 'ti')).toBe('ስዊዘርላንድ')
    // Beyond the table, the next language in the same script.
    expect(countryDisplayName('BE', 'om')).toBe('Belgium')
    expect(countryDisplayName('BE', 'ti')).toBe(countryDisplayName('BE', 'am'))
    for (const code of Object.values(COUNTRY_CODES)) {
      expect(COUNTRY_NAMES.om[code], code).toBeTruthy()
      expect(COUNTRY_NAMES.ti[code], code).toMatch(/[\u1200-\u137f]/)
    }
  })

  it('leaves an unknown name as written', () => {
    expect(countryDisplayName('Atlantis', 'am')).toBe('Atlantis')
  })
})

describe('localizeAddress', () => {
  it('translates the known city and country of an address, keeping the rest', () => {
    expect(localizeAddress('Bole, Woreda 3, Addis Ababa', 'am', amharicPlace)).toBe(
      'Bole, Woreda 3, አዲስ አበባ',
    )
    expect(localizeAddress('12 Queen St, Downtown, Toronto, CA', 'am', amharicPlace)).toBe(
      '12 Queen St, Downtown, ቶሮንቶ, ካናዳ',
    )
  })
})
