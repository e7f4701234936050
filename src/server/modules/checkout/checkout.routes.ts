import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  checkoutInput,
  checkoutQuote,
  checkoutQuoteInput,
  idempotencyHeaders,
  IDEMPOTENCY_HEADER,
  placedOrder,
} from '#shared/contracts/checkout.ts'
import { apiError } from '#shared/contracts/errors.ts'
import { requireUser } from '#server/lib/access.ts'
import * as checkout from './checkout.service.ts'

const errors = { 400: apiError, 401: apiError, 404: apiError, 409: apiError, 502: apiError }

const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  // telebirr and Chapa are offered only when their keys are configured.
  const external = app.payments.providers

  app.post(
    '/checkout/quote',
    {
      schema: {
        tags: ['checkout'],
        summary:
          "Price the signed-in user's cart: items, delivery per seller, coupon, grand total (ETB)",
        body: checkoutQuoteInput,
        response: { 200: checkoutQuote, ...errors },
      },
    },
    async (request) => checkout.quoteCheckout(app.db, requireUser(request), request.body, external),
  )

  app.post(
    '/checkout/orders',
    {
      schema: {
        tags: ['checkout'],
        summary:
          'Place the order: one order per cart line, stock reserved, payment created. Requires an Idempotency-Key header; a replay returns the first answer',
        headers: idempotencyHeaders,
        body: checkoutInput,
        response: { 201: placedOrder, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request)
      const result = await checkout.placeOrder(
        app.db,
        user,
        request.body,
        request.headers[IDEMPOTENCY_HEADER],
        external,
        request.log,
      )
      return reply.status(result.statusCode as 201).send(result.body as never)
    },
  )
}

export default checkoutRoutes
