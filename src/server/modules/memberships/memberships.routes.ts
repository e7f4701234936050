import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiError } from '#shared/contracts/errors.ts'
import {
  buyerMembership,
  joinMembershipInput,
  revenueCheckout,
  userMembershipView,
} from '#shared/contracts/revenue.ts'
import { requireUser } from '#server/lib/access.ts'
import * as memberships from './memberships.service.ts'

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError }
const paymentErrors = { ...errors, 502: apiError }

/** Buyer memberships: the memberships on offer, the user's own, joining and stopping renewal. */
const membershipsRoutes: FastifyPluginAsyncZod = async (app) => {
  // telebirr and Chapa pay for memberships too, when their keys are configured.
  const external = app.payments.providers

  app.get(
    '/buyer-memberships',
    {
      schema: {
        tags: ['revenue'],
        summary: 'Active buyer memberships',
        response: { 200: z.array(buyerMembership) },
      },
    },
    async () => memberships.getMemberships(app.db),
  )

  app.get(
    '/buyer-memberships/user',
    {
      schema: {
        tags: ['revenue'],
        summary: "The signed-in user's membership in force and the cashback it earned",
        response: { 200: userMembershipView, 401: apiError },
      },
    },
    async (request) => memberships.getUserMembership(app.db, requireUser(request)),
  )

  app.post(
    '/buyer-memberships/user',
    {
      schema: {
        tags: ['revenue'],
        summary: 'Join a membership: opens a payment; the membership starts once it is paid',
        body: joinMembershipInput,
        response: { 201: revenueCheckout, ...paymentErrors },
      },
    },
    async (request, reply) => {
      const result = await memberships.joinMembership(
        app.db,
        requireUser(request),
        request.body,
        external,
        request.log,
      )
      return reply.status(201).send(result)
    },
  )

  app.post(
    '/buyer-memberships/user/cancel-renewal',
    {
      schema: {
        tags: ['revenue'],
        summary: 'Stop renewing the membership; it runs to its end date',
        response: { 200: userMembershipView, ...errors },
      },
    },
    async (request) => memberships.cancelMembershipRenewal(app.db, requireUser(request)),
  )
}

export default membershipsRoutes
