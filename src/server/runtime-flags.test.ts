import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { runNode } from '#test/helpers/node-process.ts'

const flagsModule = fileURLToPath(new URL('./runtime-flags.ts', import.meta.url))

/**
 * Runs, in a fresh Node process that reports V8's pretenuring decisions, what a busy server does
 * to its row-building code: many rows made at one place and kept a while. Returns those reports.
 */
function pretenuringReports(loadFlags: boolean): string[] {
  const workload = `
    ${loadFlags ? `await import(${JSON.stringify(flagsModule)})` : ''}
    const row = (i) => ({ id: i, name: 'product ' + i, price: String(i * 2) })
    const kept = []
    for (let i = 0; i < 300000; i++) kept.push(row(i))
    console.log('rows ' + kept.length)
  `
  const stdout = runNode([
    '--import',
    'tsx',
    '--trace-pretenuring',
    '--trace-pretenuring-statistics',
    '--input-type=module',
    '--eval',
    workload,
  ])
  expect(stdout).toContain('rows 300000')
  return stdout.split('\n').filter((line) => line.includes('pretenuring:'))
}

describe('V8 settings of the server process', () => {
  it('turns allocation-site pretenuring off, which V8 otherwise applies to rows kept a while', () => {
    // Without the settings V8 weighs tenuring the rows' allocation site: the workload can show it.
    expect(pretenuringReports(false).length).toBeGreaterThan(0)
    expect(pretenuringReports(true)).toEqual([])
  })

  it('applies them before any other module of the server loads', () => {
    const server = readFileSync(new URL('./server.ts', import.meta.url), 'utf8')
    const firstImport = server.split('\n').find((line) => line.startsWith('import '))
    expect(firstImport).toBe("import './runtime-flags.ts'")
  })
})
