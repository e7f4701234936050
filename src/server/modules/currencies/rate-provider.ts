import Big from 'big.js'
import { z } from 'zod'
import type { Executor } from '#server/db/database.ts'
import { listActiveRates } from './currencies.queries.ts'

// Where exchange rates come from. The stored rates (seeded, or set by an admin) always serve
// conversions; a provider that reaches a rates service over the network refreshes them when one is
// configured (EXCHANGE_RATES_URL), and is never required.

export type ProvidedRate = { fromCurrency: string; toCurrency: string; rate: string }

export interface RateProvider {
  /** Recorded as each refreshed rate's source. */
  readonly name: string
  fetchRates(): Promise<ProvidedRate[]>
}

/** The rates the database holds. */
export class StoredRatesProvider implements RateProvider {
  readonly name = 'stored'
  constructor(private readonly db: Executor) {}

  async fetchRates(): Promise<ProvidedRate[]> {
    const rows = await listActiveRates(this.db)
    return rows.map(({ fromCurrency, toCurrency, rate }) => ({ fromCurrency, toCurrency, rate }))
  }
}

/**
 * The common "base and rates" JSON of public rate services:
 * `{ "base": "USD", "rates": { "ETB": 155.4, "EUR": "0.92" } }`, meaning 1 base = value code.
 */
const ratesDocument = z.object({
  base: z.string().regex(/^[A-Za-z]{2,10}$/),
  rates: z.record(
    z.string().regex(/^[A-Za-z]{2,10}$/),
    z.union([z.number().positive(), z.string().regex(/^\d+(\.\d+)?$/)]),
  ),
})

/** Rates from an HTTP endpoint answering `ratesDocument`. */
export class HttpRateProvider implements RateProvider {
  readonly name: string

  constructor(
    private readonly url: string,
    private readonly options: { timeoutMs?: number; fetch?: typeof fetch } = {},
  ) {
    this.name = `http:${new URL(url).host}`
  }

  async fetchRates(): Promise<ProvidedRate[]> {
    const response = await (this.options.fetch ?? fetch)(this.url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
    })
    if (!response.ok) throw new Error(`rates service answered ${response.status}`)
    const document = ratesDocument.parse(await response.json())
    const base = document.base.toUpperCase()
    return Object.entries(document.rates).flatMap(([code, value]) => {
      const to = code.toUpperCase()
      // A JSON number is read through its shortest decimal text; numeric(20, 8) keeps 8 places.
      const rate = new Big(String(value)).toFixed(8, Big.roundHalfUp)
      if (to === base || new Big(rate).lte(0)) return []
      return [{ fromCurrency: base, toCurrency: to, rate }]
    })
  }
}
