import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiError } from '#shared/contracts/errors.ts'
import {
  revenueCheckout,
  sellerSubscriptionView,
  subscribeInput,
  subscriptionPlan,
} from '#shared/contracts/revenue.ts'
import { requireSeller } from '#server/lib/access.ts'
import * as plans from './plans.service.ts'

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError }
const paymentErrors = { ...errors, 502: apiError }

/** Seller plans: the plans on offer, the seller's subscription, subscribing and cancelling. */
const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  // telebirr and Chapa pay for plans too, when their keys are configured.
  const external = app.payments.providers

  app.get(
    '/subscription-plans',
    {
      schema: {
        tags: ['revenue'],
        summary: 'Active seller plans in display order',
        response: { 200: z.array(subscriptionPlan) },
      },
    },
    async () => plans.getPlans(app.db),
  )

  app.get(
    '/seller-subscriptions',
    {
      schema: {
        tags: ['revenue'],
        summary: "The signed-in seller's plan in force, trial and the limits that apply",
        response: { 200: sellerSubscriptionView, 401: apiError, 403: apiError },
      },
    },
    async (request) => plans.getSellerSubscription(app.db, requireSeller(request)),
  )

  app.post(
    '/seller-subscriptions',
    {
      schema: {
        tags: ['revenue'],
        summary: 'Subscribe to a plan: opens a payment; the plan starts once it is paid',
        body: subscribeInput,
        response: { 201: revenueCheckout, ...paymentErrors },
      },
    },
    async (request, reply) => {
      const result = await plans.subscribe(
        app.db,
        requireSeller(request),
        request.body,
        external,
        request.log,
      )
      return reply.status(201).send(result)
    },
  )

  app.post(
    '/seller-subscriptions/cancel',
    {
      schema: {
        tags: ['revenue'],
        summary: 'Cancel the plan: it stays in force until the end of the paid period',
        response: { 200: sellerSubscriptionView, ...errors },
      },
    },
    async (request) => plans.cancelSubscription(app.db, requireSeller(request)),
  )
}

export default plansRoutes
