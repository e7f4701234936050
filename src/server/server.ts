// The server renders pages with React: its production build unless told otherwise.
process.env.NODE_ENV ??= 'production'
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { openDatabase } from './db/database.ts'
import { isDatabaseUnavailable } from './db/database-faults.ts'
import { seedDemo } from './db/seed/seed.ts'
import { recordSystemHealth } from './modules/analytics/analytics.service.ts'
import { expireStalePayments } from './modules/payments/payments.service.ts'
import { externalProviders } from './modules/payments/providers/registry.ts'
import { expireLapsedPrograms } from './modules/revenue/revenue.service.ts'

/** Starts the marketplace: opens and migrates the database, seeds demo data, listens, shuts down cleanly. */
async function main() {
  const config = loadConfig()
  const database = await openDatabase(
    config.DATABASE_URL
      ? { engine: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
      : { engine: 'pglite', dataDir: config.DATA_DIR },
  )
  await database.migrate()
  if (config.seedDemo) await seedDemo(database.db)

  const app = await buildApp({ config, database })
  // A background job that meets a database outage tries again on its next round.
  const logFailure = (error: unknown, message: string) =>
    isDatabaseUnavailable(error)
      ? app.log.warn({ err: error }, message)
      : app.log.error({ err: error }, message)

  // Payments nobody completes expire, and their orders give the reserved stock back. Every process
  // may run the sweep: each expiry is a guarded update, so two sweeps never release stock twice.
  const providers = externalProviders(database.db, config)
  const sweep = setInterval(() => {
    expireStalePayments(database.db, undefined, providers).catch((error: unknown) =>
      logFailure(error, 'payment expiry sweep failed'),
    )
    // Seller plans and buyer memberships past their period end stop counting as active.
    expireLapsedPrograms(database.db).catch((error: unknown) =>
      logFailure(error, 'plan and membership expiry sweep failed'),
    )
  }, 60_000)
  sweep.unref()

  // Each process records its own health reading a minute (database latency, 5xx share of the
  // minute's requests, memory, uptime); buffered request metrics are written first.
  const HEALTH_INTERVAL_MS = 60_000
  const checkHealth = () => {
    app.metrics
      .flush()
      .then(() => recordSystemHealth(database.db, { windowMs: HEALTH_INTERVAL_MS }))
      .catch((error: unknown) => logFailure(error, 'system health check failed'))
  }
  const healthCheck = setInterval(checkHealth, HEALTH_INTERVAL_MS)
  healthCheck.unref()
  // A first reading soon after start, so the health list is not empty for a whole minute.
  const firstHealthCheck = setTimeout(checkHealth, 5_000)
  firstHealthCheck.unref()

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    clearInterval(sweep)
    clearInterval(healthCheck)
    clearTimeout(firstHealthCheck)
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
