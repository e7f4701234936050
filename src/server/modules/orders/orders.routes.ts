import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParams } from '#shared/contracts/catalog.ts'
import { apiError } from '#shared/contracts/errors.ts'
import {
  courierAssignment,
  courierPosition,
  courierStats,
  locationReport,
  order,
  orderListQuery,
  orderRefParams,
  orderStatusChange,
  orderTracking,
} from '#shared/contracts/orders.ts'
import { requireCourier, requireUser } from '#server/lib/access.ts'
import { requestLanguage } from '#server/lib/language.ts'
import * as orders from './orders.service.ts'

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError }

const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  // A cancelled paid order is refunded through its provider when the provider can refund.
  const refund = app.payments.refundOrderPayment

  app.get(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary:
          "The signed-in user's orders: as buyer (default), or ?as=seller|courier|admin for a role they hold",
        querystring: orderListQuery,
        response: { 200: z.array(order), ...errors },
      },
    },
    async (request) => orders.listOrders(app.db, requireUser(request), request.query),
  )

  app.get(
    '/orders/courier-stats',
    {
      schema: {
        tags: ['orders'],
        summary: "The signed-in courier's dashboard figures",
        response: { 200: courierStats, ...errors },
      },
    },
    async (request) => orders.getCourierStats(app.db, requireCourier(request)),
  )

  app.get(
    '/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary:
          'One order, by id or order number (SM-YYMM-XXXX), for its buyer, seller, assigned courier or an admin',
        params: orderRefParams,
        response: { 200: order, ...errors },
      },
    },
    async (request) => orders.getOrder(app.db, requireUser(request), request.params.id),
  )

  app.get(
    '/orders/:id/updates',
    {
      schema: {
        tags: ['orders'],
        summary:
          "An order's tracking timeline (by id or order number), newest first, and the courier's latest position",
        params: orderRefParams,
        response: { 200: orderTracking, ...errors },
      },
    },
    async (request) =>
      orders.getTracking(app.db, requireUser(request), request.params.id, requestLanguage(request)),
  )

  app.patch(
    '/orders/:id/status',
    {
      schema: {
        tags: ['orders'],
        summary: 'Move an order to its next status, as its lifecycle allows for your role',
        params: idParams,
        body: orderStatusChange,
        response: { 200: order, 409: apiError, ...errors },
      },
    },
    async (request) =>
      orders.changeStatus(
        app.db,
        requireUser(request),
        request.params.id,
        request.body,
        requestLanguage(request),
        refund,
      ),
  )

  app.post(
    '/orders/:id/assign-courier',
    {
      schema: {
        tags: ['orders'],
        summary:
          "Hand the order to an active courier serving its area (the order's seller or an admin)",
        params: idParams,
        body: courierAssignment,
        response: { 200: order, 409: apiError, ...errors },
      },
    },
    async (request) =>
      orders.assignCourier(app.db, requireUser(request), request.params.id, request.body.courierId),
  )

  app.post(
    '/orders/:id/location',
    {
      schema: {
        tags: ['orders'],
        summary: "The assigned courier's position while the order is in transit",
        params: idParams,
        body: locationReport,
        response: { 201: courierPosition, 409: apiError, ...errors },
      },
    },
    async (request, reply) => {
      const position = await orders.reportLocation(
        app.db,
        requireUser(request),
        request.params.id,
        request.body,
      )
      return reply.code(201).send(position)
    },
  )
}

export default ordersRoutes
