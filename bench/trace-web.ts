// `npm run bench:trace -- <origin> [<origin> …]`: the long tasks of a page load in Chromium, read
// from a performance trace of the renderer's main thread, and what each task ran. With two or more
// origins (an old and a new build, each already running), runs alternate between them.
//
// Tasks are measured in the main thread's CPU time, not wall time: on a machine busy with other
// work a task's wall time grows while the thread waits for a core, its CPU time does not. The
// blocking time is estimated as Lighthouse's mobile preset simulates it from such a trace: each
// task's time four times over (a task that lays out twice over), less 50 ms, for the tasks that
// end after the first contentful paint.
//   BENCH_TRACE_RUNS      runs per page and origin (default 3)
//   BENCH_TRACE_PAGES     home,products,product,search (default all)
//   BENCH_TRACE_CPU       CPU slowdown through the DevTools protocol (default 1, as Lighthouse's
//                         own page load; the slowdown it simulates is applied to the figures)
//   BENCH_TRACE_AFTER_MS  how long the trace goes on after the load event (default 6000: the
//                         app's idle-time work and the shared messages, 3 s after load, fall in it)
//   BENCH_TRACE_VERBOSE   "1" prints every long task with its parts; "2" also the functions that
//                         took its time (sampled; named through source maps when the build has them,
//                         `vite build --sourcemap`)
//   BENCH_TRACE_LOCALE    the browser's language (default en-US, as Lighthouse's; am-ET for Amharic)
//   CHROME_PATH           the browser (default /usr/bin/chromium)
import { SourceMap } from 'node:module'
import { chromium, type Browser } from 'playwright-core'

const origins = process.argv.slice(2)
if (origins.length === 0) throw new Error('usage: bench/trace-web.ts <origin> [<origin> …]')
const runs = Number(process.env.BENCH_TRACE_RUNS ?? 3)
const cpu = Number(process.env.BENCH_TRACE_CPU ?? 1)
const afterLoadMs = Number(process.env.BENCH_TRACE_AFTER_MS ?? 6000)
const verbose = Number(process.env.BENCH_TRACE_VERBOSE ?? 0)
/** A task longer than this blocks input (the long-task threshold, on a phone's CPU). */
const LONG_TASK_MS = 50
/** How much slower Lighthouse's mobile preset takes a phone to be, and tasks that lay out. */
const PHONE_SLOWDOWN = 4
const LAYOUT_SLOWDOWN = 2
/** Tasks shorter than this (CPU time here) are not listed (BENCH_TRACE_LIST_MS). */
const LISTED_TASK_MS = Number(process.env.BENCH_TRACE_LIST_MS ?? 8)

type TraceEvent = {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  /** CPU time of the thread for the event, in µs. */
  tdur?: number
  args?: { name?: string; data?: Record<string, unknown> } & Record<string, unknown>
}

type LongTask = {
  startMs: number
  /** Wall time. */
  durationMs: number
  /** The main thread's CPU time. */
  cpuMs: number
  /** Its time on a phone, as Lighthouse's simulation counts it. */
  phoneMs: number
  parts: string[]
  functions: string[]
}
type Sample = {
  tasks: LongTask[]
  fcpMs: number
  /** Estimated total blocking time on a phone, from FCP on. */
  blockingMs: number
  /** CPU time of the tasks that block on a phone. */
  sumMs: number
  maxMs: number
}

async function firstProductPath(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/products?limit=1&sort=rating`)
  const body = (await response.json()) as { items?: { id: string }[] }
  const id = body.items?.[0]?.id
  if (!id) throw new Error('the catalogue has no product')
  return `/products/${id}`
}

/** What a task ran, longest first: scripts by file, timers, React's scheduler, layout, GC. */
function describeParts(events: TraceEvent[], task: TraceEvent): string[] {
  const end = task.ts + task.dur!
  const inside = events.filter(
    (event) =>
      event !== task &&
      event.ph === 'X' &&
      event.ts >= task.ts &&
      event.ts + (event.dur ?? 0) <= end &&
      (event.dur ?? 0) >= 1000,
  )
  const label = (event: TraceEvent): string | undefined => {
    const data = event.args?.data ?? {}
    const file = (value: unknown) => String(value ?? '').replace(/^.*\//, '')
    switch (event.name) {
      case 'EvaluateScript':
        return `evaluate ${file(data.url)}`
      case 'v8.evaluateModule':
        return `evaluate module ${file(data.url ?? (event.args as Record<string, unknown>)?.url)}`
      case 'v8.compileModule':
        return `compile module ${file((event.args?.fileName as string | undefined) ?? data.url)}`
      case 'FunctionCall':
        return `call ${String(data.functionName || '(anonymous)')} ${file(data.url)}:${String(data.lineNumber ?? '')}`
      case 'TimerFire':
        return 'timer'
      case 'FireAnimationFrame':
        return 'animation frame'
      case 'EventDispatch':
        return `event ${String(data.type)}`
      case 'ParseHTML':
        return 'parse HTML'
      case 'Layout':
        return 'layout'
      case 'UpdateLayoutTree':
        return 'style'
      case 'MajorGC':
      case 'MinorGC':
      case 'V8.GC_SCAVENGER':
        return 'GC'
      case 'RunMicrotasks':
        return 'microtasks'
      case 'v8.compile':
        return `compile ${file(data.url)}`
      case 'Paint':
      case 'PrePaint':
      case 'Layerize':
      case 'Commit':
      case 'Decode Image':
      case 'ParseAuthorStyleSheet':
      case 'HitTest':
      case 'IntersectionObserverController::computeIntersections':
        return event.name
      default:
        return undefined
    }
  }
  const parts: string[] = []
  for (const event of inside) {
    const name = label(event)
    if (name) parts.push(`${name} ${Math.round(event.dur! / 1000)}`)
  }
  return parts.slice(0, 12)
}

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number }
type ProfileNode = { id: number; callFrame: CallFrame; parent?: number }
/** CPU samples of the main thread: when, and which call stack (innermost frame first). */
type Samples = { times: number[]; stacks: CallFrame[][] }

/** The sampled CPU profile carried in the trace's ProfileChunk events of one thread. */
function cpuSamples(events: TraceEvent[], pid: number, tid: number): Samples {
  const nodes = new Map<number, ProfileNode>()
  const times: number[] = []
  const ids: number[] = []
  let profileStart: number | undefined
  let time = 0
  for (const event of events) {
    if (event.pid !== pid) continue
    if (event.name === 'Profile' && event.tid === tid) {
      profileStart = Number((event.args?.data as { startTime?: number })?.startTime ?? event.ts)
      time = profileStart
    }
    if (event.name !== 'ProfileChunk' || profileStart === undefined) continue
    const data = event.args?.data as
      | { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] }
      | undefined
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node)
    const samples = data?.cpuProfile?.samples ?? []
    const deltas = data?.timeDeltas ?? []
    samples.forEach((id, index) => {
      time += deltas[index] ?? 0
      times.push(time)
      ids.push(id)
    })
  }
  const stacks = ids.map((id) => {
    const stack: CallFrame[] = []
    for (let node = nodes.get(id); node; node = node.parent ? nodes.get(node.parent) : undefined) {
      stack.push(node.callFrame)
    }
    return stack
  })
  return { times, stacks }
}

const sourceMaps = new Map<string, Promise<SourceMap | undefined>>()
function sourceMapOf(url: string): Promise<SourceMap | undefined> {
  if (!url.startsWith('http')) return Promise.resolve(undefined)
  let map = sourceMaps.get(url)
  if (!map) {
    map = fetch(`${url}.map`)
      .then(async (response) =>
        response.ok ? new SourceMap((await response.json()) as never) : undefined,
      )
      .catch(() => undefined)
    sourceMaps.set(url, map)
  }
  return map
}

/** A frame as its source file and line (and original name when the map has it). */
async function frameName(frame: CallFrame): Promise<string> {
  const map = await sourceMapOf(frame.url)
  const file = frame.url.replace(/^.*\//, '')
  if (!map) return `${frame.functionName || '(anonymous)'} ${file || '(native)'}`
  const entry = map.findEntry(frame.lineNumber, frame.columnNumber) as {
    originalSource?: string
    originalLine?: number
    name?: string
  }
  const source = (entry.originalSource ?? file)
    .replace(/^.*node_modules\//, '')
    .replace(/^.*\/src\//, 'src/')
  return `${entry.name ?? frame.functionName ?? '(anonymous)'} ${source}:${(entry.originalLine ?? 0) + 1}`
}

/**
 * The functions that took a task's time: for each sample in it, the innermost frame of our code
 * or React's (not the browser's own), summed, longest first.
 */
async function taskFunctions(samples: Samples, from: number, to: number): Promise<string[]> {
  const totals = new Map<string, number>()
  const inclusive = new Map<string, number>()
  for (let index = 0; index < samples.times.length; index += 1) {
    const time = samples.times[index]!
    if (time < from || time > to) continue
    const next = samples.times[index + 1] ?? time
    const weight = Math.max(0, Math.min(next, to) - time)
    const stack = samples.stacks[index]!.filter((frame) => frame.url)
    const self = stack[0] ? await frameName(stack[0]) : '(browser)'
    totals.set(self, (totals.get(self) ?? 0) + weight)
    const seen = new Set<string>()
    for (const frame of stack) {
      const name = await frameName(frame)
      if (seen.has(name)) continue
      seen.add(name)
      inclusive.set(name, (inclusive.get(name) ?? 0) + weight)
    }
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, us]) => `${name} ${Math.round(us / 1000)}`)
  return [
    `self: ${top(totals, 12).join(' | ')}`,
    `total: ${top(inclusive, Number(process.env.BENCH_TRACE_TOP ?? 30)).join(' | ')}`,
  ]
}

async function tracePage(browser: Browser, url: string): Promise<Sample> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    // Lighthouse's browser asks for English (en-US): the page comes in English, prices in dollars.
    locale: process.env.BENCH_TRACE_LOCALE ?? 'en-US',
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', (message) => {
    events.push(...(message.value as unknown as TraceEvent[]))
  })
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'toplevel',
        'v8.execute',
        'v8',
        'blink.user_timing',
        'loading',
        ...(verbose >= 2 ? ['disabled-by-default-v8.cpu_profiler'] : []),
      ],
    },
  })
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForTimeout(afterLoadMs)
  await cdp.send('Tracing.end')
  await done
  await context.close()
  if (process.env.BENCH_TRACE_SAVE) {
    const { writeFileSync } = await import('node:fs')
    writeFileSync(process.env.BENCH_TRACE_SAVE, JSON.stringify({ traceEvents: events }))
  }

  const mainThread = events.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  )
  // The page's own renderer: the main thread that ran its navigation (by address; the address is
  // sometimes left out, then the navigation that led to the first contentful paint).
  const firstPaint = events.find((event) => event.name === 'firstContentfulPaint')
  const navigation =
    events.find(
      (event) =>
        event.name === 'navigationStart' &&
        String(
          (event.args?.data as { documentLoaderURL?: string })?.documentLoaderURL ?? '',
        ).startsWith(url.split('?')[0]!),
    ) ??
    events
      .filter(
        (event) =>
          event.name === 'navigationStart' &&
          event.pid === firstPaint?.pid &&
          event.ts <= firstPaint.ts,
      )
      .at(-1)
  if (!navigation) console.warn(`no navigation found in the trace of ${url}`)
  const pid = navigation?.pid ?? mainThread?.pid
  const tid = navigation?.tid ?? mainThread?.tid
  const start = navigation?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts))
  const own = events.filter((event) => event.pid === pid && event.tid === tid)
  const samples = verbose >= 2 ? cpuSamples(events, pid!, tid!) : { times: [], stacks: [] }
  const fcp = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === pid && event.ts >= start,
  )
  const fcpMs = fcp ? (fcp.ts - start) / 1000 : 0
  const listed = own.filter(
    (event) =>
      event.ph === 'X' &&
      event.name === 'RunTask' &&
      ((event.tdur ?? event.dur ?? 0) * cpu) / 1000 > LISTED_TASK_MS &&
      event.ts >= start,
  )
  const tasks: LongTask[] = []
  for (const task of listed) {
    const end = task.ts + task.dur!
    const laysOut = own.some(
      (event) => event.name === 'Layout' && event.ts >= task.ts && event.ts <= end,
    )
    const cpuMs = ((task.tdur ?? task.dur!) / 1000) * cpu
    tasks.push({
      startMs: Math.round((task.ts - start) / 1000),
      durationMs: Math.round(task.dur! / 1000),
      cpuMs: Math.round(cpuMs * 10) / 10,
      phoneMs: Math.round(cpuMs * (laysOut ? LAYOUT_SLOWDOWN : PHONE_SLOWDOWN)),
      parts: describeParts(own, task),
      functions: verbose >= 2 ? await taskFunctions(samples, task.ts, end) : [],
    })
  }
  const blocking = tasks.filter(
    (task) => task.phoneMs > LONG_TASK_MS && task.startMs + task.durationMs > fcpMs,
  )
  return {
    tasks,
    fcpMs: Math.round(fcpMs),
    blockingMs: Math.round(blocking.reduce((sum, task) => sum + task.phoneMs - LONG_TASK_MS, 0)),
    sumMs: Math.round(blocking.reduce((sum, task) => sum + task.cpuMs, 0)),
    maxMs: Math.max(0, ...tasks.map((task) => task.cpuMs)),
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  try {
    const named: Record<string, (origin: string) => Promise<string>> = {
      home: async () => '/',
      products: async () => '/products',
      product: firstProductPath,
      search: async () => '/search?q=buna',
    }
    const chosen = (process.env.BENCH_TRACE_PAGES ?? Object.keys(named).join(',')).split(',')
    const results = new Map<string, Sample[]>()
    for (const name of chosen) {
      const paths = await Promise.all(origins.map((origin) => named[name]!(origin)))
      for (let run = 0; run < runs; run += 1) {
        for (const [index, origin] of origins.entries()) {
          const sample = await tracePage(browser, `${origin}${paths[index]}`)
          const key = `${name} ${origin}`
          results.set(key, [...(results.get(key) ?? []), sample])
          console.log(
            `${key} run ${run + 1}: FCP ${sample.fcpMs}, blocking ${sample.blockingMs} ms; tasks (CPU ms@start): ${sample.tasks
              .map((task) => `${task.cpuMs}@${task.startMs}`)
              .join(' ')}`,
          )
          if (verbose >= 1) {
            for (const task of sample.tasks) {
              console.log(
                `   ${task.cpuMs} ms CPU (${task.durationMs} wall, ${task.phoneMs} on a phone) at ${task.startMs}: ${task.parts.join(', ')}`,
              )
              for (const line of task.functions) console.log(`      ${line}`)
            }
          }
        }
      }
    }
    console.log(
      `\nmain-thread tasks, medians of ${runs} runs${cpu === 1 ? '' : ` (CPU ${cpu}x slower)`}; estimated blocking on a phone counts each task ${PHONE_SLOWDOWN}x (${LAYOUT_SLOWDOWN}x with layout) less ${LONG_TASK_MS} ms, after FCP`,
    )
    console.log(
      '| page | origin | est. blocking ms | CPU ms of blocking tasks | longest task CPU ms |',
    )
    console.log('| --- | --- | --- | --- | --- |')
    for (const [key, samples] of results) {
      const [name, origin] = key.split(' ')
      console.log(
        `| ${name} | ${origin} | ${median(samples.map((s) => s.blockingMs))} | ${median(samples.map((s) => s.sumMs))} | ${median(samples.map((s) => s.maxMs))} |`,
      )
    }
  } finally {
    await browser.close()
  }
}

await main()
