import type { FastifyPluginAsync } from 'fastify'
import { escalateOverdueReturns, settleReferralSales } from './returns.service.ts'

declare module '#server/plugins/jobs.ts' {
  interface JobPayloads {
    'returns.escalate': Record<string, never>
    'returns.settle-referrals': Record<string, never>
  }
}

/**
 * Every ten minutes, once across all processes: return requests the seller left undecided past
 * their deadline are told (to both sides, and on the timeline) to be in the admins' hands. Whether
 * the seller may still decide is a rule read at each call, so the job only tells; each return is
 * told once (a guarded update).
 */
const returnsJobs: FastifyPluginAsync = async (app) => {
  app.jobs.work('returns.escalate', async () => ({
    escalated: await escalateOverdueReturns(app.db),
  }))
  app.jobs.schedule('returns.escalate', '*/10 * * * *', {})
  // Every hour: referral sales whose order's return window has closed are approved, net of returns.
  app.jobs.work('returns.settle-referrals', async () => ({
    settled: await settleReferralSales(app.db),
  }))
  app.jobs.schedule('returns.settle-referrals', '17 * * * *', {})
}

export default returnsJobs
