// First: V8 settings that must hold before the server does any work (runtime-flags.ts).
import './runtime-flags.ts'
// The server renders pages with React: its production build unless told otherwise.
process.env.NODE_ENV ??= 'production'
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { openDatabase } from './db/database.ts'
import { seedDemo } from './db/seed/seed.ts'
import { warmCheckout } from './modules/checkout/checkout.warm-up.ts'
import { createUploadStorage } from './modules/uploads/upload-storage.ts'
import { youngGenerationWarning } from './node-flags.ts'

/** Starts the marketplace: opens and migrates the database, seeds demo data, listens, shuts down cleanly. */
async function main() {
  const config = loadConfig()
  const warning = youngGenerationWarning()
  if (warning) console.warn(warning)
  const database = await openDatabase(
    config.DATABASE_URL
      ? { engine: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
      : { engine: 'pglite', dataDir: config.DATA_DIR },
  )
  await database.migrate()
  if (config.seedDemo) {
    // The demo's photos (a return's) go to the store the app serves uploads from.
    const storage = createUploadStorage({ dataDir: config.DATA_DIR, s3: config.s3 })
    await seedDemo(database.db, { storage })
  }

  // A warm-up that fails (the database refusing that many connections, say) only costs speed: the
  // pool opens connections again as requests need them.
  await database
    .warmUp?.((db) => warmCheckout(db, config.sessionPolicy))
    .catch((error: unknown) => {
      console.warn(`database warm-up incomplete: ${error instanceof Error ? error.message : error}`)
    })

  const app = await buildApp({ config, database })
  // Payment and plan expiry, health readings and rate refreshes run as jobs of the one queue,
  // each once per period however many processes serve the site (decision record 019).
  await app.jobs.start()

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 10_000).unref()
    try {
      await app.close()
      await database.close()
      clearTimeout(force)
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ port: config.PORT, host: config.HOST })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.PORT
  console.log(
    `\n  ሰላም ገበያ Selam Market is running at http://localhost:${port}  (database: ${database.engine})\n`,
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
