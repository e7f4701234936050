import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser } from '#test/helpers/user-factories.ts'
import { containsNul } from './request-guard.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const errorShape = (body: Record<string, unknown>) => {
  expect(Object.keys(body).sort()).toEqual(['code', 'message'])
}

describe('input no route may turn into a 500', () => {
  it('refuses NUL characters in query strings, bodies and paths with 400', async () => {
    for (const url of [
      '/api/global-services?serviceType=a%00b',
      '/api/global-services?serviceArea=a%00b',
      '/api/products/a%00b',
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': 'en' },
      })
      expect(response.statusCode, url).toBe(400)
      expect(response.json()).toEqual({
        message: 'The request contains a character that is not allowed (NUL)',
        code: 'INVALID_CHARACTERS',
      })
    }
    const { user } = await createSellerUser(t.db)
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'a\u0000b@example.test', nested: { ['k\u0000']: 1 } },
      headers: { cookie: await t.cookieFor(user.id) },
    })
    expect(body.statusCode).toBe(400)
    expect(body.json().code).toBe('INVALID_CHARACTERS')
  })

  it('finds a NUL anywhere: in flat parameters, repeated query keys, keys and deep values', () => {
    const query = Object.assign(Object.create(null) as Record<string, unknown>, { q: 'buna' })
    expect(containsNul(query)).toBe(false)
    expect(containsNul({ ...query, page: 'a\u0000' })).toBe(true)
    expect(containsNul({ ['k\u0000']: 'v' })).toBe(true)
    expect(containsNul({ tag: ['a', 'b\u0000'] })).toBe(true)
    expect(containsNul({ tag: ['a', 'b'], n: 1, empty: null })).toBe(false)
    expect(containsNul({ a: { b: [{ ['c\u0000']: 1 }] } })).toBe(true)
    expect(containsNul(['x', ['y\u0000']])).toBe(true)
    expect(containsNul('plain')).toBe(false)
    expect(containsNul(undefined)).toBe(false)
  })

  it('answers a non-numeric price or discount with 400, never 500', async () => {
    for (const [price, discountPrice] of [
      ['abc', '1'],
      ['10', 'abc'],
      ['1e5', '-'],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/products',
        payload: {
          name: 'x',
          categoryId: '00000000-0000-4000-8000-000000000000',
          price,
          discountPrice,
          stock: 0,
        },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().code).toBe('VALIDATION_ERROR')
    }
  })

  it('answers router errors in the error shape and language, without echoing the path', async () => {
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/products/%ZZ' })
    expect(badUrl.statusCode).toBe(400)
    errorShape(badUrl.json())
    expect(badUrl.json()).toEqual({ message: 'ይህ አድራሻ ትክክል አይደለም', code: 'BAD_URL' })

    const long = `/api/products/${'x'.repeat(150)}`
    const tooLong = await t.app.inject({
      method: 'GET',
      url: long,
      headers: { 'accept-language': 'en' },
    })
    expect(tooLong.statusCode).toBe(414)
    errorShape(tooLong.json())
    expect(tooLong.json()).toEqual({
      message: 'A part of this address is too long',
      code: 'URL_TOO_LONG',
    })
    expect(tooLong.body).not.toContain('xxxxx')

    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    })
    expect(badJson.statusCode).toBe(400)
    errorShape(badJson.json())
  })
})
