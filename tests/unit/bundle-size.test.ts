import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'

// The JavaScript a phone downloads to show the home page: the entry chunk, the home route chunk and
// everything they import statically. Budget from the foundation issue: 150 KB gzipped.
const BUDGET_BYTES = 150 * 1024
const CLIENT_DIR = 'dist/client'
const manifestPath = path.join(CLIENT_DIR, '.vite', 'manifest.json')

type Chunk = {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

function firstLoadFiles(manifest: Record<string, Chunk>): string[] {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)
  const home = Object.keys(manifest).find((key) => key.endsWith('app/routes/home.tsx'))
  if (!entry || !home) throw new Error('manifest has no entry or home route')
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const next of manifest[key]?.imports ?? []) visit(next)
  }
  visit(entry[0])
  visit(home)
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'))
}

describe('first-load JavaScript', () => {
  it('stays under 150 KB gzipped', () => {
    expect(existsSync(manifestPath), 'run `npm run build` first (npm test does)').toBe(true)
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>
    const files = firstLoadFiles(manifest)
    const sizes = files.map((file) => ({
      file,
      gzip: gzipSync(readFileSync(path.join(CLIENT_DIR, file)), { level: 9 }).length,
    }))
    const total = sizes.reduce((sum, entry) => sum + entry.gzip, 0)
    console.log(`first-load JS: ${(total / 1024).toFixed(1)} KB gzipped in ${files.length} files`)
    expect(total, JSON.stringify(sizes, null, 1)).toBeLessThan(BUDGET_BYTES)
  })

  it('keeps forms and validation out of the first load', () => {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>
    const text = firstLoadFiles(manifest)
      .map((file) => readFileSync(path.join(CLIENT_DIR, file), 'utf8'))
      .join('\n')
    // react-hook-form and zod belong to the pages with forms, which load on demand.
    expect(text).not.toContain('useFormContext')
    expect(text).not.toContain('ZodError')
  })
})
