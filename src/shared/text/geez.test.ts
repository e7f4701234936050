import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  foldGeez,
  hasGeez,
  latinKey,
  normalizeSearchText,
  phoneticKeys,
  transliterate,
} from './geez.ts'

const series = (first: number) =>
  Array.from({ length: 7 }, (_, order) => String.fromCodePoint(first + order))

describe('foldGeez', () => {
  it.each([
    ['ሐ', 0x1210, 0x1200],
    ['ኀ', 0x1280, 0x1200],
    ['ሠ', 0x1220, 0x1230],
    ['ዐ', 0x12d0, 0x12a0],
    ['ፀ', 0x1340, 0x1338],
  ])('folds the %s series onto its common series in every vowel order', (_, from, to) => {
    expect(series(from).map(foldGeez)).toEqual(series(to))
  })

  it('folds the named pairs', () => {
    expect(foldGeez('ሃ ሓ ኃ')).toBe('ሃ ሃ ሃ')
    expect(foldGeez('ኣ ዓ')).toBe('ኣ ኣ')
    expect(foldGeez('ሠላም ፀሐይ ዐይን ኀይል')).toBe('ሰላም ጸሀይ አይን ሀይል')
    expect(foldGeez('ኧረ')).toBe('አረ')
  })

  it('leaves other letters, Latin and punctuation alone', () => {
    expect(foldGeez('ቡና, coffee! ።')).toBe('ቡና, coffee! ።')
  })
})

describe('normalizeSearchText', () => {
  it('lower-cases, folds and turns punctuation of both scripts into single spaces', () => {
    expect(normalizeSearchText('  ሐበሻ፡ቀሚስ። — Habesha-KEMIS!! ')).toBe('ሀበሻ ቀሚስ habesha kemis')
  })

  it('composes decomposed Latin letters', () => {
    expect(normalizeSearchText('Cafe\u0301')).toBe('café')
  })
})

describe('phonetic keys', () => {
  it.each([
    ['buna', 'ቡና'],
    ['bunna', 'ቡና'],
    ['berbere', 'በርበሬ'],
    ['habesha kemis', 'ሐበሻ ቀሚስ'],
    ['habesha kemis', 'ሀበሻ ቀሚስ'],
    ['teff', 'ጤፍ'],
    ['tef', 'ጤፍ'],
    ['injera', 'እንጀራ'],
    ['jebena', 'ጀበና'],
    ['mesob', 'መሶብ'],
    ['netela', 'ነጠላ'],
    ['kitfo', 'ክትፎ'],
    ['shiro', 'ሽሮ'],
    ['mitmita', 'ሚጥሚጣ'],
    ['yirgacheffe', 'ይርጋጨፌ'],
    ['laptop', 'ላፕቶፕ'],
    ['Addis Ababa', 'አዲስ አበባ'],
    ['tsehay', 'ፀሐይ'],
    ['qemis', 'ቀሚስ'],
    ['Tewodros', 'ቴዎድሮስ'],
  ])('"%s" and %s meet', (latin, geez) => {
    expect(latinKey(latin)).toBe(transliterate(geez))
  })

  it('writes keys in lower-case ASCII only', () => {
    expect(transliterate('ሀሁሂሃሄህሆ ቋንቋ ኘ ፘ')).toMatch(/^[a-z ]+$/)
    expect(latinKey('Ñandú ÄÉÖ café 1kg')).toMatch(/^[a-z0-9 ]+$/)
  })

  it('maps ejectives and labialised letters to plain Latin', () => {
    expect(transliterate('ቋንቋ')).toBe('kwankwa')
    expect(transliterate('ጠጅ')).toBe(latinKey('tej'))
    expect(transliterate('ጨው')).toBe(latinKey('chew'))
  })

  it('keeps digits and drops words that leave nothing', () => {
    expect(phoneticKeys('1kg ቡና, i')).toEqual(['1kg', 'buna'])
  })

  it('a misspelt vowel of berbere still gives the same key', () => {
    expect(transliterate('በርበረ')).toBe(transliterate('በርበሬ'))
  })
})

describe('hasGeez', () => {
  it('tells Ge\u2019ez from Latin', () => {
    expect(hasGeez('ቡና coffee')).toBe(true)
    expect(hasGeez('coffee')).toBe(false)
  })
})

/* -------------------------------------------------------------------- properties */

const ethiopicLetter = fc
  .integer({ min: 0x1200, max: 0x135a })
  .map((code) => String.fromCodePoint(code))
const anyText = fc
  .array(
    fc.oneof(ethiopicLetter, fc.constantFrom(' ', '፡', '።', ',', '-'), fc.string({ maxLength: 3 })),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(''))

/** Letters that a writer may swap for each other: row starts that share a sound. */
const variantRows: number[][] = [
  [0x1200, 0x1210, 0x1280],
  [0x1230, 0x1220],
  [0x12a0, 0x12d0],
  [0x1338, 0x1340],
]

/** A word of Ge'ez letters, each drawn either from a variant row or anywhere in the block. */
const wordWithVariants = fc.array(
  fc.oneof(
    fc.record({
      rows: fc.constantFrom(...variantRows),
      order: fc.integer({ min: 0, max: 6 }),
    }),
    fc.record({ fixed: ethiopicLetter }),
  ),
  { minLength: 1, maxLength: 8 },
)

/** Every way of writing the word, choosing one variant row per variant letter (by a seed). */
function spell(
  word: typeof wordWithVariants extends fc.Arbitrary<infer T> ? T : never,
  choice: number[],
) {
  return word
    .map((letter, index) =>
      'fixed' in letter
        ? letter.fixed
        : String.fromCodePoint(
            letter.rows[(choice[index] ?? 0) % letter.rows.length]! + letter.order,
          ),
    )
    .join('')
}

describe('properties', () => {
  it('folding is idempotent', () => {
    fc.assert(fc.property(anyText, (text) => foldGeez(foldGeez(text)) === foldGeez(text)))
  })

  it('normalising is idempotent', () => {
    fc.assert(
      fc.property(
        anyText,
        (text) => normalizeSearchText(normalizeSearchText(text)) === normalizeSearchText(text),
      ),
    )
  })

  it('folding keeps the length in code points', () => {
    fc.assert(fc.property(anyText, (text) => [...foldGeez(text)].length === [...text].length))
  })

  it('every spelling variant of a word folds to the same form and the same key', () => {
    fc.assert(
      fc.property(
        wordWithVariants,
        fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
        fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
        (word, first, second) => {
          const a = spell(word, first)
          const b = spell(word, second)
          expect(foldGeez(a)).toBe(foldGeez(b))
          expect(transliterate(a)).toBe(transliterate(b))
        },
      ),
    )
  })

  it('keys are ASCII and ignore a doubled letter', () => {
    // Letters that never start or end a digraph, so doubling one cannot create a new sound.
    fc.assert(
      fc.property(fc.stringMatching(/^[abdefilmoruvw]{1,12}$/), fc.nat(), (word, at) => {
        const index = at % word.length
        const doubled = word.slice(0, index + 1) + word.slice(index)
        expect(latinKey(word)).toMatch(/^[a-z0-9]*$/)
        expect(latinKey(doubled)).toBe(latinKey(word))
      }),
    )
  })

  it('transliterating Ge\u2019ez always gives lower-case ASCII', () => {
    fc.assert(
      fc.property(anyText, (text) =>
        /^[a-z0-9 ]*$/.test(transliterate(text.replace(/[^\u1200-\u137f ]/gu, ''))),
      ),
    )
  })
})

/* ------------------------------------------------------------------------ Tigrinya */

// Tigrinya is written in the same script, with a few letters Amharic rarely uses: ቐ (the
// fricative of ቀ), ኸ (of ከ), and ኣ where Amharic writes አ. Its writers swap the same variant
// series (ሐ ሀ ኀ, ሰ ሠ, አ ዐ, ጸ ፀ) as Amharic writers do, so one folding serves both.

/** Letters that occur in Tigrinya writing, every row of the syllabary Tigrinya uses. */
const tigrinyaRows = [
  0x1200, 0x1208, 0x1210, 0x1218, 0x1228, 0x1230, 0x1238, 0x1240, 0x1250, 0x1260, 0x1270, 0x1278,
  0x1290, 0x1298, 0x12a0, 0x12a8, 0x12b8, 0x12c8, 0x12d0, 0x12d8, 0x12e0, 0x12e8, 0x12f0, 0x1300,
  0x1308, 0x1320, 0x1328, 0x1330, 0x1338, 0x1348, 0x1350,
]
const tigrinyaLetter = fc
  .record({ row: fc.constantFrom(...tigrinyaRows), order: fc.integer({ min: 0, max: 6 }) })
  .map(({ row, order }) => String.fromCodePoint(row + order))
const tigrinyaWord = fc.array(tigrinyaLetter, { minLength: 1, maxLength: 8 }).map((l) => l.join(''))

describe('Tigrinya', () => {
  it('folds Tigrinya words like Amharic ones: መዓር = መአር, ሓሪጭ = ሃሪጭ = ኃሪጭ, ጸባ = ፀባ', () => {
    expect(transliterate('መዓር')).toBe(transliterate('መአር'))
    expect(transliterate('ሓሪጭ')).toBe(transliterate('ሃሪጭ'))
    expect(transliterate('ኃሪጭ')).toBe(transliterate('ሃሪጭ'))
    expect(foldGeez('ጸባ')).toBe(foldGeez('ፀባ'))
    // ቡን (Tigrinya coffee) is a prefix of ቡና's key, so it finds it without a synonym.
    expect(transliterate('ቡና').startsWith(transliterate('ቡን'))).toBe(true)
  })

  it('gives ቐ the key of ቀ and q, and ኣ the key of አ', () => {
    expect(transliterate('ቐጠሮ')).toBe(transliterate('ቀጠሮ'))
    expect(transliterate('ቐጠሮ')).toBe(latinKey('qetero'))
    expect(transliterate('ኣደ')).toBe(transliterate('አደ'))
  })

  it('every Tigrinya word keeps its key through any variant spelling and folding (property)', () => {
    const variantOf = new Map<number, number[]>(
      variantRows.flatMap((rows) => rows.map((row) => [row, rows] as [number, number[]])),
    )
    fc.assert(
      fc.property(tigrinyaWord, fc.nat(), (word, seed) => {
        const respelt = [...word]
          .map((char) => {
            const code = char.codePointAt(0)!
            const row = code & ~7
            const rows = variantOf.get(row)
            return rows ? String.fromCodePoint(rows[seed % rows.length]! + (code - row)) : char
          })
          .join('')
        expect(transliterate(respelt)).toBe(transliterate(word))
        expect(normalizeSearchText(foldGeez(word))).toBe(normalizeSearchText(word))
        expect(transliterate(word)).toMatch(/^[a-z0-9 ]*$/)
      }),
    )
  })
})
