import type { FastifyError } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiError } from '#shared/contracts/errors.ts'
import { IMPORT_MAX_BYTES, importPreview, importResult } from '#shared/contracts/product-import.ts'
import { requireSeller } from '#server/lib/access.ts'
import { AppError } from '#server/lib/errors.ts'
import { requestLanguage } from '#server/lib/language.ts'
import { createUploadStorage, type UploadStorage } from '#server/modules/uploads/upload-storage.ts'
import * as service from './product-import.service.ts'

export type ProductImportOptions = { dataDir: string; storage?: UploadStorage }

const errors = { 400: apiError, 401: apiError, 403: apiError, 409: apiError, 413: apiError }
const MEGABYTE = 1024 * 1024

const csvBody = z
  .string()
  .describe('The CSV file (text/csv, UTF-8), columns as the export writes them')

/** Bulk listing: export the seller's products to CSV, preview a CSV, apply it all or nothing. */
const productImportRoutes: FastifyPluginAsyncZod<ProductImportOptions> = async (app, options) => {
  const deps = { db: app.db, storage: options.storage ?? createUploadStorage(options) }

  // The file arrives as it is (text/csv); a spreadsheet may also send it as plain text.
  app.addContentTypeParser(
    ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel'],
    { parseAs: 'string', bodyLimit: IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  )
  // A file over the limit is named as such, in the reader's language, by the app's error handler.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new AppError(413, 'IMPORT_FILE_TOO_LARGE', 'productImport.fileTooLarge', {
        values: { max: IMPORT_MAX_BYTES / MEGABYTE },
      })
    }
    throw error
  })

  app.get(
    '/seller/products/export.csv',
    {
      schema: {
        tags: ['seller-products'],
        summary:
          "The seller's products as CSV: one row per variant, a product without options one row",
        response: { 200: z.string(), 401: apiError, 403: apiError },
      },
    },
    async (request, reply) => {
      const csv = await service.exportProducts(app.db, requireSeller(request))
      const day = new Date().toISOString().slice(0, 10)
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="selam-products-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv)
    },
  )

  app.post(
    '/seller/products/import/preview',
    {
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        tags: ['seller-products'],
        summary:
          'Check a CSV file of products: what each row would create or update, and every error; writes nothing',
        body: csvBody,
        response: { 200: importPreview, ...errors },
      },
    },
    async (request) =>
      service.previewImport(deps, requireSeller(request), request.body, requestLanguage(request)),
  )

  app.post(
    '/seller/products/import/apply',
    {
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        tags: ['seller-products'],
        summary:
          'Create and update the products of a CSV file in one transaction: all of them, or none when any row has an error',
        body: csvBody,
        response: { 200: importResult, ...errors },
      },
    },
    async (request) =>
      service.applyImport(deps, requireSeller(request), request.body, requestLanguage(request)),
  )
}

export default productImportRoutes
