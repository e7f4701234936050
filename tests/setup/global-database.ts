import { randomBytes } from 'node:crypto'
import { writeFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '#server/db/database.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    dbEngine: 'pglite' | 'postgres'
    /** PGlite: a dump of a freshly migrated database that each test file starts from. */
    pgliteDump: string
    /** PostgreSQL: a migrated template database each test file clones. */
    postgresTemplateUrl: string
  }
}

/** Migrates once per run; every test file then gets its own copy in milliseconds. */
export default async function setup(project: TestProject) {
  const engine = project.config.provide?.dbEngine ?? 'pglite'
  if (engine === 'pglite') {
    const database = await openDatabase({ engine: 'pglite' })
    await database.migrate()
    const client = (
      database.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }
    ).$client
    const dump = await client.dumpDataDir('none')
    const file = path.join(os.tmpdir(), `selam-test-${randomBytes(6).toString('hex')}.tar`)
    await writeFile(file, Buffer.from(await dump.arrayBuffer()))
    await database.close()
    project.provide('pgliteDump', file)
    return async () => {
      await rm(file, { force: true })
    }
  }

  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project')
  const templateName = `selam_template_${process.pid}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`drop database if exists ${templateName}`)
  await admin.query(`create database ${templateName}`)
  const templateUrl = withDatabase(url, templateName)
  const database = await openDatabase({ engine: 'postgres', url: templateUrl, poolSize: 2 })
  await database.migrate()
  await database.close()
  project.provide('postgresTemplateUrl', templateUrl)
  return async () => {
    await admin.query(`drop database if exists ${templateName} with (force)`)
    await admin.end()
  }
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}
