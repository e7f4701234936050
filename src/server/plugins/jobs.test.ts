import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { DeadLetterList, DeadLetterRetried } from '#shared/contracts/jobs.ts'
import { systemHealth } from '#server/db/schema/analytics.ts'
import { adminAuditLog } from '#server/db/schema/system.ts'
import { expectLoggedErrors } from '#test/helpers/log-capture.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createUser } from '#test/helpers/user-factories.ts'

declare module '#server/plugins/jobs.ts' {
  interface JobPayloads {
    'test.echo': { word: string }
    'test.flaky': { word: string }
    'test.tick': Record<string, never>
    'test.spread': { n: number }
    'test.batch': { n: number }
  }
}

let t: TestApp
let adminId: string
let adminCookie: string
let buyerCookie: string

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true })
  const admin = await createUser(t.db, { role: 'admin' })
  adminId = admin.id
  adminCookie = await t.cookieFor(admin.id)
  buyerCookie = await t.cookieFor((await createUser(t.db)).id)
})

afterAll(async () => {
  await t.close()
})

const failedList = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/jobs/failed',
    headers: { cookie: adminCookie },
  })
  expect(response.statusCode).toBe(200)
  return response.json<DeadLetterList>().items
}

describe('the job queue', () => {
  it('runs a sent job in a worker, once, with its data', async () => {
    const seen: { word: string; attempt: number; id: string }[] = []
    t.app.jobs.work('test.echo', async (data, job) => {
      seen.push({ word: data.word, attempt: job.attempt, id: job.id })
      return { echoed: data.word }
    })
    const id = await t.app.jobs.send('test.echo', { word: 'selam' })
    expect(id).toEqual(expect.any(String))
    await expect.poll(() => seen, { timeout: 10_000, interval: 100 }).toHaveLength(1)
    expect(seen[0]).toEqual({ word: 'selam', attempt: 1, id })

    // Sent inside a transaction, a job exists only if the transaction commits.
    await t.db
      .transaction(async (tx) => {
        await t.app.jobs.send('test.echo', { word: 'rolled back' }, { tx })
        throw new Error('roll back')
      })
      .catch(() => {})
    await t.db.transaction(async (tx) => {
      await t.app.jobs.send('test.echo', { word: 'committed' }, { tx })
    })
    await expect
      .poll(() => seen.map((s) => s.word), { timeout: 10_000, interval: 100 })
      .toContain('committed')
    expect(seen.map((s) => s.word)).not.toContain('rolled back')
  })

  it('holds back a second job with the same singleton key in its window', async () => {
    const options = { singleton: { key: 'once', seconds: 600 }, startAfter: 3600 }
    const first = await t.app.jobs.send('test.echo', { word: 'one' }, options)
    const second = await t.app.jobs.send('test.echo', { word: 'two' }, options)
    expect(first).toEqual(expect.any(String))
    expect(second).toBeNull()
  })

  it('queues several jobs in one call, each run once with its data and its own singleton', async () => {
    const seen: number[] = []
    t.app.jobs.work('test.batch', async ({ n }) => {
      seen.push(n)
    })
    const job = (n: number) => ({
      data: { n },
      options: { singleton: { key: `n${n}`, seconds: 600 } },
    })
    const ids = await t.app.jobs.sendMany('test.batch', [job(1), job(2), job(3)])
    expect(ids).toHaveLength(3)
    expect(new Set(ids).size).toBe(3)
    // A repeat of one of them in its window is held back; the new one is queued.
    expect(await t.app.jobs.sendMany('test.batch', [job(2), job(4)])).toHaveLength(1)
    expect(await t.app.jobs.sendMany('test.batch', [])).toEqual([])
    await expect
      .poll(() => [...seen].sort(), { timeout: 10_000, interval: 100 })
      .toEqual([1, 2, 3, 4])
  })
})

describe('dead letters', () => {
  it('lists a job that failed on every attempt, and Retry runs it again', async () => {
    let failing = true
    const attempts: number[] = []
    const done: string[] = []
    t.app.jobs.work('test.flaky', async (data, job) => {
      attempts.push(job.attempt)
      if (failing) throw new Error(`courier gateway refused ${data.word}`)
      done.push(data.word)
    })
    // The last attempt is logged as an error: a job that gave up is worth an admin's look.
    expectLoggedErrors(1)
    const id = await t.app.jobs.send(
      'test.flaky',
      { word: 'parcel-7' },
      { retries: 1, retryDelaySeconds: 1 },
    )

    await expect
      .poll(async () => (await failedList()).find((item) => item.name === 'test.flaky'), {
        timeout: 20_000,
        interval: 250,
      })
      .toBeDefined()
    expect(attempts).toEqual([1, 2])
    const [dead] = (await failedList()).filter((item) => item.name === 'test.flaky')
    expect(dead).toMatchObject({
      name: 'test.flaky',
      error: 'courier gateway refused parcel-7',
      attempts: 2,
    })
    expect(Date.parse(dead!.failedAt)).toBeGreaterThanOrEqual(Date.parse(dead!.queuedAt))
    expect(dead!.id).not.toBe(id)

    failing = false
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${dead!.id}/retry`,
      headers: { cookie: adminCookie },
    })
    expect(retried.statusCode).toBe(200)
    expect(retried.json<DeadLetterRetried>()).toEqual({ id: dead!.id, name: 'test.flaky' })
    await expect.poll(() => done, { timeout: 10_000, interval: 100 }).toEqual(['parcel-7'])
    expect((await failedList()).some((item) => item.id === dead!.id)).toBe(false)

    const [audit] = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, dead!.id))
    expect(audit).toMatchObject({ actorId: adminId, action: 'job.retry', targetType: 'job' })

    // Retried already: the second press is told it is gone, and nothing runs twice.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${dead!.id}/retry`,
      headers: { cookie: adminCookie },
    })
    expect(again.statusCode).toBe(404)
    expect(again.json()).toMatchObject({ code: 'DEAD_LETTER_NOT_FOUND' })
    expect(done).toEqual(['parcel-7'])
  })

  it('is for admins only', async () => {
    const someId = '00000000-0000-4000-8000-000000000000'
    for (const [method, url] of [
      ['GET', '/api/admin/jobs/failed'],
      ['POST', `/api/admin/jobs/${someId}/retry`],
    ] as const) {
      const asBuyer = await t.app.inject({ method, url, headers: { cookie: buyerCookie } })
      expect(asBuyer.statusCode).toBe(403)
      const anonymous = await t.app.inject({ method, url })
      expect(anonymous.statusCode).toBe(401)
    }
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${someId}/retry`,
      headers: { cookie: adminCookie },
    })
    expect(unknown.statusCode).toBe(404)
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/jobs/not-an-id/retry',
      headers: { cookie: adminCookie },
    })
    expect(malformed.statusCode).toBe(400)
  })
})

describe('with the queue off', () => {
  it('records nothing and lists no dead letters', async () => {
    const off = await createTestApp()
    try {
      expect(off.app.jobs.running).toBe(false)
      expect(await off.app.jobs.send('test.echo', { word: 'nobody listens' })).toBeNull()
      expect(await off.app.jobs.sendMany('test.echo', [{ data: { word: 'nor here' } }])).toEqual([])
      const cookie = await off.cookieFor((await createUser(off.db, { role: 'admin' })).id)
      const response = await off.app.inject({
        method: 'GET',
        url: '/api/admin/jobs/failed',
        headers: { cookie },
      })
      expect(response.json()).toEqual({ items: [], total: 0 })
    } finally {
      await off.close()
    }
  })
})

if (inject('dbEngine') === 'postgres') {
  describe('ten server processes on one PostgreSQL', async () => {
    const { createAppOnDatabase, createSharedPostgresDatabase } =
      await import('#test/helpers/shared-database.ts')

    it(
      'run each scheduled job once per minute, and share one-off jobs between them',
      { timeout: 180_000 },
      async () => {
        const shared = await createSharedPostgresDatabase()
        const apps: Awaited<ReturnType<typeof createAppOnDatabase>>[] = []
        // Which process ran each probe tick, by minute slot.
        const ticks: { app: number; slot: number }[] = []
        const spread: { app: number; n: number }[] = []
        const minute = (time: number) => Math.floor(time / 60_000)
        try {
          for (let index = 0; index < 10; index++) {
            const process = await createAppOnDatabase(shared.url, { poolSize: 2 })
            // As every module does: workers and schedules declared before the queue starts.
            process.app.jobs.work('test.tick', async () => {
              ticks.push({ app: index, slot: minute(Date.now()) })
            })
            process.app.jobs.schedule('test.tick', '* * * * *', {})
            process.app.jobs.work('test.spread', async (data) => {
              spread.push({ app: index, n: data.n })
              // Long enough that one process cannot take every job alone.
              await new Promise((resolve) => setTimeout(resolve, 200))
            })
            apps.push(process)
          }
          // All ten start together, as after a deploy: one installs pg-boss's tables, the rest wait.
          await Promise.all(apps.map((process) => process.app.jobs.start()))
          expect(apps.every((process) => process.app.jobs.running)).toBe(true)

          // Every process is a live worker: thirty one-off jobs each run once, on several of them.
          for (let n = 0; n < 30; n++) await apps[n % 10]!.app.jobs.send('test.spread', { n })
          await expect.poll(() => spread.length, { timeout: 30_000, interval: 200 }).toBe(30)
          expect(new Set(spread.map((run) => run.n)).size).toBe(30)
          expect(new Set(spread.map((run) => run.app)).size).toBeGreaterThan(1)

          // Wait for a minute slot to pass, then long enough for any second run to have shown.
          await expect
            .poll(() => ticks.length, { timeout: 90_000, interval: 250 })
            .toBeGreaterThanOrEqual(1)
          const firstSlot = ticks[0]!.slot
          await new Promise((resolve) => setTimeout(resolve, 8_000))

          const perSlot = (slots: number[]) => {
            const counts = new Map<number, number>()
            for (const slot of slots) counts.set(slot, (counts.get(slot) ?? 0) + 1)
            return counts
          }
          // The probe: one run in each minute, by one process of the ten.
          for (const [, count] of perSlot(ticks.map((tick) => tick.slot))) expect(count).toBe(1)

          // Health: one reading (four rows written at one instant) per minute, not ten.
          const db = apps[0]!.db
          const readings = await db
            .selectDistinct({ at: systemHealth.createdAt })
            .from(systemHealth)
          const readingSlots = perSlot(readings.map((row) => minute(row.at.getTime())))
          expect(readingSlots.get(firstSlot)).toBe(1)
          for (const [, count] of readingSlots) expect(count).toBe(1)
          const rows = await db
            .select({ count: sql<number>`count(*)::int` })
            .from(systemHealth)
            .where(eq(systemHealth.metric, 'uptime'))
          expect(rows[0]!.count).toBe(readings.length)

          // Payment and plan expiry: one completed sweep per minute slot.
          const sweeps = (await db.execute(sql`
            select name, date_trunc('minute', started_on)::text as slot, count(*)::int as runs
            from pgboss.job
            where name in ('payments.expire', 'programs.expire') and state = 'completed'
            group by 1, 2`)) as unknown as { rows: { name: string; slot: string; runs: number }[] }
          const sweepRows = sweeps.rows
          for (const name of ['payments.expire', 'programs.expire']) {
            expect(sweepRows.filter((row) => row.name === name).length).toBeGreaterThanOrEqual(1)
          }
          for (const row of sweepRows) expect(row.runs).toBe(1)
        } finally {
          await Promise.all(apps.map((process) => process.close()))
          await shared.drop()
        }
      },
    )
  })
}
