import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiError } from '#shared/contracts/errors.ts'
import { affiliatePayoutResult, affiliateView } from '#shared/contracts/revenue.ts'
import { requireUser } from '#server/lib/access.ts'
import * as affiliates from './affiliates.service.ts'

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError }

/** The affiliate program: the user's record and statistics, joining and payout requests. */
const affiliatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/affiliate',
    {
      schema: {
        tags: ['revenue'],
        summary:
          "The signed-in user's affiliate record and statistics (affiliate null if not joined)",
        response: { 200: affiliateView, 401: apiError },
      },
    },
    async (request) => affiliates.getAffiliate(app.db, requireUser(request)),
  )

  app.post(
    '/affiliate',
    {
      schema: {
        tags: ['revenue'],
        summary: 'Join the affiliate program and get a unique referral code',
        response: { 201: affiliateView, ...errors },
      },
    },
    async (request, reply) => {
      const view = await affiliates.joinAffiliate(app.db, requireUser(request))
      return reply.status(201).send(view)
    },
  )

  app.post(
    '/affiliate/payouts',
    {
      schema: {
        tags: ['revenue'],
        summary: 'Request payout of the approved commission (from the payout threshold, 50.00 ETB)',
        response: { 201: affiliatePayoutResult, ...errors },
      },
    },
    async (request, reply) => {
      const result = await affiliates.requestAffiliatePayout(app.db, requireUser(request))
      return reply.status(201).send(result)
    },
  )
}

export default affiliatesRoutes
