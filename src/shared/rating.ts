import Big from 'big.js'

/**
 * A star rating as every page shows it: one decimal, rounded half up from the stored two-decimal
 * average ("4.67" → "4.7", "4.65" → "4.7"), so the store page, the product page, the tier card and
 * the dashboard read the same number. Exact: no float rounding ("4.65" would become 4.6 as a float).
 */
export function formatRating(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '0.0'
  try {
    return new Big(value).round(1, Big.roundHalfUp).toFixed(1)
  } catch {
    return '0.0'
  }
}
