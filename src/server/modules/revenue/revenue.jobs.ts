import type { FastifyPluginAsync } from 'fastify'
import { expireLapsedPrograms } from './revenue.service.ts'

declare module '#server/plugins/jobs.ts' {
  interface JobPayloads {
    'programs.expire': Record<string, never>
  }
}

/** Each minute, once across all processes: seller plans and buyer memberships past their end lapse. */
const revenueJobs: FastifyPluginAsync = async (app) => {
  app.jobs.work('programs.expire', async () => ({ expired: await expireLapsedPrograms(app.db) }))
  app.jobs.schedule('programs.expire', '* * * * *', {})
}

export default revenueJobs
