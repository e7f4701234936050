import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import metricsPlugin, { isMeasured, type RequestMetric } from './metrics.ts'

async function appWith(flush: (rows: RequestMetric[]) => Promise<void>, batchSize = 100) {
  const app = Fastify({ logger: false })
  await app.register(metricsPlugin, { flush, batchSize, intervalMs: 60_000 })
  app.get('/api/items/:id', async () => ({ ok: true }))
  app.get('/api/broken', async () => {
    throw new Error('database went away')
  })
  app.get('/assets/app.js', async () => 'js')
  await app.ready()
  return app
}

describe('metrics plugin', () => {
  it('buffers API requests and writes them in one batch, also on close', async () => {
    const batches: RequestMetric[][] = []
    const app = await appWith(async (rows) => {
      batches.push(rows)
    })
    await app.inject({ method: 'GET', url: '/api/items/42?x=1' })
    await app.inject({ method: 'GET', url: '/api/broken' })
    await app.inject({ method: 'GET', url: '/assets/app.js' })
    expect(batches).toEqual([])
    await app.close()
    expect(batches).toHaveLength(1)
    expect(batches[0]!.map((row) => [row.endpoint, row.statusCode, row.errorMessage])).toEqual([
      ['/api/items/:id', 200, null],
      ['/api/broken', 500, 'database went away'],
    ])
  })

  it('writes as soon as a batch is full', async () => {
    const batches: RequestMetric[][] = []
    const app = await appWith(async (rows) => {
      batches.push(rows)
    }, 2)
    await app.inject({ method: 'GET', url: '/api/items/1' })
    await app.inject({ method: 'GET', url: '/api/items/2' })
    await new Promise((resolve) => setImmediate(resolve))
    expect(batches.map((rows) => rows.length)).toEqual([2])
    await app.close()
  })

  it('answers requests normally when the write fails', async () => {
    let attempts = 0
    const app = await appWith(async () => {
      attempts++
      throw new Error('insert failed')
    }, 1)
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
