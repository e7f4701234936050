import type { z } from 'zod'
import type {
  ConversionResult,
  convertInput,
  Currency,
  ExchangeRate,
  rateUpdateInput,
} from '#shared/contracts/currencies.ts'
import { convertAmount, normalizeDecimal, resolveRate, type RateQuote } from '#shared/currency.ts'
import type { Executor } from '#server/db/database.ts'
import { AppError } from '#server/lib/errors.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import {
  findCurrency,
  listActiveCurrencies,
  listActiveRates,
  upsertRate,
} from './currencies.queries.ts'
import type { RateProvider } from './rate-provider.ts'

export function listCurrencies(db: Executor): Promise<Currency[]> {
  return listActiveCurrencies(db)
}

const currencyNotFound = (code: string) =>
  new AppError(404, 'CURRENCY_NOT_FOUND', 'currency.notFound', { values: { code } })

const rateNotFound = (from: string, to: string) =>
  new AppError(404, 'RATE_NOT_FOUND', 'currency.rateNotFound', { values: { from, to } })

/** An active currency, or the error for it: a path names a resource (404), a body field is input (400). */
async function activeCurrency(db: Executor, code: string, field?: string) {
  const row = await findCurrency(db, code)
  if (row?.isActive) return row
  if (!field) throw currencyNotFound(code)
  throw new AppError(400, 'UNSUPPORTED_CURRENCY', 'currency.notFound', {
    values: { code },
    details: { fields: { [field]: 'validation.currency' } },
  })
}

async function quote(db: Executor, from: string, to: string): Promise<RateQuote> {
  const rows = await listActiveRates(db)
  const byPair = new Map(rows.map((row) => [`${row.fromCurrency}/${row.toCurrency}`, row]))
  const found = resolveRate(from, to, (a, b) => byPair.get(`${a}/${b}`))
  if (!found) throw rateNotFound(from, to)
  return found
}

export async function getRate(db: Executor, from: string, to: string): Promise<ExchangeRate> {
  await activeCurrency(db, from)
  const target = await activeCurrency(db, to)
  const found = await quote(db, from, to)
  return {
    fromCurrency: from,
    toCurrency: to,
    rate: found.rate,
    source: found.source,
    lastUpdated: found.lastUpdated.toISOString(),
    decimals: target.decimals,
  }
}

export async function convert(
  db: Executor,
  input: z.output<typeof convertInput>,
): Promise<ConversionResult> {
  await activeCurrency(db, input.fromCurrency, 'fromCurrency')
  const target = await activeCurrency(db, input.toCurrency, 'toCurrency')
  const found = await quote(db, input.fromCurrency, input.toCurrency)
  return {
    amount: normalizeDecimal(input.amount),
    fromCurrency: input.fromCurrency,
    toCurrency: input.toCurrency,
    convertedAmount: convertAmount(input.amount, found.rate, target.decimals),
    rate: found.rate,
    source: found.source,
    rateDate: found.lastUpdated.toISOString(),
  }
}

export async function setRate(
  db: Executor,
  admin: AuthUser,
  from: string,
  to: string,
  input: z.output<typeof rateUpdateInput>,
): Promise<ExchangeRate> {
  if (from === to) {
    throw new AppError(400, 'SAME_CURRENCY', 'currency.samePair', {
      details: { fields: { to: 'currency.samePair' } },
    })
  }
  // An admin may price a currency before it is offered, so inactive ones are accepted here.
  const [, target] = await Promise.all(
    [from, to].map(async (code) => {
      const row = await findCurrency(db, code)
      if (!row) throw currencyNotFound(code)
      return row
    }),
  )
  const recordedBy = `admin:${admin.email || admin.id}`
  const row = await upsertRate(db, {
    fromCurrency: from,
    toCurrency: to,
    rate: input.rate,
    source: input.source ? `${recordedBy} (${input.source})` : recordedBy,
    lastUpdated: new Date(),
  })
  return {
    fromCurrency: row.fromCurrency,
    toCurrency: row.toCurrency,
    rate: normalizeDecimal(row.rate),
    source: row.source,
    lastUpdated: row.lastUpdated.toISOString(),
    decimals: target!.decimals,
  }
}

/** Stores what the provider offers for currencies we know; answers how many pairs were updated. */
export async function refreshRates(db: Executor, provider: RateProvider): Promise<number> {
  const rates = await provider.fetchRates()
  const known = new Set((await listActiveCurrencies(db)).map((row) => row.id))
  const now = new Date()
  let updated = 0
  for (const rate of rates) {
    if (!known.has(rate.fromCurrency) || !known.has(rate.toCurrency)) continue
    await upsertRate(db, { ...rate, source: provider.name, lastUpdated: now })
    updated++
  }
  return updated
}
