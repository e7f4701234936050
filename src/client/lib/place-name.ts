import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * A known city or region in the reader's language through the `places` translations (Addis Ababa →
 * አዲስ አበባ, Finfinnee); a name we do not know is shown as written. Kept apart from `places.ts` so
 * the pages that name only cities (the home page's store and service cards) ship no country tables.
 */
export function usePlaceName() {
  const { t } = useTranslation('places')
  return useCallback(
    (name: string) => {
      const key = name.trim()
      // i18next would read dots as nesting; no known place name has one.
      if (!key || key.includes('.')) return name
      return t(`cities.${key}`, { defaultValue: name })
    },
    [t],
  )
}
