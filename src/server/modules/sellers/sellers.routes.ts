import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParams, sellerDetail, sellerListItem } from '#shared/contracts/catalog.ts'
import { apiError } from '#shared/contracts/errors.ts'
import * as sellers from './sellers.service.ts'

const sellersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sellers',
    {
      schema: {
        tags: ['sellers'],
        summary: 'Stores of active sellers, verified and best rated first',
        response: { 200: z.array(sellerListItem) },
      },
    },
    async () => sellers.listSellers(app.db),
  )

  app.get(
    '/sellers/:id',
    {
      schema: {
        tags: ['sellers'],
        summary: "A store with its owner's public contact and its newest listed products",
        params: idParams,
        response: { 200: sellerDetail, 400: apiError, 404: apiError },
      },
    },
    async (request) => sellers.getSeller(app.db, request.params.id, request.user),
  )
}

export default sellersRoutes
