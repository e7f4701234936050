import type { FastifyError } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiError } from '#shared/contracts/errors.ts'
import { UPLOAD_MAX_BYTES, uploadResult, uploadTicket } from '#shared/contracts/uploads.ts'
import { requireUser } from '#server/lib/access.ts'
import { AppError, notFound } from '#server/lib/errors.ts'
import type { S3Config } from '#server/config.ts'
import { createUploadStorage, STORED_NAME, type UploadStorage } from './upload-storage.ts'
import { createUploadTicket, storeUpload, verifyUploadSignature } from './uploads.service.ts'
import { LIMITS } from '#server/lib/rate-limits.ts'

export type UploadsOptions = {
  dataDir: string
  /** Shared signing secret; without one each process signs with its own random secret. */
  secret?: string
  /** The S3-compatible store, when configured and no `storage` is given. */
  s3?: S3Config | null
  /** One store shared by every plugin that reads or writes uploads (app.ts creates it). */
  storage?: UploadStorage
}

const objectParams = z.object({ key: z.uuid() })
const signedQuery = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(1).max(128),
})

const CACHE_FOREVER = 'public, max-age=31536000, immutable'

/** `/api/objects/*`: signed upload addresses, the upload itself, and the stored image address. */
const uploadsRoutes: FastifyPluginAsyncZod<UploadsOptions> = async (app, options) => {
  const storage = options.storage ?? createUploadStorage(options)

  app.post(
    '/objects/upload',
    {
      config: { rateLimit: LIMITS.upload },
      schema: {
        tags: ['uploads'],
        summary:
          'A signed address (valid 10 minutes) to PUT one photo to: a product photo, or a buyer’s photo of an item to return',
        response: { 200: uploadTicket, 401: apiError, 403: apiError },
      },
    },
    // Any signed-in user: sellers photograph products, buyers the item they ask to return
    // (docs/decisions/024-returns-and-refunds.md). The rate limit bounds what one account stores.
    async (request) => createUploadTicket(requireUser(request).id, options.secret),
  )

  app.get(
    '/objects/:key',
    {
      schema: {
        tags: ['uploads'],
        summary: 'The stored image address: redirects to its full-size WebP variant',
        params: objectParams,
        response: { 302: z.null(), 400: apiError, 404: apiError },
      },
    },
    async (request, reply) => {
      const name = `${request.params.key}-full.webp`
      if (!(await storage.exists(name))) throw notFound()
      return reply
        .header('cache-control', 'public, max-age=86400')
        .redirect(storage.publicUrl(name) ?? `/media/uploads/${name}`, 302)
    },
  )

  // The file body is raw bytes; only this scope reads every content type as a buffer.
  const rawBodyRoutes: FastifyPluginAsyncZod = async (raw) => {
    raw.removeAllContentTypeParsers()
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))
    raw.setErrorHandler((error: FastifyError) => {
      // Rethrown errors reach the app's error handler, which answers in the caller's language.
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new AppError(413, 'FILE_TOO_LARGE', 'upload.tooLarge')
      }
      throw error
    })

    raw.put(
      '/objects/:key',
      {
        bodyLimit: UPLOAD_MAX_BYTES,
        config: { rateLimit: LIMITS.upload },
        schema: {
          tags: ['uploads'],
          summary: 'Upload a photo (JPEG, PNG, WebP or GIF, up to 10 MB) to a signed address',
          params: objectParams,
          querystring: signedQuery,
          response: {
            200: uploadResult,
            400: apiError,
            401: apiError,
            403: apiError,
            409: apiError,
            413: apiError,
            415: apiError,
          },
        },
      },
      async (request) => {
        const user = requireUser(request)
        verifyUploadSignature(
          { key: request.params.key, ...request.query, userId: user.id },
          options.secret,
        )
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
        return storeUpload(storage, request.params.key, body)
      },
    )
  }
  await app.register(rawBodyRoutes)
}

/**
 * `/media/uploads/:file`: the resized variants, cached for good (names never change content).
 * Served from the store through the app, or redirected to the bucket's public address when
 * S3_PUBLIC_URL is set.
 */
export const uploadedMediaRoutes: FastifyPluginAsyncZod<UploadsOptions> = async (app, options) => {
  const storage = options.storage ?? createUploadStorage(options)

  app.get(
    '/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'One resized WebP variant of an uploaded photo',
        params: z.object({ file: z.string().max(64) }),
        response: { 200: z.any(), 301: z.null(), 404: apiError },
      },
    },
    async (request, reply) => {
      const { file } = request.params
      const publicUrl = STORED_NAME.test(file) ? storage.publicUrl(file) : null
      if (publicUrl) return reply.header('cache-control', CACHE_FOREVER).redirect(publicUrl, 301)
      const body = STORED_NAME.test(file) ? await storage.read(file) : null
      if (!body) throw notFound()
      return reply
        .type('image/webp')
        .header('cache-control', CACHE_FOREVER)
        .header('x-content-type-options', 'nosniff')
        .send(body)
    },
  )
}

export default uploadsRoutes
