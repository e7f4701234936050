import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParams, sellerDetail, sellerListItem } from '#shared/contracts/catalog.ts'
import { apiError } from '#shared/contracts/errors.ts'
import { storeVacation, storeVacationInput } from '#shared/contracts/store-vacation.ts'
import { requireSeller } from '#server/lib/access.ts'
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

  app.get(
    '/seller/vacation',
    {
      schema: {
        tags: ['sellers'],
        summary: "The signed-in seller's vacation mode: the return date while the store is away",
        response: { 200: storeVacation, 401: apiError, 403: apiError, 404: apiError },
      },
    },
    async (request) => sellers.getVacation(app.db, requireSeller(request).sellerId),
  )

  app.put(
    '/seller/vacation',
    {
      schema: {
        tags: ['sellers'],
        summary:
          'Pause the store until a return date after today (products stay listed, cannot be bought); a null date reopens it',
        body: storeVacationInput,
        response: {
          200: storeVacation,
          400: apiError,
          401: apiError,
          403: apiError,
          404: apiError,
        },
      },
    },
    async (request) => sellers.setVacation(app.db, requireSeller(request).sellerId, request.body),
  )
}

export default sellersRoutes
