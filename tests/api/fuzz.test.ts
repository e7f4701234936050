import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'

// Property-based fuzz over every operation of the OpenAPI document: random and malformed path
// parameters, query strings and bodies, sent as a visitor, a buyer and a seller. No answer may be
// a 5xx, and every error must be exactly `{ message, code, details? }` without the raw path.
// One fixed seed keeps a reproducible core; a random seed (logged) widens the search each run.

const FIXED_SEED = 20261124
const RANDOM_SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))
const RUNS_PER_SEED = Number(process.env.FUZZ_RUNS ?? 2)
// An open event stream never ends; a request still running after this long counts as answered.
const STREAM_WAIT_MS = 300

type Schema = {
  type?: string | string[]
  properties?: Record<string, Schema>
  items?: Schema
  enum?: unknown[]
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  format?: string
}
type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema?: Schema }
type Operation = {
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, { schema?: Schema }> }
}
type Fuzzed = {
  path: string
  query: string
  body: unknown
  sendBody: boolean
  language: string | undefined
  idempotencyKey: string | undefined
}

const NASTY_SEGMENTS = [
  '%ZZ',
  '%00',
  'a%00b',
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  'x'.repeat(150),
  '-1',
  '0',
  '1e309',
  'null',
  '%7B%7D',
  '%3Cscript%3E',
  encodeURIComponent('ሰላም'),
  '00000000-0000-0000-0000-000000000000',
]
const NASTY_VALUES = [
  '',
  'a\u0000b',
  '\u0000',
  '1e400',
  '-99999999999999999999999',
  'NaN',
  'Infinity',
  'true',
  '[]',
  '{}',
  'x'.repeat(3000),
  '9007199254740993',
  '2026-13-45',
  ' ',
  'ሰላም',
]

const pathSegment = fc.oneof(
  fc.uuid().map((id) => id),
  fc.string({ maxLength: 30 }).map((text) => encodeURIComponent(text) || 'x'),
  fc.constantFrom(...NASTY_SEGMENTS),
  fc.integer().map(String),
  fc.string({ unit: 'grapheme', maxLength: 12 }).map((text) => encodeURIComponent(text) || 'y'),
)

const withNul = fc.string({ maxLength: 10 }).map((text) => `${text}\u0000${text}`)

const queryValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_VALUES) },
  withNul,
  fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
  fc.integer().map(String),
  fc.double().map(String),
  fc.uuid(),
)

const garbage = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom<unknown>(
    1e308,
    -1e308,
    2 ** 53 + 1,
    'a\u0000b',
    'x'.repeat(5000),
    null,
    [],
    {},
    { __proto__: { admin: true } },
    { constructor: { prototype: { x: 1 } } },
  ),
  fc.constant(null).map(() => nested(60)),
)

/** A deeply nested array: parsers and validators must not fall over on depth. */
function nested(depth: number): unknown {
  let value: unknown = 'deep'
  for (let i = 0; i < depth; i++) value = [value]
  return value
}

function typeOf(schema: Schema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
}

/** Values shaped roughly like the schema (so validation passes often enough to reach services), mixed with garbage. */
function valueFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return garbage
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf
  if (variants?.length) return fc.oneof(...variants.map((s) => valueFor(s, depth + 1)), garbage)
  if (schema.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), garbage)
  switch (typeOf(schema)) {
    case 'string':
      return fc.oneof(
        schema.format === 'uuid' ? fc.uuid() : fc.string({ maxLength: 40 }),
        fc.constantFrom(...NASTY_VALUES),
        withNul,
        fc.constantFrom('10', '10.50', '0.001', 'abc', '2026-11-24', 'user@example.test'),
        garbage,
      )
    case 'integer':
    case 'number':
      return fc.oneof(
        fc.integer(),
        fc.double(),
        fc.constantFrom(0, -1, 1e308, 2 ** 53 + 1),
        garbage,
      )
    case 'boolean':
      return fc.oneof(fc.boolean(), garbage)
    case 'array':
      return fc.oneof(fc.array(valueFor(schema.items, depth + 1), { maxLength: 4 }), garbage)
    case 'object':
      return fc.oneof(objectFor(schema, depth + 1), garbage)
    default:
      return garbage
  }
}

function objectFor(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {}
  const shape = Object.fromEntries(
    Object.entries(properties).map(([name, prop]) => [name, valueFor(prop, depth)]),
  )
  // requiredKeys: [] lets any field go missing.
  return fc
    .tuple(
      fc.record(shape, { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 8 }), garbage, { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }))
}

function requestFor(template: string, operation: Operation, method: string): fc.Arbitrary<Fuzzed> {
  const params = operation.parameters ?? []
  const pathNames = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)
  const queryParams = params.filter((param) => param.in === 'query')
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema
  const mayHaveBody = !['get', 'head'].includes(method)

  const path = fc
    .tuple(...pathNames.map(() => pathSegment))
    .map((values) =>
      pathNames.reduce((url, name, i) => url.replace(`{${name}}`, values[i]!), template),
    )
  const query = fc
    .tuple(
      fc.record(Object.fromEntries(queryParams.map((param) => [param.name, queryValue])), {
        requiredKeys: [],
      }),
      // A repeated key turns a value into an array; an unknown key must be harmless.
      fc.array(
        fc.tuple(fc.constantFrom('q', 'page', ...queryParams.map((p) => p.name)), queryValue),
        { maxLength: 2 },
      ),
    )
    .map(([declared, extra]) =>
      [...Object.entries(declared), ...extra]
        .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
        .join('&'),
    )
  const body = bodySchema
    ? fc.oneof({ weight: 3, arbitrary: valueFor(bodySchema) }, garbage)
    : garbage
  return fc.record({
    path,
    query,
    body,
    sendBody: fc.boolean().map((send) => mayHaveBody && (send || !!bodySchema)),
    language: fc.constantFrom(undefined, 'am', 'en', 'xx'),
    idempotencyKey: fc.option(fc.oneof(fc.uuid(), fc.string({ maxLength: 80 })), {
      nil: undefined,
    }),
  })
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

it(
  'answers random and malformed input on every operation without a 5xx, in the error shape',
  { timeout: 240_000 },
  async () => {
    console.info(`fuzz seeds: fixed ${FIXED_SEED}, random ${RANDOM_SEED} (FUZZ_SEED to replay)`)
    // Real objects, so some random ids and valid-ish bodies reach the services.
    const { user: sellerUser, seller } = await createSellerUser(t.db)
    const category = await createCategory(t.db)
    await createProduct(t.db, { sellerId: seller.id, categoryId: category.id })
    const buyer = await createUser(t.db)
    const identities: { name: string; cookie: () => Promise<string | undefined> }[] = [
      { name: 'visitor', cookie: async () => undefined },
      { name: 'buyer', cookie: () => t.cookieFor(buyer.id) },
      { name: 'seller', cookie: () => t.cookieFor(sellerUser.id) },
    ]

    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> }
    const operations = Object.entries(document.paths).flatMap(([template, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ template, method, operation })),
    )
    const problems: string[] = []
    let sent = 0
    const started = Date.now()

    for (const identity of identities) {
      let cookie = await identity.cookie()
      for (const { template, method, operation } of operations) {
        const arbitrary = requestFor(template, operation, method)
        const samples = [
          ...fc.sample(arbitrary, { numRuns: RUNS_PER_SEED, seed: FIXED_SEED }),
          ...fc.sample(arbitrary, { numRuns: RUNS_PER_SEED, seed: RANDOM_SEED }),
        ]
        for (const sample of samples) {
          const url = sample.query ? `${sample.path}?${sample.query}` : sample.path
          const headers: Record<string, string> = {}
          if (cookie) headers.cookie = cookie
          if (sample.language) headers['accept-language'] = sample.language
          if (sample.idempotencyKey !== undefined)
            headers['idempotency-key'] = sample.idempotencyKey
          if (sample.sendBody) headers['content-type'] = 'application/json'
          const request = t.app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            headers,
            ...(sample.sendBody ? { payload: JSON.stringify(sample.body) ?? 'null' } : {}),
          })
          sent += 1
          const response = template.endsWith('/stream')
            ? await Promise.race([
                request,
                new Promise<undefined>((resolve) => setTimeout(resolve, STREAM_WAIT_MS)),
              ])
            : await request
          if (template === '/api/auth/logout' || template.startsWith('/api/auth/login')) {
            cookie = await identity.cookie() // signing out or in ends the session we were using
          }
          if (!response) continue
          const where = `${identity.name} ${method.toUpperCase()} ${url.slice(0, 200)}`
          if (response.statusCode >= 500) {
            problems.push(`${where} → ${response.statusCode} ${response.body.slice(0, 200)}`)
            continue
          }
          if (response.statusCode < 400) continue
          let body: Record<string, unknown>
          try {
            body = response.json()
          } catch {
            problems.push(
              `${where} → ${response.statusCode} not JSON: ${response.body.slice(0, 100)}`,
            )
            continue
          }
          const extra = Object.keys(body).filter(
            (key) => !['message', 'code', 'details'].includes(key),
          )
          const rawPath = decodeURIComponentSafe(sample.path)
          if (
            extra.length > 0 ||
            typeof body.message !== 'string' ||
            typeof body.code !== 'string' ||
            body.message.includes(sample.path) ||
            body.message.includes(rawPath)
          ) {
            problems.push(
              `${where} → ${response.statusCode} bad error body ${response.body.slice(0, 200)}`,
            )
          }
        }
      }
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    console.info(
      `fuzz: ${operations.length} operations × ${identities.length} identities × ${2 * RUNS_PER_SEED} = ${sent} requests in ${seconds} s, ${problems.length} problems`,
    )
    expect(operations.length).toBeGreaterThan(100)
    expect(problems.slice(0, 30)).toEqual([])
  },
)

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
