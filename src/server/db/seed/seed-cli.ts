// `npm run db:seed [-- --products N]`: seeds the demo marketplace if it is missing, then
// optionally adds N synthetic products for load tests. Opens the database as the server does.
import { parseArgs } from 'node:util'
import { count, sql } from 'drizzle-orm'
import { loadConfig } from '#server/config.ts'
import { openDatabase } from '#server/db/database.ts'
import { products } from '#server/db/schema/catalog.ts'
import { refreshMissingSearchDocuments } from '#server/modules/search/search.queries.ts'
import { createUploadStorage } from '#server/modules/uploads/upload-storage.ts'
import { DEMO_EMAILS, DEMO_PASSWORD } from './people-data.ts'
import { seedDemoIfMissing } from './seed.ts'
import { MAX_BATCH_SIZE, addSyntheticProducts } from './synthetic-products.ts'

const MAX_SYNTHETIC = 5_000_000

const usage = `Usage: npm run db:seed [-- --products N] [-- --batch-size M]

Seeds the demo marketplace (skipped when already present), then adds N synthetic products.
Uses DATABASE_URL (PostgreSQL) when set, otherwise the embedded database in DATA_DIR.`

function parsePositive(name: string, text: string | undefined, max: number): number | undefined {
  if (text === undefined) return undefined
  const value = Number(text)
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < 1 || value > max) {
    throw new Error(`--${name} must be a whole number from 1 to ${max}, got "${text}"`)
  }
  return value
}

async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      'batch-size': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) {
    console.log(usage)
    return
  }
  const syntheticCount = parsePositive('products', values.products, MAX_SYNTHETIC)
  const batchSize = parsePositive('batch-size', values['batch-size'], MAX_BATCH_SIZE) ?? 5_000

  const config = loadConfig()
  const database = await openDatabase(
    config.DATABASE_URL
      ? { engine: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
      : { engine: 'pglite', dataDir: config.DATA_DIR },
  )
  try {
    const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}`
    console.log(`Database: ${where}`)
    await database.migrate()

    const started = performance.now()
    const storage = createUploadStorage({ dataDir: config.DATA_DIR, s3: config.s3 })
    if (await seedDemoIfMissing(database.db, { storage })) {
      console.log(`Seeded the demo marketplace in ${seconds(started)}.`)
      console.log(`  Accounts (password ${DEMO_PASSWORD}):`)
      for (const [role, email] of Object.entries(DEMO_EMAILS)) {
        console.log(`    ${role.padEnd(8)} ${email}`)
      }
    } else {
      console.log('Demo data is already present; left unchanged.')
    }

    if (syntheticCount) {
      const syntheticStarted = performance.now()
      let reported = 0
      await addSyntheticProducts(database.db, syntheticCount, {
        batchSize,
        onProgress: (inserted) => {
          if (inserted - reported >= 10_000 || inserted === syntheticCount) {
            reported = inserted
            console.log(
              `  ${inserted.toLocaleString('en')} / ${syntheticCount.toLocaleString('en')} synthetic products (${seconds(syntheticStarted)})`,
            )
          }
        },
      })
      // Bulk inserts leave the planner without statistics until autovacuum gets round to it, and
      // until then it picks slow plans for the catalogue queries.
      await database.db.execute(sql`analyze`)
      console.log(
        `Added ${syntheticCount.toLocaleString('en')} synthetic products in ${seconds(syntheticStarted)}.`,
      )
    }

    // Products written before search documents existed (or renamed since) get theirs now.
    let filled = 0
    for (let batch; (batch = await refreshMissingSearchDocuments(database.db, 2_000)) > 0;) {
      filled += batch
    }
    if (filled > 0) {
      await database.db.execute(sql`analyze products`)
      console.log(`Wrote ${filled.toLocaleString('en')} missing search documents.`)
    }

    const [{ total } = { total: 0 }] = await database.db.select({ total: count() }).from(products)
    console.log(`Products in the catalogue: ${total.toLocaleString('en')}`)
  } finally {
    await database.close()
  }
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
