import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiError } from '#shared/contracts/errors.ts'
import { paymentParams, paymentView } from '#shared/contracts/payments.ts'
import { requireUser } from '#server/lib/access.ts'
import * as payments from './payments.service.ts'

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError }

const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments/:id',
    {
      schema: {
        tags: ['payments'],
        summary: "One of the signed-in buyer's payments, with its orders",
        params: paymentParams,
        response: { 200: paymentView, ...errors },
      },
    },
    async (request) => payments.getPayment(app.db, requireUser(request), request.params.id),
  )

  for (const [action, outcome] of [
    ['approve', 'approved'],
    ['decline', 'declined'],
  ] as const) {
    app.post(
      `/payments/:id/sandbox/${action}`,
      {
        schema: {
          tags: ['payments'],
          summary: `The buyer ${outcome} a sandbox payment; applied as the sandbox provider's signed callback (repeats change nothing)`,
          params: paymentParams,
          response: { 200: paymentView, ...errors },
        },
      },
      async (request) =>
        payments.sandboxDecision(app.db, requireUser(request), request.params.id, outcome),
    )
  }
}

export default paymentsRoutes
