import { randomInt } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createUser } from '#test/helpers/user-factories.ts'

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const feedback = (app: TestApp['app'], remoteAddress: string, language = 'en') =>
  app.inject({
    method: 'POST',
    url: '/api/support/feedback',
    payload: { subject: 'The search', description: 'Finds coffee quickly, thank you.' },
    headers: { 'accept-language': language },
    remoteAddress,
  })

// A fresh address per run, so counts left in Redis by an earlier run do not matter.
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`

describe('rate limits where abuse is cheap', () => {
  it('answers 429 in the error shape, translated, with Retry-After, for one address only', async () => {
    const address = randomAddress()
    for (let i = 0; i < 10; i++) expect((await feedback(t.app, address)).statusCode).toBe(201)
    const refused = await feedback(t.app, address)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({
      message: 'Too many requests. Please wait a moment and try again',
      code: 'RATE_LIMITED',
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    const amharic = await feedback(t.app, address, 'am')
    expect(amharic.json().message).toBe('በጣም ብዙ ሙከራዎች። እባክዎ ትንሽ ቆይተው ይሞክሩ')
    expect((await feedback(t.app, randomAddress())).statusCode).toBe(201)
  })

  it('counts a signed-in person as themselves, not their shared address', async () => {
    const address = randomAddress()
    for (let i = 0; i < 10; i++) await feedback(t.app, address)
    expect((await feedback(t.app, address)).statusCode).toBe(429)
    const user = await createUser(t.db)
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/support/feedback',
      payload: { subject: 'Delivery', description: 'Arrived a day early in Bahir Dar.' },
      headers: { cookie: await t.cookieFor(user.id) },
      remoteAddress: address,
    })
    expect(signedIn.statusCode).toBe(201)
  })

  it('shares the count between two server processes through Redis', async () => {
    const first = await createTestApp({ REDIS_URL })
    const second = await createTestApp({ REDIS_URL })
    try {
      const address = randomAddress()
      for (let i = 0; i < 5; i++) expect((await feedback(first.app, address)).statusCode).toBe(201)
      for (let i = 0; i < 5; i++) expect((await feedback(second.app, address)).statusCode).toBe(201)
      const refused = await feedback(first.app, address)
      expect(refused.statusCode).toBe(429)
      expect(refused.json().code).toBe('RATE_LIMITED')
      expect((await feedback(second.app, address)).statusCode).toBe(429)
    } finally {
      await first.close()
      await second.close()
    }
  })
})

describe('caching of personal answers', () => {
  it('marks every answer to a signed-in request, and every sign-in answer, no-store', async () => {
    const user = await createUser(t.db)
    const cookie = await t.cookieFor(user.id)
    for (const url of ['/api/auth/me', '/api/products', '/api/orders', '/api/nowhere']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } })
      expect(response.headers['cache-control'], url).toBe('no-store')
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.test', password: 'whatever-it-is' },
    })
    expect(login.headers['cache-control']).toBe('no-store')
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me' })
    expect(me.headers['cache-control']).toBe('no-store')

    const publicList = await t.app.inject({ method: 'GET', url: '/api/products' })
    expect(publicList.statusCode).toBe(200)
    expect(publicList.headers['cache-control']).not.toBe('no-store')
  })
})
