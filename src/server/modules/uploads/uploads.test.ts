import { readdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UploadResult } from '#shared/contracts/uploads.ts'
import { UPLOAD_MAX_BYTES } from '#shared/contracts/uploads.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import {
  makeJpegWithGps,
  makePng,
  putFile,
  requestUploadUrl,
  uploadDataDir,
} from '#test/helpers/upload-fixtures.ts'
import { startS3StandIn, type S3StandIn } from '#test/helpers/s3-stand-in.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'
import { signedUploadPath } from './uploads.service.ts'

// Every behaviour below runs twice: with the local directory and with an S3-compatible bucket
// (a local stand-in that verifies each request's Signature V4). upload-storage.test.ts covers
// what is particular to the bucket.
describe.each(['local', 's3'] as const)('uploads with %s storage', (mode) => {
  let t: TestApp
  let data: Awaited<ReturnType<typeof uploadDataDir>>
  let s3: S3StandIn | undefined
  let sellerCookie: string
  let sellerUserId: string

  /** Names of every stored object, wherever this mode keeps them. */
  async function storedNames(): Promise<string[]> {
    if (s3) return [...s3.objects.keys()]
    return readdir(path.join(data.dir, 'uploads')).catch(() => [])
  }

  beforeAll(async () => {
    data = await uploadDataDir()
    s3 = mode === 's3' ? await startS3StandIn() : undefined
    t = await createTestApp({ DATA_DIR: data.dir, ...s3?.env() })
    const { user } = await createSellerUser(t.db)
    sellerUserId = user.id
    sellerCookie = await t.cookieFor(user.id)
  })

  afterAll(async () => {
    await t.close()
    await s3?.close()
    await data.remove()
  })

  describe('POST /api/objects/upload', () => {
    it('gives a signed seller a short-lived signed address', async () => {
      const uploadURL = await requestUploadUrl(t, sellerCookie)
      const url = new URL(uploadURL, 'http://x')
      expect(url.pathname).toMatch(/^\/api\/objects\/[0-9a-f-]{36}$/)
      const expires = Number(url.searchParams.get('expires'))
      const now = Date.now() / 1000
      expect(expires).toBeGreaterThan(now + 9 * 60)
      expect(expires).toBeLessThanOrEqual(now + 10 * 60 + 1)
      expect(url.searchParams.get('signature')).toMatch(/^[\w-]{43}$/)
    })

    it('refuses visitors (401); any signed-in user may upload (a buyer photographs a return)', async () => {
      const visitor = await t.app.inject({ method: 'POST', url: '/api/objects/upload' })
      expect(visitor.statusCode).toBe(401)
      const buyer = await createUser(t.db)
      const buyerCookie = await t.cookieFor(buyer.id)
      const uploadURL = await requestUploadUrl(t, buyerCookie)
      const response = await putFile(t, buyerCookie, uploadURL, await makePng(64, 48))
      expect(response.statusCode).toBe(200)
      // The signed address is the buyer's own: another account cannot use it.
      const other = await t.cookieFor((await createUser(t.db)).id)
      const stolen = await putFile(
        t,
        other,
        await requestUploadUrl(t, buyerCookie),
        await makePng(),
      )
      expect(stolen.statusCode).toBe(403)
    })
  })

  describe('PUT /api/objects/:key', () => {
    it('stores a real PNG as three WebP variants served with a long cache', async () => {
      const uploadURL = await requestUploadUrl(t, sellerCookie)
      const response = await putFile(t, sellerCookie, uploadURL, await makePng(64, 48))
      expect(response.statusCode, response.body).toBe(200)
      const result = response.json<UploadResult>()
      expect(result.url).toBe(uploadURL.split('?')[0])

      const card = await t.app.inject({ method: 'GET', url: result.variants.card })
      expect(card.statusCode).toBe(200)
      expect(card.headers['content-type']).toBe('image/webp')
      expect(card.headers['cache-control']).toContain('immutable')
      const meta = await sharp(card.rawPayload).metadata()
      expect(meta.format).toBe('webp')
      // Small images are not enlarged.
      expect([meta.width, meta.height]).toEqual([64, 48])

      const stored = await t.app.inject({ method: 'GET', url: result.url })
      expect(stored.statusCode).toBe(302)
      expect(stored.headers.location).toBe(result.variants.full)

      // The three variants are where this mode keeps them, and nothing else (no original).
      const key = result.url.slice('/api/objects/'.length)
      const names = (await storedNames()).filter((name) => name.startsWith(key))
      expect(names.sort()).toEqual([`${key}-card.webp`, `${key}-full.webp`, `${key}-thumb.webp`])
      if (s3) {
        const object = s3.objects.get(`${key}-card.webp`)!
        expect(object.contentType).toBe('image/webp')
        expect(object.body.equals(card.rawPayload)).toBe(true)
        expect(s3.refused).toEqual([])
      }
    })

    it('resizes a JPEG and strips its EXIF, GPS position included', async () => {
      const jpeg = await makeJpegWithGps(2000, 1500)
      const source = await sharp(jpeg).metadata()
      expect(source.exif?.toString('latin1')).toContain('SelamTestCam')

      const uploadURL = await requestUploadUrl(t, sellerCookie)
      // The declared type is ignored: the bytes decide.
      const response = await putFile(t, sellerCookie, uploadURL, jpeg, 'application/octet-stream')
      expect(response.statusCode, response.body).toBe(200)
      const { variants } = response.json<UploadResult>()

      const sizes = { thumb: 160, card: 480, full: 1200 } as const
      for (const [variant, side] of Object.entries(sizes)) {
        const file = await t.app.inject({
          method: 'GET',
          url: variants[variant as keyof typeof sizes],
        })
        const meta = await sharp(file.rawPayload).metadata()
        expect(meta.format).toBe('webp')
        expect(Math.max(meta.width, meta.height)).toBe(side)
        expect(meta.exif).toBeUndefined()
        expect(file.rawPayload.toString('latin1')).not.toContain('SelamTestCam')
        expect(file.rawPayload.toString('latin1')).not.toContain('Exif')
      }
    })

    it('accepts WebP and GIF by their bytes', async () => {
      const base = sharp({ create: { width: 40, height: 30, channels: 3, background: '#f1c40f' } })
      for (const body of [
        await base.clone().webp().toBuffer(),
        await base.clone().gif().toBuffer(),
      ]) {
        const uploadURL = await requestUploadUrl(t, sellerCookie)
        const response = await putFile(t, sellerCookie, uploadURL, body, 'image/jpeg')
        expect(response.statusCode, response.body).toBe(200)
      }
    })

    it('refuses a text file renamed and labelled as an image with the Amharic message', async () => {
      const uploadURL = await requestUploadUrl(t, sellerCookie)
      const response = await putFile(
        t,
        sellerCookie,
        uploadURL,
        Buffer.from('this is not a photo, only text named photo.png'),
        'image/png',
      )
      expect(response.statusCode).toBe(415)
      expect(response.json()).toMatchObject({
        code: 'UNSUPPORTED_FILE_TYPE',
        message: 'የማይደገፍ ፋይል አይነት',
      })
    })

    it('refuses a file with image magic bytes that does not decode', async () => {
      const uploadURL = await requestUploadUrl(t, sellerCookie)
      const png = await makePng()
      const response = await putFile(t, sellerCookie, uploadURL, png.subarray(0, 40))
      expect(response.statusCode).toBe(415)
    })

    it('refuses more than 10 MB with 413 and the message in the reader language', async () => {
      const uploadURL = await requestUploadUrl(t, sellerCookie)
      const body = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0xff)
      const response = await putFile(t, sellerCookie, uploadURL, body)
      expect(response.statusCode).toBe(413)
      expect(response.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'ፋይሉ በጣም ትልቅ ነው' })

      const english = await t.app.inject({
        method: 'PUT',
        url: uploadURL,
        headers: { cookie: sellerCookie, 'content-type': 'image/jpeg', 'accept-language': 'en' },
        payload: body,
      })
      expect(english.statusCode).toBe(413)
      expect(english.json().message).toBe('The file is too large')
    })

    it('refuses an expired, tampered or someone else’s address with 403', async () => {
      const png = await makePng()
      const key = '3f0d8f0e-1b2c-4d5e-8f90-a1b2c3d4e5f6'
      const expired = signedUploadPath(key, Math.floor(Date.now() / 1000) - 1, sellerUserId)
      const expiredResponse = await putFile(t, sellerCookie, expired, png)
      expect(expiredResponse.statusCode).toBe(403)

      const valid = await requestUploadUrl(t, sellerCookie)
      const url = new URL(valid, 'http://x')
      const later = new URL(valid, 'http://x')
      later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600))
      expect((await putFile(t, sellerCookie, later.pathname + later.search, png)).statusCode).toBe(
        403,
      )

      const signature = url.searchParams.get('signature')!
      url.searchParams.set('signature', (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1))
      expect((await putFile(t, sellerCookie, url.pathname + url.search, png)).statusCode).toBe(403)

      const other = await createSellerUser(t.db)
      const otherCookie = await t.cookieFor(other.user.id)
      expect((await putFile(t, otherCookie, valid, png)).statusCode).toBe(403)

      // Nothing was written for any refused attempt.
      const files = await storedNames()
      expect(files.some((file) => file.startsWith(key))).toBe(false)
      expect(
        files.some((file) => file.startsWith(new URL(valid, 'http://x').pathname.slice(13))),
      ).toBe(false)
    })

    it('accepts an address once', async () => {
      const uploadURL = await requestUploadUrl(t, sellerCookie)
      expect((await putFile(t, sellerCookie, uploadURL, await makePng())).statusCode).toBe(200)
      expect((await putFile(t, sellerCookie, uploadURL, await makePng())).statusCode).toBe(409)
    })
  })

  describe('GET /media/uploads/:file', () => {
    it('answers 404 for unknown or malformed names', async () => {
      for (const file of [
        '3f0d8f0e-1b2c-4d5e-8f90-a1b2c3d4e5f6-card.webp',
        '..%2Fsecret',
        'x.webp',
      ]) {
        const response = await t.app.inject({ method: 'GET', url: `/media/uploads/${file}` })
        expect(response.statusCode).toBe(404)
      }
    })
  })
})
