import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, symlink } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { createAppOnDatabase, createSharedPostgresDatabase } from '#test/helpers/shared-database.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'
import { LOCK_FILE, lockDataDir } from './data-dir-lock.ts'
import { openDatabase } from './database.ts'
import { products } from './schema/catalog.ts'
import { orders } from './schema/delivery.ts'

const dirs: string[] = []
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
})

it(
  'locks the embedded data directory against a second opener until closed',
  { timeout: 120_000 },
  async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'selam-lock-'))
    dirs.push(dataDir)
    const first = await openDatabase({ engine: 'pglite', dataDir })
    await expect(openDatabase({ engine: 'pglite', dataDir })).rejects.toThrow(/in use by another/)
    await first.migrate()
    await first.close()

    // Closed cleanly: the directory opens again, already migrated, with the extension search needs.
    const again = await openDatabase({ engine: 'pglite', dataDir })
    await again.migrate()
    const client = (
      again.db as unknown as {
        $client: { query: (q: string) => Promise<{ rows: { extname: string }[] }> }
      }
    ).$client
    const { rows } = await client.query(
      `select extname from pg_extension where extname = 'pg_trgm'`,
    )
    expect(rows).toHaveLength(1)
    await again.close()
  },
)

describe('the data directory lock', () => {
  let holder: ChildProcess | undefined
  afterAll(() => {
    holder?.kill('SIGKILL')
  })

  /** Another server process: takes the lock on `dir` and keeps it until killed. */
  async function startHolder(dir: string) {
    const lockModule = pathToFileURL(path.join(import.meta.dirname, 'data-dir-lock.ts')).href
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { lockDataDir } = await import(${JSON.stringify(lockModule)});` +
          `await lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000)`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('locked')) resolve()
      })
      child.on('exit', (code) => reject(new Error(`lock holder exited with ${code}`)))
    })
    return child
  }

  it(
    'refuses the directory through a symlink, before touching its files, and takes a dead owner’s lock at once',
    { timeout: 60_000 },
    async () => {
      const base = await mkdtemp(path.join(os.tmpdir(), 'selam-lock-'))
      dirs.push(base)
      const dataDir = path.join(base, 'data')
      const alias = path.join(base, 'alias')
      await mkdir(dataDir)
      await symlink(dataDir, alias)
      holder = await startHolder(dataDir)
      const owner = JSON.parse(await readFile(path.join(dataDir, LOCK_FILE), 'utf8')) as {
        pid: number
      }
      expect(owner.pid).toBe(holder.pid)

      for (const spelling of [alias, `${alias}/../data`, path.join(alias, '.')]) {
        await expect(openDatabase({ engine: 'pglite', dataDir: spelling })).rejects.toThrow(
          `in use by another Selam Market process (pid ${holder.pid}`,
        )
      }
      // Refused before PGlite created anything.
      expect(await readdir(dataDir)).toEqual([LOCK_FILE])

      // kill -9: the lock stays behind, naming a process that no longer exists.
      const exited = new Promise((resolve) => holder!.once('exit', resolve))
      holder.kill('SIGKILL')
      await exited
      const notices: string[] = []
      const started = performance.now()
      const lock = await lockDataDir(alias, (message) => notices.push(message))
      expect(performance.now() - started).toBeLessThan(2_000)
      expect(notices).toEqual([
        `Data directory ${await realpath(dataDir)}: the previous process (pid ${holder.pid}) ended without releasing the lock; taking it over.`,
      ])
      expect(JSON.parse(await readFile(path.join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({
        pid: process.pid,
      })
      // Held here now: a second opener in this process is refused as well.
      await expect(lockDataDir(dataDir)).rejects.toThrow(/in use by another/)
      await lock.release()
      expect(await readdir(dataDir)).toEqual([])
    },
  )
})

if (inject('dbEngine') === 'postgres') {
  describe('lost PostgreSQL connections', () => {
    let shared: Awaited<ReturnType<typeof createSharedPostgresDatabase>>
    let t: Awaited<ReturnType<typeof createAppOnDatabase>>
    let admin: pg.Client
    let name: string

    beforeAll(async () => {
      shared = await createSharedPostgresDatabase()
      t = await createAppOnDatabase(shared.url, { poolSize: 10 })
      name = new URL(shared.url).pathname.slice(1)
      const adminUrl = new URL(shared.url)
      adminUrl.pathname = '/postgres'
      admin = new pg.Client({ connectionString: adminUrl.toString() })
      await admin.connect()
    })
    afterAll(async () => {
      await admin.query(`alter database ${name} with allow_connections true`).catch(() => {})
      await admin.end()
      await t.close()
      await shared.drop()
    })

    // What an administrator's restart or a failover does to every open connection of the app.
    const terminateBackends = () =>
      admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      )
    const ready = () => t.app.inject({ method: 'GET', url: '/api/ready' })
    const unavailable = (response: { statusCode: number; json: () => unknown }) => {
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        message: 'The service is temporarily unavailable',
        code: 'DATABASE_UNAVAILABLE',
      })
    }

    it('fails only the requests on a broken connection; checkouts stay exact and the app recovers', async () => {
      const { seller } = await createSellerUser(t.db)
      const category = await createCategory(t.db)
      const INITIAL = 5_000
      const product = await createProduct(t.db, {
        sellerId: seller.id,
        categoryId: category.id,
        stock: INITIAL,
      })
      const buyers = await Promise.all(
        Array.from({ length: 50 }, async () => {
          const user = await createUser(t.db)
          return { user, cookie: await t.cookieFor(user.id) }
        }),
      )
      // The live-delivery listener is one of the connections that gets cut.
      const heard: unknown[] = []
      await t.app.realtime.subscribe('fault_probe', (payload) => heard.push(payload))

      const statuses = { cart: new Map<number, number>(), checkout: new Map<number, number>() }
      const count = (map: Map<number, number>, status: number) =>
        map.set(status, (map.get(status) ?? 0) + 1)
      const acknowledged = new Set<string>()
      const failures: unknown[] = []
      let stop = false

      const shopper = async ({ cookie }: (typeof buyers)[number]) => {
        for (let round = 0; round < 40 && !stop; round++) {
          const cart = await t.app.inject({
            method: 'PUT',
            url: `/api/cart/items/${product.id}`,
            headers: { cookie, 'accept-language': 'en' },
            payload: { quantity: 1 },
          })
          count(statuses.cart, cart.statusCode)
          if (cart.statusCode === 503) unavailable(cart)
          else if (cart.statusCode !== 200) failures.push(cart.json())
          // A client retries a checkout that met an outage with the same key until it gets an
          // answer; the key makes the retry safe whether or not the first attempt committed.
          const key = randomUUID()
          for (let attempt = 0; attempt < 50; attempt++) {
            const placed = await t.app.inject({
              method: 'POST',
              url: '/api/checkout/orders',
              headers: { cookie, 'idempotency-key': key, 'accept-language': 'en' },
              payload: {
                city: 'addis_ababa',
                subCity: 'Bole',
                addressDetails: 'House 12',
                phone: '0911234567',
                paymentMethod: 'sandbox',
              },
            })
            count(statuses.checkout, placed.statusCode)
            if (placed.statusCode === 201) {
              for (const id of placed.json<{ orderIds: string[] }>().orderIds) acknowledged.add(id)
            } else if (placed.statusCode === 503) {
              unavailable(placed)
              await new Promise((resolve) => setTimeout(resolve, 50))
              continue
            } else if (placed.statusCode !== 409) {
              failures.push(placed.json())
            }
            break
          }
        }
      }

      const traffic = Promise.all(buyers.map(shopper))
      await new Promise((resolve) => setTimeout(resolve, 700))
      await terminateBackends()
      await new Promise((resolve) => setTimeout(resolve, 300))
      await terminateBackends()
      await new Promise((resolve) => setTimeout(resolve, 700))
      stop = true
      await traffic

      expect(failures).toEqual([])
      expect([...statuses.checkout.keys()].every((s) => [201, 409, 503].includes(s))).toBe(true)
      expect(statuses.checkout.get(201)).toBeGreaterThan(0)
      // The outage was felt by requests in flight, and only by them.
      expect((statuses.checkout.get(503) ?? 0) + (statuses.cart.get(503) ?? 0)).toBeGreaterThan(0)

      const rows = await t.db
        .select({ id: orders.id, quantity: orders.quantity })
        .from(orders)
        .where(eq(orders.productId, product.id))
      expect(new Set(rows.map((row) => row.id))).toEqual(acknowledged)
      const [left] = await t.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, product.id))
      const sold = rows.reduce((total, row) => total + row.quantity, 0)
      expect(left!.stock + sold).toBe(INITIAL)

      expect((await ready()).statusCode).toBe(200)
      // The listener came back by itself and hears new messages.
      await expect
        .poll(
          async () => {
            await t.app.realtime.publish('fault_probe', { hello: 'again' })
            return heard.length
          },
          { timeout: 10_000, interval: 250 },
        )
        .toBeGreaterThan(0)
    })

    it('reports not ready while the database refuses connections, and ready once it is back', async () => {
      await admin.query(`alter database ${name} with allow_connections false`)
      await terminateBackends()
      unavailable(
        await t.app.inject({
          method: 'GET',
          url: '/api/ready',
          headers: { 'accept-language': 'en' },
        }),
      )
      unavailable(
        await t.app.inject({
          method: 'GET',
          url: '/api/products',
          headers: { 'accept-language': 'en' },
        }),
      )
      await admin.query(`alter database ${name} with allow_connections true`)
      await expect.poll(async () => (await ready()).statusCode, { timeout: 10_000 }).toBe(200)
      expect((await t.app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200)
    })
  })
  it('warms every connection of the pool at once, each running the statements given', async () => {
    const shared = await createSharedPostgresDatabase()
    const database = await openDatabase({ engine: 'postgres', url: shared.url, poolSize: 4 })
    try {
      const client = (database.db as unknown as { $client: pg.Pool }).$client
      await client.query('create table warmed (pid int, seen int)')
      await database.warmUp!(async (db) => {
        await db.execute(sql`insert into warmed select pg_backend_pid(), 1`)
        await db.execute(sql`update warmed set seen = seen + 1 where pid = pg_backend_pid()`)
      })
      const { rows } = await client.query<{ pid: number; seen: number }>(
        'select pid, seen from warmed',
      )
      // Four backends, each ran the statements in order once.
      expect(new Set(rows.map((row) => row.pid)).size).toBe(4)
      expect(rows.map((row) => row.seen)).toEqual([2, 2, 2, 2])
    } finally {
      await database.close()
      await shared.drop()
    }
  })
  it('warms the connections that open and gives the rest up, the pool still serving', async () => {
    const shared = await createSharedPostgresDatabase()
    const role = `warm_${randomUUID().slice(0, 8)}`
    const setup = new pg.Client({ connectionString: shared.url })
    await setup.connect()
    await setup.query(`create role ${role} login connection limit 2`)
    await setup.query(`create table warmed (pid int)`)
    await setup.query(`grant insert, select on warmed to ${role}`)
    const url = new URL(shared.url)
    url.username = role
    const database = await openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 4 })
    try {
      await expect(
        database.warmUp!(async (db) => {
          await db.execute(sql`insert into warmed select pg_backend_pid()`)
        }),
      ).rejects.toThrow(/too many connections/)
      // The two that opened were warmed and went back to the pool, which goes on serving.
      const client = (database.db as unknown as { $client: pg.Pool }).$client
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from warmed')
      expect(rows).toEqual([{ n: 2 }])
    } finally {
      await database.close()
      await setup.end()
      await shared.drop()
      const admin = new pg.Client({ connectionString: shared.url.replace(/\/[^/]*$/, '/postgres') })
      await admin.connect()
      await admin.query(`drop role if exists ${role}`)
      await admin.end()
    }
  })
}
