import Big from 'big.js'

// Money travels as decimal strings ("1250.50") and is computed with big.js so totals are exact.
// Never turn an amount into a JavaScript float to add or multiply it.

Big.RM = Big.roundHalfUp

export type MoneyString = string

const FIAT_DECIMALS = 2
const CRYPTO_DECIMALS = 8

export function decimalsFor(type: 'fiat' | 'crypto'): number {
  return type === 'crypto' ? CRYPTO_DECIMALS : FIAT_DECIMALS
}

export function isMoney(value: string): boolean {
  return /^\d+(\.\d+)?$/.test(value.trim())
}

export function money(value: string | number | Big): Big {
  return new Big(value)
}

export function addMoney(...values: (string | Big)[]): MoneyString {
  return values.reduce<Big>((sum, value) => sum.plus(value), new Big(0)).toFixed(FIAT_DECIMALS)
}

export function subtractMoney(amount: string | Big, less: string | Big): MoneyString {
  return new Big(amount).minus(less).toFixed(FIAT_DECIMALS)
}

export function multiplyMoney(amount: string | Big, factor: string | number | Big): MoneyString {
  return new Big(amount).times(factor).toFixed(FIAT_DECIMALS)
}

export function roundMoney(amount: string | Big, decimals = FIAT_DECIMALS): MoneyString {
  return new Big(amount).toFixed(decimals)
}

export function compareMoney(a: string | Big, b: string | Big): -1 | 0 | 1 {
  return new Big(a).cmp(b) as -1 | 0 | 1
}

/** The rounded percentage off, as the discount badge shows it. */
export function discountPercent(price: string, discountPrice: string | null | undefined): number {
  if (!discountPrice) return 0
  const full = new Big(price)
  if (full.lte(0)) return 0
  return Number(full.minus(discountPrice).div(full).times(100).round(0).toString())
}

// Chromium ships a reduced ICU without Afaan Oromoo and Tigrinya (Node has them): `om-ET` would
// format as en-US in the browser and as `Br 1,234.50` on the server, and the page would not match
// its server render. So Oromo amounts use en-US (the same digits and grouping, the code ETB) and
// Tigrinya ones Amharic's am-ET (ብር, the symbol Tigrinya readers write too).
const LOCALE_BY_LANGUAGE: Record<string, string> = {
  am: 'am-ET',
  en: 'en-US',
  om: 'en-US',
  ti: 'am-ET',
}

// Building an Intl.NumberFormat costs far more than formatting with one (a product page formats
// dozens of prices while it hydrates), so each locale, currency and precision builds one once.
const currencyFormats = new Map<string, Intl.NumberFormat>()

/** The locale amounts are formatted with for a reader's language. */
export function moneyLocale(language: string): string {
  return LOCALE_BY_LANGUAGE[language] ?? language
}

function currencyFormat(locale: string, currency: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${decimals}`
  let format = currencyFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    })
    currencyFormats.set(key, format)
  }
  return format
}

/**
 * Formats an amount for the reader's language. Intl formats decimal strings exactly, so no float
 * rounding creeps in. Falls back to symbol plus fixed decimals if the locale cannot format, and an
 * unknown currency code comes back as plain number text (spec, validation rules).
 */
export function formatMoney(
  amount: string,
  currency: string,
  language = 'am',
  options: { decimals?: number; symbol?: string } = {},
): string {
  const decimals = options.decimals ?? FIAT_DECIMALS
  try {
    return currencyFormat(moneyLocale(language), currency, decimals).format(
      amount as unknown as number,
    )
  } catch {
    const fixed = new Big(amount).toFixed(decimals)
    return options.symbol ? `${options.symbol}${fixed}` : fixed
  }
}
