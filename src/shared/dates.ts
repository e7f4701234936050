const LOCALE_BY_LANGUAGE: Record<string, string> = {
  am: 'am-ET',
  en: 'en-GB',
  om: 'om-ET',
  ti: 'ti-ET',
}

/** The one time zone every date and time is shown in: the market's own. */
export const MARKET_TIME_ZONE = 'Africa/Addis_Ababa'

/** Dates read in the Ethiopian calendar for Amharic and Tigrinya and in the Gregorian calendar otherwise. */
export function formatDate(
  value: string | Date,
  language = 'am',
  options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' },
): string {
  const date = typeof value === 'string' ? new Date(value) : value
  const ethiopic = language === 'am' || language === 'ti'
  const locale = LOCALE_BY_LANGUAGE[language] ?? 'en-GB'
  return new Intl.DateTimeFormat(locale, {
    ...options,
    ...(ethiopic ? { calendar: 'ethiopic' } : {}),
    timeZone: MARKET_TIME_ZONE,
  }).format(date)
}

/** Day and time, e.g. "15 ኅዳር 2019, 04:39 ከሰዓት" or "24 Nov 2026, 16:39" (Addis Ababa time). */
export const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
}

/** Time of day only, in Addis Ababa. */
export const TIME_OF_DAY: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' }

/**
 * A chart's month bucket ("2026-05", a Gregorian month) as a label: "May 2026" in English; in
 * Amharic the Ethiopian month covering most of it, with its Ethiopian year ("ግንቦት 2018").
 */
export function formatMonth(month: string, language = 'am'): string {
  const ethiopic = language === 'am' || language === 'ti'
  return formatDate(`${month}-15T12:00:00Z`, language, {
    month: ethiopic ? 'long' : 'short',
    year: 'numeric',
  })
}
