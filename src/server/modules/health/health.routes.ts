import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '#server/lib/errors.ts'

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process is up',
        response: { 200: z.object({ status: z.literal('ok'), uptimeSeconds: z.number() }) },
      },
    },
    async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  )

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers',
        response: {
          200: z.object({
            status: z.literal('ready'),
            database: z.string(),
            latencyMs: z.number(),
          }),
        },
      },
    },
    async () => {
      const started = performance.now()
      try {
        await app.database.ping()
      } catch {
        throw new AppError(503, 'DATABASE_UNAVAILABLE', 'error.unavailable')
      }
      return {
        status: 'ready' as const,
        database: app.database.engine,
        latencyMs: Math.round((performance.now() - started) * 100) / 100,
      }
    },
  )
}

export default healthRoutes
