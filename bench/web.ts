// `npm run bench:web`: builds the app, starts it on a fresh embedded database (the demo seed), and
// runs Lighthouse with its mobile preset (simulated slow 4G, 4x CPU slowdown, 360 px phone) in
// Debian's Chromium on home, /products, a product page and /search?q=buna; three runs per page,
// medians printed as a table with the goal beside each figure.
//   BENCH_WEB_RUNS   runs per page (default 3)
//   BENCH_WEB_PORT   port for the app (default 5990)
//   BENCH_WEB_BUILD  "0" to skip the build (use the dist/ already there)
//   BENCH_WEB_PAGES  which pages, comma-separated: home,products,product,search (default all)
//   BENCH_WEB_REPORTS  a directory: each run's Lighthouse report (JSON) is written there, e.g. to
//                    read what the largest paint was and what delayed it
//   CHROME_PATH      the browser (default /usr/bin/chromium)
import { execFileSync, spawn } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { SERVER_NODE_FLAGS } from '../src/server/node-flags.ts'

const runs = Number(process.env.BENCH_WEB_RUNS ?? 3)
const port = Number(process.env.BENCH_WEB_PORT ?? 5990)
const reportDir = process.env.BENCH_WEB_REPORTS
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const origin = `http://127.0.0.1:${port}`

const GOAL = { performance: 90, accessibility: 100, seo: 100, lcp: 2500, tbt: 200, cls: 0.05 }

type Sample = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcp: number
  tbt: number
  cls: number
  fcp: number
  /** Audits that lost points in accessibility, best practices and SEO. */
  failing: string[]
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

async function waitForReady(deadlineMs: number): Promise<void> {
  const until = Date.now() + deadlineMs
  while (Date.now() < until) {
    try {
      const response = await fetch(`${origin}/api/ready`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the app did not become ready on ${origin}`)
}

async function firstProductPath(): Promise<string> {
  const response = await fetch(`${origin}/api/products?limit=1&sort=rating`)
  const body = (await response.json()) as { items?: { id: string }[] } | { id: string }[]
  const items = Array.isArray(body) ? body : (body.items ?? [])
  if (!items[0]) throw new Error('the demo catalogue has no product')
  return `/products/${items[0].id}`
}

async function audit(url: string, chromePort: number): Promise<Sample> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  if (reportDir) {
    await mkdir(reportDir, { recursive: true })
    const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`
    await writeFile(path.join(reportDir, name), JSON.stringify(result.lhr))
  }
  const { categories, audits, runtimeError } = result.lhr
  if (runtimeError || audits['total-blocking-time']?.numericValue === undefined) {
    throw new Error(`Lighthouse measured nothing on ${url}: ${runtimeError?.code ?? 'no metrics'}`)
  }
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100)
  const value = (key: string) => audits[key]?.numericValue ?? Number.NaN
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((key) =>
    (categories[key]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${key}:${ref.id}`),
  )
  return {
    failing,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
  }
}

async function main() {
  if (process.env.BENCH_WEB_BUILD !== '0')
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'selam-bench-web-'))
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  try {
    await waitForReady(240_000)
    const named: Record<string, () => Promise<string>> = {
      home: async () => '/',
      products: async () => '/products',
      product: firstProductPath,
      search: async () => '/search?q=buna',
    }
    const chosen = (process.env.BENCH_WEB_PAGES ?? Object.keys(named).join(',')).split(',')
    const unknown = chosen.filter((name) => !(name in named))
    if (unknown.length > 0) throw new Error(`unknown BENCH_WEB_PAGES: ${unknown.join(', ')}`)
    const pages = await Promise.all(chosen.map((name) => named[name]!()))
    const rows: [string, Sample][] = []
    for (const page of pages) {
      const samples: Sample[] = []
      // A run Lighthouse could not measure (the page did not paint in time, say) is said and
      // repeated, up to twice, rather than counted as nothing.
      let failures = 0
      while (samples.length < runs) {
        try {
          samples.push(await audit(`${origin}${page}`, chrome.port))
        } catch (error) {
          failures += 1
          console.warn(String(error))
          if (failures > 2) throw error
        }
      }
      const pick = (key: Exclude<keyof Sample, 'failing'>) =>
        median(samples.map((sample) => sample[key]))
      rows.push([
        page,
        {
          performance: pick('performance'),
          accessibility: pick('accessibility'),
          bestPractices: pick('bestPractices'),
          seo: pick('seo'),
          lcp: pick('lcp'),
          tbt: pick('tbt'),
          cls: pick('cls'),
          fcp: pick('fcp'),
          failing: [...new Set(samples.flatMap((sample) => sample.failing))],
        },
      ])
      console.log(`measured ${page} (${runs} runs)`)
    }
    console.log(`\nLighthouse ${runs}-run medians, mobile preset (slow 4G, 4x CPU slowdown)`)
    console.log(
      `goal: performance ≥ ${GOAL.performance}, LCP ≤ ${GOAL.lcp} ms, TBT ≤ ${GOAL.tbt} ms, CLS ≤ ${GOAL.cls}, accessibility and SEO ${GOAL.accessibility}\n`,
    )
    console.log(
      '| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS |',
    )
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |')
    let met = true
    for (const [page, s] of rows) {
      const ok =
        s.performance >= GOAL.performance &&
        s.accessibility >= GOAL.accessibility &&
        s.seo >= GOAL.seo &&
        s.lcp <= GOAL.lcp &&
        s.tbt <= GOAL.tbt &&
        s.cls <= GOAL.cls
      met &&= ok
      const label = page.startsWith('/products/') ? '/products/:id' : page
      console.log(
        `| ${label} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${Math.round(s.fcp)} | ${Math.round(s.lcp)} | ${Math.round(s.tbt)} | ${s.cls.toFixed(3)} |`,
      )
    }
    for (const [page, s] of rows) {
      if (s.failing.length > 0) console.log(`${page}: points lost on ${s.failing.join(', ')}`)
    }
    console.log(met ? '\nevery page meets the goal' : '\nnot every page meets the goal')
  } finally {
    await chrome.kill()
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    await rm(dataDir, { recursive: true, force: true })
  }
}

await main()
