import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, type DatabaseHandle } from '#server/db/database.ts'

/** A private, freshly migrated database for one test file, on the engine the project runs. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (inject('dbEngine') === 'pglite') {
    const dump = await readFile(inject('pgliteDump'))
    return openDatabase({ engine: 'pglite', loadDataDir: new Blob([dump]) })
  }

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
      // Another worker may be cloning the template this very moment.
      if (attempt >= 20) throw error
      await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50))
    }
  }
  const url = new URL(templateUrl)
  url.pathname = `/${name}`
  const handle = await openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 5 })
  return {
    ...handle,
    close: async () => {
      await handle.close()
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}
