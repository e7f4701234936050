import type { Currency } from '#shared/contracts/currencies.ts'

export type CurrencyTypeFilter = 'all' | 'fiat' | 'crypto'

/** The picker's groups after the type filter and the search (code, or its name in any language). */
export function filterCurrencies(
  currencies: readonly Currency[],
  { type, search }: { type: CurrencyTypeFilter; search: string },
): { fiat: Currency[]; crypto: Currency[] } {
  const needle = search.trim().toLowerCase()
  const matches = currencies.filter(
    (currency) =>
      (type === 'all' || currency.type === type) &&
      (!needle ||
        [currency.id, currency.name, currency.nameAmharic, currency.nameOm, currency.nameTi].some(
          (name) => name?.toLowerCase().includes(needle),
        )),
  )
  return {
    fiat: matches.filter((currency) => currency.type === 'fiat'),
    crypto: matches.filter((currency) => currency.type === 'crypto'),
  }
}
