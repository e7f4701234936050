import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ConversionResult, Currency, ExchangeRate } from '#shared/contracts/currencies.ts'
import {
  createCurrency,
  createRate,
  createStandardCurrencies,
} from '#test/helpers/currency-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createUser } from '#test/helpers/user-factories.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
  await createStandardCurrencies(t.db)
})

afterAll(async () => {
  await t.close()
})

async function rate(from: string, to: string) {
  return t.app.inject({ method: 'GET', url: `/api/exchange-rates/${from}/${to}` })
}

async function convert(body: unknown, language = 'en') {
  return t.app.inject({
    method: 'POST',
    url: '/api/convert-currency',
    headers: { 'accept-language': language },
    payload: body as Record<string, unknown>,
  })
}

async function converted(body: unknown) {
  const response = await convert(body)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<ConversionResult>()
}

describe('GET /api/currencies', () => {
  it('lists active currencies in display order with their fields', async () => {
    const hidden = await createCurrency(t.db, { isActive: false, displayOrder: 4 })
    const response = await t.app.inject({ method: 'GET', url: '/api/currencies' })
    expect(response.statusCode).toBe(200)
    const list = response.json<Currency[]>()
    expect(list.map((row) => row.id)).not.toContain(hidden.id)
    expect(list.every((row) => row.isActive)).toBe(true)
    const standard = list.filter((row) => ['ETB', 'USD', 'EUR', 'BTC'].includes(row.id))
    expect(standard.map((row) => row.id)).toEqual(['ETB', 'USD', 'EUR', 'BTC'])
    expect(standard[0]).toEqual({
      id: 'ETB',
      name: 'Ethiopian Birr',
      nameAmharic: 'የኢትዮጵያ ብር',
      nameOm: 'Birrii Itoophiyaa',
      nameTi: 'ብር ኢትዮጵያ',
      symbol: 'Br',
      type: 'fiat',
      decimals: 2,
      isActive: true,
    })
    expect(standard[3]).toMatchObject({ id: 'BTC', type: 'crypto', decimals: 8 })
  })
})

describe('GET /api/exchange-rates/:from/:to', () => {
  it('answers a stored pair as stored, with its source and date', async () => {
    const response = await rate('USD', 'ETB')
    expect(response.statusCode).toBe(200)
    expect(response.json<ExchangeRate>()).toEqual({
      fromCurrency: 'USD',
      toCurrency: 'ETB',
      rate: '155.4',
      source: 'seed',
      lastUpdated: '2026-11-01T00:00:00.000Z',
      decimals: 2,
    })
  })

  it('answers the reverse of a stored pair with 1/rate, and accepts lower-case codes', async () => {
    const response = await rate('etb', 'usd')
    expect(response.statusCode).toBe(200)
    const body = response.json<ExchangeRate>()
    expect(body).toMatchObject({
      fromCurrency: 'ETB',
      toCurrency: 'USD',
      rate: '0.006435006435006435',
    })
    expect(body.source).toContain('inverse of USD/ETB')
  })

  it('crosses through ETB, dated by the older leg', async () => {
    const body = (await rate('EUR', 'USD')).json<ExchangeRate>()
    // 180.35 × (1 / 155.4), exact to 18 places.
    expect(body.rate).toBe('1.160553410553410552')
    expect(body.source).toBe('cross via ETB')
    expect(body.lastUpdated).toBe('2026-10-15T00:00:00.000Z')
  })

  it('crosses through USD when ETB is one end', async () => {
    expect((await rate('BTC', 'ETB')).json<ExchangeRate>()).toMatchObject({
      rate: '14801850',
      source: 'cross via USD',
      decimals: 2,
    })
    expect((await rate('ETB', 'BTC')).json<ExchangeRate>()).toMatchObject({
      rate: '0.000000067559122677',
      decimals: 8,
    })
  })

  it('answers 404 naming the pair when no path connects them', async () => {
    const a = await createCurrency(t.db)
    const b = await createCurrency(t.db)
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/exchange-rates/${a.id}/${b.id}`,
      headers: { 'accept-language': 'en' },
    })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      code: 'RATE_NOT_FOUND',
      message: `No exchange rate from ${a.id} to ${b.id}`,
    })
  })

  it('answers 404 for an unknown or inactive currency and 400 for a malformed code', async () => {
    const inactive = await createCurrency(t.db, { isActive: false })
    await createRate(t.db, inactive.id, 'ETB', '2')
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/exchange-rates/ZZZ/ETB',
      headers: { 'accept-language': 'am' },
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({
      code: 'CURRENCY_NOT_FOUND',
      message: 'ገንዘቡ (ZZZ) አልተገኘም ወይም አይደገፍም',
    })
    expect((await rate(inactive.id, 'ETB')).statusCode).toBe(404)
    expect((await rate('12', 'ETB')).statusCode).toBe(400)
  })
})

describe('POST /api/convert-currency', () => {
  it('converts a stored pair and reports the rate, source and date', async () => {
    expect(await converted({ amount: '100', fromCurrency: 'USD', toCurrency: 'ETB' })).toEqual({
      amount: '100',
      fromCurrency: 'USD',
      toCurrency: 'ETB',
      convertedAmount: '15540.00',
      rate: '155.4',
      source: 'seed',
      rateDate: '2026-11-01T00:00:00.000Z',
    })
  })

  it('is exact where floats are not: 0.1 + 0.2 style amounts and JSON numbers', async () => {
    // As floats 0.3 × 155.4 is 46.620000000000005 and 1.005 rounds down to 1.00.
    expect(
      (await converted({ amount: 0.3, fromCurrency: 'USD', toCurrency: 'ETB' })).convertedAmount,
    ).toBe('46.62')
    expect(
      (await converted({ amount: '0.30', fromCurrency: 'USD', toCurrency: 'ETB' })).amount,
    ).toBe('0.3')
    const pair = [await createCurrency(t.db), await createCurrency(t.db)] as const
    await createRate(t.db, pair[0].id, pair[1].id, '0.125')
    await createRate(t.db, pair[1].id, 'ETB', '1.005')
    // Half-up at the cent: 0.125 → 0.13 and 1.005 → 1.01 (banker's or float rounding would give 0.12 / 1.00).
    expect(
      (await converted({ amount: '1', fromCurrency: pair[0].id, toCurrency: pair[1].id }))
        .convertedAmount,
    ).toBe('0.13')
    expect(
      (await converted({ amount: 1, fromCurrency: pair[1].id, toCurrency: 'ETB' })).convertedAmount,
    ).toBe('1.01')
  })

  it('keeps every digit of a large amount', async () => {
    const result = await converted({
      amount: '999999999999999999.99',
      fromCurrency: 'USD',
      toCurrency: 'ETB',
    })
    expect(result.convertedAmount).toBe('155399999999999999998.45')
  })

  it('rounds to 2 places for fiat through inverse and cross rates', async () => {
    expect(
      (await converted({ amount: '1234.5', fromCurrency: 'ETB', toCurrency: 'USD' }))
        .convertedAmount,
    ).toBe('7.94')
    const cross = await converted({ amount: '100', fromCurrency: 'EUR', toCurrency: 'USD' })
    expect(cross).toMatchObject({ convertedAmount: '116.06', source: 'cross via ETB' })
  })

  it('rounds to 8 places for crypto', async () => {
    const result = await converted({ amount: '1000', fromCurrency: 'ETB', toCurrency: 'BTC' })
    expect(result).toMatchObject({ convertedAmount: '0.00006756', rate: '0.000000067559122677' })
    expect(
      (await converted({ amount: '0.5', fromCurrency: 'BTC', toCurrency: 'USD' })).convertedAmount,
    ).toBe('47625.00')
  })

  it('converts a currency to itself at rate 1', async () => {
    expect(
      await converted({ amount: '12.345', fromCurrency: 'ETB', toCurrency: 'ETB' }),
    ).toMatchObject({
      convertedAmount: '12.35',
      rate: '1',
    })
  })

  it.each([
    ['negative text', '-1'],
    ['negative number', -1],
    ['words', 'abc'],
    ['an exponent', '1e5'],
    ['an empty string', ''],
    ['too many digits', '1'.repeat(19)],
  ])('refuses %s as the amount with 400', async (_, amount) => {
    const response = await convert({ amount, fromCurrency: 'USD', toCurrency: 'ETB' })
    expect(response.statusCode, response.body).toBe(400)
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' })
  })

  it('refuses a missing field with 400', async () => {
    const response = await convert({ amount: '1', fromCurrency: 'USD' })
    expect(response.statusCode).toBe(400)
  })

  it('refuses an unknown or inactive currency with a translated 400 naming the field', async () => {
    const unknown = await convert({ amount: '1', fromCurrency: 'USD', toCurrency: 'ZZZ' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toEqual({
      code: 'UNSUPPORTED_CURRENCY',
      message: 'Currency ZZZ is not found or not offered',
      details: { fields: { toCurrency: 'Unsupported currency' } },
    })
    const inactive = await createCurrency(t.db, { isActive: false })
    await createRate(t.db, inactive.id, 'ETB', '3')
    const response = await convert(
      { amount: '1', fromCurrency: inactive.id, toCurrency: 'ETB' },
      'am',
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(`ገንዘቡ (${inactive.id}) አልተገኘም ወይም አይደገፍም`)
  })

  it('answers 404 when no rate connects the pair', async () => {
    const lone = await createCurrency(t.db)
    const response = await convert({ amount: '1', fromCurrency: lone.id, toCurrency: 'ETB' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'RATE_NOT_FOUND' })
  })
})

describe('PUT /api/admin/exchange-rates/:from/:to', () => {
  async function put(from: string, to: string, body: unknown, cookie?: string) {
    return t.app.inject({
      method: 'PUT',
      url: `/api/admin/exchange-rates/${from}/${to}`,
      headers: cookie ? { cookie } : {},
      payload: body as Record<string, unknown>,
    })
  }

  it('refuses visitors with 401 and other users with 403, changing nothing', async () => {
    const pair = [await createCurrency(t.db), await createCurrency(t.db)] as const
    await createRate(t.db, pair[0].id, pair[1].id, '2')
    expect((await put(pair[0].id, pair[1].id, { rate: '9' })).statusCode).toBe(401)
    const buyer = await createUser(t.db)
    const forbidden = await put(pair[0].id, pair[1].id, { rate: '9' }, await t.cookieFor(buyer.id))
    expect(forbidden.statusCode).toBe(403)
    expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN' })
    expect((await rate(pair[0].id, pair[1].id)).json<ExchangeRate>().rate).toBe('2')
  })

  it('lets an admin create and then update a pair, recording who and when', async () => {
    const admin = await createUser(t.db, { role: 'admin' })
    const cookie = await t.cookieFor(admin.id)
    const pair = [await createCurrency(t.db), await createCurrency(t.db)] as const
    const before = Date.now()

    const created = await put(pair[0].id, pair[1].id, { rate: '12.5' }, cookie)
    expect(created.statusCode, created.body).toBe(200)
    expect(created.json<ExchangeRate>()).toMatchObject({
      fromCurrency: pair[0].id,
      toCurrency: pair[1].id,
      rate: '12.5',
      source: `admin:${admin.email}`,
    })
    expect(Date.parse(created.json<ExchangeRate>().lastUpdated)).toBeGreaterThanOrEqual(
      before - 1000,
    )

    const updated = await put(pair[0].id, pair[1].id, { rate: 13.25, source: 'bank board' }, cookie)
    expect(updated.json<ExchangeRate>()).toMatchObject({
      rate: '13.25',
      source: `admin:${admin.email} (bank board)`,
    })
    // The reverse now derives from the new rate.
    expect((await rate(pair[1].id, pair[0].id)).json<ExchangeRate>().rate).toBe(
      '0.075471698113207547',
    )
    expect(
      (await converted({ amount: '2', fromCurrency: pair[0].id, toCurrency: pair[1].id }))
        .convertedAmount,
    ).toBe('26.50')
  })

  it('refuses a bad rate, a same-currency pair and an unknown currency', async () => {
    const admin = await createUser(t.db, { role: 'admin' })
    const cookie = await t.cookieFor(admin.id)
    for (const bad of ['0', '-2', 'x', '1.123456789', '1234567890123']) {
      const response = await put('USD', 'EUR', { rate: bad }, cookie)
      expect(response.statusCode, `${bad}: ${response.body}`).toBe(400)
    }
    const same = await put('USD', 'USD', { rate: '1' }, cookie)
    expect(same.statusCode).toBe(400)
    expect(same.json()).toMatchObject({ code: 'SAME_CURRENCY' })
    const unknown = await put('USD', 'ZZZ', { rate: '1' }, cookie)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ code: 'CURRENCY_NOT_FOUND' })
  })
})
