import type { FastifyPluginAsync } from 'fastify'
import { returnStaleHolds } from './checkout.service.ts'

declare module '#server/plugins/jobs.ts' {
  interface JobPayloads {
    'checkout.return-holds': Record<string, never>
  }
}

/**
 * Each minute, once across all processes: units a checkout held and never ordered, because its
 * process died between the hold and the order, go back to stock. A hold is given back by the
 * statement that deletes it, so a sweep that overlaps a failing checkout's own give-back, or a
 * retried sweep, never returns units twice.
 */
const checkoutJobs: FastifyPluginAsync = async (app) => {
  app.jobs.work('checkout.return-holds', async () => ({
    returned: await returnStaleHolds(app.db),
  }))
  app.jobs.schedule('checkout.return-holds', '* * * * *', {})
}

export default checkoutJobs
