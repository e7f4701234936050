import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { localizedName, type LocalizedNames } from '#shared/language.ts'

/** Picks a category's name in the interface language, falling back as `localizedName` does. */
export function useLocalizedName(): (item: LocalizedNames) => string {
  const { i18n } = useTranslation('catalog')
  const language = i18n.resolvedLanguage ?? i18n.language
  return useCallback((item: LocalizedNames) => localizedName(item, language), [language])
}
