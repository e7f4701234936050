import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

/** The Unicode blocks of the Ethiopic script (base, supplement, extended, extended-A). */
export const ETHIOPIC_BLOCKS: readonly [number, number][] = [
  [0x1200, 0x137f],
  [0x1380, 0x139f],
  [0x2d80, 0x2ddf],
  [0xab00, 0xab2f],
]

/**
 * Where the interface's own Ethiopic text lives: client strings and code, shared (server messages
 * included) and the seeded reference names (categories, regions and the like). Seeded demo people,
 * products and reviews stand for user-written text, which the second file covers.
 */
export const UI_TEXT_SOURCES = [
  'index.html',
  'src/client',
  'src/shared',
  'src/server/db/seed/reference-data.ts',
  'src/server/db/seed/catalog-data.ts',
] as const

// Ethiopic punctuation (word space, full stop, comma…) any Amharic sentence may use.
const ALWAYS = [[0x1360, 0x1368]] as const

const TEXT_FILE = /\.(?:tsx?|json|html|css)$/

export const isEthiopic = (codePoint: number) =>
  ETHIOPIC_BLOCKS.some(([from, to]) => codePoint >= from && codePoint <= to)

async function* textFiles(entry: string): AsyncGenerator<string> {
  const stat = await readdir(entry, { withFileTypes: true }).catch(() => undefined)
  if (!stat) {
    if (TEXT_FILE.test(entry)) yield entry
    return
  }
  for (const child of stat) {
    const full = path.join(entry, child.name)
    if (child.isDirectory()) yield* textFiles(full)
    else if (TEXT_FILE.test(child.name) && !child.name.includes('.test.')) yield full
  }
}

/** Every Ethiopic code point the interface can show by itself, sorted. */
export async function collectUiCodePoints(root: string): Promise<number[]> {
  const found = new Set<number>()
  for (const [from, to] of ALWAYS) for (let cp = from; cp <= to; cp++) found.add(cp)
  for (const source of UI_TEXT_SOURCES) {
    for await (const file of textFiles(path.join(root, source))) {
      for (const character of await readFile(file, 'utf8')) {
        const codePoint = character.codePointAt(0)!
        if (isEthiopic(codePoint)) found.add(codePoint)
      }
    }
  }
  return [...found].sort((a, b) => a - b)
}

/** Sorted code points as CSS unicode-range terms (`U+1200-1207,U+1209`). */
export function unicodeRange(codePoints: readonly number[]): string {
  const terms: string[] = []
  const hex = (cp: number) => cp.toString(16).toUpperCase()
  for (let i = 0; i < codePoints.length; i++) {
    const start = codePoints[i]!
    let end = start
    while (codePoints[i + 1] === end + 1) end = codePoints[++i]!
    terms.push(end === start ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`)
  }
  return terms.join(',')
}

/** Every code point of the Ethiopic blocks that is not in `used`. */
export function remainingEthiopic(used: readonly number[]): number[] {
  const taken = new Set(used)
  const rest: number[] = []
  for (const [from, to] of ETHIOPIC_BLOCKS) {
    for (let cp = from; cp <= to; cp++) if (!taken.has(cp)) rest.push(cp)
  }
  return rest
}
