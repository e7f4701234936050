import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiError } from '#shared/contracts/errors.ts'
import { paymentParams, paymentView } from '#shared/contracts/payments.ts'
import { requireUser } from '#server/lib/access.ts'
import { AppError, notFound } from '#server/lib/errors.ts'
import { applyChapaWebhook, applyTelebirrNotification } from './provider-callbacks.ts'
import { InvalidCallbackError } from './providers/payment-provider.ts'

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError }

const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app
  const external = payments.providers

  // Provider notifications. The body stays the raw text here: Chapa signs the exact bytes.
  await app.register(async (callbacks) => {
    callbacks.removeContentTypeParser('application/json')
    callbacks.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    )
    callbacks.withTypeProvider<ZodTypeProvider>().post(
      '/payments/callback/:provider',
      {
        schema: {
          tags: ['payments'],
          summary:
            "A payment provider's signed notification; applied only when its signature checks out (repeats change nothing)",
          params: z.object({ provider: z.enum(['telebirr', 'chapa']) }),
          body: z.string(),
          response: { 200: z.object({ changed: z.boolean() }), ...errors },
        },
      },
      async (request) => {
        const headers = Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value ?? '')]),
        )
        try {
          if (request.params.provider === 'chapa') {
            if (!external.chapa) throw notFound('error.notFound', 'PROVIDER_NOT_CONFIGURED')
            const result = await applyChapaWebhook(app.db, payments.settle, external.chapa, {
              body: request.body,
              headers,
            })
            return { changed: result.changed }
          }
          if (!external.telebirr) throw notFound('error.notFound', 'PROVIDER_NOT_CONFIGURED')
          let body: unknown
          try {
            body = JSON.parse(request.body)
          } catch {
            throw new InvalidCallbackError('Malformed telebirr notification')
          }
          const result = await applyTelebirrNotification(
            app.db,
            payments.settle,
            external.telebirr,
            {
              body,
              headers,
            },
          )
          return { changed: result.changed }
        } catch (error) {
          if (error instanceof InvalidCallbackError) {
            throw new AppError(400, 'INVALID_CALLBACK', 'payment.invalidCallback')
          }
          throw error
        }
      },
    )
  })

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
