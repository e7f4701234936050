import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiError } from '#shared/contracts/errors.ts'
import {
  methodIdParams,
  paymentMethod,
  paymentMethodInput,
  payout,
  payoutInput,
  payoutMethod,
  payoutMethodInput,
  sellerBalance,
  sellerEarning,
} from '#shared/contracts/wallet.ts'
import { requireSeller, requireUser } from '#server/lib/access.ts'
import * as wallet from './wallet.service.ts'

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError }

const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payment-methods',
    {
      schema: {
        tags: ['wallet'],
        summary: "The signed-in user's payment methods, default first (numbers masked)",
        response: { 200: z.array(paymentMethod), 401: apiError },
      },
    },
    async (request) => wallet.listPaymentMethods(app.db, requireUser(request)),
  )

  app.post(
    '/payment-methods',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Save a payment method (cards: last 4 digits only); the first becomes default',
        body: paymentMethodInput,
        response: { 201: paymentMethod, ...errors },
      },
    },
    async (request, reply) => {
      const method = await wallet.addPaymentMethod(app.db, requireUser(request), request.body)
      return reply.status(201).send(method)
    },
  )

  app.delete(
    '/payment-methods/:id',
    {
      schema: {
        tags: ['wallet'],
        summary: "Delete one of the signed-in user's payment methods",
        params: methodIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await wallet.removePaymentMethod(app.db, requireUser(request), request.params.id)
      return reply.status(204).send(null)
    },
  )

  app.put(
    '/payment-methods/:id/set-default',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Make this method the only default of its owner',
        params: methodIdParams,
        response: { 200: paymentMethod, ...errors },
      },
    },
    async (request) =>
      wallet.setDefaultPaymentMethod(app.db, requireUser(request), request.params.id),
  )

  app.get(
    '/seller/payout-methods',
    {
      schema: {
        tags: ['wallet'],
        summary: "The signed-in seller's payout methods (numbers masked)",
        response: { 200: z.array(payoutMethod), 401: apiError, 403: apiError },
      },
    },
    async (request) => wallet.listPayoutMethods(app.db, requireSeller(request).sellerId),
  )

  app.post(
    '/seller/payout-methods',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Add a payout method for the signed-in seller (minimum payout 100.00)',
        body: payoutMethodInput,
        response: { 201: payoutMethod, ...errors },
      },
    },
    async (request, reply) => {
      const method = await wallet.addPayoutMethod(
        app.db,
        requireSeller(request).sellerId,
        request.body,
      )
      return reply.status(201).send(method)
    },
  )

  app.get(
    '/seller/balance',
    {
      schema: {
        tags: ['wallet'],
        summary:
          'Net earnings of delivered product and digital-service orders less payouts already requested',
        response: { 200: sellerBalance, 401: apiError, 403: apiError },
      },
    },
    async (request) => wallet.getBalance(app.db, requireSeller(request).sellerId),
  )

  app.get(
    '/seller/earnings',
    {
      schema: {
        tags: ['wallet'],
        summary:
          "The signed-in seller's most recent earnings with their source (product order or digital service)",
        response: { 200: z.array(sellerEarning), 401: apiError, 403: apiError },
      },
    },
    async (request) => wallet.listEarnings(app.db, requireSeller(request).sellerId),
  )

  app.get(
    '/seller/payouts',
    {
      schema: {
        tags: ['wallet'],
        summary: "The signed-in seller's payouts, newest first",
        response: { 200: z.array(payout), 401: apiError, 403: apiError },
      },
    },
    async (request) => wallet.listPayouts(app.db, requireSeller(request).sellerId),
  )

  app.post(
    '/seller/payouts',
    {
      schema: {
        tags: ['wallet'],
        summary:
          'Request a payout to one of the seller’s methods; recorded as pending (needs a verified phone)',
        body: payoutInput,
        response: { 201: payout, ...errors, 409: apiError },
      },
    },
    async (request, reply) => {
      const row = await wallet.requestPayout(app.db, requireSeller(request), request.body)
      return reply.status(201).send(row)
    },
  )
}

export default walletRoutes
