import { readFile } from 'node:fs/promises'
import subsetFont from 'subset-font'
import { describe, expect, it } from 'vitest'
import {
  collectUiCodePoints,
  remainingEthiopic,
  unicodeRange,
} from '../../scripts/fonts/ethiopic-characters.ts'

const FONTS = 'src/client/fonts'
const SOURCE_FONT =
  'node_modules/@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-400-normal.woff2'

/** The code points a TrueType font maps to a glyph (cmap formats 4 and 12). */
function mappedCodePoints(font: Buffer): Set<number> {
  const tables = font.readUInt16BE(4)
  let cmap = -1
  for (let i = 0; i < tables; i++) {
    const record = 12 + i * 16
    if (font.toString('latin1', record, record + 4) === 'cmap') cmap = font.readUInt32BE(record + 8)
  }
  if (cmap < 0) throw new Error('no cmap table')
  const mapped = new Set<number>()
  const subtables = font.readUInt16BE(cmap + 2)
  for (let i = 0; i < subtables; i++) {
    const offset = cmap + font.readUInt32BE(cmap + 4 + i * 8 + 4)
    const format = font.readUInt16BE(offset)
    if (format === 4) {
      const segments = font.readUInt16BE(offset + 6) / 2
      const ends = offset + 14
      const starts = ends + segments * 2 + 2
      const deltas = starts + segments * 2
      const rangeOffsets = deltas + segments * 2
      for (let s = 0; s < segments; s++) {
        const end = font.readUInt16BE(ends + s * 2)
        const start = font.readUInt16BE(starts + s * 2)
        const delta = font.readInt16BE(deltas + s * 2)
        const rangeOffset = font.readUInt16BE(rangeOffsets + s * 2)
        for (let cp = start; cp <= end && cp !== 0xffff; cp++) {
          let glyph: number
          if (rangeOffset === 0) glyph = (cp + delta) & 0xffff
          else {
            const raw = font.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (cp - start) * 2)
            glyph = raw === 0 ? 0 : (raw + delta) & 0xffff
          }
          if (glyph !== 0) mapped.add(cp)
        }
      }
    } else if (format === 12) {
      const groups = font.readUInt32BE(offset + 12)
      for (let g = 0; g < groups; g++) {
        const group = offset + 16 + g * 12
        const end = font.readUInt32BE(group + 4)
        for (let cp = font.readUInt32BE(group); cp <= end; cp++) mapped.add(cp)
      }
    }
  }
  return mapped
}

/** Which of the candidates a woff2 file has glyphs for (read back as TrueType). */
async function glyphsOf(file: string, candidates: number[]): Promise<Set<number>> {
  const sfnt = await subsetFont(await readFile(file), String.fromCodePoint(...candidates), {
    targetFormat: 'truetype',
  })
  return mappedCodePoints(sfnt)
}

const named = (codePoints: number[]) =>
  codePoints.map((cp) => `${String.fromCodePoint(cp)} U+${cp.toString(16).toUpperCase()}`)

const REGENERATE = 'run `npm run fonts` and commit src/client/fonts'

describe('Ethiopic web fonts', () => {
  it('has a glyph in the small interface font for every Ethiopic character the Amharic interface uses', async () => {
    const { amharic } = await collectUiCodePoints('.')
    expect(amharic.length).toBeGreaterThan(100)
    const present = await glyphsOf(`${FONTS}/noto-sans-ethiopic-ui.woff2`, amharic)
    expect(named(amharic.filter((cp) => !present.has(cp))), REGENERATE).toEqual([])
  })

  it('has a glyph in the Tigrinya file for every letter only the Tigrinya interface uses', async () => {
    const { amharic, tigrinya } = await collectUiCodePoints('.')
    // ቐ (U+1250) and ኣ (U+12A3) are Tigrinya letters the Amharic interface never writes.
    expect(tigrinya).toEqual(expect.arrayContaining([0x1250, 0x12a3]))
    expect(tigrinya.filter((cp) => amharic.includes(cp))).toEqual([])
    const present = await glyphsOf(`${FONTS}/noto-sans-ethiopic-ti.woff2`, tigrinya)
    expect(named(tigrinya.filter((cp) => !present.has(cp))), REGENERATE).toEqual([])
  })

  it('declares unicode ranges that send each character to the right file', async () => {
    const css = await readFile(`${FONTS}/fonts.css`, 'utf8')
    const { amharic, tigrinya } = await collectUiCodePoints('.')
    const ranges = [...css.matchAll(/unicode-range: ([^;]+);/g)].map((match) => match[1])
    // Ranges that do not overlap: each character belongs to exactly one file, so the browser
    // loads only the files a page's characters need and reports the font ready once they are.
    expect(ranges, REGENERATE).toEqual([
      unicodeRange(amharic),
      unicodeRange(tigrinya),
      unicodeRange(remainingEthiopic([...amharic, ...tigrinya])),
    ])
    expect(css.match(/font-display: swap/g)).toHaveLength(3)
  })

  it('keeps every other letter of the script in the last file', async () => {
    const { amharic, tigrinya } = await collectUiCodePoints('.')
    const rest = remainingEthiopic([...amharic, ...tigrinya])
    const inSource = await glyphsOf(SOURCE_FONT, rest)
    const present = await glyphsOf(`${FONTS}/noto-sans-ethiopic-rest.woff2`, rest)
    expect(inSource.size).toBeGreaterThan(200)
    expect(named([...inSource].filter((cp) => !present.has(cp)))).toEqual([])
  })

  it('writes unicode ranges as CSS expects them', () => {
    expect(unicodeRange([0x1200, 0x1201, 0x1202, 0x1208, 0x1360, 0x1361])).toBe(
      'U+1200-1202,U+1208,U+1360-1361',
    )
  })
})
