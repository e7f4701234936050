// Starting and stopping the processes the bench measures: the built app and the floor server.
import { spawn, type ChildProcess } from 'node:child_process'
import { SERVER_NODE_FLAGS } from '../src/server/node-flags.ts'

export type Running = { url: string; port: number; process: ChildProcess; name: string }

// BENCH_PORT fixes the first port; the processes take consecutive ones from there.
const basePort = process.env.BENCH_PORT
  ? Number(process.env.BENCH_PORT)
  : 5900 + Math.floor(Math.random() * 500)
let portsTaken = 0

const nextPort = () => basePort + portsTaken++

// Whatever happens to the bench, the servers it started end with it.
const started = new Set<ChildProcess>()
process.on('exit', () => {
  for (const child of started) child.kill('SIGKILL')
})
const track = (child: ChildProcess) => {
  started.add(child)
  child.once('exit', () => started.delete(child))
  return child
}

async function waitReady(running: Running, seconds = 90): Promise<Running> {
  const deadline = Date.now() + seconds * 1000
  let exited = false
  running.process.once('exit', () => (exited = true))
  while (Date.now() < deadline && !exited) {
    try {
      if ((await fetch(`${running.url}/api/ready`)).ok) return running
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  running.process.kill()
  throw new Error(`${running.name} did not start on ${running.url}`)
}

/** The name the bench's app processes connect to PostgreSQL with, to find their backends. */
export const BENCH_APP_NAME = 'selam-bench-app'

/**
 * The settings every app process of the bench gets: the given database, no answer caches
 * (READ_CACHES=off), the sandbox payment for checkout, and one trusted proxy hop so that each
 * simulated buyer can come from its own address (X-Forwarded-For), as behind a reverse proxy.
 */
export function appEnv(databaseUrl: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: withApplicationName(databaseUrl),
    READ_CACHES: 'off',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    PAYMENTS_SANDBOX: 'true',
    TRUST_PROXY: '1',
    UPLOAD_SECRET: 'bench-upload-secret-0000',
    ...extra,
  }
}

function withApplicationName(databaseUrl: string): string {
  const url = new URL(databaseUrl)
  url.searchParams.set('application_name', BENCH_APP_NAME)
  return url.toString()
}

/** The server the bench starts: BENCH_SERVER, e.g. an older build to compare with. */
export const serverScript = process.env.BENCH_SERVER ?? 'dist/server/server.js'

/**
 * The Node options the app and the floor run with: the server's own (src/server/node-flags.ts), so
 * both get the same young generation; BENCH_NODE_FLAGS replaces them (`none` for none) to compare.
 */
export const benchNodeFlags: string[] =
  process.env.BENCH_NODE_FLAGS === undefined
    ? SERVER_NODE_FLAGS
    : process.env.BENCH_NODE_FLAGS.split(' ').filter((flag) => flag && flag !== 'none')

/** Starts the built server; `nodeFlags` add e.g. ['--cpu-prof', '--cpu-prof-dir=…']. */
export async function startApp(
  env: NodeJS.ProcessEnv,
  options: { name?: string; nodeFlags?: string[] } = {},
): Promise<Running> {
  const port = nextPort()
  const child = track(
    spawn(process.execPath, [...benchNodeFlags, ...(options.nodeFlags ?? []), serverScript], {
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  )
  const running = await waitReady({
    url: `http://127.0.0.1:${port}`,
    port,
    process: child,
    name: options.name ?? 'app',
  })
  // Measured once its search index is loaded (decision record 043): loading is work of its own.
  await searchIndexLoaded(running)
  return running
}

export type SearchStatus = { index: string; products: number }

/** Waits while the app's in-memory search index loads; a build without one answers `database`. */
export async function searchIndexLoaded(app: Running, seconds = 600): Promise<SearchStatus> {
  const deadline = Date.now() + seconds * 1000
  for (;;) {
    const response = await fetch(`${app.url}/api/search/status`)
    if (!response.ok) return { index: 'database', products: 0 }
    const status = (await response.json()) as SearchStatus
    if (status.index !== 'loading' || Date.now() > deadline) return status
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** Starts bench/floor.ts on the same database with the app's pool size. */
export async function startFloor(databaseUrl: string, poolSize?: string): Promise<Running> {
  const port = nextPort()
  const child = track(
    spawn(process.execPath, [...benchNodeFlags, '--import', 'tsx', 'bench/floor.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_SIZE: poolSize ?? process.env.DATABASE_POOL_SIZE ?? '20',
        PORT: String(port),
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  )
  return waitReady({ url: `http://127.0.0.1:${port}`, port, process: child, name: 'floor' })
}

export async function stop(...running: Running[]): Promise<void> {
  await Promise.all(
    running.map(async ({ process: child }) => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }),
  )
}
