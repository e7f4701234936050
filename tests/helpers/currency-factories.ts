import { randomBytes } from 'node:crypto'
import type { Executor } from '#server/db/database.ts'
import { currencies, exchangeRates } from '#server/db/schema/currencies.ts'

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
/** A code no other test in the file uses: X plus five random letters. */
export const uniqueCode = () =>
  `X${[...randomBytes(5)].map((byte) => letters[byte % letters.length]).join('')}`

export async function createCurrency(
  db: Executor,
  overrides: Partial<typeof currencies.$inferInsert> = {},
) {
  const id = overrides.id ?? uniqueCode()
  const [row] = await db
    .insert(currencies)
    .values({ id, name: `Currency ${id}`, nameAmharic: `ገንዘብ ${id}`, symbol: id, ...overrides })
    .returning()
  return row!
}

export async function createRate(
  db: Executor,
  fromCurrency: string,
  toCurrency: string,
  rate: string,
  overrides: Partial<typeof exchangeRates.$inferInsert> = {},
) {
  const [row] = await db
    .insert(exchangeRates)
    .values({
      fromCurrency,
      toCurrency,
      rate,
      source: 'test',
      lastUpdated: new Date('2026-11-01T00:00:00Z'),
      ...overrides,
    })
    .returning()
  return row!
}

/**
 * The real pivots and a few others, each pair stored ONE way only, so tests see the inverse and
 * cross lookups at work: USD→ETB 155.4, EUR→ETB 180.35, BTC→USD 95250.
 */
export async function createStandardCurrencies(db: Executor) {
  await db.insert(currencies).values([
    {
      id: 'ETB',
      name: 'Ethiopian Birr',
      nameAmharic: 'የኢትዮጵያ ብር',
      nameOm: 'Birrii Itoophiyaa',
      nameTi: 'ብር ኢትዮጵያ',
      symbol: 'Br',
      displayOrder: 1,
    },
    { id: 'USD', name: 'US Dollar', nameAmharic: 'የአሜሪካ ዶላር', symbol: '$', displayOrder: 2 },
    { id: 'EUR', name: 'Euro', nameAmharic: 'ዩሮ', symbol: '€', displayOrder: 3 },
    {
      id: 'BTC',
      name: 'Bitcoin',
      nameAmharic: 'ቢትኮይን',
      symbol: '₿',
      type: 'crypto',
      decimals: 8,
      displayOrder: 7,
    },
  ])
  await createRate(db, 'USD', 'ETB', '155.40000000', { source: 'seed' })
  await createRate(db, 'EUR', 'ETB', '180.35000000', {
    source: 'seed',
    lastUpdated: new Date('2026-10-15T00:00:00Z'),
  })
  await createRate(db, 'BTC', 'USD', '95250.00000000', { source: 'seed' })
}
