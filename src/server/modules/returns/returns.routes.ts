import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { courierQuote } from '#shared/contracts/couriers.ts'
import { apiError } from '#shared/contracts/errors.ts'
import { orderRefParams } from '#shared/contracts/orders.ts'
import {
  orderReturn,
  orderReturns,
  returnAcceptInput,
  returnAppealInput,
  returnCourierInput,
  returnIdParams,
  returnListQuery,
  returnPolicy,
  returnRefundInput,
  returnRefuseInput,
  returnRequestInput,
  returnSettingsInput,
  returnShipmentInput,
  walletCredit,
} from '#shared/contracts/returns.ts'
import { requireAdmin, requireUser } from '#server/lib/access.ts'
import { requestLanguage } from '#server/lib/language.ts'
import type { UploadStorage } from '#server/modules/uploads/upload-storage.ts'
import { receiveReturn, refundReturn } from './returns-refunds.service.ts'
import * as returns from './returns.service.ts'

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError }

const returnsRoutes: FastifyPluginAsyncZod<{ storage: UploadStorage }> = async (app, options) => {
  // Refunds go back through the payment providers that are configured (Chapa; the sandbox).
  const external = app.payments.providers

  app.get(
    '/returns/policy',
    {
      schema: {
        tags: ['returns'],
        summary:
          'The return rules in force: the window after delivery, the seller’s days to decide, each category’s own window',
        response: { 200: returnPolicy },
      },
    },
    async () => returns.getPolicy(app.db),
  )

  app.put(
    '/admin/return-settings',
    {
      schema: {
        tags: ['returns'],
        summary:
          'Set the return window, the seller’s days to decide and categories’ own windows (admins)',
        body: returnSettingsInput,
        response: { 200: returnPolicy, ...errors },
      },
    },
    async (request) => returns.saveSettings(app.db, requireAdmin(request), request.body),
  )

  app.get(
    '/orders/:id/returns',
    {
      schema: {
        tags: ['returns'],
        summary:
          "An order's returns, and whether its buyer may ask for one now (the order's parties)",
        params: orderRefParams,
        response: { 200: orderReturns, ...errors },
      },
    },
    async (request) => returns.orderReturnsFor(app.db, requireUser(request), request.params.id),
  )

  app.post(
    '/orders/:id/returns',
    {
      schema: {
        tags: ['returns'],
        summary:
          'Ask to return a delivered order (its buyer, within the return window), with a reason and photos',
        params: orderRefParams,
        body: returnRequestInput,
        response: { 201: orderReturn, ...errors },
      },
    },
    async (request, reply) => {
      const made = await returns.requestReturn(
        { db: app.db, storage: options.storage },
        requireUser(request),
        request.params.id,
        request.body,
      )
      return reply.status(201).send(made)
    },
  )

  app.get(
    '/returns',
    {
      schema: {
        tags: ['returns'],
        summary:
          'Returns as buyer (default), or ?as=seller|courier|admin; admins add ?queue=admin for those waiting for them',
        querystring: returnListQuery,
        response: { 200: z.array(orderReturn), ...errors },
      },
    },
    async (request) => returns.listReturns(app.db, requireUser(request), request.query),
  )

  app.get(
    '/returns/:id',
    {
      schema: {
        tags: ['returns'],
        summary: 'One return, for its buyer, seller, courier or an admin',
        params: returnIdParams,
        response: { 200: orderReturn, ...errors },
      },
    },
    async (request) => returns.getReturn(app.db, requireUser(request), request.params.id),
  )

  app.post(
    '/returns/:id/accept',
    {
      schema: {
        tags: ['returns'],
        summary: 'Accept a return: its seller before the deadline, an admin past it or on appeal',
        params: returnIdParams,
        body: returnAcceptInput,
        response: { 200: orderReturn, ...errors },
      },
    },
    async (request) =>
      returns.acceptReturn(
        app.db,
        requireUser(request),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  )

  app.post(
    '/returns/:id/refuse',
    {
      schema: {
        tags: ['returns'],
        summary: 'Refuse a return with the reason: its seller before the deadline, or an admin',
        params: returnIdParams,
        body: returnRefuseInput,
        response: { 200: orderReturn, ...errors },
      },
    },
    async (request) =>
      returns.refuseReturn(
        app.db,
        requireUser(request),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  )

  app.post(
    '/returns/:id/appeal',
    {
      schema: {
        tags: ['returns'],
        summary: 'The buyer asks an admin to decide a refused return (once)',
        params: returnIdParams,
        body: returnAppealInput,
        response: { 200: orderReturn, ...errors },
      },
    },
    async (request) =>
      returns.appealReturn(
        app.db,
        requireUser(request),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  )

  app.post(
    '/returns/:id/cancel',
    {
      schema: {
        tags: ['returns'],
        summary: 'The buyer withdraws the return before it is on its way back',
        params: returnIdParams,
        response: { 200: orderReturn, ...errors },
      },
    },
    async (request) =>
      returns.cancelReturn(
        app.db,
        requireUser(request),
        request.params.id,
        requestLanguage(request),
      ),
  )

  app.post(
    '/returns/:id/courier',
    {
      schema: {
        tags: ['returns'],
        summary:
          'Hand the trip back (in Ethiopia) to a courier serving the area, paid their quote (seller or admin)',
        params: returnIdParams,
        body: returnCourierInput,
        response: { 200: orderReturn, ...errors },
      },
    },
    async (request) =>
      returns.assignPickupCourier(
        app.db,
        requireUser(request),
        request.params.id,
        request.body.courierId,
        requestLanguage(request),
      ),
  )

  app.get(
    '/returns/:id/courier-quotes',
    {
      schema: {
        tags: ['returns'],
        summary:
          'Each active courier’s quote for the trip back in the order’s area (seller or admin; none abroad)',
        params: returnIdParams,
        response: { 200: z.array(courierQuote), ...errors },
      },
    },
    async (request) => returns.pickupQuotes(app.db, requireUser(request), request.params.id),
  )

  app.post(
    '/returns/:id/picked-up',
    {
      schema: {
        tags: ['returns'],
        summary: 'The courier of the trip back picked the item up from the buyer',
        params: returnIdParams,
        response: { 200: orderReturn, ...errors },
      },
    },
    async (request) =>
      returns.markPickedUp(
        app.db,
        requireUser(request),
        request.params.id,
        requestLanguage(request),
      ),
  )

  app.post(
    '/returns/:id/shipped',
    {
      schema: {
        tags: ['returns'],
        summary: 'From abroad: the buyer sent the item back with a carrier and tracking number',
        params: returnIdParams,
        body: returnShipmentInput,
        response: { 200: orderReturn, ...errors },
      },
    },
    async (request) =>
      returns.markShipped(
        app.db,
        requireUser(request),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  )

  app.post(
    '/returns/:id/received',
    {
      schema: {
        tags: ['returns'],
        summary:
          'The seller has the item back: stock returns, and a provider or wallet-credit refund follows',
        params: returnIdParams,
        response: { 200: orderReturn, ...errors },
      },
    },
    async (request) =>
      receiveReturn(
        app.db,
        external,
        requireUser(request),
        request.params.id,
        requestLanguage(request),
      ),
  )

  app.post(
    '/returns/:id/refund',
    {
      schema: {
        tags: ['returns'],
        summary:
          'Refund a received return the way the buyer paid; a manual refund (an admin) records its reference',
        params: returnIdParams,
        body: returnRefundInput,
        response: { 200: orderReturn, ...errors, 502: apiError },
      },
    },
    async (request) =>
      refundReturn(
        app.db,
        external,
        requireUser(request),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  )

  app.get(
    '/wallet-credit',
    {
      schema: {
        tags: ['returns'],
        summary: "The signed-in user's wallet credit: the balance and its entries, newest first",
        response: { 200: walletCredit, 401: apiError },
      },
    },
    async (request) => returns.getWalletCredit(app.db, requireUser(request)),
  )
}

export default returnsRoutes
