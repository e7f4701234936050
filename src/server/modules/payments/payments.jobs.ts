import type { FastifyPluginAsync } from 'fastify'
import type { Config } from '#server/config.ts'
import { expireStalePayments } from './payments.service.ts'
import { externalProviders } from './providers/registry.ts'

declare module '#server/plugins/jobs.ts' {
  interface JobPayloads {
    'payments.expire': Record<string, never>
  }
}

/**
 * Each minute, once across all processes: payments nobody completed expire and their orders give
 * the reserved stock back. Each expiry is a guarded update, so even a retried sweep never releases
 * stock twice.
 */
const paymentsJobs: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const providers = externalProviders(app.db, config)
  app.jobs.work('payments.expire', async () => ({
    expired: await expireStalePayments(app.db, undefined, providers),
  }))
  app.jobs.schedule('payments.expire', '* * * * *', {})
}

export default paymentsJobs
