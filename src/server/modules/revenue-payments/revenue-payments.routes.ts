import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PAYMENT_METHODS } from '#shared/contracts/checkout.ts'
import type { Config } from '#server/config.ts'
import { externalProviders } from '#server/modules/payments/providers/registry.ts'
import * as revenuePayments from './revenue-payments.service.ts'

/** The payment methods offered for plans, memberships and digital services. */
const revenuePaymentsRoutes: FastifyPluginAsyncZod<{ config?: Config }> = async (app, options) => {
  // telebirr and Chapa are offered too, when their keys are configured.
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
    async () => revenuePayments.onlinePaymentMethods(external),
  )
}

export default revenuePaymentsRoutes
