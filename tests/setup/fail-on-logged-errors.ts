import { afterEach, expect } from 'vitest'
import { takeLoggedErrors } from '#test/helpers/log-capture.ts'

// A test fails when the app logged an error it did not expect (a hidden 500, a failed hook).
afterEach(() => {
  const errors = takeLoggedErrors()
  expect(errors, 'the app logged errors during this test').toEqual([])
})

// A test fails when the app sent a query on a connection still busy with another (two reads at once
// inside a transaction): node-postgres 8 queues it with a warning, once per process, and version 9
// refuses it. Reads that may run in a transaction go through readTogether (src/server/db).
const shared = globalThis as { busyConnectionWarnings?: string[] }
if (!shared.busyConnectionWarnings) {
  const warnings: string[] = (shared.busyConnectionWarnings = [])
  process.on('warning', (warning) => {
    if (warning.message.includes('already executing a query')) warnings.push(warning.message)
  })
}
afterEach(() => {
  const warnings = shared.busyConnectionWarnings!.splice(0)
  expect(warnings, 'a query was sent on a busy connection').toEqual([])
})
