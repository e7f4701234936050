import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

it('reports liveness and database readiness', async () => {
  const health = await t.app.inject({ method: 'GET', url: '/api/health' })
  expect(health.statusCode).toBe(200)
  expect(health.json().status).toBe('ok')
  expect(health.headers['x-request-id']).toBeTruthy()
  const ready = await t.app.inject({ method: 'GET', url: '/api/ready' })
  expect(ready.statusCode).toBe(200)
  expect(ready.json()).toMatchObject({ status: 'ready' })
})

it('answers unknown API paths with the JSON error shape', async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/no-such-thing',
    headers: { 'accept-language': 'en' },
  })
  expect(response.statusCode).toBe(404)
  expect(response.json()).toEqual({ message: 'No such API route', code: 'ROUTE_NOT_FOUND' })
})

it('sends the API its own short set of security headers, and pages the document set', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/health' })
  expect(response.headers['x-content-type-options']).toBe('nosniff')
  // Nothing of an answer runs or loads as a page, and no site frames or reads it.
  expect(response.headers['content-security-policy']).toBe(
    "default-src 'none';frame-ancestors 'none'",
  )
  expect(response.headers['x-frame-options']).toBe('DENY')
  expect(response.headers['cross-origin-resource-policy']).toBe('same-origin')
  // Headers only a document uses are not sent with data.
  for (const name of ['origin-agent-cluster', 'x-dns-prefetch-control', 'x-xss-protection']) {
    expect(response.headers[name], name).toBeUndefined()
  }

  // The API's documentation is a page: it keeps the document policy.
  const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' })
  expect(docs.headers['content-security-policy']).toContain("default-src 'self'")
  expect(docs.headers['origin-agent-cluster']).toBe('?1')
})

it('refuses malformed JSON with a 400, not a 500', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: '{"email":',
    headers: { 'content-type': 'application/json' },
  })
  expect(response.statusCode).toBe(400)
  expect(response.json()).toHaveProperty('code')
})

it('publishes the OpenAPI document built from the routes', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
  expect(response.statusCode).toBe(200)
  const document = response.json()
  expect(document.openapi).toMatch(/^3\./)
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining([
      '/api/auth/register',
      '/api/auth/login',
      '/api/products',
      '/api/products/{id}',
    ]),
  )
})
