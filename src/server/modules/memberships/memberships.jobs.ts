import type { FastifyPluginAsync } from 'fastify'
import { expireLapsedSubscriptions } from '#server/modules/plans/plans.service.ts'
import { expireLapsedMemberships } from './memberships.service.ts'

declare module '#server/plugins/jobs.ts' {
  interface JobPayloads {
    'programs.expire': Record<string, never>
  }
}

/**
 * Each minute, once across all processes: seller plans and buyer memberships past their end lapse,
 * so every reader of status 'active' (checkout's membership perks, the product limits) sees only
 * what is in force. One job for both programs, as it always was.
 */
const membershipsJobs: FastifyPluginAsync = async (app) => {
  app.jobs.work('programs.expire', async () => {
    const now = new Date()
    const plans = await expireLapsedSubscriptions(app.db, now)
    const memberships = await expireLapsedMemberships(app.db, now)
    return { expired: plans + memberships }
  })
  app.jobs.schedule('programs.expire', '* * * * *', {})
}

export default membershipsJobs
