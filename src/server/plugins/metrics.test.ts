import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import metricsPlugin, { isMeasured, type MetricsBatch } from './metrics.ts'

async function appWith(flush: (batch: MetricsBatch) => Promise<void>, maxErrors?: number) {
  const app = Fastify({ logger: false })
  await app.register(metricsPlugin, {
    flush,
    intervalMs: 60_000,
    ...(maxErrors === undefined ? {} : { maxErrors }),
  })
  app.get('/api/items/:id', async () => ({ ok: true }))
  app.get('/api/broken', async () => {
    throw new Error('database went away')
  })
  app.get('/assets/app.js', async () => 'js')
  await app.ready()
  return app
}

const counts = (batch: MetricsBatch) =>
  batch.minutes
    .map((row) => [row.method, row.endpoint, row.requests, row.serverErrors])
    .sort((a, b) => String(a[1]).localeCompare(String(b[1])))

describe('metrics plugin', () => {
  it('counts API requests per minute, method and route, and writes them on close', async () => {
    const batches: MetricsBatch[] = []
    const app = await appWith(async (batch) => {
      batches.push(batch)
    })
    const started = Date.now()
    await app.inject({ method: 'GET', url: '/api/items/42?x=1' })
    await app.inject({ method: 'GET', url: '/api/items/43' })
    await app.inject({ method: 'HEAD', url: '/api/items/44' })
    await app.inject({ method: 'GET', url: '/api/broken' })
    await app.inject({ method: 'GET', url: '/assets/app.js' })
    expect(batches).toEqual([])
    await app.close()
    expect(batches).toHaveLength(1)
    const [batch] = batches as [MetricsBatch]
    // Unless the requests straddled a minute's end, each route has one row.
    if (new Date(started).getUTCMinutes() === new Date().getUTCMinutes()) {
      expect(counts(batch)).toEqual([
        ['GET', '/api/broken', 1, 1],
        ['GET', '/api/items/:id', 2, 0],
        ['HEAD', '/api/items/:id', 1, 0],
      ])
    }
    expect(batch.minutes.reduce((sum, row) => sum + row.requests, 0)).toBe(4)
    for (const row of batch.minutes) {
      expect(row.minute.getTime() % 60_000).toBe(0)
      expect(row.minute.getTime()).toBeGreaterThan(started - 60_000)
      expect(row.responseTimeTotal).toBeGreaterThanOrEqual(0)
    }
    expect(
      batch.errors.map((row) => [row.endpoint, row.statusCode, row.errorMessage, row.userId]),
    ).toEqual([['/api/broken', 500, 'database went away', null]])
  })

  it('starts counting again after each write', async () => {
    const batches: MetricsBatch[] = []
    const app = await appWith(async (batch) => {
      batches.push(batch)
    })
    await app.inject({ method: 'GET', url: '/api/items/1' })
    await app.metrics.flush()
    await app.metrics.flush()
    await app.inject({ method: 'GET', url: '/api/items/2' })
    await app.close()
    // Nothing counted, nothing written: the second flush wrote no empty batch.
    expect(batches.map((batch) => batch.minutes.map((row) => row.requests))).toEqual([[1], [1]])
  })

  it('keeps at most maxErrors server errors between writes, and counts them all', async () => {
    const batches: MetricsBatch[] = []
    const app = await appWith(async (batch) => {
      batches.push(batch)
    }, 2)
    for (let i = 0; i < 5; i++) await app.inject({ method: 'GET', url: '/api/broken' })
    await app.close()
    const [batch] = batches as [MetricsBatch]
    expect(batch.errors).toHaveLength(2)
    expect(batch.minutes.reduce((sum, row) => sum + row.serverErrors, 0)).toBe(5)
  })

  it('answers requests normally when the write fails', async () => {
    let attempts = 0
    const app = await appWith(async () => {
      attempts++
      throw new Error('insert failed')
    })
    const response = await app.inject({ method: 'GET', url: '/api/items/1' })
    expect(response.statusCode).toBe(200)
    await expect(app.metrics.flush()).resolves.toBeUndefined()
    await app.close()
    expect(attempts).toBe(1)
  })

  it('leaves out static files, health probes, analytics calls and event streams', () => {
    expect(isMeasured('/api/products?page=2')).toBe(true)
    for (const url of [
      '/assets/index.js',
      '/media/uploads/a.webp',
      '/',
      '/api/health',
      '/api/ready',
      '/api/analytics/page-view',
      '/api/chat/stream',
    ]) {
      expect(isMeasured(url)).toBe(false)
    }
  })
})
