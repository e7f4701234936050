import { useTranslation } from 'react-i18next'
import type { UiLanguage } from '#shared/constants.ts'

/** The interface language, for money and date formatting. */
export function useUiLanguage(): UiLanguage {
  const { i18n } = useTranslation('catalog')
  return (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en' : 'am'
}
