import { phoneticKeys } from '#shared/text/geez.ts'

// The multilingual synonym list: everyday product words in Amharic, English, Afaan Oromoo and
// Tigrinya (and the Latin spellings buyers type for the Ge'ez ones), so a word of one language
// finds products named in another: Oromo "buna" and Tigrinya ቡን find ቡና, "damma" and መዓር find
// ማር. Spelling variants within a script need no entry (the phonetic keys already meet: "bunna" =
// ቡና, ሐ = ሀ); typos are caught by the vocabulary. Maintained by hand: add a word to its group, or
// a new group, with at least two languages, one word per entry (see synonyms.test.ts).
//
// Each entry is one word; the query's word is matched against the group's other words as whole
// words, and as word prefixes when they are long enough to be safe (SYNONYM_PREFIX_MIN_LENGTH).

export type SynonymGroup = {
  /** What the group means, for people editing the list. */
  meaning: string
  am: readonly string[]
  en: readonly string[]
  om: readonly string[]
  ti: readonly string[]
  /** Latin spellings of the Ge'ez words, as buyers type them. */
  latin?: readonly string[]
}

export const SYNONYM_GROUPS: readonly SynonymGroup[] = [
  {
    meaning: 'coffee',
    am: ['ቡና'],
    en: ['coffee'],
    om: ['buna'],
    ti: ['ቡን'],
    latin: ['bunna', 'bun'],
  },
  {
    meaning: 'honey',
    am: ['ማር'],
    en: ['honey'],
    om: ['damma'],
    ti: ['መዓር'],
    latin: ['mar', 'mear'],
  },
  {
    meaning: 'spices',
    am: ['ቅመም', 'ቅመማ'],
    en: ['spice', 'spices'],
    om: ['qimama'],
    ti: ['ቅመማት'],
    latin: ['qimem', 'kimem'],
  },
  {
    meaning: 'butter',
    am: ['ቅቤ'],
    en: ['butter'],
    om: ['dhadhaa'],
    ti: ['ጠስሚ'],
    latin: ['kibe', 'qibe', 'tesmi'],
  },
  {
    meaning: 'teff',
    am: ['ጤፍ'],
    en: ['teff'],
    om: ['xaafii', 'taafii'],
    ti: ['ጣፍ'],
    latin: ['taf'],
  },
  {
    meaning: 'injera',
    am: ['እንጀራ'],
    en: ['injera'],
    om: ['budeena'],
    ti: ['ጣይታ'],
    latin: ['enjera', 'taita'],
  },
  {
    meaning: 'clothing',
    am: ['ልብስ', 'አልባሳት'],
    en: ['clothing', 'clothes'],
    om: ['uffata', 'uffannaa'],
    ti: ['ክዳን', 'ክዳውንቲ'],
    latin: ['libs', 'kidan'],
  },
  {
    meaning: 'dress',
    am: ['ቀሚስ'],
    en: ['dress'],
    om: ['qamisa', 'qamisii'],
    ti: ['ቀሚሽ'],
    latin: ['kemis', 'kemish'],
  },
  {
    // Not መሶብ: a mesob is a basket table of its own, and a buyer asking for one means it.
    meaning: 'basket',
    am: ['ቅርጫት'],
    en: ['basket'],
    om: ['gundoo'],
    ti: ['ዘንቢል', 'ሙዳይ'],
    latin: ['kirchat'],
  },
  {
    meaning: 'bread',
    am: ['ዳቦ'],
    en: ['bread'],
    om: ['daabboo'],
    ti: ['ባኒ'],
    latin: ['dabo', 'bani'],
  },
  { meaning: 'salt', am: ['ጨው'], en: ['salt'], om: ['soogidda'], ti: ['ጨው'], latin: ['chew'] },
  {
    meaning: 'chili pepper',
    am: ['በርበሬ'],
    en: ['berbere', 'chili'],
    om: ['barbaree'],
    ti: ['በርበረ'],
  },
  {
    meaning: 'shoes',
    am: ['ጫማ'],
    en: ['shoes', 'shoe'],
    om: ['kophee'],
    ti: ['ሳእኒ'],
    latin: ['chama', 'saeni'],
  },
  {
    meaning: 'shawl',
    am: ['ነጠላ', 'ጋቢ'],
    en: ['shawl', 'scarf'],
    om: ['netelaa', 'gaabii'],
    ti: ['ነጸላ'],
    latin: ['netela', 'gabi'],
  },
  {
    meaning: 'jewellery',
    am: ['ጌጣጌጥ'],
    en: ['jewellery', 'jewelry'],
    om: ['faaya'],
    ti: ['ስልማት'],
    latin: ['getaget', 'silmat'],
  },
  { meaning: 'gold', am: ['ወርቅ'], en: ['gold'], om: ['warqee'], ti: ['ወርቂ'], latin: ['werq'] },
  {
    meaning: 'book',
    am: ['መጽሐፍ', 'መጻሕፍት'],
    en: ['book', 'books'],
    om: ['kitaaba', 'kitaabota'],
    ti: ['መጽሓፍ', 'መጻሕፍቲ'],
    latin: ['metshaf'],
  },
  { meaning: 'coffee pot', am: ['ጀበና'], en: ['jebena'], om: ['jabanaa'], ti: ['ጀበና'] },
  {
    meaning: 'coffee cup',
    am: ['ስኒ'],
    en: ['cup', 'cups'],
    om: ['kubbaayyaa'],
    ti: ['ፍንጃን'],
    latin: ['sini', 'finjan'],
  },
  {
    meaning: 'milk',
    am: ['ወተት'],
    en: ['milk'],
    om: ['aannan'],
    ti: ['ጸባ'],
    latin: ['wetet', 'tsaba'],
  },
  { meaning: 'oil', am: ['ዘይት'], en: ['oil'], om: ['zayita'], ti: ['ዘይቲ'], latin: ['zeyt'] },
  {
    meaning: 'sugar',
    am: ['ስኳር'],
    en: ['sugar'],
    om: ['sukkaara'],
    ti: ['ሽኮር'],
    latin: ['skuar', 'shikor'],
  },
  {
    meaning: 'tea',
    am: ['ሻይ'],
    en: ['tea'],
    om: ['shaayii'],
    ti: ['ሻሂ'],
    latin: ['shai', 'shahi'],
  },
  { meaning: 'flour', am: ['ዱቄት'], en: ['flour'], om: ['daakuu'], ti: ['ሓሪጭ'], latin: ['duket'] },
  { meaning: 'barley', am: ['ገብስ'], en: ['barley'], om: ['garbuu'], ti: ['ስገም'], latin: ['gebs'] },
  { meaning: 'shiro', am: ['ሽሮ'], en: ['shiro'], om: ['shiroo'], ti: ['ሽሮ'] },
  {
    meaning: 'lentils',
    am: ['ምስር'],
    en: ['lentils', 'lentil'],
    om: ['misira'],
    ti: ['ብርስን'],
    latin: ['misir', 'birsin'],
  },
  { meaning: 'cotton', am: ['ጥጥ'], en: ['cotton'], om: ['jirbii'], ti: ['ጡጥ'] },
  {
    meaning: 'leather',
    am: ['ቆዳ'],
    en: ['leather'],
    om: ['gogaa'],
    ti: ['ቆርበት'],
    latin: ['koda', 'qorbet'],
  },
  {
    meaning: 'bag',
    am: ['ቦርሳ'],
    en: ['bag', 'bags'],
    om: ['boorsaa', 'korojoo'],
    ti: ['ቦርሳ'],
    latin: ['borsa'],
  },
  { meaning: 'soap', am: ['ሳሙና'], en: ['soap'], om: ['saamunaa'], ti: ['ሳምና'], latin: ['samuna'] },
  {
    meaning: 'incense',
    am: ['ዕጣን'],
    en: ['incense', 'frankincense'],
    om: ['ixaana'],
    ti: ['ዕጣን'],
    latin: ['etan', 'itan'],
  },
  { meaning: 'drum', am: ['ከበሮ'], en: ['drum'], om: ['dibbee'], ti: ['ከበሮ'], latin: ['kebero'] },
  {
    meaning: 'painting',
    am: ['ስዕል'],
    en: ['painting', 'paintings'],
    om: ['fakkii'],
    ti: ['ስእሊ'],
    latin: ['sil'],
  },
  {
    meaning: 'perfume',
    am: ['ሽቶ'],
    en: ['perfume'],
    om: ['urgooftuu'],
    ti: ['ሽቶ'],
    latin: ['shito'],
  },
  {
    meaning: 'cheese',
    am: ['አይብ'],
    en: ['cheese'],
    om: ['ayibii'],
    ti: ['ኣጅቦ'],
    latin: ['ayib', 'ajibo'],
  },
  {
    meaning: 'carpet',
    am: ['ምንጣፍ'],
    en: ['carpet', 'rug'],
    om: ['afata'],
    ti: ['ምንጻፍ'],
    latin: ['mintaf'],
  },
]

/** A synonym shorter than this matches whole words only: short keys begin too many other words. */
export const SYNONYM_PREFIX_MIN_LENGTH = 4

/** Every word of a group, in all languages. */
export function groupWords(group: SynonymGroup): string[] {
  return [...group.am, ...group.en, ...group.om, ...group.ti, ...(group.latin ?? [])]
}

/** The one phonetic key of a single-word entry ('' when the entry is not one word). */
export function entryKey(word: string): string {
  const keys = phoneticKeys(word)
  return keys.length === 1 ? keys[0]! : ''
}

/** Phonetic key → the keys of every word it is a synonym of (itself left out). */
const synonymsByKey: ReadonlyMap<string, readonly string[]> = (() => {
  const byKey = new Map<string, Set<string>>()
  for (const group of SYNONYM_GROUPS) {
    const keys = [...new Set(groupWords(group).map(entryKey).filter(Boolean))]
    for (const key of keys) {
      const set = byKey.get(key) ?? new Set<string>()
      for (const other of keys) if (other !== key) set.add(other)
      byKey.set(key, set)
    }
  }
  return new Map([...byKey].map(([key, set]) => [key, [...set].sort()]))
})()

/** The phonetic keys of the words a query word's key stands for in the other languages. */
export function synonymKeys(key: string): readonly string[] {
  return synonymsByKey.get(key) ?? []
}
