import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiError } from '#shared/contracts/errors.ts'
import {
  wishlistInput,
  wishlistItem,
  wishlistItemParams,
  wishlistParams,
} from '#shared/contracts/saved.ts'
import { requireUser } from '#server/lib/access.ts'
import * as wishlist from './wishlist.service.ts'

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError }

const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wishlist',
    {
      schema: {
        tags: ['wishlist'],
        summary: "The signed-in user's saved products that are still listed, newest first",
        response: { 200: z.array(wishlistItem), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request)
      return wishlist.getWishlist(app.db, user, user.id)
    },
  )

  app.get(
    '/wishlist/:userId',
    {
      schema: {
        tags: ['wishlist'],
        summary: "A user's wishlist; only that user may read it",
        params: wishlistParams,
        response: { 200: z.array(wishlistItem), ...errors },
      },
    },
    async (request) => wishlist.getWishlist(app.db, requireUser(request), request.params.userId),
  )

  app.post(
    '/wishlist',
    {
      schema: {
        tags: ['wishlist'],
        summary: "Save a listed product to the signed-in user's wishlist (idempotent)",
        body: wishlistInput,
        response: { 200: wishlistItem, 201: wishlistItem, ...errors },
      },
    },
    async (request, reply) => {
      const { created, item } = await wishlist.addToWishlist(
        app.db,
        requireUser(request),
        request.body,
      )
      return reply.status(created ? 201 : 200).send(item)
    },
  )

  app.delete(
    '/wishlist/:userId/:productId',
    {
      schema: {
        tags: ['wishlist'],
        summary: "Remove a product from the user's wishlist",
        params: wishlistItemParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await wishlist.removeFromWishlist(app.db, requireUser(request), request.params)
      return reply.status(204).send(null)
    },
  )
}

export default wishlistRoutes
