import { describe, expect, it } from 'vitest'
import { countryDisplayName, localizeAddress } from './places.ts'

const AMHARIC_CITIES: Record<string, string> = { 'Addis Ababa': 'አዲስ አበባ', Toronto: 'ቶሮንቶ' }
const amharicPlace = (name: string) => AMHARIC_CITIES[name] ?? name

describe('countryDisplayName', () => {
  it('names countries in the reader’s language from an English name or a code', () => {
    expect(countryDisplayName('Ethiopia', 'am')).toBe('ኢትዮጵያ')
    expect(countryDisplayName('United States', 'am')).toBe('ዩናይትድ ስቴትስ')
    expect(countryDisplayName('CA', 'en')).toBe('Canada')
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
