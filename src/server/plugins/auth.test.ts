import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createUser, TEST_PASSWORD } from '#test/helpers/user-factories.ts'

// Behind HTTPS (PUBLIC_ORIGIN https) the session cookie is Secure and cross-site checks use the public origin.
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: 'https://selam.example' })
})
afterAll(async () => {
  await t.close()
})

it('marks the session cookie Secure when the site is served over HTTPS', async () => {
  const user = await createUser(t.db)
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: TEST_PASSWORD },
    headers: { origin: 'https://selam.example' },
  })
  expect(response.statusCode).toBe(200)
  const cookie = String(response.headers['set-cookie'])
  expect(cookie).toMatch(/; Secure/i)
  expect(cookie).toMatch(/HttpOnly/i)
  expect(response.headers['strict-transport-security']).toBeDefined()
})

it('judges the Origin against the public origin, not the Host header', async () => {
  const user = await createUser(t.db)
  const spoofed = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: TEST_PASSWORD },
    headers: { origin: 'http://attacker.example', host: 'attacker.example' },
  })
  expect(spoofed.statusCode).toBe(403)
  expect(spoofed.json().code).toBe('CROSS_ORIGIN')
})
