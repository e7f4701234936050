import Big from 'big.js'

// Exchange-rate arithmetic and the initial-currency rule, shared so the server's conversion and
// the price display round identically. Amounts and rates are decimal strings; the math is big.js.

export const BASE_CURRENCY = 'ETB'

/** Pairs without a stored rate are converted through one of these, in this order. */
export const PIVOT_CURRENCIES = ['ETB', 'USD'] as const

/** Places kept on a derived rate (an inverse or a cross); far beyond what any price rounds to. */
const DERIVED_RATE_DECIMALS = 18

/** A non-negative decimal amount as text: digits, an optional fraction, no sign or exponent. */
export const DECIMAL_AMOUNT = /^\d{1,18}(\.\d{1,18})?$/

export function isDecimalAmount(value: string): boolean {
  return DECIMAL_AMOUNT.test(value)
}

/** Removes trailing fraction zeros so rates read naturally ("155.4", not "155.40000000"). */
export function normalizeDecimal(value: string | Big): string {
  const text = new Big(value).toFixed()
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text
}

/** The rate of the reverse pair: 1 / rate. */
export function inverseRate(rate: string): string {
  return normalizeDecimal(new Big(1).div(rate).round(DERIVED_RATE_DECIMALS, Big.roundHalfUp))
}

/** The rate of from→to through a pivot: (from→pivot) × (pivot→to). */
export function crossRate(first: string, second: string): string {
  return normalizeDecimal(
    new Big(first).times(second).round(DERIVED_RATE_DECIMALS, Big.roundHalfUp),
  )
}

/** amount × rate, rounded half-up to the target currency's decimals (2 fiat, 8 crypto). */
export function convertAmount(amount: string, rate: string, decimals: number): string {
  return new Big(amount).times(rate).toFixed(decimals, Big.roundHalfUp)
}

export type RateQuote = { rate: string; source: string | null; lastUpdated: Date }

/**
 * Finds the rate from→to among stored pairs: the pair itself, else its reverse (1/rate), else a
 * cross through ETB or USD whose two legs are each stored one way or the other. Null when none.
 */
export function resolveRate(
  from: string,
  to: string,
  lookup: (from: string, to: string) => RateQuote | undefined,
): RateQuote | null {
  if (from === to) return { rate: '1', source: 'identity', lastUpdated: new Date(0) }
  const oneLeg = (a: string, b: string): RateQuote | undefined => {
    const direct = lookup(a, b)
    if (direct) return { ...direct, rate: normalizeDecimal(direct.rate) }
    const reverse = lookup(b, a)
    if (reverse) {
      return {
        rate: inverseRate(reverse.rate),
        source: `inverse of ${b}/${a}${reverse.source ? ` (${reverse.source})` : ''}`,
        lastUpdated: reverse.lastUpdated,
      }
    }
    return undefined
  }
  const single = oneLeg(from, to)
  if (single) return single
  for (const pivot of PIVOT_CURRENCIES) {
    if (pivot === from || pivot === to) continue
    const first = oneLeg(from, pivot)
    const second = first && oneLeg(pivot, to)
    if (first && second) {
      return {
        rate: crossRate(first.rate, second.rate),
        source: `cross via ${pivot}`,
        // A cross is only as fresh as its older leg.
        lastUpdated:
          first.lastUpdated < second.lastUpdated ? first.lastUpdated : second.lastUpdated,
      }
    }
  }
  return null
}

const EURO_LANGUAGES = new Set([
  'de',
  'fr',
  'it',
  'es',
  'nl',
  'pt',
  'fi',
  'el',
  'sk',
  'sl',
  'et',
  'lv',
  'lt',
  'mt',
  'ga',
  'lb',
  'hr',
])
const EURO_REGIONS = new Set([
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
])

/**
 * The currency a browser language suggests (spec: Ethiopian ETB, Emirati AED, EU EUR, US USD,
 * otherwise ETB). A language with a region outside the euro area (fr-CA, pt-BR) is not EUR.
 */
export function currencyForLanguage(language: string | undefined): string {
  if (!language) return BASE_CURRENCY
  const [lang = '', region] = language
    .split(/[-_]/)
    .map((part, index) => (index === 0 ? part.toLowerCase() : part.toUpperCase()))
  if (lang === 'am' || region === 'ET') return 'ETB'
  if (region === 'AE') return 'AED'
  if (region ? EURO_REGIONS.has(region) : EURO_LANGUAGES.has(lang)) return 'EUR'
  if (lang === 'en' && region === 'US') return 'USD'
  return BASE_CURRENCY
}

/** The picker's starting currency: the one passed in, else the stored preference, else the browser's. */
export function initialCurrency(options: {
  passedIn?: string | null | undefined
  stored?: string | null | undefined
  browserLanguage?: string | undefined
}): string {
  return options.passedIn || options.stored || currencyForLanguage(options.browserLanguage)
}
