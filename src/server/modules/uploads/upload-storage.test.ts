import { createHash } from 'node:crypto'
import { AwsClient } from 'aws4fetch'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UploadResult } from '#shared/contracts/uploads.ts'
import { loadConfig } from '#server/config.ts'
import { expectLoggedErrors } from '#test/helpers/log-capture.ts'
import { startS3StandIn, type S3StandIn } from '#test/helpers/s3-stand-in.ts'
import { createTestApp } from '#test/helpers/test-app.ts'
import { makePng, putFile, requestUploadUrl, uploadDataDir } from '#test/helpers/upload-fixtures.ts'
import { createSellerUser } from '#test/helpers/user-factories.ts'
import {
  createUploadStorage,
  LocalUploadStorage,
  ObjectStoreError,
  S3UploadStorage,
} from './upload-storage.ts'

const NAME = '3f0d8f0e-1b2c-4d5e-8f90-a1b2c3d4e5f6-card.webp'

let s3: S3StandIn

beforeAll(async () => {
  s3 = await startS3StandIn({ publicRead: true })
})

afterAll(async () => {
  await s3.close()
})

function storageWith(overrides: { secretAccessKey?: string; accessKeyId?: string } = {}) {
  return new S3UploadStorage({
    endpoint: s3.endpoint,
    region: s3.region,
    bucket: s3.bucket,
    accessKeyId: overrides.accessKeyId ?? s3.accessKeyId,
    secretAccessKey: overrides.secretAccessKey ?? s3.secretAccessKey,
  })
}

describe('S3 configuration', () => {
  const full = {
    S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com',
    S3_REGION: 'eu-central-1',
    S3_BUCKET: 'selam-photos',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret',
  }

  it('is off when no S3 variable is set, and the local directory is used', () => {
    const config = loadConfig({})
    expect(config.s3).toBeNull()
    expect(createUploadStorage({ dataDir: './data', s3: config.s3 })).toBeInstanceOf(
      LocalUploadStorage,
    )
  })

  it('is on when all five are set, with the public address optional', () => {
    const config = loadConfig({ ...full, S3_PUBLIC_URL: 'https://photos.selam.market' })
    expect(config.s3).toEqual({
      endpoint: full.S3_ENDPOINT,
      region: full.S3_REGION,
      bucket: full.S3_BUCKET,
      accessKeyId: full.S3_ACCESS_KEY_ID,
      secretAccessKey: full.S3_SECRET_ACCESS_KEY,
      publicUrl: 'https://photos.selam.market',
    })
    expect(createUploadStorage({ dataDir: './data', s3: config.s3 })).toBeInstanceOf(
      S3UploadStorage,
    )
    expect(loadConfig(full).s3?.publicUrl).toBeUndefined()
  })

  it('refuses a partial set, naming every missing variable', () => {
    const attempt = () => loadConfig({ S3_BUCKET: 'selam-photos', S3_REGION: 'auto' })
    expect(attempt).toThrow(/Invalid configuration/)
    expect(attempt).toThrow(/S3_ENDPOINT: required with the other S3_\* variables/)
    expect(attempt).toThrow(/S3_ACCESS_KEY_ID/)
    expect(attempt).toThrow(/S3_SECRET_ACCESS_KEY/)
    expect(attempt).not.toThrow(/S3_BUCKET:/)
    // A public address alone is a partial set too.
    expect(() => loadConfig({ S3_PUBLIC_URL: 'https://photos.selam.market' })).toThrow(
      /S3_ENDPOINT[\s\S]*S3_SECRET_ACCESS_KEY/,
    )
    // An empty variable counts as unset.
    expect(() => loadConfig({ ...full, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /S3_SECRET_ACCESS_KEY: required/,
    )
  })

  it('refuses malformed values', () => {
    expect(() => loadConfig({ ...full, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/)
    expect(() => loadConfig({ ...full, S3_ENDPOINT: 'ftp://files.example' })).toThrow(
      /S3_ENDPOINT: must be an http\(s\) address/,
    )
    expect(() => loadConfig({ ...full, S3_BUCKET: 'Selam_Photos' })).toThrow(
      /S3_BUCKET: must be a valid bucket name/,
    )
    expect(() => loadConfig({ ...full, S3_PUBLIC_URL: 'photos.selam.market' })).toThrow(
      /S3_PUBLIC_URL/,
    )
  })
})

describe('S3UploadStorage against the signature-checking stand-in', () => {
  it('puts, reads and checks objects with signed requests', async () => {
    const storage = storageWith()
    const body = Buffer.from('webp bytes stand-in')
    expect(await storage.exists(NAME)).toBe(false)
    expect(await storage.read(NAME)).toBeNull()

    await storage.put(NAME, body, 'image/webp')
    expect(s3.objects.get(NAME)).toMatchObject({
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    })
    expect(s3.objects.get(NAME)!.body.equals(body)).toBe(true)
    expect(await storage.exists(NAME)).toBe(true)
    expect((await storage.read(NAME))?.equals(body)).toBe(true)
    expect(s3.accepted).toEqual(expect.arrayContaining([`PUT ${NAME}`, `HEAD ${NAME}`]))
    // Without S3_PUBLIC_URL the app serves the bytes itself.
    expect(storage.publicUrl(NAME)).toBeNull()
  })

  it('refuses to address anything but our generated object names', async () => {
    const storage = storageWith()
    await expect(storage.read('../other-bucket/secret')).rejects.toThrow(/invalid stored object/)
    await expect(storage.put('photo.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
      /invalid stored object/,
    )
  })

  it('fails loudly when the store refuses a wrong secret or access key', async () => {
    const name = '11111111-2222-4333-8444-555555555555-full.webp'
    const refusedBefore = s3.refused.length

    const wrongSecret = storageWith({ secretAccessKey: 'not-the-shared-secret' })
    const error = await wrongSecret
      .put(name, Buffer.from('x'), 'image/webp')
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ObjectStoreError)
    expect((error as ObjectStoreError).status).toBe(403)
    expect((error as Error).message).toContain('SignatureDoesNotMatch')
    await expect(wrongSecret.exists(name)).rejects.toThrow(/HTTP 403/)

    const wrongKey = storageWith({ accessKeyId: 'SOMEONEELSE' })
    await expect(wrongKey.read(name)).rejects.toThrow(/InvalidAccessKeyId/)

    expect(s3.objects.has(name)).toBe(false)
    expect(s3.refused.slice(refusedBefore)).toEqual([
      'SignatureDoesNotMatch',
      'SignatureDoesNotMatch',
      'InvalidAccessKeyId',
    ])
  })

  it('the stand-in really checks: altered body, path or missing signature are refused', async () => {
    const client = new AwsClient({
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      service: 's3',
      region: s3.region,
      retries: 0,
    })
    const name = '66666666-7777-4888-8999-000000000000-thumb.webp'
    const url = `${s3.endpoint}/${s3.bucket}/${name}`
    const body = Buffer.from('original')
    const signed = await client.sign(url, {
      method: 'PUT',
      body,
      headers: { 'x-amz-content-sha256': createHash('sha256').update(body).digest('hex') },
    })

    const alteredBody = await fetch(signed.url, {
      method: 'PUT',
      headers: signed.headers,
      body: 'tampered',
    })
    expect(alteredBody.status).toBe(400)
    expect(await alteredBody.text()).toContain('XAmzContentSHA256Mismatch')

    const alteredPath = await fetch(signed.url.replace('-thumb', '-card'), {
      method: 'PUT',
      headers: signed.headers,
      body,
    })
    expect(alteredPath.status).toBe(403)
    expect(await alteredPath.text()).toContain('SignatureDoesNotMatch')

    const unsigned = await fetch(url, { method: 'PUT', body })
    expect(unsigned.status).toBe(403)
    expect(s3.objects.has(name)).toBe(false)

    // The untouched request goes through.
    const original = await fetch(signed.url, { method: 'PUT', headers: signed.headers, body })
    expect(original.status).toBe(200)
    expect(s3.objects.get(name)?.body.toString()).toBe('original')
  })
})

describe('the app with an S3-compatible store', () => {
  it('answers 500 and logs when the store refuses its signature, storing nothing', async () => {
    const data = await uploadDataDir()
    const t = await createTestApp({
      DATA_DIR: data.dir,
      ...s3.env({ S3_SECRET_ACCESS_KEY: 'a-secret-the-store-does-not-know' }),
    })
    try {
      const { user } = await createSellerUser(t.db)
      const cookie = await t.cookieFor(user.id)
      const uploadURL = await requestUploadUrl(t, cookie)
      const key = new URL(uploadURL, 'http://x').pathname.slice('/api/objects/'.length)
      expectLoggedErrors(1)
      const response = await putFile(t, cookie, uploadURL, await makePng())
      expect(response.statusCode).toBe(500)
      expect(response.json()).toMatchObject({ code: 'INTERNAL_ERROR' })
      expect(response.body).not.toContain('SignatureDoesNotMatch')
      expect([...s3.objects.keys()].some((name) => name.startsWith(key))).toBe(false)
    } finally {
      await t.close()
      await data.remove()
    }
  })

  it('with S3_PUBLIC_URL redirects photos to the bucket and allows its origin in the CSP', async () => {
    const data = await uploadDataDir()
    const publicUrl = `${s3.endpoint}/public/${s3.bucket}`
    const t = await createTestApp({ DATA_DIR: data.dir, ...s3.env({ S3_PUBLIC_URL: publicUrl }) })
    try {
      const { user } = await createSellerUser(t.db)
      const cookie = await t.cookieFor(user.id)
      const uploadURL = await requestUploadUrl(t, cookie)
      const uploaded = await putFile(t, cookie, uploadURL, await makePng(80, 60))
      expect(uploaded.statusCode, uploaded.body).toBe(200)
      const { url, variants } = uploaded.json<UploadResult>()
      const key = url.slice('/api/objects/'.length)

      const card = await t.app.inject({ method: 'GET', url: variants.card })
      expect(card.statusCode).toBe(301)
      expect(card.headers.location).toBe(`${publicUrl}/${key}-card.webp`)
      expect(card.headers['cache-control']).toContain('immutable')
      expect(card.headers['content-security-policy']).toMatch(
        new RegExp(`img-src [^;]*${s3.endpoint.replace(/[.]/g, '\\.')}`),
      )
      const fromBucket = await fetch(card.headers.location!)
      expect(fromBucket.status).toBe(200)
      const meta = await sharp(Buffer.from(await fromBucket.arrayBuffer())).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 80, 60])

      const stored = await t.app.inject({ method: 'GET', url })
      expect(stored.statusCode).toBe(302)
      expect(stored.headers.location).toBe(`${publicUrl}/${key}-full.webp`)
    } finally {
      await t.close()
      await data.remove()
    }
  })
})
