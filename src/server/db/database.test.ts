import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { openDatabase } from './database.ts'

const dirs: string[] = []
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
})

it('locks the embedded data directory against a second opener until closed', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'selam-lock-'))
  dirs.push(dataDir)
  const first = await openDatabase({ engine: 'pglite', dataDir })
  await expect(openDatabase({ engine: 'pglite', dataDir })).rejects.toThrow(/in use by another/)
  await first.migrate()
  await first.close()

  // Closed cleanly: the directory opens again, already migrated, with the extension search needs.
  const again = await openDatabase({ engine: 'pglite', dataDir })
  await again.migrate()
  const client = (
    again.db as unknown as {
      $client: { query: (q: string) => Promise<{ rows: { extname: string }[] }> }
    }
  ).$client
  const { rows } = await client.query(`select extname from pg_extension where extname = 'pg_trgm'`)
  expect(rows).toHaveLength(1)
  await again.close()
})
