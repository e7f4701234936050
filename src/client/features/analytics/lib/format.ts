import { formatDate } from '#shared/dates.ts'

const LOCALES: Record<string, string> = { am: 'am-ET', en: 'en-US' }
const localeOf = (language: string) => LOCALES[language] ?? language

export function formatNumber(value: number, language: string, maximumFractionDigits = 1): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits }).format(value)
}

/** Percent figures arrive as 0–100 with two decimals. */
export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(value / 100)
}

/** A YYYY-MM-DD Addis Ababa day as a short date in the reader's calendar. */
export function dayLabel(day: string, language: string): string {
  // Noon UTC is the same calendar day in Addis Ababa, whatever the reader's own time zone.
  return formatDate(`${day}T12:00:00Z`, language, { month: 'short', day: 'numeric' })
}

/** Bar heights in percent of the largest value (0 for an all-zero series). */
export function barHeights(values: number[]): number[] {
  const largest = Math.max(0, ...values)
  return values.map((value) => (largest > 0 ? (value / largest) * 100 : 0))
}
