import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '#server/config.ts'
import { createPayments, type Payments, type PaymentSettlers } from './payments.service.ts'
import { externalProviders } from './providers/registry.ts'

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments
  }
}

/**
 * Builds the payment providers once from the configuration and decorates the app with the
 * payments module (app.payments). Checkout, orders, returns and the revenue programs take the
 * providers from it; what a settled payment paid for reaches them through `settlers`, given by
 * app.ts, so payments never imports them (docs/decisions/031-payments-module.md).
 */
async function paymentsPlugin(
  app: FastifyInstance,
  { config, settlers }: { config: Config; settlers: PaymentSettlers },
) {
  app.decorate(
    'payments',
    createPayments({ providers: externalProviders(app.db, config), settlers }),
  )
}

export default fp(paymentsPlugin, { name: 'payments', dependencies: ['database'] })
