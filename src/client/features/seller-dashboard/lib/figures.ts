import Big from 'big.js'
import { formatMonth } from '#shared/dates.ts'

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
 * A bar's height in percent of the tallest bar.
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
 * A bar's label for "2026-02": "February 2026" in English; in Amharic the Ethiopian month covering
 * most of it ("የካቲት 2018"), like every other date the reader sees.
 */
export function monthLabel(month: string, language: string): string {
  return formatMonth(month, language)
}
