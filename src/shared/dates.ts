const LOCALE_BY_LANGUAGE: Record<string, string> = {
  am: 'am-ET',
  en: 'en-GB',
  om: 'om-ET',
  ti: 'ti-ET',
}

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
    timeZone: 'Africa/Addis_Ababa',
  }).format(date)
}
