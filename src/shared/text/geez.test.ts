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
