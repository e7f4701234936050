import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { formatProblem, lintOpenapi } from '../../../scripts/openapi/redocly-lint.ts'
import { SESSION_SCHEME } from './docs-operations.ts'

type Operation = {
  operationId?: string
  summary?: string
  description?: string
  security?: Record<string, string[]>[]
  parameters?: { name: string; in: string }[]
  requestBody?: unknown
  responses: Record<string, unknown>
}
type Document = {
  openapi: string
  servers?: { url: string }[]
  paths: Record<string, Record<string, Operation>>
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch']

let t: TestApp
let document: Document
let operations: { method: string; path: string; operation: Operation }[]

beforeAll(async () => {
  t = await createTestApp()
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
  expect(response.statusCode).toBe(200)
  document = response.json()
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      method,
      path,
      operation: item[method]!,
    })),
  )
})

afterAll(async () => {
  await t.close()
})

const name = ({ method, path }: { method: string; path: string }) =>
  `${method.toUpperCase()} ${path}`

describe('the OpenAPI document at /api/docs/json', () => {
  it("passes Redocly's recommended rules with no error", async () => {
    const problems = await lintOpenapi(document)
    const errors = problems.filter((problem) => problem.severity === 'error').map(formatProblem)
    expect(errors).toEqual([])
    expect(document.openapi).toMatch(/^3\.1\./)
    expect(document.servers?.length).toBeGreaterThan(0)

    // The same check fails a document that breaks the rules.
    const broken = structuredClone(document)
    broken.servers = []
    delete broken.paths['/api/orders']!.get!.security
    const rules = (await lintOpenapi(broken))
      .filter((problem) => problem.severity === 'error')
      .map((problem) => problem.rule)
    expect(rules).toEqual(expect.arrayContaining(['no-empty-servers', 'security-defined']))
  })

  it('gives every operation a unique operationId and a description beyond its summary', () => {
    expect(operations.length).toBeGreaterThan(100)
    const ids = new Map<string, string[]>()
    for (const entry of operations) {
      const { operationId, summary, description } = entry.operation
      expect(operationId, name(entry)).toMatch(/^[a-z][A-Za-z0-9]*$/)
      ids.set(operationId!, [...(ids.get(operationId!) ?? []), name(entry)])
      expect(summary?.trim(), `${name(entry)} has a summary`).toBeTruthy()
      expect(description, `${name(entry)} has a description`).toBeTruthy()
      expect(description!.trim()).not.toBe(summary!.trim())
      expect(description, name(entry)).toContain('**Access:**')
    }
    const duplicates = [...ids].filter(([, names]) => names.length > 1)
    expect(duplicates).toEqual([])
    // Derived from method and path, and stable: clients generated from it keep their names.
    expect(document.paths['/api/orders/{id}']?.get?.operationId).toBe('getOrdersById')
    expect(document.paths['/api/cart/items/{productId}']?.put?.operationId).toBe(
      'putCartItemsByProductId',
    )
  })

  it('says for each operation whether it needs the session, and the error codes it answers', () => {
    for (const entry of operations) {
      expect(Array.isArray(entry.operation.security), `${name(entry)} declares security`).toBe(true)
    }
    const orders = document.paths['/api/orders']!.get!
    expect(orders.security).toEqual([{ [SESSION_SCHEME]: [] }])
    expect(orders.description).toContain('`401`: `UNAUTHENTICATED`')
    expect(document.paths['/api/products']!.get!.security).toEqual([])
    // Open, but a session changes the answer (e.g. the caller's own unpublished product).
    expect(document.paths['/api/products/{id}']!.get!.security).toEqual([
      {},
      { [SESSION_SCHEME]: [] },
    ])
    const seller = document.paths['/api/seller/products']!.get!
    expect(seller.description).toContain('a seller account')
    expect(seller.responses).toHaveProperty('403')
    const admin = document.paths['/api/admin/users']!.get!
    expect(admin.security).toEqual([{ [SESSION_SCHEME]: [] }])
    expect(admin.description).toContain('the admin role')
    const register = document.paths['/api/auth/register']!.post!
    expect(register.description).toMatch(/\*\*Budget:\*\* at most \d+ requests per /)
    expect(register.responses).toHaveProperty('429')
  })

  it('uses JSON Schema nulls (no OpenAPI 3.0 `nullable`) and names every path parameter', () => {
    expect(JSON.stringify(document)).not.toMatch(/"nullable":/)
    for (const entry of operations) {
      const declared = (entry.operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => parameter.name)
        .sort()
      const inPath = [...entry.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort()
      expect(declared, name(entry)).toEqual(inPath)
    }
  })

  it('matches what each operation answers to a caller without a session', async () => {
    // Every operation is called once, without a cookie, with made-up ids and no input. A 401
    // UNAUTHENTICATED proves the route needs a session; any answer past the access check (2xx,
    // 404…) proves it does not. A 400 says only that validation came first, so it proves nothing.
    const mismatches: string[] = []
    let proven = 0
    for (const entry of operations) {
      const url = entry.path.replace(/\{([^}]+)\}/g, (_, param: string) =>
        param === 'rest' ? 'probe.svg' : randomUUID(),
      )
      const response = await t.app.inject({
        method: entry.method.toUpperCase() as 'GET',
        url,
        ...(entry.operation.requestBody ? { payload: {} } : {}),
      })
      const code = response.headers['content-type']?.toString().includes('json')
        ? (response.json() as { code?: string }).code
        : undefined
      if (response.statusCode === 400) continue
      proven++
      const needsSession = response.statusCode === 401 && code === 'UNAUTHENTICATED'
      const documented = JSON.stringify(entry.operation.security) === '[{"session":[]}]'
      if (needsSession !== documented) {
        mismatches.push(
          `${name(entry)} answered ${response.statusCode} ${code ?? ''} without a session, ` +
            `but the document says ${JSON.stringify(entry.operation.security)}`,
        )
      }
    }
    expect(mismatches).toEqual([])
    expect(proven).toBeGreaterThan(operations.length / 2)
  })
})
