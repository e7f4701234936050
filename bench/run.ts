// `npm run bench`: seeds a large catalogue, starts the built server and measures the catalogue
// endpoints with autocannon, on PostgreSQL and on the embedded PGlite; then product search with a
// mix of Amharic, transliterated and misspelt queries at 20 connections (goal: p95 < 50 ms).
//   BENCH_PRODUCTS      products on PostgreSQL (default 100000)
//   BENCH_PGLITE_PRODUCTS products on PGlite (default 20000)
//   BENCH_DURATION      seconds per endpoint (default 10)
//   BENCH_DATABASE_URL  PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_ENGINES       which engines to run: "postgres,pglite" (default both)
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'

const products = Number(process.env.BENCH_PRODUCTS ?? 100_000)
const pgliteProducts = Number(process.env.BENCH_PGLITE_PRODUCTS ?? 20_000)
const duration = Number(process.env.BENCH_DURATION ?? 10)
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',')

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

async function startServer(env: NodeJS.ProcessEnv): Promise<{ url: string; server: ChildProcess }> {
  const port = 5900 + Math.floor(Math.random() * 90)
  const server = spawn(process.execPath, ['dist/server/server.js'], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
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
    return results
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
}

ensureBuild()
const all: Result[] = []
for (const engine of engines) all.push(...(await run(engine as 'postgres' | 'pglite')))
console.log(`\nResults (${os.cpus().length} cores, ${duration} s each)`)
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
