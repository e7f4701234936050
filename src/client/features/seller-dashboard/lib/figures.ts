import Big from 'big.js'

const LOCALES: Record<string, string> = { am: 'am-ET', en: 'en-GB' }

/** A percentage figure as text ("33.3%"), or null when there is no figure. */
export function formatPercent(value: number | null, language: string): string | null {
  if (value === null) return null
  return new Intl.NumberFormat(LOCALES[language] ?? language, {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(value / 100)
}

/**
 * A bar's height in percent of the tallest bar. The months are Gregorian buckets, so their labels
 * stay Gregorian in every language (see monthLabel).
 */
export function barHeights(amounts: string[]): number[] {
  const max = amounts.reduce(
    (top, amount) => (new Big(amount).gt(top) ? new Big(amount) : top),
    new Big(0),
  )
  if (max.lte(0)) return amounts.map(() => 0)
  return amounts.map((amount) => Number(new Big(amount).div(max).times(100).round(1).toString()))
}

/**
 * "Feb 2026" for "2026-02": Gregorian month names, because the buckets are Gregorian months, with
 * the full year so "May 26" cannot be read as a day (and 2026 cannot be read as an Ethiopian year).
 */
export function monthLabel(month: string, language: string): string {
  return new Intl.DateTimeFormat(LOCALES[language] ?? language, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-15T00:00:00Z`))
}
