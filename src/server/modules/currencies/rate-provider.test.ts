import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExchangeRate } from '#shared/contracts/currencies.ts'
import { createStandardCurrencies } from '#test/helpers/currency-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { refreshRates } from './currencies.service.ts'
import { HttpRateProvider, StoredRatesProvider } from './rate-provider.ts'

// A stand-in rates service on 127.0.0.1: no network leaves the machine.
let server: Server
let baseUrl: string
const requests: string[] = []
let answer: { status: number; body: unknown } = {
  status: 200,
  body: { base: 'USD', rates: { ETB: 160.25, EUR: '0.92', BTC: 0.0000105, QQQ: 3, USD: 1 } },
}

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '')
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

describe('HttpRateProvider', () => {
  it('reads base-and-rates JSON into exact 8-place rates, skipping the base itself', async () => {
    const provider = new HttpRateProvider(`${baseUrl}/latest`)
    expect(provider.name).toBe(`http:127.0.0.1:${new URL(baseUrl).port}`)
    const rates = await provider.fetchRates()
    expect(rates).toEqual([
      { fromCurrency: 'USD', toCurrency: 'ETB', rate: '160.25000000' },
      { fromCurrency: 'USD', toCurrency: 'EUR', rate: '0.92000000' },
      { fromCurrency: 'USD', toCurrency: 'BTC', rate: '0.00001050' },
      { fromCurrency: 'USD', toCurrency: 'QQQ', rate: '3.00000000' },
    ])
    expect(requests.at(-1)).toBe('/latest')
  })

  it('fails on an error status or a malformed document', async () => {
    const provider = new HttpRateProvider(`${baseUrl}/latest`)
    const saved = answer
    try {
      answer = { status: 503, body: { error: 'down' } }
      await expect(provider.fetchRates()).rejects.toThrow('503')
      answer = { status: 200, body: { base: 'USD', rates: { ETB: -1 } } }
      await expect(provider.fetchRates()).rejects.toThrow()
    } finally {
      answer = saved
    }
  })
})

describe('refreshing stored rates', () => {
  let t: TestApp

  beforeAll(async () => {
    // With EXCHANGE_RATES_URL set the app queues a refresh job as it starts.
    requests.length = 0
    t = await createTestApp({ EXCHANGE_RATES_URL: `${baseUrl}/boot` }, { jobs: true })
    await createStandardCurrencies(t.db)
  })

  afterAll(async () => {
    await t.close()
  })

  it('asks the configured service at start-up, through the job queue', async () => {
    await expect.poll(() => requests, { timeout: 10_000, interval: 100 }).toContain('/boot')
  })

  it('stores the rates of known currencies with the provider as source, and conversions use them', async () => {
    const provider = new HttpRateProvider(`${baseUrl}/latest`)
    expect(await refreshRates(t.db, provider)).toBe(3)

    const response = await t.app.inject({ method: 'GET', url: '/api/exchange-rates/USD/ETB' })
    const body = response.json<ExchangeRate>()
    expect(body).toMatchObject({ rate: '160.25', source: provider.name })
    expect(Date.now() - Date.parse(body.lastUpdated)).toBeLessThan(60_000)

    const converted = await t.app.inject({
      method: 'POST',
      url: '/api/convert-currency',
      payload: { amount: '10', fromCurrency: 'USD', toCurrency: 'BTC' },
    })
    expect(converted.json()).toMatchObject({ convertedAmount: '0.00010500', rate: '0.0000105' })

    const stored = await new StoredRatesProvider(t.db).fetchRates()
    expect(stored).toContainEqual({ fromCurrency: 'USD', toCurrency: 'ETB', rate: '160.25000000' })
    expect(stored.some((row) => row.toCurrency === 'QQQ')).toBe(false)
  })
})
