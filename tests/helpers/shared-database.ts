import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { openDatabase, type DatabaseHandle } from '#server/db/database.ts'
import { createSession, SESSION_COOKIE } from '#server/lib/sessions.ts'
import { logStream } from './log-capture.ts'
import { TEST_JOBS_TUNING } from './test-app.ts'

/**
 * One private PostgreSQL database (cloned from the migrated template) that several apps open
 * with their own pools, as separate server processes would. PostgreSQL project only.
 */
export async function createSharedPostgresDatabase() {
  const templateUrl = new URL(inject('postgresTemplateUrl'))
  const template = templateUrl.pathname.slice(1)
  const name = `selam_test_${randomBytes(5).toString('hex')}`
  const adminUrl = new URL(templateUrl)
  adminUrl.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: adminUrl.toString() })
  await admin.connect()
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}`)
      break
    } catch (error) {
      if (attempt >= 20) throw error
      await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50))
    }
  }
  const url = new URL(templateUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

/**
 * A full app (as one server process) on the database at `url`, listening for NOTIFY there; with
 * `jobs` it runs the job queue too, as server.ts does.
 */
export async function createAppOnDatabase(url: string, { poolSize = 3, jobs = false } = {}) {
  const database: DatabaseHandle = await openDatabase({ engine: 'postgres', url, poolSize })
  const config = loadConfig({
    LOG_LEVEL: 'warn',
    CLIENT_DIR: './no-client-in-api-tests',
    DATABASE_URL: url,
    // These processes take demo payments, as the test apps on one database do.
    PAYMENTS_SANDBOX: 'true',
  })
  const app = await buildApp({
    config,
    database,
    logger: { level: 'warn', stream: logStream },
    jobsTuning: { ...TEST_JOBS_TUNING, poolSize: 2 },
  })
  if (jobs) await app.jobs.start()
  await app.ready()
  return {
    app,
    db: database.db,
    async cookieFor(userId: string) {
      const { token } = await createSession(database.db, { userId }, app.sessionPolicy)
      return `${SESSION_COOKIE}=${token}`
    },
    async close() {
      await app.close()
      await database.close()
    },
  }
}
