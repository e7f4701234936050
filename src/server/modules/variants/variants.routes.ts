import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParams } from '#shared/contracts/catalog.ts'
import { apiError } from '#shared/contracts/errors.ts'
import { productVariants, productVariantsBody } from '#shared/contracts/variants.ts'
import { requireSeller } from '#server/lib/access.ts'
import * as service from './variants.service.ts'

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError }

const variantsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seller/products/:id/variants',
    {
      schema: {
        tags: ['seller-products'],
        summary: "One of the seller's products: its options and every variant (inactive ones too)",
        params: idParams,
        response: { 200: productVariants, ...errors },
      },
    },
    async (request) =>
      service.getProductVariants(app.db, requireSeller(request), request.params.id),
  )

  app.put(
    '/products/:id/variants',
    {
      schema: {
        tags: ['seller-products'],
        summary:
          "Replace a product's options and variants (price, sale price, stock, SKU, active); empty lists make it a product without options again",
        params: idParams,
        body: productVariantsBody,
        response: { 200: productVariants, ...errors },
      },
    },
    async (request) =>
      service.setProductVariants(app.db, requireSeller(request), request.params.id, request.body),
  )
}

export default variantsRoutes
