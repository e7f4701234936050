import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { pageViewInput } from '#shared/contracts/catalog.ts'
import { apiError } from '#shared/contracts/errors.ts'
import * as analytics from './analytics.service.ts'

const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/page-view',
    {
      schema: {
        tags: ['analytics'],
        summary:
          'Record a page view for the browser session (the user is taken from the sign-in session)',
        body: pageViewInput,
        response: { 204: z.null(), 400: apiError },
      },
    },
    async (request, reply) => {
      await analytics.trackPageView(app.db, request.body, {
        viewer: request.user,
        ip: request.ip,
        userAgentHeader: request.headers['user-agent'],
      })
      return reply.status(204).send(null)
    },
  )
}

export default analyticsRoutes
