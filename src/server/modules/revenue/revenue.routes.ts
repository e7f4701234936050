import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PAYMENT_METHODS } from '#shared/contracts/checkout.ts'
import { apiError } from '#shared/contracts/errors.ts'
import {
  affiliatePayoutResult,
  affiliateView,
  buyerMembership,
  createServiceInput,
  digitalService,
  digitalServiceOrder,
  digitalServicesQuery,
  idParams,
  joinMembershipInput,
  orderServiceInput,
  orderServiceResult,
  revenueCheckout,
  sellerSubscriptionView,
  subscribeInput,
  subscriptionPlan,
  updateServiceInput,
  userMembershipView,
} from '#shared/contracts/revenue.ts'
import type { Config } from '#server/config.ts'
import { requireSeller, requireUser } from '#server/lib/access.ts'
import { externalProviders } from '#server/modules/payments/providers/registry.ts'
import * as revenue from './revenue.service.ts'

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError }
const paymentErrors = { ...errors, 502: apiError }

/** Revenue programs: seller plans, buyer memberships, affiliates and digital services. */
const revenueRoutes: FastifyPluginAsyncZod<{ config?: Config }> = async (app, options) => {
  // telebirr and Chapa pay for plans too, when their keys are configured.
  const external = options.config ? externalProviders(app.db, options.config) : {}

  app.get(
    '/revenue/payment-methods',
    {
      schema: {
        tags: ['revenue'],
        summary: 'Online payment methods offered for plans, memberships and digital services',
        response: { 200: z.array(z.enum(PAYMENT_METHODS)) },
      },
    },
    async () => revenue.onlinePaymentMethods(external),
  )

  /* ---------------------------------------------------------------- seller plans */

  app.get(
    '/subscription-plans',
    {
      schema: {
        tags: ['revenue'],
        summary: 'Active seller plans in display order',
        response: { 200: z.array(subscriptionPlan) },
      },
    },
    async () => revenue.getPlans(app.db),
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
    async (request) => revenue.getSellerSubscription(app.db, requireSeller(request)),
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
      const result = await revenue.subscribe(
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
    async (request) => revenue.cancelSubscription(app.db, requireSeller(request)),
  )

  /* ---------------------------------------------------------------- buyer memberships */

  app.get(
    '/buyer-memberships',
    {
      schema: {
        tags: ['revenue'],
        summary: 'Active buyer memberships',
        response: { 200: z.array(buyerMembership) },
      },
    },
    async () => revenue.getMemberships(app.db),
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
    async (request) => revenue.getUserMembership(app.db, requireUser(request)),
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
      const result = await revenue.joinMembership(
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
    async (request) => revenue.cancelMembershipRenewal(app.db, requireUser(request)),
  )

  /* ---------------------------------------------------------------- affiliates */

  app.get(
    '/affiliate',
    {
      schema: {
        tags: ['revenue'],
        summary:
          "The signed-in user's affiliate record and statistics (affiliate null if not joined)",
        response: { 200: affiliateView, 401: apiError },
      },
    },
    async (request) => revenue.getAffiliate(app.db, requireUser(request)),
  )

  app.post(
    '/affiliate',
    {
      schema: {
        tags: ['revenue'],
        summary: 'Join the affiliate program and get a unique referral code',
        response: { 201: affiliateView, ...errors },
      },
    },
    async (request, reply) => {
      const view = await revenue.joinAffiliate(app.db, requireUser(request))
      return reply.status(201).send(view)
    },
  )

  app.post(
    '/affiliate/payouts',
    {
      schema: {
        tags: ['revenue'],
        summary: 'Request payout of the approved commission (from the payout threshold, 50.00 ETB)',
        response: { 201: affiliatePayoutResult, ...errors },
      },
    },
    async (request, reply) => {
      const result = await revenue.requestAffiliatePayout(app.db, requireUser(request))
      return reply.status(201).send(result)
    },
  )

  /* ---------------------------------------------------------------- digital services */

  app.get(
    '/digital-services',
    {
      schema: {
        tags: ['revenue'],
        summary: 'Active digital services, newest first, optionally of one category',
        querystring: digitalServicesQuery,
        response: { 200: z.array(digitalService), 400: apiError },
      },
    },
    async (request) => revenue.listServices(app.db, request.query),
  )

  app.get(
    '/digital-services/mine',
    {
      schema: {
        tags: ['revenue'],
        summary: "The signed-in seller's digital services, active or not",
        response: { 200: z.array(digitalService), 401: apiError, 403: apiError },
      },
    },
    async (request) => revenue.listMyServices(app.db, requireSeller(request)),
  )

  app.post(
    '/digital-services',
    {
      schema: {
        tags: ['revenue'],
        summary: 'Publish a digital service (sellers)',
        body: createServiceInput,
        response: { 201: digitalService, ...errors },
      },
    },
    async (request, reply) => {
      const service = await revenue.createService(app.db, requireSeller(request), request.body)
      return reply.status(201).send(service)
    },
  )

  app.patch(
    '/digital-services/:id',
    {
      schema: {
        tags: ['revenue'],
        summary: 'Edit, pause or resume one of your digital services',
        params: idParams,
        body: updateServiceInput,
        response: { 200: digitalService, ...errors },
      },
    },
    async (request) =>
      revenue.updateService(app.db, requireUser(request), request.params.id, request.body),
  )

  app.post(
    '/digital-services/:id/orders',
    {
      schema: {
        tags: ['revenue'],
        summary: 'Order a digital service: opens a payment; the order starts once it is paid',
        params: idParams,
        body: orderServiceInput,
        response: { 201: orderServiceResult, ...paymentErrors },
      },
    },
    async (request, reply) => {
      const result = await revenue.orderService(
        app.db,
        requireUser(request),
        request.params.id,
        request.body,
        external,
        request.log,
      )
      return reply.status(201).send(result)
    },
  )

  app.get(
    '/digital-service-orders',
    {
      schema: {
        tags: ['revenue'],
        summary: 'Digital services the signed-in user ordered, newest first',
        response: { 200: z.array(digitalServiceOrder), 401: apiError },
      },
    },
    async (request) => revenue.listPurchasedOrders(app.db, requireUser(request)),
  )

  app.get(
    '/digital-service-orders/selling',
    {
      schema: {
        tags: ['revenue'],
        summary: "Paid orders of the signed-in seller's digital services, newest first",
        response: { 200: z.array(digitalServiceOrder), 401: apiError, 403: apiError },
      },
    },
    async (request) => revenue.listSoldOrders(app.db, requireSeller(request)),
  )

  app.post(
    '/digital-service-orders/:id/deliver',
    {
      schema: {
        tags: ['revenue'],
        summary: 'Mark an order of your service delivered',
        params: idParams,
        response: { 200: digitalServiceOrder, ...errors },
      },
    },
    async (request) =>
      revenue.deliverServiceOrder(app.db, requireSeller(request), request.params.id),
  )
}

export default revenueRoutes
