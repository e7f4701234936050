import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiError } from '#shared/contracts/errors.ts'
import {
  createServiceInput,
  digitalService,
  digitalServiceOrder,
  digitalServicesQuery,
  idParams,
  orderServiceInput,
  orderServiceResult,
  updateServiceInput,
} from '#shared/contracts/revenue.ts'
import { requireSeller, requireUser } from '#server/lib/access.ts'
import * as services from './digital-services.service.ts'

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError }
const paymentErrors = { ...errors, 502: apiError }

/** Digital services: the catalogue, sellers' own services, orders and their delivery. */
const digitalServicesRoutes: FastifyPluginAsyncZod = async (app) => {
  // telebirr and Chapa pay for digital services too, when their keys are configured.
  const external = app.payments.providers

  app.get(
    '/digital-services',
    {
      schema: {
        tags: ['revenue'],
        summary: 'Active digital services, newest first, optionally of one category',
        querystring: digitalServicesQuery,
        response: { 200: z.array(digitalService), 400: apiError },
      },
    },
    async (request) => services.listServices(app.db, request.query),
  )

  app.get(
    '/digital-services/mine',
    {
      schema: {
        tags: ['revenue'],
        summary: "The signed-in seller's digital services, active or not",
        response: { 200: z.array(digitalService), 401: apiError, 403: apiError },
      },
    },
    async (request) => services.listMyServices(app.db, requireSeller(request)),
  )

  app.post(
    '/digital-services',
    {
      schema: {
        tags: ['revenue'],
        summary: 'Publish a digital service (sellers)',
        body: createServiceInput,
        response: { 201: digitalService, ...errors },
      },
    },
    async (request, reply) => {
      const service = await services.createService(app.db, requireSeller(request), request.body)
      return reply.status(201).send(service)
    },
  )

  app.patch(
    '/digital-services/:id',
    {
      schema: {
        tags: ['revenue'],
        summary: 'Edit, pause or resume one of your digital services',
        params: idParams,
        body: updateServiceInput,
        response: { 200: digitalService, ...errors },
      },
    },
    async (request) =>
      services.updateService(app.db, requireUser(request), request.params.id, request.body),
  )

  app.post(
    '/digital-services/:id/orders',
    {
      schema: {
        tags: ['revenue'],
        summary: 'Order a digital service: opens a payment; the order starts once it is paid',
        params: idParams,
        body: orderServiceInput,
        response: { 201: orderServiceResult, ...paymentErrors },
      },
    },
    async (request, reply) => {
      const result = await services.orderService(
        app.db,
        requireUser(request),
        request.params.id,
        request.body,
        external,
        request.log,
      )
      return reply.status(201).send(result)
    },
  )

  app.get(
    '/digital-service-orders',
    {
      schema: {
        tags: ['revenue'],
        summary: 'Digital services the signed-in user ordered, newest first',
        response: { 200: z.array(digitalServiceOrder), 401: apiError },
      },
    },
    async (request) => services.listPurchasedOrders(app.db, requireUser(request)),
  )

  app.get(
    '/digital-service-orders/selling',
    {
      schema: {
        tags: ['revenue'],
        summary: "Paid orders of the signed-in seller's digital services, newest first",
        response: { 200: z.array(digitalServiceOrder), 401: apiError, 403: apiError },
      },
    },
    async (request) => services.listSoldOrders(app.db, requireSeller(request)),
  )

  app.post(
    '/digital-service-orders/:id/deliver',
    {
      schema: {
        tags: ['revenue'],
        summary: 'Mark an order of your service delivered',
        params: idParams,
        response: { 200: digitalServiceOrder, ...errors },
      },
    },
    async (request) =>
      services.deliverServiceOrder(app.db, requireSeller(request), request.params.id),
  )
}

export default digitalServicesRoutes
