import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { lockDataDir } from './data-dir-lock.ts'
import { schema } from './schema-registry.ts'

export type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema>
export type Transaction = PgTransaction<PgQueryResultHKT, Schema>
/** Query functions take either the database or an open transaction. */
export type Executor = Database | Transaction

export type DatabaseHandle = {
  db: Database
  engine: 'pglite' | 'postgres'
  /**
   * What the job queue connects through: its own small pool to the same PostgreSQL database, or
   * the embedded database's one connection (pg-boss adapts both).
   */
  connection: { engine: 'postgres'; url: string } | { engine: 'pglite'; client: PGlite }
  /** Round trip to the database, for readiness checks. */
  ping: () => Promise<void>
  /** Applies the committed SQL migrations; safe when several processes start at once. */
  migrate: () => Promise<void>
  close: () => Promise<void>
  /**
   * LISTEN on the embedded database's own connection (PGlite only; with PostgreSQL the realtime
   * plugin opens a dedicated connection instead). Resolves to the function that stops listening.
   */
  listen?: (channel: string, handler: (payload: string) => void) => Promise<() => Promise<void>>
  /**
   * Tells the listener when a pooled connection broke (PostgreSQL restart, terminated backend,
   * network loss). Only the requests on that connection fail; the pool opens fresh ones.
   */
  onConnectionLost: (listener: (error: Error) => void) => void
  /**
   * Opens every connection of the pool at once and runs `warm` on each, given a database bound to
   * that one connection (PostgreSQL only: the embedded database has one connection, warm from the
   * migrations). A fresh backend loads the tables' catalog entries, plans a named statement and
   * compiles a function the first time a statement needs them; done here, the first buyers after a
   * start do not pay for it one connection each.
   */
  warmUp?: (warm: (db: Database) => Promise<void>) => Promise<void>
}

export type DatabaseOptions =
  | { engine: 'postgres'; url: string; poolSize?: number }
  /** `dataDir` undefined means in memory (tests); `loadDataDir` starts from a dump. */
  | { engine: 'pglite'; dataDir?: string; loadDataDir?: Blob }

// Migrations sit beside this file in the source tree and beside the bundle after a build.
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

const MIGRATION_LOCK_ID = 727_001

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.engine === 'postgres') return openPostgres(options.url, options.poolSize ?? 20)
  return openPglite(options.dataDir, options.loadDataDir)
}

/** Whether a pooled client is checked out now (set by the pool's acquire and release events). */
const CHECKED_OUT = Symbol('checked out')
type TrackedClient = pg.PoolClient & { [CHECKED_OUT]?: boolean }

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Connections stay open once made. Closed after 30 s idle, the first burst after any quiet
    // half-minute met fresh backends, each planning every named statement and compiling the stock
    // hold function again (bench/README.md, "Checkout scenario").
    min: poolSize,
    idleTimeoutMillis: 30_000,
    // While the server is unreachable a request fails after this wait instead of queueing forever.
    connectionTimeoutMillis: 10_000,
    // The app's statements are short and planned often: compiling a broad search with LLVM cost
    // 15-115 ms per statement for nothing (docs/decisions/029-search-at-a-million-products.md).
    // No parallel workers either: the app runs many statements at once on few cores, so a worker
    // only adds its start-up, and a search's scans must run in the order written, stopping at
    // their LIMIT (docs/decisions/034-search-narrow-table.md).
    options: '-c jit=off -c max_parallel_workers_per_gather=0',
  })
  const lostListeners = new Set<(error: Error) => void>()
  const reportLost = (error: Error) => {
    if (lostListeners.size === 0) console.warn(`database connection lost: ${error.message}`)
    for (const listener of lostListeners) listener(error)
  }
  // A client that loses its connection emits 'error'. The pool only listens while the client is
  // idle; unheard while checked out, the event would end the process (node-postgres#2439). Every
  // client gets its own listener, so a broken connection fails only the query running on it.
  // A mark on the client, not a Set of them: a Set changed twice a query keeps replacing its
  // table, and those tables outlive young collections (bench/README.md).
  pool.on('acquire', (client) => ((client as TrackedClient)[CHECKED_OUT] = true))
  pool.on('release', (_error, client) => ((client as TrackedClient)[CHECKED_OUT] = false))
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      reportLost(error)
      // A transaction whose BEGIN failed is never released by drizzle; give the dead client back
      // (with the error, so the pool discards it) once its request has surely finished with it.
      setTimeout(() => {
        if ((client as TrackedClient)[CHECKED_OUT]) {
          ;(client as TrackedClient)[CHECKED_OUT] = false
          try {
            client.release(error)
          } catch {
            // Released meanwhile.
          }
        }
      }, 5_000).unref()
    })
  })
  pool.on('error', () => {
    // An idle client lost its connection (already reported above); the pool replaces it.
  })
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database
  return {
    db,
    engine: 'postgres',
    connection: { engine: 'postgres', url },
    ping: async () => {
      await pool.query('select 1')
    },
    migrate: async () => {
      const client = await pool.connect()
      try {
        // Several processes may start together; one migrates while the others wait.
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
        await migratePg(drizzlePg(client, { casing: 'snake_case' }), {
          migrationsFolder: MIGRATIONS_DIR,
        })
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {})
        client.release()
      }
    },
    close: () => pool.end(),
    onConnectionLost: (listener) => {
      lostListeners.add(listener)
    },
    warmUp: async (warm) => {
      const opened = await Promise.allSettled(
        Array.from({ length: poolSize }, () => pool.connect()),
      )
      const clients = opened.flatMap((result) =>
        result.status === 'fulfilled' ? [result.value] : [],
      )
      // Each connection goes back to the pool once its own warm-up has ended, however it ended.
      const warmed = await Promise.allSettled(
        clients.map(async (client) => {
          try {
            await warm(drizzlePg(client, { schema, casing: 'snake_case' }) as unknown as Database)
          } finally {
            client.release()
          }
        }),
      )
      // Every connection that opened is back in the pool; say why the others did not open or warm.
      const refused = [...opened, ...warmed].find((result) => result.status === 'rejected')
      if (refused) throw refused.reason
    },
  }
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir?: Blob,
): Promise<DatabaseHandle> {
  let release: (() => Promise<void>) | undefined
  let storage: string | undefined
  if (dataDir) {
    // Taken before PGlite touches a file; refused while another live process has the directory.
    const lock = await lockDataDir(dataDir)
    release = lock.release
    storage = path.join(lock.dir, 'pglite')
  }
  const client = await PGlite.create(storage, { extensions: { pg_trgm }, loadDataDir })
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database
  return {
    db,
    engine: 'pglite',
    connection: { engine: 'pglite', client },
    ping: async () => {
      await client.query('select 1')
    },
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { casing: 'snake_case' }), {
        migrationsFolder: MIGRATIONS_DIR,
      })
    },
    close: async () => {
      await client.close()
      await release?.()
    },
    listen: (channel, handler) => client.listen(channel, handler),
    // The embedded database has no connection to lose.
    onConnectionLost: () => {},
  }
}
