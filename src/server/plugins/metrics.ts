import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

/** API requests of one minute, method and route, counted (decision record 044). */
export type RequestMinute = {
  /** The minute's start. */
  minute: Date
  method: string
  /** The route pattern (`/api/products/:id`), never the raw URL with its ids. */
  endpoint: string
  requests: number
  /** Those answered with a 5xx status. */
  serverErrors: number
  /** Milliseconds, summed. */
  responseTimeTotal: number
}

/** One API request answered with a server error. */
export type ServerErrorRecord = {
  endpoint: string
  method: string
  statusCode: number
  /** Milliseconds. */
  responseTime: number
  userId: string | null
  errorMessage: string | null
  createdAt: Date
}

/** What one write stores: the counts since the last write, and the server errors among them. */
export type MetricsBatch = { minutes: RequestMinute[]; errors: ServerErrorRecord[] }

export type MetricsOptions = {
  /** Writes a batch; a failure is logged and the batch dropped, never reaching a request. */
  flush: (batch: MetricsBatch) => Promise<void>
  /** Write this often (ms). */
  intervalMs?: number
  /** Server errors kept between two writes; the counts still count those beyond it. */
  maxErrors?: number
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

const MINUTE_MS = 60_000

/**
 * Counts API requests in memory per minute, method and route, and writes the counts every few
 * seconds: a handful of rows however busy the site is. A row per request had cost the database
 * work on every request and a table that only grew (decision record 044). Server errors also keep
 * a row each, with their message.
 */
async function metricsPlugin(app: FastifyInstance, options: MetricsOptions) {
  const intervalMs = options.intervalMs ?? 5_000
  const maxErrors = options.maxErrors ?? 1_000
  // minute start → method → route → counts
  let counted = new Map<number, Map<string, Map<string, RequestMinute>>>()
  let errors: ServerErrorRecord[] = []
  const writing = new Set<Promise<void>>()

  const flush = async () => {
    if (counted.size === 0) return
    const minutes = [...counted.values()].flatMap((methods) =>
      [...methods.values()].flatMap((routes) => [...routes.values()]),
    )
    const batch = { minutes, errors }
    counted = new Map()
    errors = []
    const write = options.flush(batch).catch((error: unknown) => {
      app.log.warn({ err: error, minutes: minutes.length }, 'api metrics not written')
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
    if (!isMeasured(request.url)) return done()
    const now = Date.now()
    const minute = now - (now % MINUTE_MS)
    const endpoint = request.routeOptions.url ?? UNMATCHED_ENDPOINT
    const { method } = request
    let methods = counted.get(minute)
    if (!methods) counted.set(minute, (methods = new Map()))
    let routes = methods.get(method)
    if (!routes) methods.set(method, (routes = new Map()))
    let counts = routes.get(endpoint)
    if (!counts) {
      counts = {
        minute: new Date(minute),
        method,
        endpoint,
        requests: 0,
        serverErrors: 0,
        responseTimeTotal: 0,
      }
      routes.set(endpoint, counts)
    }
    const responseTime = Math.max(0, Math.round(reply.elapsedTime))
    counts.requests++
    counts.responseTimeTotal += responseTime
    const statusCode = reply.statusCode
    if (statusCode >= 500) {
      counts.serverErrors++
      if (errors.length < maxErrors) {
        errors.push({
          endpoint,
          method,
          statusCode,
          responseTime,
          userId: request.user?.id ?? null,
          errorMessage: failures.get(request) ?? null,
          createdAt: new Date(now),
        })
      }
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
