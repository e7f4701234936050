// `npm run bench`: seeds a large catalogue, starts the built server and measures the catalogue
// endpoints with autocannon, on PostgreSQL and on the embedded PGlite; then product search with a
// mix of Amharic, transliterated and misspelt queries at 20 connections (goal: p95 < 50 ms).
//   BENCH_PRODUCTS      products on PostgreSQL (default 100000)
//   BENCH_PGLITE_PRODUCTS products on PGlite (default 20000)
//   BENCH_DURATION      seconds per endpoint (default 10)
//   BENCH_DATABASE_URL  PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_ENGINES       which engines to run: "postgres,pglite" (default both)
//   BENCH_SCENARIOS     which scenarios: "catalogue,checkout" (default both)
//   BENCH_BUYERS        concurrent buyers in the checkout scenario (default 50)
//   BENCH_SOAK_SECONDS  length of the soak scenario (default 120)
//   BENCH_SOAK_WORKERS  concurrent shoppers in the soak (default 40)
//   BENCH_SOAK_PRODUCTS products in the soak's own database (default 2000)
//   BENCH_PORT          first port for the servers (default: a random one from 5900)
// Checkout scenario: that many signed-in buyers each add to cart and place an order at the same
// moment (half sandbox, half cash on delivery), all wanting one unit of one "hot" product whose
// stock is below the number of buyers; p95 of the place-order request, errors, and a check that
// the hot product was not oversold (stock after = stock before - orders placed, never below 0).
// Soak scenario (`BENCH_SCENARIOS=soak`, PostgreSQL only): two server processes on their own
// database (selam_bench_soak) take mixed traffic (browse, search, cart, checkout) for
// BENCH_SOAK_SECONDS; halfway, every backend of that database is terminated, as a database restart
// or failover would. Every 10 s it prints requests, answers by status, acknowledged orders and
// each process's memory; at the end acknowledged orders must equal order rows, stock + sold must
// equal the stock before, and both processes must still be up (exit code 1 otherwise).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'

const products = Number(process.env.BENCH_PRODUCTS ?? 100_000)
const pgliteProducts = Number(process.env.BENCH_PGLITE_PRODUCTS ?? 20_000)
const duration = Number(process.env.BENCH_DURATION ?? 10)
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',')
const scenarios = (process.env.BENCH_SCENARIOS ?? 'catalogue,checkout').split(',')
const buyers = Number(process.env.BENCH_BUYERS ?? 50)
const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 120)
const soakWorkers = Number(process.env.BENCH_SOAK_WORKERS ?? 40)
const soakProducts = Number(process.env.BENCH_SOAK_PRODUCTS ?? 2000)
const basePort = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined
let portsTaken = 0
const BENCH_PASSWORD = 'Bench-Checkout-2026'

type Result = {
  engine: string
  endpoint: string
  connections: number
  rps: number
  p50: number
  p95?: number
  p99: number
  errors: number
  non2xx: number
}

/** What buyers type: Ge'ez, Latin transliterations, typos, English, with and without filters. */
const SEARCH_QUERIES = [
  'q=buna',
  'q=%E1%89%A1%E1%8A%93', // ቡና
  'q=bunna&sort=price-low',
  'q=berbere',
  'q=%E1%89%A0%E1%88%AD%E1%89%A0%E1%88%A8', // በርበረ (misspelt)
  'q=bereber',
  'q=habesha%20kemis',
  'q=%E1%88%90%E1%89%A0%E1%88%BB%20%E1%89%80%E1%88%9A%E1%88%B5', // ሐበሻ ቀሚስ
  'q=teff&inStock=true',
  'q=jebena&international=true',
  'q=yirgacheffe%20coffee',
  'q=laptop',
  'q=%E1%88%8B%E1%8D%95%E1%89%B6%E1%8D%95', // ላፕቶፕ
  'q=netela&minPrice=500&maxPrice=3000',
  'q=mesob&category=handicrafts',
  'q=silver%20necklace&sort=rating',
  'q=honey&featured=true',
  'q=shiro&sort=popular',
]
const SEARCH_CONNECTIONS = 20
const SEARCH_P95_GOAL_MS = 50

const percentile = (sorted: number[], fraction: number) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!

function ensureBuild() {
  if (!existsSync('dist/server/server.js') || !existsSync('dist/client/index.html')) {
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })
  }
}

async function countProducts(env: NodeJS.ProcessEnv): Promise<number> {
  if (!env.DATABASE_URL) return -1
  const client = new pg.Client({ connectionString: env.DATABASE_URL })
  await client.connect()
  try {
    const result = await client
      .query('select count(*)::int as n from products')
      .catch(() => ({ rows: [{ n: 0 }] }))
    return result.rows[0].n as number
  } finally {
    await client.end()
  }
}

async function seed(env: NodeJS.ProcessEnv, wanted: number) {
  const existing = await countProducts(env)
  const missing = existing < 0 ? wanted : Math.max(0, wanted - existing)
  if (existing >= 0 && missing === 0) {
    console.log(`  catalogue already has ${existing} products`)
    // Still migrate and write any search documents that products from older runs lack.
    execFileSync(process.execPath, ['dist/server/seed-cli.js'], { env, stdio: 'inherit' })
    return
  }
  const started = Date.now()
  execFileSync(process.execPath, ['dist/server/seed-cli.js', '--products', String(missing)], {
    env,
    stdio: 'inherit',
  })
  console.log(`  seeded ${missing} products in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

async function startServer(
  env: NodeJS.ProcessEnv,
  logLevel = 'warn',
): Promise<{ url: string; server: ChildProcess }> {
  const port =
    basePort !== undefined ? basePort + portsTaken++ : 5900 + Math.floor(Math.random() * 90)
  const server = spawn(process.execPath, ['dist/server/server.js'], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: logLevel, SEED_DEMO: 'false' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return { url, server }
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  server.kill()
  throw new Error('server did not start')
}

async function measure(engine: string, endpoint: string, url: string): Promise<Result> {
  const result = await autocannon({ url, connections: 100, duration, pipelining: 1 })
  return {
    engine,
    endpoint,
    connections: 100,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

/** Cycles through the query mix; p95 comes from every response's own time (autocannon has no p95). */
async function measureSearch(engine: string, url: string): Promise<Result> {
  const latencies: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: SEARCH_CONNECTIONS,
        duration,
        pipelining: 1,
        requests: SEARCH_QUERIES.map((query) => ({
          method: 'GET',
          path: `/api/search?${query}&limit=20`,
        })),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    )
    instance.on('response', (_client, _status, _bytes, time) => {
      latencies.push(time)
    })
  })
  latencies.sort((a, b) => a - b)
  return {
    engine,
    endpoint: `GET /api/search (${SEARCH_QUERIES.length} queries)`,
    connections: SEARCH_CONNECTIONS,
    rps: Math.round(result.requests.average),
    p50: Math.round(percentile(latencies, 0.5) * 10) / 10,
    p95: Math.round(percentile(latencies, 0.95) * 10) / 10,
    p99: Math.round(percentile(latencies, 0.99) * 10) / 10,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

type Listed = { id: string; stock: number; price: string }

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}`)
  return (await response.json()) as T
}

async function productStock(url: string, id: string): Promise<number> {
  return (await json<{ stock: number }>(await fetch(`${url}/api/products/${id}`))).stock
}

/** Signs up one buyer (argon2 makes this the slow part, so it happens before the clock starts). */
async function signUp(url: string, n: number): Promise<string> {
  const suffix = `${Date.now().toString(36)}${n}`
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: `Buyer${n}`,
      username: `bench_${suffix}`,
      email: `bench-${suffix}@example.test`,
      password: BENCH_PASSWORD,
    }),
  })
  if (!response.ok) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`)
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('selam_session'))
  const raw = cookie ?? response.headers.getSetCookie()[0]
  if (!raw) throw new Error('sign-up set no session cookie')
  return raw.split(';')[0]!
}

async function inBatches<T>(count: number, size: number, task: (i: number) => Promise<T>) {
  const results: T[] = []
  for (let start = 0; start < count; start += size) {
    const batch = Array.from({ length: Math.min(size, count - start) }, (_, k) => task(start + k))
    results.push(...(await Promise.all(batch)))
  }
  return results
}

/**
 * The checkout path under contention: every buyer adds the hot product and one other product,
 * then all place their orders at once. The hot product has fewer units than buyers, so some
 * must get the "only N left" answer (409) and none may oversell.
 */
async function measureCheckout(engine: string, url: string): Promise<Result> {
  // The demo seller puts half as many units of one product on sale as there are buyers.
  const signIn = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'seller@selam.market', password: 'Selam-Demo-2026' }),
  })
  if (!signIn.ok) throw new Error(`demo seller sign-in answered ${signIn.status}`)
  const sellerCookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!
  const own = await json<{ products: (Listed & { isActive: boolean; reviewStatus: string })[] }>(
    await fetch(`${url}/api/seller/products`, { headers: { cookie: sellerCookie } }),
  )
  const hot = own.products.find((p) => p.isActive && p.reviewStatus === 'approved')
  if (!hot) throw new Error('the demo seller has no product')
  const hotUnits = Math.max(1, Math.floor(buyers / 2))
  await json(
    await fetch(`${url}/api/products/${hot.id}`, {
      method: 'PATCH',
      headers: { cookie: sellerCookie, 'content-type': 'application/json' },
      body: JSON.stringify({ stock: hotUnits }),
    }),
  )
  const listed = await json<{ items: Listed[] }>(await fetch(`${url}/api/products?limit=100`))
  const others = listed.items.filter((item) => item.id !== hot.id && item.stock >= buyers)
  const hotBefore = await productStock(url, hot.id)
  console.log(`  checkout: signing up ${buyers} buyers; hot product stock ${hotBefore}`)
  const cookies = await inBatches(buyers, 4, (i) => signUp(url, i))

  // Every buyer fills the cart first (the hot product still has units for all of them), then all
  // place their orders at the same moment: the contention is in checkout, where stock is reserved.
  const carts = await Promise.all(
    cookies.map(async (cookie, i) => {
      const lines = [hot, ...(others.length > 0 ? [others[i % others.length]!] : [])]
      for (const line of lines) {
        const added = await fetch(`${url}/api/cart/items/${line.id}`, {
          method: 'PUT',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ quantity: 1 }),
        })
        if (!added.ok) return `add to cart answered ${added.status}`
      }
      return null
    }),
  )
  const latencies: number[] = []
  let placed = 0
  let soldOut = 0
  let errors = carts.filter((problem) => problem !== null).length
  for (const problem of carts) if (problem) console.log(`  ${problem}`)
  const started = Date.now()
  await Promise.all(
    cookies.map(async (cookie, i) => {
      if (carts[i]) return
      try {
        const start = performance.now()
        const response = await fetch(`${url}/api/checkout/orders`, {
          method: 'POST',
          headers: {
            cookie,
            'content-type': 'application/json',
            'idempotency-key': `bench-${engine}-${Date.now()}-${i}`,
          },
          body: JSON.stringify({
            city: 'addis_ababa',
            subCity: 'Bole',
            addressDetails: `Bench house ${i}`,
            phone: '0911234567',
            paymentMethod: i % 2 === 0 ? 'sandbox' : 'cash_on_delivery',
          }),
        })
        latencies.push(performance.now() - start)
        const body = (await response.json()) as { code?: string }
        if (response.status === 201) placed += 1
        else if (response.status === 409 && body.code === 'INSUFFICIENT_STOCK') soldOut += 1
        else {
          errors += 1
          console.log(`  checkout ${i}: ${response.status} ${JSON.stringify(body)}`)
        }
      } catch (error) {
        errors += 1
        console.log(`  checkout ${i}: ${String(error)}`)
      }
    }),
  )
  const seconds = (Date.now() - started) / 1000
  const hotAfter = await productStock(url, hot.id)
  const oversold = hotAfter < 0 || hotBefore - hotAfter !== placed
  console.log(
    `  checkout: ${placed} orders, ${soldOut} "only N left" refusals, ${errors} errors; hot stock ${hotBefore} -> ${hotAfter}: ${oversold ? 'OVERSOLD OR LOST UNITS' : 'not oversold'}`,
  )
  if (oversold) process.exitCode = 1
  latencies.sort((a, b) => a - b)
  return {
    engine,
    endpoint: `POST /api/checkout/orders (${buyers} buyers at once)`,
    connections: buyers,
    rps: Math.round(latencies.length / Math.max(seconds, 0.001)),
    p50: Math.round(percentile(latencies, 0.5)),
    p95: Math.round(percentile(latencies, 0.95)),
    p99: Math.round(percentile(latencies, 0.99)),
    errors: errors + (oversold ? 1 : 0),
    non2xx: soldOut,
  }
}

/** Resident memory of a process in MB (Linux), or undefined when it cannot be read. */
async function rssMb(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8')
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1]
    return kb ? Math.round(Number(kb) / 1024) : undefined
  } catch {
    return undefined
  }
}

/**
 * Mixed traffic on two processes for soakSeconds, with every database connection cut halfway.
 * A checkout that meets the outage is retried with the same Idempotency-Key, as the web client
 * would, so that every order the database holds was acknowledged exactly once.
 */
async function runSoak() {
  const env: NodeJS.ProcessEnv = { ...process.env }
  const database = 'selam_bench_soak'
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  const exists = await admin.query(`select 1 from pg_database where datname = $1`, [database])
  if (exists.rowCount === 0) await admin.query(`create database ${database}`)
  const dbUrl = new URL(serverUrl)
  dbUrl.pathname = `/${database}`
  env.DATABASE_URL = dbUrl.toString()
  console.log(`\n[soak] preparing ${soakProducts} products in ${database}`)
  await seed(env, soakProducts)
  // Each lost connection is logged at warn; the soak prints its own figures instead.
  const servers = [await startServer(env, 'error'), await startServer(env, 'error')]
  const urls = servers.map((s) => s.url)
  const statuses = new Map<string, number>()
  const note = (status: string) => statuses.set(status, (statuses.get(status) ?? 0) + 1)
  let requests = 0
  const acknowledged = new Set<string>()
  const died: string[] = []
  servers.forEach(({ server }, i) =>
    server.once('exit', (code, signal) => died.push(`process ${i + 1} exited (${code ?? signal})`)),
  )

  const call = async (url: string, init: RequestInit = {}) => {
    requests += 1
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) })
      note(String(response.status))
      return response
    } catch (error) {
      note((error as Error).name === 'TimeoutError' ? 'timeout' : 'network')
      return undefined
    }
  }

  try {
    const listed = await json<{ items: Listed[] }>(await fetch(`${urls[0]}/api/products?limit=100`))
    const pool = listed.items.filter((item) => item.stock > 0)
    if (pool.length === 0) throw new Error('no product in stock to order')
    const stockBefore = new Map(pool.map((item) => [item.id, item.stock]))
    console.log(`  signing up ${soakWorkers} buyers`)
    const cookies = await inBatches(soakWorkers, 4, (i) => signUp(urls[i % 2]!, 1000 + i))
    const buyerIds: string[] = []
    for (const cookie of cookies) {
      const me = await json<{ user: { id: string } }>(
        await fetch(`${urls[0]}/api/auth/me`, { headers: { cookie } }),
      )
      buyerIds.push(me.user.id)
    }

    const started = Date.now()
    const end = started + soakSeconds * 1000
    let faultAt: number | undefined
    console.log(`  ${soakWorkers} shoppers on ${urls.join(' and ')} for ${soakSeconds} s`)

    const shopper = async (cookie: string, n: number) => {
      for (let round = 0; Date.now() < end && round < 100_000; round++) {
        const base = urls[(n + round) % urls.length]!
        const item = pool[(n * 7 + round) % pool.length]!
        await call(`${base}/api/products?limit=20`)
        await call(`${base}/api/products/${item.id}`)
        await call(
          `${base}/api/search?${SEARCH_QUERIES[(n + round) % SEARCH_QUERIES.length]}&limit=20`,
        )
        if (round % 3 !== 0) continue
        const added = await call(`${base}/api/cart/items/${item.id}`, {
          method: 'PUT',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ quantity: 1 }),
        })
        if (!added?.ok) continue
        const key = `soak-${started}-${n}-${round}`
        // Retried with the same key through an outage; a bounded number of times.
        for (let attempt = 0; attempt < 30; attempt++) {
          const placed = await call(
            `${urls[(n + round + attempt) % urls.length]}/api/checkout/orders`,
            {
              method: 'POST',
              headers: { cookie, 'content-type': 'application/json', 'idempotency-key': key },
              body: JSON.stringify({
                city: 'addis_ababa',
                subCity: 'Bole',
                addressDetails: `Soak house ${n}`,
                phone: '0911234567',
                paymentMethod: round % 2 === 0 ? 'sandbox' : 'cash_on_delivery',
              }),
            },
          )
          if (placed?.status === 201) {
            const body = (await placed.json()) as { orderIds: string[] }
            for (const id of body.orderIds) acknowledged.add(id)
            break
          }
          if (placed && placed.status !== 503 && placed.status < 500) {
            await placed.body?.cancel()
            // The cart may still hold the line after a refusal; empty it for the next round.
            await call(`${base}/api/cart/items/${item.id}`, {
              method: 'DELETE',
              headers: { cookie },
            })
            break
          }
          await placed?.body?.cancel()
          await new Promise((resolve) => setTimeout(resolve, 250))
        }
      }
    }

    const report = async () => {
      const seconds = Math.round((Date.now() - started) / 1000)
      const memory = await Promise.all(servers.map(({ server }) => rssMb(server.pid)))
      const byStatus = [...statuses.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([status, n]) => `${status}:${n}`)
        .join(' ')
      console.log(
        `  t=${String(seconds).padStart(3)} s  requests ${requests}  [${byStatus}]  acknowledged orders ${acknowledged.size}  RSS MB ${memory.map((m) => m ?? 'gone').join('/')}${died.length ? `  ${died.join(', ')}` : ''}`,
      )
    }
    const ticker = setInterval(() => void report(), 10_000)
    const fault = setTimeout(
      () => {
        faultAt = Math.round((Date.now() - started) / 1000)
        void admin
          .query(
            'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
            [database],
          )
          .then((result) =>
            console.log(
              `  t=${faultAt} s  DATABASE FAULT: terminated ${result.rows[0].n} backends of ${database}`,
            ),
          )
      },
      (soakSeconds * 1000) / 2,
    )
    try {
      await Promise.all(cookies.map((cookie, n) => shopper(cookie, n)))
    } finally {
      clearInterval(ticker)
      clearTimeout(fault)
    }
    await report()

    // Afterwards: readiness, orders in the database against acknowledged ones, stock accounting.
    const ready = await Promise.all(urls.map((url) => call(`${url}/api/ready`)))
    const check = new pg.Client({ connectionString: env.DATABASE_URL })
    await check.connect()
    try {
      const orderRows = await check.query(
        'select id, product_id, quantity, status from orders where buyer_id = any($1::uuid[])',
        [buyerIds],
      )
      const ids = new Set(orderRows.rows.map((row: { id: string }) => row.id))
      const missing = [...acknowledged].filter((id) => !ids.has(id)).length
      const extra = [...ids].filter((id) => !acknowledged.has(id)).length
      const stockNow = await check.query(
        'select id, stock from products where id = any($1::uuid[])',
        [[...stockBefore.keys()]],
      )
      let stockErrors = 0
      for (const { id, stock } of stockNow.rows as { id: string; stock: number }[]) {
        const sold = (orderRows.rows as { product_id: string; quantity: number; status: string }[])
          .filter((row) => row.product_id === id && row.status !== 'cancelled')
          .reduce((total, row) => total + row.quantity, 0)
        if (stock + sold !== stockBefore.get(id)) stockErrors += 1
      }
      const alive = servers.map(
        ({ server }) => server.exitCode === null && server.signalCode === null,
      )
      console.log(
        `  soak: fault at t=${faultAt ?? '-'} s; processes alive ${alive.filter(Boolean).length}/2; ready ${ready.map((r) => r?.status ?? 'no answer').join('/')}`,
      )
      console.log(
        `  soak: acknowledged orders ${acknowledged.size}, order rows ${ids.size} (${missing} missing, ${extra} unacknowledged); stock + sold = stock before for ${stockNow.rows.length - stockErrors}/${stockNow.rows.length} products`,
      )
      if (missing || extra || stockErrors || alive.some((a) => !a) || died.length) {
        process.exitCode = 1
      }
    } finally {
      await check.end()
    }
  } finally {
    for (const { server } of servers) {
      if (server.exitCode === null && server.signalCode === null) {
        server.kill('SIGTERM')
        await new Promise((resolve) => server.once('exit', resolve))
      }
    }
    await admin.end()
  }
}

async function run(engine: 'postgres' | 'pglite'): Promise<Result[]> {
  const env: NodeJS.ProcessEnv = { ...process.env }
  let wanted = products
  if (engine === 'postgres') {
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    const exists = await admin.query(`select 1 from pg_database where datname = 'selam_bench'`)
    if (exists.rowCount === 0) await admin.query('create database selam_bench')
    await admin.end()
    const url = new URL(serverUrl)
    url.pathname = '/selam_bench'
    env.DATABASE_URL = url.toString()
  } else {
    wanted = pgliteProducts
    env.DATABASE_URL = ''
    // A fresh directory each run: the embedded database cannot be counted without opening it.
    env.DATA_DIR = path.join(os.tmpdir(), 'selam-bench-pglite')
    await rm(env.DATA_DIR, { recursive: true, force: true })
    await mkdir(env.DATA_DIR, { recursive: true })
  }
  console.log(`\n[${engine}] preparing ${wanted} products`)
  await seed(env, wanted)
  const { url, server } = await startServer(env)
  try {
    const first = (await (await fetch(`${url}/api/products?limit=1`)).json()) as {
      items: { id: string }[]
      total: number
    }
    console.log(`  listed products: ${first.total}`)
    const id = first.items[0]!.id
    if (!scenarios.includes('catalogue')) {
      return scenarios.includes('checkout') ? [await measureCheckout(engine, url)] : []
    }
    // Warm up caches and JIT before measuring.
    await autocannon({ url: `${url}/api/products?limit=20`, connections: 20, duration: 2 })
    const results = [
      await measure(engine, 'GET /api/products?limit=20', `${url}/api/products?limit=20`),
      await measure(engine, 'GET /api/products/:id', `${url}/api/products/${id}`),
    ]
    // Warm-up for search: the first query also writes any search documents still missing.
    for (const query of SEARCH_QUERIES) await fetch(`${url}/api/search?${query}`)
    await autocannon({
      url: `${url}/api/search?q=buna`,
      connections: SEARCH_CONNECTIONS,
      duration: 2,
    })
    const search = await measureSearch(engine, url)
    results.push(search)
    const verdict = (search.p95 ?? Infinity) < SEARCH_P95_GOAL_MS ? 'meets' : 'MISSES'
    console.log(
      `  search p95 ${search.p95} ms at ${SEARCH_CONNECTIONS} connections: ${verdict} the ${SEARCH_P95_GOAL_MS} ms goal`,
    )
    if (scenarios.includes('checkout')) results.push(await measureCheckout(engine, url))
    return results
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
}

ensureBuild()
const all: Result[] = []
if (scenarios.some((scenario) => scenario === 'catalogue' || scenario === 'checkout')) {
  for (const engine of engines) all.push(...(await run(engine as 'postgres' | 'pglite')))
}
if (scenarios.includes('soak')) await runSoak()
if (all.length > 0) console.log(`\nResults (${os.cpus().length} cores, ${duration} s each)`)
if (all.length > 0)
  console.table(
    all.map((r) => ({
      engine: r.engine,
      endpoint: r.endpoint,
      connections: r.connections,
      'req/s': r.rps,
      'p50 ms': r.p50,
      'p95 ms': r.p95 ?? '',
      'p99 ms': r.p99,
      errors: r.errors,
      non2xx: r.non2xx,
    })),
  )
