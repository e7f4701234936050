import type { FastifyRequest } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { translate } from '#shared/i18n/messages.ts'
import { createTestApp, signInCookie, type TestApp } from '#test/helpers/test-app.ts'
import { createUser } from '#test/helpers/user-factories.ts'
import { requestLanguage } from './language.ts'
import { pageLanguage } from './page-preferences.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

const request = (
  headers: Record<string, string>,
  cookies: Record<string, string> = {},
  query: Record<string, string> = {},
) => ({ headers, cookies, query }) as unknown as FastifyRequest

describe('the page language a visitor reads', () => {
  it('follows Accept-Language to Afaan Oromoo (om or or) and Tigrinya', () => {
    expect(pageLanguage(request({ 'accept-language': 'om-ET,en;q=0.8' }))).toBe('om')
    expect(pageLanguage(request({ 'accept-language': 'or' }))).toBe('om')
    expect(pageLanguage(request({ 'accept-language': 'fr;q=0.9,ti-ER;q=0.8,am;q=0.5' }))).toBe('ti')
    expect(pageLanguage(request({ 'accept-language': 'fr' }))).toBe('am')
  })

  it('lets the address and then the visitor’s choice win over the browser', () => {
    const browser = { 'accept-language': 'en' }
    expect(pageLanguage(request(browser, { lang: 'ti' }))).toBe('ti')
    expect(pageLanguage(request(browser, { lang: 'ti' }, { lang: 'om' }))).toBe('om')
  })

  it('answers API messages in the language the client names', () => {
    expect(requestLanguage(request({ 'accept-language': 'om' }))).toBe('om')
    expect(requestLanguage(request({ 'accept-language': 'ti' }))).toBe('ti')
  })
})

describe('four languages through the API', () => {
  it('answers errors in Afaan Oromoo and Tigrinya', async () => {
    for (const [header, language] of [
      ['om', 'om'],
      ['or', 'om'],
      ['ti-ET', 'ti'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@example.test', password: 'wrong-password' },
        headers: { 'accept-language': header },
      })
      expect(response.statusCode).toBe(401)
      const { message, code } = response.json<{ message: string; code: string }>()
      expect(code).toBeTruthy()
      expect(message).toBe(translate('auth.invalidCredentials', language))
      expect(message).not.toBe(translate('auth.invalidCredentials', 'en'))
    }
  })

  it('saves a calendar choice on the profile and clears it back to the language’s own', async () => {
    const user = await createUser(t.db, { preferredLanguage: 'om' })
    const cookie = await signInCookie(t.app, user.email)
    const save = (calendar: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        payload: { calendar },
        headers: { cookie },
      })

    expect((await save('ethiopic')).json().user.calendar).toBe('ethiopic')
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })
    expect(me.json().user).toMatchObject({ preferredLanguage: 'om', calendar: 'ethiopic' })
    expect((await save('')).json().user.calendar).toBeNull()
    const bad = await save('julian')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().code).toBeTruthy()
  })
})
