import { useTranslation } from 'react-i18next'
import { CALENDARS, FORM_CURRENCIES, LANGUAGES, REGIONS_OF_ORIGIN } from '#shared/constants.ts'

// The option lists the account forms share (register, profile, become seller).

export function RegionOptions() {
  const { t } = useTranslation('auth')
  return REGIONS_OF_ORIGIN.map((region) => (
    <option key={region} value={region}>
      {t(`regions.${region}`)}
    </option>
  ))
}

export function CurrencyOptions() {
  const { t } = useTranslation('auth')
  return FORM_CURRENCIES.map((currency) => (
    <option key={currency} value={currency}>
      {t(`currencies.${currency}`)}
    </option>
  ))
}

export function LanguageOptions() {
  const { t } = useTranslation('auth')
  return LANGUAGES.map((language) => (
    <option key={language} value={language}>
      {t(`languages.${language}`)}
    </option>
  ))
}

/** The language's own calendar (no choice), then each calendar by name. */
export function CalendarOptions() {
  const { t } = useTranslation('auth')
  return [
    <option key="" value="">
      {t('calendars.default')}
    </option>,
    ...CALENDARS.map((calendar) => (
      <option key={calendar} value={calendar}>
        {t(`calendars.${calendar}`)}
      </option>
    )),
  ]
}
