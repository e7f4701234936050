import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { COUNTRY_NAMES, countryCode } from '#shared/places.ts'
import { usePlaceName } from './place-name.ts'

// Place names in the reader's language: countries through Intl.DisplayNames, cities and regions
// through the `places` translations (Addis Ababa → አዲስ አበባ). Names we do not know (a street, a
// city typed by a user) are shown as written.

// Afaan Oromoo and Tigrinya read our own names (COUNTRY_NAMES): browsers have none in either, and
// the server's would differ from the browser's on hydration. Beyond those, each reads the names
// of the next language in its script.
const LOCALES: Record<string, string> = { am: 'am-ET', en: 'en-GB', om: 'en-GB', ti: 'am-ET' }
const displayNames = new Map<string, Intl.DisplayNames>()

/** A country (English name or ISO code) in `language`; unknown names as they are. */
export function countryDisplayName(nameOrCode: string, language: string): string {
  const code = countryCode(nameOrCode)
  if (!code) return nameOrCode
  const own = (COUNTRY_NAMES as Record<string, Record<string, string>>)[language]?.[code]
  if (own) return own
  const locale = LOCALES[language] ?? language
  let names = displayNames.get(locale)
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })
    displayNames.set(locale, names)
  }
  return names.of(code) ?? nameOrCode
}

/**
 * A stored address ("Bole, Woreda 3, Addis Ababa" or "12 Main St, Toronto, CA") with each part
 * that is a known city, region or country shown in `language`.
 */
export function localizeAddress(
  address: string,
  language: string,
  placeName: (name: string) => string,
): string {
  return address
    .split(',')
    .map((part) => {
      const name = part.trim()
      if (!name) return part
      const place = placeName(name)
      if (place !== name) return part.replace(name, place)
      const country = countryCode(name) ? countryDisplayName(name, language) : name
      return part.replace(name, country)
    })
    .join(',')
}

/** Place-name helpers for the current language. */
export function usePlaceNames() {
  const { i18n } = useTranslation('places')
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'am'
  const place = usePlaceName()
  const country = useCallback(
    (nameOrCode: string) => countryDisplayName(nameOrCode, language),
    [language],
  )
  const address = useCallback(
    (value: string) => localizeAddress(value, language, place),
    [language, place],
  )
  return { place, country, address }
}
