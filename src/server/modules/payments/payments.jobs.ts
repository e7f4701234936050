import type { FastifyPluginAsync } from 'fastify'

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
const paymentsJobs: FastifyPluginAsync = async (app) => {
  app.jobs.work('payments.expire', async () => ({
    expired: await app.payments.expireStalePayments(app.db),
  }))
  app.jobs.schedule('payments.expire', '* * * * *', {})
}

export default paymentsJobs
