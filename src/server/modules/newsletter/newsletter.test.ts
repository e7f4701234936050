import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsletterSubscriptions } from '#server/db/schema/system.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

async function stored(email: string) {
  return t.db
    .select({ email: newsletterSubscriptions.email, language: newsletterSubscriptions.language })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
}

describe('POST /api/newsletter', () => {
  it('stores the address lower-cased with the chosen language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      remoteAddress: '10.0.0.1',
      payload: { email: '  Abebe.Kebede@Example.TEST ', language: 'en' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ email: 'abebe.kebede@example.test', subscribed: true })
    expect(await stored('abebe.kebede@example.test')).toEqual([
      { email: 'abebe.kebede@example.test', language: 'en' },
    ])
  })

  it('is idempotent: subscribing again answers 200, keeps one row and follows the new language', async () => {
    for (const [email, language] of [
      ['tigist@example.test', 'am'],
      ['TIGIST@example.test', 'ti'],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        remoteAddress: '10.0.0.2',
        payload: { email, language },
      })
      expect(response.statusCode).toBe(200)
    }
    expect(await stored('tigist@example.test')).toEqual([
      { email: 'tigist@example.test', language: 'ti' },
    ])
  })

  it("defaults the language to the reader's interface language", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      remoteAddress: '10.0.0.3',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
      payload: { email: 'dawit@example.test' },
    })
    expect(response.statusCode).toBe(200)
    expect(await stored('dawit@example.test')).toEqual([
      { email: 'dawit@example.test', language: 'en' },
    ])
  })

  it('rejects a bad email with 400 and the translated message, storing nothing', async () => {
    for (const [language, message] of [
      ['en', 'Enter a valid email address'],
      ['am', 'ትክክለኛ ኢሜይል ያስገቡ'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        remoteAddress: '10.0.0.4',
        headers: { 'accept-language': language },
        payload: { email: 'not-an-email' },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: { fields: { email: message } },
      })
    }
    expect(await stored('not-an-email')).toEqual([])
  })

  it('limits one address to 10 sign-ups a minute with 429', async () => {
    const responses = []
    for (let i = 0; i < 11; i++) {
      responses.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/newsletter',
          remoteAddress: '10.0.0.5',
          headers: { 'accept-language': 'en' },
          payload: { email: `reader${i}@example.test` },
        }),
      )
    }
    expect(responses.slice(0, 10).map((response) => response.statusCode)).toEqual(
      Array(10).fill(200),
    )
    expect(responses[10]!.statusCode).toBe(429)
    expect(responses[10]!.json()).toEqual({
      message: 'Too many requests. Please wait a moment and try again',
      code: 'RATE_LIMITED',
    })
    expect(await stored('reader10@example.test')).toEqual([])
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      remoteAddress: '10.0.0.6',
      payload: { email: 'reader-elsewhere@example.test' },
    })
    expect(other.statusCode).toBe(200)
  })
})
