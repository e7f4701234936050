import type { Currency } from '#shared/contracts/currencies.ts'

export type CurrencyTypeFilter = 'all' | 'fiat' | 'crypto'

/** The picker's groups after the type filter and the search (code, name or Amharic name). */
export function filterCurrencies(
  currencies: readonly Currency[],
  { type, search }: { type: CurrencyTypeFilter; search: string },
): { fiat: Currency[]; crypto: Currency[] } {
  const needle = search.trim().toLowerCase()
  const matches = currencies.filter(
    (currency) =>
      (type === 'all' || currency.type === type) &&
      (!needle ||
        currency.id.toLowerCase().includes(needle) ||
        currency.name.toLowerCase().includes(needle) ||
        (currency.nameAmharic ?? '').includes(search.trim())),
  )
  return {
    fiat: matches.filter((currency) => currency.type === 'fiat'),
    crypto: matches.filter((currency) => currency.type === 'crypto'),
  }
}
