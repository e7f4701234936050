import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiError } from '#shared/contracts/errors.ts'
import { activityList } from '#shared/contracts/profile.ts'
import { requireUser } from '#server/lib/access.ts'
import * as profile from './profile.service.ts'

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/activity',
    {
      schema: {
        tags: ['profile'],
        summary:
          "The signed-in user's latest orders, reviews, saved products and support tickets, newest first",
        response: { 200: activityList, 401: apiError },
      },
    },
    async (request) => profile.getActivity(app.db, requireUser(request)),
  )
}

export default profileRoutes
