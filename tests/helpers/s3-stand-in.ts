import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

// A local stand-in for an S3-compatible object store (path-style: /<bucket>/<key>). It keeps
// objects in memory and recomputes every request's AWS Signature V4 from the shared secret with
// node's own crypto, independently of the signer the app uses, so a wrong key, an altered request
// or an altered body is refused the way S3 refuses it.

export type StoredObject = { body: Buffer; contentType: string; cacheControl?: string }

export type S3StandIn = {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** Objects by key. */
  objects: Map<string, StoredObject>
  /** Requests refused, by S3 error code (SignatureDoesNotMatch, InvalidAccessKeyId, …). */
  refused: string[]
  /** Requests whose signature verified, as "METHOD key". */
  accepted: string[]
  /** The S3_* environment for an app that should use this store. */
  env: (overrides?: Partial<Record<string, string>>) => Record<string, string>
  close: () => Promise<void>
}

const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest()
const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex')

/** RFC 3986 encoding as SigV4 wants it (unreserved characters left alone). */
const encode = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )

function canonicalQuery(search: URLSearchParams): string {
  return [...search]
    .map(([key, value]) => [encode(key), encode(value)] as const)
    .sort(([k1, v1], [k2, v2]) => (k1 < k2 ? -1 : k1 > k2 ? 1 : v1 < v2 ? -1 : v1 > v2 ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&')
}

function headerValue(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value.join(',') : value
}

type Verdict = { ok: true } | { ok: false; status: number; code: string }

/** The SigV4 check S3 performs on a header-signed request. */
function verifySignature(
  request: IncomingMessage,
  body: Buffer,
  url: URL,
  keys: { accessKeyId: string; secretAccessKey: string; region: string },
): Verdict {
  const authorization = headerValue(request, 'authorization')
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization ?? '',
    )
  if (!match) return { ok: false, status: 403, code: 'AccessDenied' }
  const [, accessKeyId, date, region, service, signedHeaderList, signature] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ]
  if (accessKeyId !== keys.accessKeyId)
    return { ok: false, status: 403, code: 'InvalidAccessKeyId' }
  if (region !== keys.region || service !== 's3') {
    return { ok: false, status: 400, code: 'AuthorizationHeaderMalformed' }
  }
  const amzDate = headerValue(request, 'x-amz-date') ?? ''
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== date) {
    return { ok: false, status: 403, code: 'AccessDenied' }
  }
  const signedAt = Date.UTC(
    Number(amzDate.slice(0, 4)),
    Number(amzDate.slice(4, 6)) - 1,
    Number(amzDate.slice(6, 8)),
    Number(amzDate.slice(9, 11)),
    Number(amzDate.slice(11, 13)),
    Number(amzDate.slice(13, 15)),
  )
  if (Math.abs(Date.now() - signedAt) > 15 * 60 * 1000) {
    return { ok: false, status: 403, code: 'RequestTimeTooSkewed' }
  }
  const signedHeaders = signedHeaderList.split(';')
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!signedHeaders.includes(required)) return { ok: false, status: 403, code: 'AccessDenied' }
  }
  const payloadHash = headerValue(request, 'x-amz-content-sha256') ?? ''
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) {
    return { ok: false, status: 400, code: 'XAmzContentSHA256Mismatch' }
  }
  const canonicalHeaders = signedHeaders
    .map((name) => `${name}:${(headerValue(request, name) ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('')
  const canonicalRequest = [
    request.method,
    url.pathname,
    canonicalQuery(url.searchParams),
    canonicalHeaders,
    signedHeaderList,
    payloadHash,
  ].join('\n')
  const scope = `${date}/${region}/s3/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n')
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${keys.secretAccessKey}`, date), region), 's3'),
    'aws4_request',
  )
  const expected = Buffer.from(hmac(signingKey, stringToSign).toString('hex'))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, status: 403, code: 'SignatureDoesNotMatch' }
  }
  return { ok: true }
}

function xmlError(response: ServerResponse, status: number, code: string, head = false) {
  response.writeHead(status, { 'content-type': 'application/xml' })
  response.end(
    head ? undefined : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`,
  )
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

export async function startS3StandIn(
  options: {
    bucket?: string
    region?: string
    accessKeyId?: string
    secretAccessKey?: string
    /** Answer unsigned GETs under /public/<bucket>/<key>, like a public bucket or CDN. */
    publicRead?: boolean
  } = {},
): Promise<S3StandIn> {
  const keys = {
    accessKeyId: options.accessKeyId ?? 'SELAMTESTACCESSKEY01',
    secretAccessKey: options.secretAccessKey ?? 'selam-test-secret-key-0123456789abcdef',
    region: options.region ?? 'auto',
  }
  const bucket = options.bucket ?? 'selam-photos'
  const objects = new Map<string, StoredObject>()
  const refused: string[] = []
  const accepted: string[] = []

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request)
      const url = new URL(request.url ?? '/', 'http://stand-in')
      const head = request.method === 'HEAD'

      if (options.publicRead && url.pathname.startsWith(`/public/${bucket}/`)) {
        const object = objects.get(decodeURIComponent(url.pathname.slice(9 + bucket.length)))
        if (request.method !== 'GET' || !object) return xmlError(response, 404, 'NoSuchKey')
        response.writeHead(200, { 'content-type': object.contentType })
        return response.end(object.body)
      }

      const verdict = verifySignature(request, body, url, keys)
      if (!verdict.ok) {
        refused.push(verdict.code)
        return xmlError(response, verdict.status, verdict.code, head)
      }
      const [, bucketName, ...rest] = url.pathname.split('/')
      if (bucketName !== bucket) return xmlError(response, 404, 'NoSuchBucket', head)
      const key = decodeURIComponent(rest.join('/'))
      if (!key) return xmlError(response, 400, 'InvalidRequest', head)
      accepted.push(`${request.method} ${key}`)

      if (request.method === 'PUT') {
        objects.set(key, {
          body,
          contentType: headerValue(request, 'content-type') ?? 'binary/octet-stream',
          cacheControl: headerValue(request, 'cache-control'),
        })
        response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` })
        return response.end()
      }
      if (request.method === 'GET' || head) {
        const object = objects.get(key)
        if (!object) return xmlError(response, 404, 'NoSuchKey', head)
        response.writeHead(200, {
          'content-type': object.contentType,
          'content-length': object.body.length,
          ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
        })
        return response.end(head ? undefined : object.body)
      }
      if (request.method === 'DELETE') {
        objects.delete(key)
        response.writeHead(204)
        return response.end()
      }
      return xmlError(response, 405, 'MethodNotAllowed', head)
    })().catch((error: unknown) => {
      response.writeHead(500)
      response.end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const endpoint = `http://127.0.0.1:${port}`

  return {
    endpoint,
    bucket,
    region: keys.region,
    accessKeyId: keys.accessKeyId,
    secretAccessKey: keys.secretAccessKey,
    objects,
    refused,
    accepted,
    env: (overrides = {}) => {
      const env: Record<string, string> = {
        S3_ENDPOINT: endpoint,
        S3_REGION: keys.region,
        S3_BUCKET: bucket,
        S3_ACCESS_KEY_ID: keys.accessKeyId,
        S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
      }
      for (const [name, value] of Object.entries(overrides)) {
        if (value !== undefined) env[name] = value
      }
      return env
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
