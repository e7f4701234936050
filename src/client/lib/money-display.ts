import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { BASE_CURRENCY, convertAmount } from '#shared/currency.ts'
import { formatMoney } from '#shared/money.ts'
import { useExchangeRate } from './exchange-rate.ts'
import { usePreferredCurrency } from './preferred-currency.ts'

// Every amount the app charges is in birr. A viewer reading prices in another currency sees the
// converted figure first and the birr actually charged beside it: "US$4.81 (ETB 747.00)".

export type DisplayRate = { rate: string; decimals: number }

/** `amount` (in `currency`) as the viewer reads it; the original stays beside any conversion. */
export function formatDisplayMoney(
  amount: string,
  currency: string,
  target: string,
  rate: DisplayRate | undefined,
  language: string,
): string {
  const original = formatMoney(amount, currency, language)
  if (target === currency || !rate) return original
  const converted = formatMoney(convertAmount(amount, rate.rate, rate.decimals), target, language, {
    decimals: rate.decimals,
  })
  return `${converted} (${original})`
}

/**
 * A formatter for amounts in `currency` (birr unless told): one exchange rate for all of them, the
 * original alone while the rate loads or when there is none.
 */
export function useFormatMoney(
  currency: string = BASE_CURRENCY,
): (amount: string, amountCurrency?: string) => string {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'am'
  const target = usePreferredCurrency()
  const { data: rate } = useExchangeRate(currency, target)
  return useCallback(
    // An amount in some other currency than the one the rate is for is shown as it is.
    (amount: string, amountCurrency: string = currency) =>
      formatDisplayMoney(
        amount,
        amountCurrency,
        target,
        amountCurrency === currency ? rate : undefined,
        language,
      ),
    [currency, target, rate, language],
  )
}
