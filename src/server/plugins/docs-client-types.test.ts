import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import openapiTS, { astToString } from 'openapi-typescript'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'

// A client generated from the live document, used the way an outside developer would: types
// from openapi-typescript, a small fetch wrapper over the generated `paths`, a few calls.

const CLIENT = `
import type { operations, paths } from './selam-api'

// The one global this client needs, declared here so the check needs no DOM library.
declare function fetch(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; credentials: 'include' },
): Promise<{ ok: boolean; json(): Promise<unknown> }>

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch'
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>
type Json<R> = R extends { content: { 'application/json': infer Body } } ? Body : never
type Success<O> = [O] extends [{ responses: { 200: infer Ok } }]
  ? Json<Ok>
  : [O] extends [{ responses: { 201: infer Created } }]
    ? Json<Created>
    : never
// Not distributed over unions: while a call is being inferred, TypeScript tries every path at once.
type Input<O> = [O] extends [never]
  ? never
  : ([O] extends [{ parameters: { path: infer Path } }] ? { path: Path } : { path?: never }) &
      ([O] extends [{ parameters: { query?: infer Query } }] ? { query?: Query } : { query?: never }) &
      ([O] extends [{ requestBody: { content: { 'application/json': infer Body } } }]
        ? { body: Body }
        : { body?: never })
type ApiError = Json<operations['getProductsById']['responses'][404]>

const origin = 'http://localhost:5000'

type RawInput = { path?: Record<string, string>; query?: Record<string, string | number>; body?: unknown }

async function send(method: Method, template: string, input: RawInput): Promise<unknown> {
  const { path: params = {}, query = {}, body } = input
  const filled = template.replace(/\\{(\\w+)\\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  )
  const search = Object.entries(query)
    .map(([key, value]) => encodeURIComponent(key) + '=' + encodeURIComponent(String(value)))
    .join('&')
  const response = await fetch(origin + filled + (search ? '?' + search : ''), {
    method: method.toUpperCase(),
    credentials: 'include',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  if (!response.ok) {
    const error = (await response.json()) as ApiError
    throw new Error(error.code + ': ' + error.message)
  }
  return response.json()
}

/** One call of the API: path, method and input checked against the document, the answer typed. */
export const request = send as unknown as <P extends keyof paths, M extends Method & keyof paths[P]>(
  method: M,
  template: P,
  input: Input<Operation<P, M>>,
) => Promise<Success<Operation<P, M>>>

export async function newestProductNames(): Promise<string[]> {
  const page = await request('get', '/api/products', { query: { sort: 'newest', limit: 10 } })
  return page.items.map((item) => item.name)
}

export async function priceOf(id: string): Promise<string> {
  const product = await request('get', '/api/products/{id}', { path: { id } })
  return product.discountPrice ?? product.price
}

export async function signIn(email: string, password: string): Promise<string> {
  const session = await request('post', '/api/auth/login', { body: { email, password } })
  return session.user.id
}

export async function addToCart(productId: string, quantity: number): Promise<number> {
  const cart = await request('put', '/api/cart/items/{productId}', {
    path: { productId },
    body: { quantity },
  })
  return cart.groups.length
}

// Generators name their methods after the operationIds.
export type ProductPage = Json<operations['getProducts']['responses'][200]>
`

/** Mistakes the generated types must catch (with TypeScript's code for each), one file each. */
const MISTAKES: Record<string, { code: number; source: string }> = {
  'a string where the quantity is a number': {
    code: 2345,
    source: `addToCart('id', '2' as string)`,
  },
  'a property no product has': {
    code: 2339,
    source: `request('get', '/api/products/{id}', { path: { id: 'x' } }).then((product) => product.priceInCents)`,
  },
  'a method the path does not have': { code: 2345, source: `request('delete', '/api/cart', {})` },
  'a path parameter left out': { code: 2345, source: `request('get', '/api/products/{id}', {})` },
  'a field the sign-in does not take': {
    code: 2353,
    source: `request('post', '/api/auth/login', { body: { user: 'a', password: 'b' } })`,
  },
}

let t: TestApp
let dir: string
let types: string
/** TypeScript's complaints, by file name. */
let errorsByFile: Map<string, string[]>

beforeAll(async () => {
  t = await createTestApp()
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
  types = astToString(await openapiTS(document))
  dir = await mkdtemp(path.join(os.tmpdir(), 'selam-api-client-'))
  await writeFile(path.join(dir, 'selam-api.d.ts'), types)
  await writeFile(path.join(dir, 'client.ts'), CLIENT)
  const files = [path.join(dir, 'client.ts')]
  for (const [index, mistake] of Object.values(MISTAKES).entries()) {
    const file = path.join(dir, `mistake-${index}.ts`)
    await writeFile(
      file,
      `import { addToCart, request } from './client'\nexport const mistake = () => ${mistake.source}\n`,
    )
    files.push(file)
  }
  errorsByFile = typeErrors(files)
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
  await t.close()
})

/** One compiler run over all the files (the generated declarations are checked too). */
function typeErrors(files: string[]): Map<string, string[]> {
  const program = ts.createProgram(files, {
    strict: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts'],
    types: [],
    skipLibCheck: false,
    skipDefaultLibCheck: true,
  })
  const errors = new Map<string, string[]>()
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file ? path.basename(diagnostic.file.fileName) : '(options)'
    const line = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line
    const text = `${line === undefined ? '' : `line ${line + 1}: `}TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`
    errors.set(file, [...(errors.get(file) ?? []), text])
  }
  return errors
}

describe('a client generated from the OpenAPI document', () => {
  it('has types for every path and operationId', () => {
    expect(types).toContain('export interface paths')
    expect(types).toContain('"/api/cart/items/{productId}": {')
    expect(types).toContain('getProductsById: {')
  })

  it('typechecks a small client written against the generated types', () => {
    expect(errorsByFile.get('selam-api.d.ts') ?? []).toEqual([])
    expect(errorsByFile.get('client.ts') ?? []).toEqual([])
    expect(errorsByFile.get('(options)') ?? []).toEqual([])
  })

  it.each(Object.entries(MISTAKES).map(([name, { code }], index) => [name, code, index] as const))(
    'reports %s (TS%i)',
    (_, code, index) => {
      const errors = errorsByFile.get(`mistake-${index}.ts`) ?? []
      expect(errors.length, errors.join('\n')).toBe(1)
      expect(errors[0]).toContain(`TS${code}:`)
    },
  )
})
