import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiError } from '#shared/contracts/errors.ts'
import {
  favorite,
  favoriteInput,
  favoriteItemParams,
  favoriteListParams,
  savedCounts,
  savedStatus,
  savedStatusQuery,
} from '#shared/contracts/saved.ts'
import { requireUser } from '#server/lib/access.ts'
import * as favorites from './favorites.service.ts'

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError }

const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/favorites/:userId/:type',
    {
      schema: {
        tags: ['favorites'],
        summary: "A user's favourites of one kind, newest first; only that user may read them",
        params: favoriteListParams,
        response: { 200: z.array(favorite), ...errors },
      },
    },
    async (request) => favorites.getFavorites(app.db, requireUser(request), request.params),
  )

  app.post(
    '/favorites',
    {
      schema: {
        tags: ['favorites'],
        summary: 'Favourite a product, seller or global service as the signed-in user (idempotent)',
        body: favoriteInput,
        response: { 200: favorite, 201: favorite, ...errors },
      },
    },
    async (request, reply) => {
      const result = await favorites.addFavorite(app.db, requireUser(request), request.body)
      return reply.status(result.created ? 201 : 200).send(result.favorite)
    },
  )

  app.delete(
    '/favorites/:userId/:targetType/:targetId',
    {
      schema: {
        tags: ['favorites'],
        summary: "Remove one of the user's favourites",
        params: favoriteItemParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await favorites.removeFavorite(app.db, requireUser(request), request.params)
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/saved/counts',
    {
      schema: {
        tags: ['favorites'],
        summary:
          'How many products the signed-in user wishlisted and how many favourites they keep',
        response: { 200: savedCounts, 401: apiError },
      },
    },
    async (request) => favorites.getCounts(app.db, requireUser(request)),
  )

  app.get(
    '/saved/status',
    {
      schema: {
        tags: ['favorites'],
        summary: 'Whether the signed-in user has wishlisted or favourited one target',
        querystring: savedStatusQuery,
        response: { 200: savedStatus, 400: apiError, 401: apiError },
      },
    },
    async (request) => favorites.getStatus(app.db, requireUser(request), request.query),
  )
}

export default favoritesRoutes
