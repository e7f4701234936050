import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParams } from '#shared/contracts/catalog.ts'
import {
  courier,
  courierListQuery,
  courierQuoteQuery,
  courierQuotes,
} from '#shared/contracts/couriers.ts'
import { apiError } from '#shared/contracts/errors.ts'
import * as couriers from './couriers.service.ts'

const couriersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/couriers',
    {
      schema: {
        tags: ['couriers'],
        summary: 'Active couriers (public fields), optionally those serving an area',
        querystring: courierListQuery,
        response: { 200: z.array(courier), 400: apiError },
      },
    },
    async (request) => couriers.listCouriers(app.db, request.query),
  )

  app.get(
    '/couriers/quotes',
    {
      schema: {
        tags: ['couriers'],
        summary:
          'Delivery fee quotes from the active couriers serving a city, and the express fee (15% of the price)',
        querystring: courierQuoteQuery,
        response: { 200: courierQuotes, 400: apiError },
      },
    },
    async (request) => couriers.quoteDelivery(app.db, request.query),
  )

  app.get(
    '/couriers/:id',
    {
      schema: {
        tags: ['couriers'],
        summary: 'One active courier (public fields)',
        params: idParams,
        response: { 200: courier, 400: apiError, 404: apiError },
      },
    },
    async (request) => couriers.getCourier(app.db, request.params.id),
  )
}

export default couriersRoutes
