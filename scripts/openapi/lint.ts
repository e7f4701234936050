// `npm run openapi:lint`: builds the app on an empty in-memory database (nothing is read from
// it), takes the OpenAPI document it serves at /api/docs/json and lints it with Redocly's recommended rules. Errors
// fail the command; warnings are listed. `--out FILE` also writes the document.
import { writeFile } from 'node:fs/promises'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { openDatabase } from '#server/db/database.ts'
import { formatProblem, lintOpenapi } from './redocly-lint.ts'

const outIndex = process.argv.indexOf('--out')
const out = outIndex > 0 ? process.argv[outIndex + 1] : undefined

const database = await openDatabase({ engine: 'pglite' })
const app = await buildApp({
  config: loadConfig({ ...process.env, LOG_LEVEL: 'warn', SEED_DEMO: 'false' }),
  database,
  logger: { level: 'warn' },
})
try {
  await app.ready()
  // The same object /api/docs/json answers with (no request, so nothing is recorded).
  const document = app.swagger()
  if (out) await writeFile(out, `${JSON.stringify(document, null, 2)}\n`)
  const problems = await lintOpenapi(document)
  for (const problem of problems) console.log(formatProblem(problem))
  const errors = problems.filter((problem) => problem.severity === 'error').length
  console.log(`openapi: ${errors} errors, ${problems.length - errors} warnings`)
  process.exitCode = errors > 0 ? 1 : 0
} finally {
  await app.close()
  await database.close()
}
