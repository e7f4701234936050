import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiError } from '#shared/contracts/errors.ts'
import {
  createReviewInput,
  helpfulnessInput,
  helpfulnessResult,
  review,
  reviewListQuery,
  reviewParams,
  reviewReplyInput,
  sellerReview,
  sellerReviewsQuery,
} from '#shared/contracts/reviews.ts'
import { requireSeller, requireUser } from '#server/lib/access.ts'
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

  app.post(
    '/reviews/:id/reply',
    {
      config: { rateLimit: LIMITS.reviewReply },
      schema: {
        tags: ['reviews'],
        summary:
          "The seller's one public answer to a review of their own product; a second is refused (409)",
        params: reviewParams,
        body: reviewReplyInput,
        response: { 201: review, ...errors },
      },
    },
    async (request, reply) => {
      const seller = requireSeller(request)
      const answered = await reviews.replyToReview(app.db, seller, request.params.id, request.body)
      return reply.status(201).send(answered)
    },
  )

  app.get(
    '/seller/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "Reviews of the signed-in seller's products, newest first, to answer them",
        querystring: sellerReviewsQuery,
        response: { 200: z.array(sellerReview), 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (request) =>
      reviews.listReviewsOfMyProducts(app.db, requireSeller(request), request.query),
  )
}

export default reviewsRoutes
