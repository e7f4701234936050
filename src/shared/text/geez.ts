// Amharic-aware text keys for search. Pure functions, used by the server to build each product's
// search document and to read queries, and by the client to show matching suggestions.
//
// Mapping in brief (see docs/decisions/004-amharic-search.md):
// - foldGeez: letters that spell the same sound in modern Amharic fold to one series, keeping the
//   vowel order: ሐ ኀ → ሀ, ሠ → ሰ, ዐ → አ (and ኧ → አ), ፀ → ጸ.
// - phonetic key (transliterate for Ge'ez, latinKey for Latin): one ASCII key space where both
//   scripts meet. Ejectives lose their mark (ቀ q → k, ጠ → t, ጨ → ch, ጰ → p), ሸ/sh → x, ቸ/ጨ/ch → c,
//   ኘ/ñ/gn → ny, ዠ/zh → j. The vowels ä, a and e are written interchangeably in transliteration
//   (ሐበሻ "habesha", ቀሚስ "kemis"), so they all become a; the sixth order (ə) is written as i or
//   left out ("kitfo" for ክትፎ, "mesob" for መሶብ), so it and i are dropped; u and o stay. Doubled
//   letters collapse ("bunna" = "buna", "teff" = "tef"), because Amharic script does not mark
//   gemination at all.

const ETHIOPIC_START = 0x1200
const ETHIOPIC_END = 0x137f

/** Series that fold into another, by the first code point of each eight-letter row. */
const FOLDED_ROWS = new Map<number, number>([
  [0x1210, 0x1200], // ሐ → ሀ
  [0x1280, 0x1200], // ኀ → ሀ
  [0x1220, 0x1230], // ሠ → ሰ
  [0x12d0, 0x12a0], // ዐ → አ
  [0x1340, 0x1338], // ፀ → ጸ
])

/** Letters in the eighth place of a row that are not a regular vowel order. */
const SINGLE_FOLDS = new Map<number, number>([
  [0x12a7, 0x12a0], // ኧ (a variant ä) → አ
])

function foldCodePoint(code: number): number {
  const single = SINGLE_FOLDS.get(code)
  if (single !== undefined) return single
  const row = code & ~7
  const target = FOLDED_ROWS.get(row)
  if (target === undefined) return code
  const folded = target + (code - row)
  // ዐ has no eighth letter; keep anything without a counterpart unchanged.
  return folded === 0x12a7 ? 0x12a0 : folded
}

/** Folds Ge'ez spelling variants of one sound to a single series, in every vowel order. */
export function foldGeez(text: string): string {
  let out = ''
  for (const char of text) {
    const code = char.codePointAt(0)!
    out +=
      code >= ETHIOPIC_START && code <= ETHIOPIC_END
        ? String.fromCodePoint(foldCodePoint(code))
        : char
  }
  return out
}

/**
 * Lower case, NFC, folded Ge'ez, punctuation (Latin and Ethiopic) as single spaces, trimmed.
 * Letters, digits and combining marks of any script are kept.
 */
export function normalizeSearchText(text: string): string {
  return foldGeez(text.normalize('NFC').toLowerCase())
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim()
}

/* ----------------------------------------------------------------------- phonetic key */

/** Latin consonant of each Ge'ez row ('' for the vowel carriers አ and ዐ). */
const ROW_CONSONANTS: Record<number, string> = {
  0x1200: 'h',
  0x1208: 'l',
  0x1210: 'h',
  0x1218: 'm',
  0x1220: 's',
  0x1228: 'r',
  0x1230: 's',
  0x1238: 'x',
  0x1240: 'k',
  0x1250: 'k',
  0x1260: 'b',
  0x1268: 'v',
  0x1270: 't',
  0x1278: 'c',
  0x1280: 'h',
  0x1290: 'n',
  0x1298: 'ny',
  0x12a0: '',
  0x12a8: 'k',
  0x12b8: 'h',
  0x12c8: 'w',
  0x12d0: '',
  0x12d8: 'z',
  0x12e0: 'j',
  0x12e8: 'y',
  0x12f0: 'd',
  0x12f8: 'd',
  0x1300: 'j',
  0x1308: 'g',
  0x1318: 'g',
  0x1320: 't',
  0x1328: 'c',
  0x1330: 'p',
  0x1338: 'ts',
  0x1340: 'ts',
  0x1348: 'f',
  0x1350: 'p',
}

/** Labialised rows (ቈ, ኈ, ኰ, ዀ, ቘ, ጐ): consonant + w, vowel by place. */
const LABIALISED_ROWS: Record<number, string> = {
  0x1248: 'k',
  0x1258: 'k',
  0x1288: 'h',
  0x12b0: 'k',
  0x12c0: 'h',
  0x1310: 'g',
}
const LABIALISED_VOWELS = ['a', '', '', 'a', 'a', '', '', '']

/** Vowel of each order in the key: ä a e → a; i and the sixth order → nothing; u; o; then wa. */
const ORDER_VOWELS = ['a', 'u', '', 'a', 'a', '', 'o', 'wa']

/** The key of one Ge'ez letter, or undefined when it is not a syllable (punctuation, numerals). */
function geezLetterKey(code: number): string | undefined {
  const row = code & ~7
  const place = code - row
  const labialised = LABIALISED_ROWS[row]
  if (labialised !== undefined) return `${labialised}w${LABIALISED_VOWELS[place]}`
  if (code === 0x1358) return 'rya'
  if (code === 0x1359) return 'mya'
  if (code === 0x135a) return 'fya'
  const consonant = ROW_CONSONANTS[row]
  if (consonant === undefined) return undefined
  // The eighth letters of ሀ, አ and የ rows are old vowel variants rather than wa forms.
  if (place === 7 && (row === 0x1200 || row === 0x12a0 || row === 0x12e8)) return `${consonant}a`
  return consonant + ORDER_VOWELS[place]
}

/** Latin sounds written with two letters, read before single letters. */
const LATIN_DIGRAPHS: Record<string, string> = {
  sh: 'x',
  ch: 'c',
  zh: 'j',
  ts: 'ts',
  tz: 'ts',
  ph: 'f',
  kh: 'h',
  th: 't',
  gn: 'ny',
  ny: 'ny',
  qu: 'kw',
}

const LATIN_LETTERS: Record<string, string> = {
  a: 'a',
  e: 'a',
  i: '',
  o: 'o',
  u: 'u',
  y: 'y',
  q: 'k',
  c: 'k',
  x: 'ks',
}

function latinPart(word: string): string {
  // Strip accents (ä é…), but ñ is a sound of its own.
  const plain = word.replace(/ñ/g, 'ny').normalize('NFD').replace(/\p{M}/gu, '')
  let out = ''
  for (let index = 0; index < plain.length; index++) {
    const pair = plain.slice(index, index + 2)
    const digraph = LATIN_DIGRAPHS[pair]
    if (digraph !== undefined) {
      out += digraph
      index++
      continue
    }
    const char = plain[index]!
    const mapped = LATIN_LETTERS[char]
    if (mapped !== undefined) out += mapped
    else if (/[a-z0-9]/.test(char)) out += char
  }
  return out
}

const collapseRepeats = (key: string) => key.replace(/(.)\1+/g, '$1')

/** The phonetic key of one word, whatever its script; '' when nothing is left. */
function wordKey(word: string): string {
  let out = ''
  let latin = ''
  for (const char of word) {
    const code = char.codePointAt(0)!
    if (code >= ETHIOPIC_START && code <= ETHIOPIC_END) {
      out += latinPart(latin)
      latin = ''
      out += geezLetterKey(foldCodePoint(code)) ?? ''
    } else {
      latin += char
    }
  }
  out += latinPart(latin)
  return collapseRepeats(out)
}

/** Phonetic keys of every word of a text (normalised first), empty keys left out. */
export function phoneticKeys(text: string): string[] {
  return normalizeSearchText(text)
    .split(' ')
    .map(wordKey)
    .filter((key) => key.length > 0)
}

/** Ge'ez (or mixed) text → its phonetic key, words separated by single spaces. */
export function transliterate(text: string): string {
  return phoneticKeys(text).join(' ')
}

/** Latin text → the same key space as `transliterate`, so "bunna" and ቡና meet. */
export function latinKey(text: string): string {
  return phoneticKeys(text).join(' ')
}

/** True when the text holds at least one Ge'ez letter. */
export function hasGeez(text: string): boolean {
  return /[\u1200-\u137f]/u.test(text)
}
