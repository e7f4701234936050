import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { DATE_TIME, formatDate, formatMonth, TIME_OF_DAY } from '#shared/dates.ts'

// Every date and time on screen goes through here: Ethiopian calendar in Amharic, Gregorian in
// English, and always Addis Ababa time, which a time of day names ("16:39 (Addis Ababa time)").

export function useDates() {
  const { t, i18n } = useTranslation('common')
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'am'
  return useMemo(
    () => ({
      date: (value: string | Date, options?: Intl.DateTimeFormatOptions) =>
        formatDate(value, language, options),
      dateTime: (value: string | Date, options: Intl.DateTimeFormatOptions = DATE_TIME) =>
        t('time.inAddis', { time: formatDate(value, language, options) }),
      time: (value: string | Date) =>
        t('time.inAddis', { time: formatDate(value, language, TIME_OF_DAY) }),
      month: (month: string) => formatMonth(month, language),
    }),
    [t, language],
  )
}
