import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Payments is called one way (docs/decisions/031-payments-module.md): checkout, orders, returns
// and the revenue programs import payments, never the reverse, not even for a type. What a
// settled payment paid for reaches them through the settlers app.ts hands to payments.

const paymentsDir = dirname(fileURLToPath(import.meta.url))
const modulesDir = resolve(paymentsDir, '..')
const CALLERS = [
  'checkout',
  'orders',
  'revenue-payments',
  'returns',
  'plans',
  'memberships',
  'affiliates',
  'digital-services',
]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

/** Every module specifier a file names: static imports and re-exports, and dynamic imports. */
function specifiers(source: string) {
  const found = [
    ...source.matchAll(/\b(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g),
    ...source.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g),
    ...source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
  ]
  return found.map((match) => match[1]!)
}

/** The module folder a specifier lands in, when it is one of src/server/modules. */
function moduleOf(file: string, specifier: string) {
  const alias = /^#server\/modules\/([^/]+)\//.exec(specifier)
  if (alias) return alias[1]
  if (!specifier.startsWith('.')) return null
  const target = relative(modulesDir, resolve(dirname(file), specifier))
  return target.startsWith('..') ? null : target.split(/[\\/]/)[0]!
}

describe('the payments module', () => {
  const files = sourceFiles(paymentsDir)

  it('imports nothing from the modules that sell through it', () => {
    expect(files.length).toBeGreaterThan(5)
    const wrongWay = files.flatMap((file) =>
      specifiers(readFileSync(file, 'utf8'))
        .filter((specifier) => CALLERS.includes(moduleOf(file, specifier) ?? ''))
        .map((specifier) => `${relative(paymentsDir, file)} imports ${specifier}`),
    )
    expect(wrongWay).toEqual([])
  })

  it('reads every kind of import it is meant to catch', () => {
    const file = join(paymentsDir, 'payments.service.ts')
    const source = [
      "import { a } from '#server/modules/orders/orders.service.ts'",
      "import type {\n  B,\n} from '../checkout/checkout.queries.ts'",
      "export { c } from '#server/modules/revenue-payments/revenue-payments.service.ts'",
      "const d = await import('../returns/returns.service.ts')",
      "import { e } from './payments.queries.ts'",
    ].join('\n')
    expect(specifiers(source).map((specifier) => moduleOf(file, specifier))).toEqual([
      'orders',
      'checkout',
      'revenue-payments',
      'payments',
      'returns',
    ])
  })
})
