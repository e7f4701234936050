import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiError } from '#shared/contracts/errors.ts'
import { dataExport, deleteAccountInput } from '#shared/contracts/privacy.ts'
import { requireUser } from '#server/lib/access.ts'
import { LIMITS } from '#server/lib/rate-limits.ts'
import * as privacy from './privacy.service.ts'

const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/data-export',
    {
      config: { rateLimit: LIMITS.dataExport },
      schema: {
        tags: ['profile'],
        summary: "Download the signed-in user's own data as a JSON file",
        response: { 200: dataExport, 401: apiError },
      },
    },
    async (request, reply) => {
      const data = await privacy.exportData(app.db, requireUser(request))
      return reply
        .header('content-disposition', `attachment; filename="${privacy.exportFileName()}"`)
        .header('cache-control', 'no-store')
        .send(data)
    },
  )

  app.post(
    '/profile/delete',
    {
      config: { rateLimit: LIMITS.accountDelete },
      schema: {
        tags: ['profile'],
        summary:
          'Delete the signed-in account with its current password: personal data erased, orders kept; signs out',
        body: deleteAccountInput,
        response: { 204: z.null(), 400: apiError, 401: apiError, 403: apiError, 409: apiError },
      },
    },
    async (request, reply) => {
      await privacy.deleteAccount(app.db, requireUser(request), request.body)
      app.clearSessionCookie(reply)
      return reply.status(204).send(null)
    },
  )
}

export default privacyRoutes
