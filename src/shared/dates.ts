import type { Calendar } from './constants.ts'

// Chromium ships a reduced ICU without Afaan Oromoo and Tigrinya data (Node has them), so
// `om-ET` and `ti-ET` would read in English in the browser and differently from the server's
// render. Both therefore format with a locale every engine has (the same order of day, month and
// year, the same digits) and put in the month's name from MONTH_NAMES below.
const LOCALE_BY_LANGUAGE: Record<string, string> = {
  am: 'am-ET',
  en: 'en-GB',
  om: 'en-GB',
  ti: 'am-ET',
}

/** The locale dates are formatted with for a reader's language. */
export function dateLocale(language: string): string {
  return LOCALE_BY_LANGUAGE[language] ?? 'en-GB'
}

/** Tigrinya's morning and afternoon for the Amharic ones its dates are formatted with. */
const DAY_PERIODS: Record<string, Record<string, string>> = {
  ti: { ጥዋት: 'ቅ.ቀ.', ከሰዓት: 'ድ.ቀ.' },
}

/** Month names of the languages engines lack, by calendar, first month first (CLDR's). */
const MONTH_NAMES: Record<string, Record<Calendar, readonly string[]>> = {
  om: {
    gregorian: [
      'Amajjii',
      'Guraandhala',
      'Bitootessa',
      'Ebla',
      'Caamsaa',
      'Waxabajjii',
      'Adoolessa',
      'Hagayya',
      'Fulbaana',
      'Onkoloolessa',
      'Sadaasa',
      'Muddee',
    ],
    ethiopic: [
      'Fulbaana',
      'Onkoloolessa',
      'Sadaasa',
      'Muddee',
      'Amajjii',
      'Guraandhala',
      'Bitootessa',
      'Ebla',
      'Caamsaa',
      'Waxabajjii',
      'Adoolessa',
      'Hagayya',
      'Qaammee',
    ],
  },
  ti: {
    gregorian: [
      'ጥሪ',
      'ለካቲት',
      'መጋቢት',
      'ሚያዝያ',
      'ግንቦት',
      'ሰነ',
      'ሓምለ',
      'ነሓሰ',
      'መስከረም',
      'ጥቅምቲ',
      'ሕዳር',
      'ታሕሳስ',
    ],
    ethiopic: [
      'መስከረም',
      'ጥቅምቲ',
      'ሕዳር',
      'ታሕሳስ',
      'ጥሪ',
      'ለካቲት',
      'መጋቢት',
      'ሚያዝያ',
      'ግንቦት',
      'ሰነ',
      'ሓምለ',
      'ነሓሰ',
      'ጳጉሜን',
    ],
  },
}

/** The one time zone every date and time is shown in: the market's own. */
export const MARKET_TIME_ZONE = 'Africa/Addis_Ababa'

/**
 * The calendar a language reads dates in when the reader has not chosen one: the Ethiopian
 * calendar for Amharic and Tigrinya, the Gregorian for English and Afaan Oromoo (whose readers may
 * choose the Ethiopian one on their profile).
 */
export function defaultCalendar(language: string): Calendar {
  return language === 'am' || language === 'ti' ? 'ethiopic' : 'gregorian'
}

// The signed-in reader's own choice (profile), set by the client once it knows the user; null
// follows the language. The server never sets it: a page rendered there reads the default.
let chosenCalendar: Calendar | null = null

/** Applies a reader's calendar choice (null: the language's own) to every date formatted after. */
export function setChosenCalendar(calendar: Calendar | null): void {
  chosenCalendar = calendar
}

// Building an Intl.DateTimeFormat costs far more than formatting with one, so each language and
// set of options builds one once (the options are the few constants below and their callers').
const dateFormats = new Map<string, Intl.DateTimeFormat>()

function dateFormat(
  language: string,
  options: Intl.DateTimeFormatOptions,
  calendar: Calendar,
): Intl.DateTimeFormat {
  const key = `${language}|${calendar}|${JSON.stringify(options)}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocale(language), {
      ...options,
      // Intl names the Gregorian calendar `gregory`.
      calendar: calendar === 'ethiopic' ? 'ethiopic' : 'gregory',
      timeZone: MARKET_TIME_ZONE,
    })
    dateFormats.set(key, format)
  }
  return format
}

/**
 * Dates in the reader's calendar: the one chosen on their profile, else the Ethiopian calendar for
 * Amharic and Tigrinya and the Gregorian calendar otherwise.
 */
export function formatDate(
  value: string | Date,
  language = 'am',
  options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' },
  calendar: Calendar = chosenCalendar ?? defaultCalendar(language),
): string {
  const date = typeof value === 'string' ? new Date(value) : value
  const format = dateFormat(language, options, calendar)
  const months = MONTH_NAMES[language]?.[calendar]
  if (!months) return format.format(date)
  const named = options.month === 'long' || options.month === 'short'
  // The month's number in that calendar, then its name in the reader's language.
  const number = named
    ? Number(
        dateFormat('en', { month: 'numeric' }, calendar)
          .formatToParts(date)
          .find((part) => part.type === 'month')?.value,
      )
    : 0
  return format
    .formatToParts(date)
    .map((part) => {
      if (part.type === 'month' && named) return months[number - 1] ?? part.value
      if (part.type === 'dayPeriod') return DAY_PERIODS[language]?.[part.value] ?? part.value
      return part.value
    })
    .join('')
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
export function formatMonth(
  month: string,
  language = 'am',
  calendar: Calendar = chosenCalendar ?? defaultCalendar(language),
): string {
  return formatDate(
    `${month}-15T12:00:00Z`,
    language,
    { month: calendar === 'ethiopic' ? 'long' : 'short', year: 'numeric' },
    calendar,
  )
}
