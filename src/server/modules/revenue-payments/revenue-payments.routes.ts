import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PAYMENT_METHODS } from '#shared/contracts/checkout.ts'
import * as revenuePayments from './revenue-payments.service.ts'

/** The payment methods offered for plans, memberships and digital services. */
const revenuePaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // telebirr and Chapa are offered too, when their keys are configured.
  const external = app.payments.providers

  app.get(
    '/revenue/payment-methods',
    {
      schema: {
        tags: ['revenue'],
        summary: 'Online payment methods offered for plans, memberships and digital services',
        response: { 200: z.array(z.enum(PAYMENT_METHODS)) },
      },
    },
    async () => revenuePayments.onlinePaymentMethods(external),
  )
}

export default revenuePaymentsRoutes
