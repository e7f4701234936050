import type { FastifyPluginAsync } from 'fastify'
import { recordSystemHealth } from './analytics.service.ts'

declare module '#server/plugins/jobs.ts' {
  interface JobPayloads {
    'health.record': Record<string, never>
  }
}

export const HEALTH_WINDOW_MS = 60_000

/**
 * One health reading a minute for the whole site (database latency, 5xx share of the minute's
 * requests, and the memory and uptime of the process that takes it). Every process writes its own
 * buffered request metrics every few seconds (the metrics plugin); the one taking the reading
 * writes its own first, so the error share counts nearly every request of the minute.
 */
const analyticsJobs: FastifyPluginAsync = async (app) => {
  app.jobs.work('health.record', async () => {
    await app.metrics.flush()
    const rows = await recordSystemHealth(app.db, { windowMs: HEALTH_WINDOW_MS })
    return { readings: rows.length }
  })
  // A reading late by a retry would describe another minute; the next one comes anyway.
  app.jobs.schedule('health.record', '* * * * *', {}, { retries: 0 })
}

export default analyticsJobs
