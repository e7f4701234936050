import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiError } from '#shared/contracts/errors.ts'
import {
  createReviewInput,
  helpfulnessInput,
  helpfulnessResult,
  review,
  reviewListQuery,
} from '#shared/contracts/reviews.ts'
import { requireUser } from '#server/lib/access.ts'
import * as reviews from './reviews.service.ts'
import { LIMITS } from '#server/lib/rate-limits.ts'

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError }

const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/detailed-reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A listed product's reviews, newest first, with the viewer's own helpful vote",
        querystring: reviewListQuery,
        response: { 200: z.array(review), 400: apiError, 404: apiError },
      },
    },
    async (request) => reviews.listProductReviews(app.db, request.query, request.user),
  )

  app.post(
    '/detailed-reviews',
    {
      config: { rateLimit: LIMITS.review },
      schema: {
        tags: ['reviews'],
        summary: 'Review a listed product as the signed-in user (once per product)',
        body: createReviewInput,
        response: { 201: review, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request)
      return reply.status(201).send(await reviews.createReview(app.db, user, request.body))
    },
  )

  app.post(
    '/review-helpfulness',
    {
      schema: {
        tags: ['reviews'],
        summary: "Vote whether someone else's review helped; a second vote replaces the first",
        body: helpfulnessInput,
        response: { 200: helpfulnessResult, ...errors },
      },
    },
    async (request) => reviews.voteHelpfulness(app.db, requireUser(request), request.body),
  )
}

export default reviewsRoutes
