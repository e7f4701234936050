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
 * Where the interface's own Ethiopic text lives: client strings and code (every language's locales,
 * Amharic and Tigrinya alike: `src/client/locales/{am,ti}`), shared (the server messages of each
 * language included) and the seeded reference names (categories, regions and the like, with their
 * Tigrinya names). Tigrinya uses letters Amharic does not (ቐ, ኸ, ኣ…), so a new Tigrinya string
 * can need a glyph: rerun `npm run fonts` after changing any locale. Seeded demo people,
 * products and reviews stand for user-written text, which the last file covers.
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

/**
 * Text only a Tigrinya reader sees: the Tigrinya locale and messages, and in code and seed files
 * the lines that hold Tigrinya texts (`nameTi`, `descriptionTi`, `answerTi`… with the value on the
 * same or the next line, a `ti:` entry, or every line of a `ti: {` table). Tigrinya uses letters
 * Amharic does not (ቐ, ኸ, ኣ…); they go to their own small file so the Amharic interface's file
 * stays small.
 */
const TIGRINYA_FILE = /(?:[\\/]locales[\\/]ti[\\/]|messages-ti\.ts$)/
const TIGRINYA_LINE = /\b[a-z][A-Za-z]*Ti\b|^\s*ti:/
const TIGRINYA_TABLE = /^(\s*)ti: \{\s*$/

/** Which lines of a code file are Tigrinya text (see TIGRINYA_LINE and TIGRINYA_TABLE). */
export function tigrinyaLines(lines: readonly string[]): boolean[] {
  const marked = lines.map(() => false)
  let tableEnd: string | null = null
  let valueNext = false
  lines.forEach((line, index) => {
    if (tableEnd !== null) {
      marked[index] = true
      if (line.startsWith(tableEnd)) tableEnd = null
      return
    }
    const table = TIGRINYA_TABLE.exec(line)
    if (table) {
      marked[index] = true
      tableEnd = `${table[1]}}`
      return
    }
    marked[index] = valueNext || TIGRINYA_LINE.test(line)
    // `answerTi:` alone on its line: the text is on the next one.
    valueNext = TIGRINYA_LINE.test(line) && /:\s*$/.test(line)
  })
  return marked
}

/** The interface's Ethiopic code points: those the Amharic interface uses, and those only Tigrinya adds. */
export type UiCodePoints = { amharic: number[]; tigrinya: number[] }

export async function collectUiCodePoints(root: string): Promise<UiCodePoints> {
  const amharic = new Set<number>()
  const tigrinya = new Set<number>()
  for (const [from, to] of ALWAYS) for (let cp = from; cp <= to; cp++) amharic.add(cp)
  const take = (text: string, into: Set<number>) => {
    for (const character of text) {
      const codePoint = character.codePointAt(0)!
      if (isEthiopic(codePoint)) into.add(codePoint)
    }
  }
  for (const source of UI_TEXT_SOURCES) {
    for await (const file of textFiles(path.join(root, source))) {
      const text = await readFile(file, 'utf8')
      if (TIGRINYA_FILE.test(file)) take(text, tigrinya)
      else {
        const lines = text.split('\n')
        const marked = tigrinyaLines(lines)
        lines.forEach((line, index) => take(line, marked[index] ? tigrinya : amharic))
      }
    }
  }
  const sorted = (codePoints: Iterable<number>) => [...codePoints].sort((a, b) => a - b)
  return {
    amharic: sorted(amharic),
    tigrinya: sorted([...tigrinya].filter((cp) => !amharic.has(cp))),
  }
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
