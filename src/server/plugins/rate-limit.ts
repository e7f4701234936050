import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'

/**
 * Per-route request budgets (`config: { rateLimit: LIMITS.x }` on a route, see
 * lib/rate-limits.ts, or
 * `app.rateLimit(...)` as a preHandler). Counts live in this process's memory, or in Redis when
 * REDIS_URL is set so that every process behind the proxy shares them. A refused request gets
 * 429 with Retry-After, answered in the usual error shape by the error handler.
 */
async function rateLimitPlugin(app: FastifyInstance, options: { redisUrl?: string }) {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, {
        // Fail fast: a limiter that waits for Redis would stall every limited request.
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: true,
        lazyConnect: false,
      })
    : undefined
  if (redis) {
    redis.on('error', (error: Error) =>
      app.log.warn({ err: error }, 'rate-limit store unreachable'),
    )
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect())
    })
  }

  await app.register(rateLimit, {
    global: false,
    // After the session is read, so a signed-in person is counted as themselves (see key below).
    hook: 'preHandler',
    keyGenerator: rateLimitKey,
    ...(redis ? { redis, nameSpace: 'selam-rate-limit:' } : {}),
    // If Redis is down, serve rather than refuse everyone; the database-backed sign-in and
    // registration limits still hold.
    skipOnError: true,
  })
}

/** Signed-in people are counted per account (many share one address behind a NAT); visitors per address. */
export function rateLimitKey(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : `ip:${request.ip}`
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['auth'] })
