import { loadConfig } from '#server/config.ts'
import { openDatabase } from './database.ts'

// `npm run db:migrate`: applies the committed migrations to the configured database.
const config = loadConfig()
const database = await openDatabase(
  config.DATABASE_URL
    ? { engine: 'postgres', url: config.DATABASE_URL, poolSize: 2 }
    : { engine: 'pglite', dataDir: config.DATA_DIR },
)
await database.migrate()
await database.close()
console.log(`migrations applied (${database.engine})`)
