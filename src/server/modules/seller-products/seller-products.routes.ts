import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParams } from '#shared/contracts/catalog.ts'
import { apiError } from '#shared/contracts/errors.ts'
import {
  bulkProductsBody,
  bulkProductsResult,
  createProductBody,
  productReviewBody,
  reviewQueueItem,
  sellerInventory,
  sellerProduct,
  updateProductBody,
} from '#shared/contracts/seller-products.ts'
import { requireAdmin, requireSeller } from '#server/lib/access.ts'
import { requestLanguage } from '#server/lib/language.ts'
import { createUploadStorage, type UploadStorage } from '#server/modules/uploads/upload-storage.ts'
import * as service from './seller-products.service.ts'

export type SellerProductsOptions = { dataDir: string; storage?: UploadStorage }

const writeErrors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError }

const sellerProductsRoutes: FastifyPluginAsyncZod<SellerProductsOptions> = async (app, options) => {
  const deps = { db: app.db, storage: options.storage ?? createUploadStorage(options) }

  app.get(
    '/seller/products',
    {
      schema: {
        tags: ['seller-products'],
        summary: "The signed-in seller's products in every status, with inventory counts",
        response: { 200: sellerInventory, 401: apiError, 403: apiError },
      },
    },
    async (request) => service.getInventory(app.db, requireSeller(request)),
  )

  app.post(
    '/products',
    {
      schema: {
        tags: ['seller-products'],
        summary: 'List a new product (waits for the authenticity review before it is public)',
        body: createProductBody,
        response: { 201: sellerProduct, ...writeErrors },
      },
    },
    async (request, reply) => {
      const product = await service.createProduct(deps, requireSeller(request), request.body)
      return reply.status(201).send(product)
    },
  )

  app.patch(
    '/products/:id',
    {
      schema: {
        tags: ['seller-products'],
        summary: "Change one of the seller's products",
        params: idParams,
        body: updateProductBody,
        response: { 200: sellerProduct, ...writeErrors },
      },
    },
    async (request) =>
      service.updateProduct(deps, requireSeller(request), request.params.id, request.body),
  )

  app.delete(
    '/products/:id',
    {
      schema: {
        tags: ['seller-products'],
        summary: 'Delete a product that has no orders (otherwise deactivate it)',
        params: idParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await service.deleteProduct(app.db, requireSeller(request), request.params.id)
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/products/:id/duplicate',
    {
      schema: {
        tags: ['seller-products'],
        summary: 'Copy a product (inactive, not featured, named with a copy suffix)',
        params: idParams,
        response: { 201: sellerProduct, ...writeErrors },
      },
    },
    async (request, reply) => {
      const copy = await service.duplicateProduct(
        app.db,
        requireSeller(request),
        request.params.id,
        requestLanguage(request),
      )
      return reply.status(201).send(copy)
    },
  )

  app.post(
    '/products/bulk',
    {
      schema: {
        tags: ['seller-products'],
        summary:
          "Activate, deactivate, feature, unfeature or delete several of the seller's products",
        body: bulkProductsBody,
        response: { 200: bulkProductsResult, ...writeErrors },
      },
    },
    async (request) => service.bulkUpdate(app.db, requireSeller(request), request.body),
  )

  app.get(
    '/admin/products/review-queue',
    {
      schema: {
        tags: ['admin'],
        summary: 'Products waiting for the authenticity review, oldest first (at most 100)',
        response: { 200: z.array(reviewQueueItem), 401: apiError, 403: apiError },
      },
    },
    async (request) => {
      requireAdmin(request)
      return service.listReviewQueue(app.db)
    },
  )

  app.post(
    '/admin/products/:id/review',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve or reject a product in the authenticity review queue',
        params: idParams,
        body: productReviewBody,
        response: {
          200: z.object({ id: z.uuid(), reviewStatus: z.enum(['approved', 'rejected']) }),
          ...writeErrors,
        },
      },
    },
    async (request) =>
      service.reviewProduct(
        app.db,
        requireAdmin(request),
        request.params.id,
        request.body.decision,
        request.body.note,
      ),
  )
}

export default sellerProductsRoutes
