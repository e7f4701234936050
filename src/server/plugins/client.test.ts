import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { CLIENT_DOCUMENT } from '#test/helpers/client-document.ts'
import { createTestApp, signInCookie, type TestApp } from '#test/helpers/test-app.ts'
import { createUser } from '#test/helpers/user-factories.ts'

let t: TestApp
let clientDir: string
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'selam-client-'))
  await mkdir(path.join(clientDir, 'assets'))
  await writeFile(path.join(clientDir, 'index.html'), CLIENT_DOCUMENT)
  await writeFile(path.join(clientDir, 'assets', 'index-abc123.js'), 'console.log("selam")')
  t = await createTestApp({ CLIENT_DIR: clientDir })
})
afterAll(async () => {
  await t.close()
  await rm(clientDir, { recursive: true, force: true })
})

it('caches hashed assets for a year', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })
  expect(response.statusCode).toBe(200)
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
})

it('serves the client for every page path so its router decides, never cached', async () => {
  for (const url of ['/', '/products/123', '/no-such-page', '/seller-dashboard']) {
    const response = await t.app.inject({ method: 'GET', url })
    expect(response.statusCode, url).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.body).toContain('<div id="root">')
    expect(response.headers['cache-control']).toMatch(/no-cache|max-age=0/)
  }
})

it('states the language and currency chosen for the visitor, in the document and its bootstrap', async () => {
  const byHeader = await t.app.inject({
    method: 'GET',
    url: '/cart',
    headers: { 'accept-language': 'fr-FR;q=0.5, en-US, am;q=0.8' },
  })
  expect(byHeader.body).toContain('<html lang="en"')
  const bootstrap = JSON.parse(
    /<script id="page-bootstrap" type="application\/json">(.*?)<\/script>/.exec(byHeader.body)![1]!,
  )
  expect(bootstrap).toEqual({ language: 'en', currency: 'USD', dataSaver: false })

  const byCookie = await t.app.inject({
    method: 'GET',
    url: '/cart',
    headers: { 'accept-language': 'en-US', cookie: 'lang=am; currency=EUR' },
  })
  expect(byCookie.body).toContain('<html lang="am"')
  expect(byCookie.body).toContain('"currency":"EUR"')

  // Data saver: the visitor's switch, else the browser's Save-Data hint.
  const saving = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/cart', headers })).body.includes('"dataSaver":true')
  expect(await saving({ 'save-data': 'on' })).toBe(true)
  expect(await saving({ 'save-data': 'on', cookie: 'data-saver=off' })).toBe(false)
  expect(await saving({ cookie: 'data-saver=on' })).toBe(true)
  expect(await saving({})).toBe(false)

  // A shared link's ?lang= wins over both; a forged cookie value is ignored.
  const byQuery = await t.app.inject({
    method: 'GET',
    url: '/cart?lang=en',
    headers: { cookie: 'lang=am; currency=<script>' },
  })
  expect(byQuery.body).toContain('<html lang="en"')
  expect(byQuery.body).not.toContain('<script>"')
  expect(byQuery.body).toContain('"currency":"ETB"')
})

it('sends no inline script where the policy allows none (no server renderer here)', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/cart' })
  expect(String(response.headers['content-security-policy'])).not.toContain('nonce-')
  expect(response.body).not.toContain('<script nonce=')
  expect(response.body).not.toContain('new Intl')
})

it("renders a signed-in user's page in their own language, which the browser will show", async () => {
  const user = await createUser(t.app.db, { preferredLanguage: 'am' })
  const session = await signInCookie(t.app, user.email)
  const page = (url: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', cookie: `${session}; lang=en` },
    })
  // The profile wins over this browser's older choice, as the app in the browser decides.
  expect((await page('/')).body).toContain('<html lang="am"')
  // An address that names its language keeps it.
  expect((await page('/?lang=en')).body).toContain('<html lang="en"')
  // Signed out (no session), the browser's choice.
  const visitor = await t.app.inject({
    method: 'GET',
    url: '/',
    headers: { accept: 'text/html', cookie: 'lang=en' },
  })
  expect(visitor.body).toContain('<html lang="en"')
})

it('keeps unknown API paths a JSON 404 even with a client present', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' })
  expect(response.statusCode).toBe(404)
  expect(response.json().code).toBe('ROUTE_NOT_FOUND')
})

it('rate limits a flood of misses', async () => {
  let limited = 0
  for (let i = 0; i < 130; i++) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/probe-${i}`,
      remoteAddress: '10.7.7.7',
    })
    if (response.statusCode === 429) limited += 1
  }
  expect(limited).toBeGreaterThan(0)
})
