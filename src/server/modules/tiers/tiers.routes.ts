import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiError } from '#shared/contracts/errors.ts'
import { sellerIdParams, sellerTier, tierEvaluation } from '#shared/contracts/tiers.ts'
import { requireUser } from '#server/lib/access.ts'
import * as tiers from './tiers.service.ts'

const tiersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sellers/:id/tier',
    {
      schema: {
        tags: ['tiers'],
        summary: "A store's commission tier, the next tier and the progress towards it",
        params: sellerIdParams,
        response: { 200: sellerTier, 400: apiError, 404: apiError },
      },
    },
    async (request) => tiers.getSellerTier(app.db, request.params.id),
  )

  app.post(
    '/sellers/:id/evaluate-tier',
    {
      schema: {
        tags: ['tiers'],
        summary: "Recompute a store's totals and move it to the tier they earn (owner or admin)",
        params: sellerIdParams,
        response: {
          200: tierEvaluation,
          400: apiError,
          401: apiError,
          403: apiError,
          404: apiError,
          409: apiError,
        },
      },
    },
    async (request) => tiers.evaluateTierFor(app.db, requireUser(request), request.params.id),
  )
}

export default tiersRoutes
