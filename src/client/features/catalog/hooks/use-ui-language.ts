import { useTranslation } from 'react-i18next'
import type { UiLanguage } from '#shared/constants.ts'
import { uiLanguageFor } from '#shared/language.ts'

/** The interface language, for money and date formatting. */
export function useUiLanguage(): UiLanguage {
  const { i18n } = useTranslation('catalog')
  return uiLanguageFor(i18n.resolvedLanguage ?? i18n.language)
}
