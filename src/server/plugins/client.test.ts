import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'

let t: TestApp
let clientDir: string
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'selam-client-'))
  await mkdir(path.join(clientDir, 'assets'))
  await writeFile(
    path.join(clientDir, 'index.html'),
    '<!doctype html><title>Selam</title><div id="root"></div>',
  )
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
