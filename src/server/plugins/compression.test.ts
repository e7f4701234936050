import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCategory } from '#test/helpers/catalog-factories.ts'
import { openEventStream } from '#test/helpers/sse.ts'
import { CLIENT_DOCUMENT } from '#test/helpers/client-document.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createUser } from '#test/helpers/user-factories.ts'

const SCRIPT = `export const greeting = ${JSON.stringify('ሰላም '.repeat(400))}\n`

let t: TestApp
let clientDir: string
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'selam-compression-'))
  await mkdir(path.join(clientDir, 'assets'))
  await writeFile(path.join(clientDir, 'index.html'), CLIENT_DOCUMENT)
  const script = path.join(clientDir, 'assets', 'index-abc123.js')
  // As the build writes them: the file, its brotli copy and its gzip copy.
  await writeFile(script, SCRIPT)
  await writeFile(`${script}.br`, brotliCompressSync(SCRIPT))
  await writeFile(`${script}.gz`, gzipSync(SCRIPT))
  await writeFile(path.join(clientDir, 'assets', 'font-abc123.woff2'), Buffer.alloc(4096, 7))
  t = await createTestApp({ CLIENT_DIR: clientDir })
  // A category list well over the 1 KB threshold.
  for (let i = 0; i < 25; i++) await createCategory(t.db, { description: 'ባህላዊ ልብሶችና ጨርቆች' })
})
afterAll(async () => {
  await t.close()
  await rm(clientDir, { recursive: true, force: true })
})

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  })

describe('API answers', () => {
  it('sends a JSON list brotli-compressed to a browser that accepts it', async () => {
    const plain = await get('/api/categories')
    const response = await get('/api/categories', 'gzip, deflate, br, zstd')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i)
    const body = brotliDecompressSync(response.rawPayload)
    expect(JSON.parse(body.toString('utf8'))).toEqual(plain.json())
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)
  })

  it('falls back to gzip when brotli is not accepted', async () => {
    const response = await get('/api/categories', 'gzip')
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i)
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toBeInstanceOf(Array)
  })

  it('sends plain JSON when no compression is accepted', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get('/api/categories', acceptEncoding)
      expect(response.headers['content-encoding']).toBeUndefined()
      expect(response.json()).toBeInstanceOf(Array)
      expect(response.rawPayload.length).toBeGreaterThan(1024)
    }
  })

  it('leaves tiny answers alone', async () => {
    const response = await get('/api/health', 'br, gzip')
    expect(response.statusCode).toBe(200)
    expect(response.rawPayload.length).toBeLessThan(1024)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.json()).toBeTruthy()
  })

  it('never compresses a server-sent event stream', async () => {
    const user = await createUser(t.db)
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const stream = await openEventStream(`${address}/api/chat/stream`, {
      cookie: await t.cookieFor(user.id),
      'accept-encoding': 'br, gzip',
    })
    try {
      expect(stream.response.status).toBe(200)
      expect(stream.response.headers.get('content-type')).toContain('text/event-stream')
      expect(stream.response.headers.get('content-encoding')).toBeNull()
    } finally {
      await stream.close()
    }
  })
})

describe('built client files', () => {
  it('sends the brotli copy written at build time, with the right type', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toContain('javascript')
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(SCRIPT)
  })

  it('sends the gzip copy or the file itself to browsers without brotli', async () => {
    const gzip = await get('/assets/index-abc123.js', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(SCRIPT)

    const identity = await get('/assets/index-abc123.js')
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body).toBe(SCRIPT)
  })

  it('sends fonts (already compressed) as they are', async () => {
    const response = await get('/assets/font-abc123.woff2', 'br, gzip')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.rawPayload.length).toBe(4096)
  })
})
