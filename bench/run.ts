// `npm run bench`: measures the built app on the PostgreSQL database it is given.
//
//   BENCH_DATABASE_URL   the database to measure (required); used as it is: nothing is created or
//                        seeded unless asked (below). The bench adds buyers and orders to it.
//   --seed N / BENCH_SEED=N   first bring that database up to N products (demo data plus synthetic
//                        products, through dist/server/seed-cli.js), timing it.
//   BENCH_SCENARIOS      comma-separated, default "ratio,search,checkout,scaling"; also "soak".
//   BENCH_DURATION       seconds of each measured slice (default 5)
//   BENCH_ROUNDS         alternating app/floor rounds of the ratio (default 6); the search runs
//                        BENCH_DURATION × BENCH_ROUNDS seconds
//   BENCH_CONNECTIONS    connections of the list and product measurements (default 50)
//   BENCH_BUYERS         buyers in the checkout scenarios (default 50)
//   BENCH_CHECKOUT_BURSTS  hot-product bursts in a row on the same app process (default 1): the
//                        first meets cold connections (every named statement planned anew), the
//                        later ones a warm process
//   BENCH_CHECKOUT_PAUSE seconds of quiet before each burst after the first (default 0), e.g. 35 to
//                        outlast the pool's 30 s idle time
//   BENCH_PROCESSES      process counts of the scaling scenario (default "1,2,4")
//   BENCH_CPU_PROFILE    a directory: the app of the ratio scenario runs with --cpu-prof there
//   BENCH_PORT           first port of the processes (default: a random one from 5900)
//   BENCH_SERVER         the server to start (default dist/server/server.js), e.g. an older build
//   BENCH_NODE_FLAGS     Node options of the app and the floor instead of the server's own
//                        (src/server/node-flags.ts); "none" for none, e.g. to compare
//   BENCH_SOAK_SECONDS / BENCH_SOAK_WORKERS   the soak's length (120) and shoppers (40)
//
// Scenarios (bench/README.md has the details):
//   ratio     the app against a bare node:http + pg floor (bench/floor.ts) on the product list and a
//             product, alternating, over varied addresses; goal: app ≥ 0.8 × floor req/s, p99 ≤ 2×.
//   search    ≥ 300 varied queries (bench/search-queries.ts) at 20 connections, no result cache;
//             goal: p95 < 50 ms.
//   checkout  BENCH_BUYERS buyers order one hot product at once; goal: p95 < 300 ms, no error,
//             never oversold (exit code 1 if oversold).
//   scaling   the list and a checkout loop on 1, 2 and 4 app processes against the one database.
//   soak      two processes, mixed traffic, every database connection cut halfway.
// Every app process runs with READ_CACHES=off: no search result or suggestion cache.
import { execFileSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import os from 'node:os'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { collectCatalogueUrls, compareAnswers, spread } from './catalogue-urls.ts'
import { checkoutLoop, hotCheckout, productsInStock, signUpBuyers, type Buyer } from './checkout.ts'
import { concurrent, cpuTimeMs, emptySample, load, merge, summarize, type Summary } from './load.ts'
import {
  appEnv,
  BENCH_APP_NAME,
  benchNodeFlags,
  searchIndexLoaded,
  serverScript,
  startApp,
  startFloor,
  stop,
  type Running,
} from './processes.ts'
import { searchQueries } from './search-queries.ts'
import { runSoak } from './soak.ts'

const { values: args } = parseArgs({ options: { seed: { type: 'string' } } })
const databaseUrl = process.env.BENCH_DATABASE_URL
const seedTo = Number(args.seed ?? process.env.BENCH_SEED ?? 0)
const scenarios = (process.env.BENCH_SCENARIOS ?? 'ratio,search,checkout,scaling').split(',')
const duration = Number(process.env.BENCH_DURATION ?? 5)
const rounds = Number(process.env.BENCH_ROUNDS ?? 6)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const buyerCount = Number(process.env.BENCH_BUYERS ?? 50)
const checkoutBursts = Math.max(1, Number(process.env.BENCH_CHECKOUT_BURSTS ?? 1))
const checkoutPauseMs = Math.max(0, Number(process.env.BENCH_CHECKOUT_PAUSE ?? 0)) * 1000
const processCounts = (process.env.BENCH_PROCESSES ?? '1,2,4').split(',').map(Number)
const cpuProfileDir = process.env.BENCH_CPU_PROFILE
const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 120)
const soakWorkers = Number(process.env.BENCH_SOAK_WORKERS ?? 40)

const GOALS = {
  ratioRps: 0.8,
  ratioP99: 2,
  searchP95Ms: 50,
  searchConnections: 20,
  checkoutP95Ms: 300,
}

if (!databaseUrl) {
  console.error(
    'Set BENCH_DATABASE_URL to the PostgreSQL database to measure, e.g.\n' +
      '  BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/selam_bench npm run bench -- --seed 100000',
  )
  process.exit(2)
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL')
const lines: string[] = []
const report = (line: string) => {
  lines.push(line)
  console.log(line)
}

function ensureBuild() {
  if (!existsSync('dist/server/server.js') || !existsSync('dist/server/seed-cli.js')) {
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })
  }
  const built = statSync(serverScript).mtime
  console.log(`Measuring ${serverScript} built ${built.toISOString()} (npm run build to refresh)`)
  console.log(`  app and floor run with Node options: ${benchNodeFlags.join(' ') || 'none'}`)
}

async function countProducts(): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
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

/** Brings the database up to `wanted` products with the app's own seeding tool, timed. */
async function seed(wanted: number) {
  const existing = await countProducts()
  const missing = Math.max(0, wanted - existing)
  console.log(
    `\n[seed] ${existing} products; ${missing > 0 ? `adding ${missing}` : 'nothing to add'}`,
  )
  const started = Date.now()
  execFileSync(
    process.execPath,
    ['dist/server/seed-cli.js', ...(missing > 0 ? ['--products', String(missing)] : [])],
    { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'inherit' },
  )
  const seconds = (Date.now() - started) / 1000
  if (missing > 0) {
    report(
      `seed: ${missing} products in ${seconds.toFixed(1)} s (${Math.round(missing / seconds)}/s; 1,000,000 would take ~${Math.round(1_000_000 / (missing / seconds) / 60)} min)`,
    )
  }
}

const fmt = (summary: Summary) =>
  `${String(summary.rps).padStart(6)} req/s  p50 ${String(summary.p50).padStart(6)} ms  p95 ${String(summary.p95).padStart(6)} ms  p99 ${String(summary.p99).padStart(6)} ms  errors ${summary.errors}  non-2xx ${summary.non2xx}${summary.cpuPerRequest ? `  CPU ${summary.cpuPerRequest} ms/request` : ''}`

/* ------------------------------------------------------------------------------ ratio */

async function ratio(app: Running, floor: Running, paths: { list: string[]; detail: string[] }) {
  // Same bytes from both, or the comparison is of different work.
  const sample = [...spread(paths.list, 40), ...spread(paths.detail, 40)]
  const differing = await compareAnswers(app.url, floor.url, sample)
  if (differing.length > 0) {
    console.log(
      `  the floor answers differently from the app at ${differing.length} addresses, e.g.`,
    )
    for (const path of differing.slice(0, 3)) console.log(`    ${path}`)
    process.exitCode = 1
    throw new Error('floor and app disagree: fix bench/floor.ts to match the app first')
  }
  console.log(`  floor and app answer the same bytes at ${sample.length} sampled addresses`)

  for (const [endpoint, set] of [
    ['GET /api/products', paths.list],
    ['GET /api/products/:id', paths.detail],
  ] as const) {
    for (const target of [app, floor]) await load(target.url, set, { connections, seconds: 2 })
    const samples = { app: emptySample(), floor: emptySample() }
    for (let round = 0; round < rounds; round++) {
      // Alternating which goes first cancels a drift of the machine's load over the run.
      const order = round % 2 === 0 ? (['app', 'floor'] as const) : (['floor', 'app'] as const)
      for (const side of order) {
        const target = side === 'app' ? app : floor
        merge(
          samples[side],
          await load(target.url, set, { connections, seconds: duration, pid: target.process.pid }),
        )
      }
      process.stdout.write(`  ${endpoint}: round ${round + 1}/${rounds}\r`)
    }
    const a = summarize(samples.app)
    const f = summarize(samples.floor)
    const rpsRatio = a.rps / Math.max(f.rps, 1)
    const p99Ratio = a.p99 / Math.max(f.p99, 0.1)
    const pass =
      rpsRatio >= GOALS.ratioRps && p99Ratio <= GOALS.ratioP99 && a.errors + a.non2xx === 0
    report(
      `${endpoint} (${set.length} addresses, ${connections} connections, ${rounds} × ${duration} s each, alternating)`,
    )
    report(`  app    ${fmt(a)}`)
    report(`  floor  ${fmt(f)}`)
    report(
      `  app/floor req/s ${rpsRatio.toFixed(2)} (goal ≥ ${GOALS.ratioRps}), p99 ${p99Ratio.toFixed(2)}× (goal ≤ ${GOALS.ratioP99}×): ${verdict(pass)}`,
    )
  }
}

/* ----------------------------------------------------------------------------- search */

async function search(app: Running) {
  const set = searchQueries()
  const kinds = Object.entries(set.kinds)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ')
  // One pass first: the first searches write any search documents still missing.
  for (const path of set.paths.slice(0, 20)) await (await fetch(`${app.url}${path}`)).text()
  const index = await searchIndexLoaded(app)
  report(`search index: ${index.index}, ${index.products} products`)
  await load(app.url, set.paths, { connections: GOALS.searchConnections, seconds: 2 })
  const summary = summarize(
    await load(app.url, set.paths, {
      connections: GOALS.searchConnections,
      seconds: duration * rounds,
      pid: app.process.pid,
    }),
  )
  report(`GET /api/search (${set.paths.length} queries: ${kinds}; no result cache)`)
  report(`  app    ${fmt(summary)}`)
  report(
    `  p95 ${summary.p95} ms at ${GOALS.searchConnections} connections (goal < ${GOALS.searchP95Ms} ms): ${verdict(summary.p95 < GOALS.searchP95Ms && summary.errors + summary.non2xx === 0)}`,
  )
}

/* --------------------------------------------------------------------------- checkout */

/** The app's database connections: their PostgreSQL backends, by the name the app connects with. */
async function appBackends(): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const result = await client.query(
      'select pid from pg_stat_activity where datname = current_database() and application_name = $1',
      [BENCH_APP_NAME],
    )
    return result.rows.map((row) => row.pid as number)
  } finally {
    await client.end()
  }
}

async function checkout(app: Running, buyers: Buyer[]) {
  const bursts: { p50: number; p95: number; app: number; backends: number }[] = []
  for (let burst = 1; burst <= checkoutBursts; burst++) {
    if (burst > 1 && checkoutPauseMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, checkoutPauseMs))
    }
    bursts.push(await checkoutBurst(app, buyers, checkoutBursts > 1 ? ` burst ${burst}` : ''))
  }
  if (bursts.length > 1) {
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b)
      return sorted[Math.floor((sorted.length - 1) / 2)]!
    }
    report(
      `  ${bursts.length} bursts, medians: p50 ${median(bursts.map((b) => b.p50))} ms  p95 ${median(bursts.map((b) => b.p95))} ms; CPU per checkout: app ${median(bursts.map((b) => b.app)).toFixed(1)} ms + PostgreSQL ${median(bursts.map((b) => b.backends)).toFixed(1)} ms`,
    )
  }
}

async function checkoutBurst(app: Running, buyers: Buyer[], label: string) {
  // CPU time of the burst alone (not the carts filled before it): the app's process and its
  // PostgreSQL backends, from /proc. Steadier than latency when other work shares the machine;
  // the backends read 0 when PostgreSQL runs elsewhere.
  let appCpu = 0
  let backendCpu = 0
  let backendsBefore = new Map<number, number>()
  const result = await hotCheckout([app.url], buyers, {
    databaseUrl,
    before: async () => {
      backendsBefore = new Map((await appBackends()).map((pid) => [pid, cpuTimeMs(pid)]))
      appCpu = cpuTimeMs(app.process.pid)
    },
    after: async () => {
      appCpu = cpuTimeMs(app.process.pid) - appCpu
      for (const pid of await appBackends()) {
        backendCpu += cpuTimeMs(pid) - (backendsBefore.get(pid) ?? 0)
      }
    },
  })
  const pass = result.p95 < GOALS.checkoutP95Ms && result.errors === 0 && !result.oversold
  if (result.oversold) process.exitCode = 1
  const perCheckout = (ms: number) => ms / Math.max(result.buyers, 1)
  report(`POST /api/checkout/orders (${result.buyers} buyers at once, one hot product)${label}`)
  report(
    `  ${result.placed} orders, ${result.soldOut} "only N left" (409), ${result.errors} errors; p50 ${result.p50} ms  p95 ${result.p95} ms  p99 ${result.p99} ms; hot stock ${result.stockBefore} -> ${result.stockAfter}${result.givenBack > 0 ? ` (${result.givenBack} given back by cancelled orders meanwhile)` : ''}: ${result.oversold ? 'OVERSOLD OR LOST UNITS' : 'not oversold'}`,
  )
  report(
    `  CPU per checkout: app ${perCheckout(appCpu).toFixed(1)} ms + PostgreSQL ${backendCpu > 0 ? `${perCheckout(backendCpu).toFixed(1)} ms` : 'not measured (not on this machine)'}; load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  )
  report(
    `  p95 ${result.p95} ms (goal < ${GOALS.checkoutP95Ms} ms), no errors, never oversold: ${verdict(pass)}`,
  )
  return {
    p50: result.p50,
    p95: result.p95,
    app: perCheckout(appCpu),
    backends: perCheckout(backendCpu),
  }
}

/* ---------------------------------------------------------------------------- scaling */

async function scaling(listPaths: string[], buyers: Buyer[], products: string[]) {
  type Row = {
    processes: number
    list: Summary
    orders: number
    perSecond: number
    p95: number
    errors: number
  }
  const rows: Row[] = []
  for (const count of processCounts) {
    // The same number of database connections in total, however many processes share them.
    const pool = String(Math.max(2, Math.ceil(20 / count)))
    const apps = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        startApp(appEnv(databaseUrl!, { DATABASE_POOL_SIZE: pool }), {
          name: `app ${i + 1}/${count}`,
        }),
      ),
    )
    try {
      const share = Math.max(1, Math.round(connections / count))
      await Promise.all(
        apps.map((app) => load(app.url, listPaths, { connections: share, seconds: 2 })),
      )
      const list = summarize(
        concurrent(
          await Promise.all(
            apps.map((app) =>
              load(app.url, listPaths, { connections: share, seconds: duration * 2 }),
            ),
          ),
        ),
      )
      const loop = await checkoutLoop(
        apps.map((app) => app.url),
        buyers,
        products,
        duration * 2,
      )
      rows.push({
        processes: count,
        list,
        orders: loop.orders,
        perSecond: loop.orders / loop.seconds,
        p95: loop.p95,
        errors: loop.errors + list.errors + list.non2xx,
      })
      console.log(
        `  ${count} process(es): list ${list.rps} req/s, checkout ${(loop.orders / loop.seconds).toFixed(1)} orders/s`,
      )
    } finally {
      await stop(...apps)
    }
  }
  const base = rows[0]
  report(
    `Scaling out (${os.cpus().length} cores; one PostgreSQL; ${connections} list connections and ${buyers.length} buyers in all; pool ${20} connections shared)`,
  )
  report(
    '  processes  list req/s  list p99 ms  × list  checkout orders/s  checkout p95 ms  × checkout  errors',
  )
  for (const row of rows) {
    report(
      `  ${String(row.processes).padStart(9)}  ${String(row.list.rps).padStart(10)}  ${String(row.list.p99).padStart(11)}  ${(row.list.rps / base!.list.rps).toFixed(2).padStart(6)}  ${row.perSecond.toFixed(1).padStart(17)}  ${String(row.p95).padStart(15)}  ${(row.perSecond / Math.max(base!.perSecond, 0.001)).toFixed(2).padStart(10)}  ${String(row.errors).padStart(6)}`,
    )
  }
}

/* ------------------------------------------------------------------------------- main */

ensureBuild()
if (seedTo > 0) await seed(seedTo)
const products = await countProducts()
if (products === 0) {
  console.error('The database has no products: seed it (npm run bench -- --seed 100000).')
  process.exit(2)
}
console.log(
  `\nDatabase: ${products} products; ${os.cpus().length} cores; scenarios ${scenarios.join(', ')}`,
)

const needsApp = scenarios.some((s) => ['ratio', 'search', 'checkout', 'scaling'].includes(s))
if (needsApp) {
  const app = await startApp(appEnv(databaseUrl), {
    nodeFlags: cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [],
  })
  const running: Running[] = [app]
  try {
    const urls = await collectCatalogueUrls(app.url)
    console.log(
      `  ${urls.listed} listed products; ${urls.list.length} list addresses, ${urls.detail.length} product addresses`,
    )
    if (scenarios.includes('ratio')) {
      console.log('\n[ratio] app against the floor')
      const floor = await startFloor(databaseUrl)
      running.push(floor)
      await ratio(app, floor, urls)
      await stop(floor)
    }
    if (scenarios.includes('search')) {
      console.log('\n[search]')
      await search(app)
    }
    let buyers: Buyer[] = []
    if (scenarios.includes('checkout') || scenarios.includes('scaling')) {
      console.log(`\n  signing up ${buyerCount} buyers`)
      buyers = await signUpBuyers([app.url], buyerCount)
    }
    if (scenarios.includes('checkout')) {
      console.log('\n[checkout]')
      await checkout(app, buyers)
    }
    if (scenarios.includes('scaling')) {
      const inStock = await productsInStock(app.url)
      await stop(app)
      console.log('\n[scaling]')
      await scaling(urls.list, buyers, inStock)
    }
  } finally {
    await stop(...running)
  }
}
if (scenarios.includes('soak')) {
  console.log('\n[soak]')
  const ok = await runSoak(databaseUrl, {
    seconds: soakSeconds,
    workers: soakWorkers,
    searches: searchQueries().paths,
  })
  if (!ok) process.exitCode = 1
}
if (lines.length > 0) {
  console.log(`\nResults (${os.cpus().length} cores, ${products} products)`)
  for (const line of lines) console.log(line)
}
