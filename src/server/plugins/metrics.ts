import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

/** One API request as the metrics table stores it. */
export type RequestMetric = {
  /** The route pattern (`/api/products/:id`), never the raw URL with its ids. */
  endpoint: string
  method: string
  statusCode: number
  /** Milliseconds. */
  responseTime: number
  userId: string | null
  errorMessage: string | null
  createdAt: Date
}

export type MetricsOptions = {
  /** Writes a batch; a failure is logged and the batch dropped, never reaching a request. */
  flush: (rows: RequestMetric[]) => Promise<void>
  /** Write at least this often (ms). */
  intervalMs?: number
  /** Write as soon as this many requests wait. */
  batchSize?: number
  /** Requests kept while writes fail; older ones are dropped beyond it. */
  maxBuffered?: number
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: {
      /** Writes what is buffered now (the health job and tests call it). */
      flush: () => Promise<void>
    }
  }
}

/** Requests to a route that does not exist are counted under one name, not by their raw URL. */
export const UNMATCHED_ENDPOINT = '(unmatched)'
const ERROR_MESSAGE_MAX = 500
const failures = new WeakMap<FastifyRequest, string>()

/**
 * Measures API requests and writes them in batches. Only `/api` requests count: static files,
 * media, the analytics calls themselves, health probes and event streams would swamp the figures.
 */
export function isMeasured(url: string): boolean {
  if (!url.startsWith('/api/')) return false
  const query = url.indexOf('?')
  const path = query < 0 ? url : url.slice(0, query)
  if (path.startsWith('/api/analytics/') || path === '/api/health' || path === '/api/ready') {
    return false
  }
  return !path.endsWith('/stream')
}

async function metricsPlugin(app: FastifyInstance, options: MetricsOptions) {
  const intervalMs = options.intervalMs ?? 5_000
  const batchSize = options.batchSize ?? 200
  const maxBuffered = options.maxBuffered ?? 10_000
  let buffer: RequestMetric[] = []
  const writing = new Set<Promise<void>>()

  const flush = async () => {
    if (buffer.length === 0) return
    const rows = buffer
    buffer = []
    const write = options.flush(rows).catch((error: unknown) => {
      app.log.warn({ err: error, rows: rows.length }, 'api metrics not written')
    })
    writing.add(write)
    try {
      await write
    } finally {
      writing.delete(write)
    }
  }

  const timer = setInterval(() => void flush(), intervalMs)
  timer.unref()

  app.decorate('metrics', { flush })

  app.addHook('onError', (request, _reply, error, done) => {
    failures.set(request, error.message.slice(0, ERROR_MESSAGE_MAX))
    done()
  })

  app.addHook('onResponse', (request, reply, done) => {
    if (isMeasured(request.url)) {
      const statusCode = reply.statusCode
      buffer.push({
        endpoint: request.routeOptions.url ?? UNMATCHED_ENDPOINT,
        method: request.method,
        statusCode,
        responseTime: Math.max(0, Math.round(reply.elapsedTime)),
        userId: request.user?.id ?? null,
        errorMessage: statusCode >= 500 ? (failures.get(request) ?? null) : null,
        createdAt: new Date(),
      })
      if (buffer.length > maxBuffered) buffer.splice(0, buffer.length - maxBuffered)
      if (buffer.length >= batchSize) void flush()
    }
    done()
  })

  app.addHook('onClose', async () => {
    clearInterval(timer)
    await flush()
    await Promise.all(writing)
  })
}

export default fp(metricsPlugin, { name: 'metrics' })
