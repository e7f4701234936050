import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  category,
  idParams,
  productDetail,
  productListQuery,
  productPage,
} from '#shared/contracts/catalog.ts'
import { apiError } from '#shared/contracts/errors.ts'
import * as catalog from './catalog.service.ts'

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Categories in display order, with their count of listed products',
        response: { 200: z.array(category) },
      },
    },
    async () => catalog.listCategories(app.db),
  )

  app.get(
    '/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Listed products, filtered and sorted, one keyset page at a time',
        querystring: productListQuery,
        response: { 200: productPage, 400: apiError },
      },
    },
    async (request) => catalog.listProducts(app.db, request.query),
  )

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product with its category, seller and images',
        params: idParams,
        response: { 200: productDetail, 400: apiError, 404: apiError },
      },
    },
    async (request) => catalog.getProduct(app.db, request.params.id, request.user),
  )
}

export default catalogRoutes
