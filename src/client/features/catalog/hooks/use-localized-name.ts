import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

type Named = { name: string; nameAm: string | null }

/** Picks a category's Amharic name in the Amharic interface and its English name otherwise. */
export function useLocalizedName(): (item: Named) => string {
  const { i18n } = useTranslation('catalog')
  const amharic = (i18n.resolvedLanguage ?? i18n.language) === 'am'
  return useCallback((item: Named) => (amharic ? item.nameAm || item.name : item.name), [amharic])
}
