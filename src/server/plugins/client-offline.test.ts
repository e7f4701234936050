import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { CLIENT_DOCUMENT } from '#test/helpers/client-document.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'

// The files that make the site installable and work offline, as the built client has them.

let t: TestApp
let clientDir: string
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'selam-client-offline-'))
  await mkdir(path.join(clientDir, 'assets'))
  await writeFile(path.join(clientDir, 'index.html'), CLIENT_DOCUMENT)
  await writeFile(path.join(clientDir, 'sw.js'), 'importScripts("/workbox-cc25c9f2.js")')
  await writeFile(path.join(clientDir, 'workbox-cc25c9f2.js'), 'self.workbox = {}')
  await writeFile(path.join(clientDir, 'manifest.webmanifest'), '{"name":"Selam Market"}')
  await writeFile(path.join(clientDir, 'offline.html'), '<!doctype html><h1>offline</h1>')
  t = await createTestApp({ CLIENT_DIR: clientDir })
})
afterAll(async () => {
  await t.close()
  await rm(clientDir, { recursive: true, force: true })
})

it('has browsers check the service worker and its Workbox runtime on every visit', async () => {
  for (const url of ['/sw.js', '/workbox-cc25c9f2.js']) {
    const response = await t.app.inject({ method: 'GET', url })
    expect(response.statusCode, url).toBe(200)
    expect(response.headers['cache-control'], url).toBe('no-cache')
    expect(response.headers['content-type'], url).toMatch(/javascript/)
  }
})

it('serves the web app manifest with its own content type', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/)
  expect(response.json()).toEqual({ name: 'Selam Market' })
})

it('serves the offline page as a plain file', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/offline.html' })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toContain('text/html')
  expect(response.body).toContain('offline')
})
