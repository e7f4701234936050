// What buyers type into search, generated from a word list: each product word in Ge'ez, in the
// Latin spellings people use for it, misspelt (a letter dropped, doubled or swapped, a vowel
// changed) and in English; place + product pairs; and a share of them with filters and sorts.

type Word = {
  /** Ge'ez spelling. */
  am: string
  /** Latin transliterations people type. */
  latin: string[]
  en?: string
}

const WORDS: Word[] = [
  { am: 'ቡና', latin: ['buna', 'bunna'], en: 'coffee' },
  { am: 'ጀበና', latin: ['jebena', 'jabana'], en: 'coffee pot' },
  { am: 'ሲኒ', latin: ['sini', 'cini'], en: 'cups' },
  { am: 'በርበሬ', latin: ['berbere', 'barbare'] },
  { am: 'ሚጥሚጣ', latin: ['mitmita', 'mitmitta'] },
  { am: 'ሽሮ', latin: ['shiro', 'shuro'] },
  { am: 'ኮረሪማ', latin: ['korerima', 'korarima'], en: 'cardamom' },
  { am: 'ጥቁር አዝሙድ', latin: ['tikur azmud'], en: 'black cumin' },
  { am: 'ዝንጅብል', latin: ['zinjibil'], en: 'ginger' },
  { am: 'ጤፍ', latin: ['teff', 'tef', 'tyef'], en: 'teff flour' },
  { am: 'ማር', latin: ['mar'], en: 'honey' },
  { am: 'ቆሎ', latin: ['kolo', 'qolo'] },
  { am: 'ቅቤ', latin: ['kibe', 'qibe'], en: 'spiced butter' },
  { am: 'ምስር', latin: ['misir'], en: 'lentils' },
  { am: 'ሐበሻ ቀሚስ', latin: ['habesha kemis', 'abesha kemis'], en: 'habesha dress' },
  { am: 'ቀሚስ', latin: ['kemis', 'qemis'], en: 'dress' },
  { am: 'ነጠላ', latin: ['netela', 'netala'], en: 'shawl' },
  { am: 'ጋቢ', latin: ['gabi'], en: 'blanket' },
  { am: 'ኩታ', latin: ['kuta'] },
  { am: 'መስቀል', latin: ['meskel', 'mesqel'], en: 'cross pendant' },
  { am: 'አንባር', latin: ['anbar'], en: 'bracelet' },
  { am: 'ቀለበት', latin: ['qelebet', 'kelebet'], en: 'ring' },
  { am: 'ሐብል', latin: ['habl'], en: 'necklace' },
  { am: 'መሶብ', latin: ['mesob', 'messob'], en: 'basket' },
  { am: 'ሙዳይ', latin: ['mudai', 'mudaye'] },
  { am: 'ሰፌድ', latin: ['sefed'], en: 'tray' },
  { am: 'የሸክላ ድስት', latin: ['shekla dist'], en: 'clay pot' },
  { am: 'የቆዳ ቦርሳ', latin: ['koda borsa'], en: 'leather bag' },
  { am: 'ክራር', latin: ['krar', 'kirar'], en: 'lyre' },
  { am: 'ማሲንቆ', latin: ['masinko', 'masenqo'] },
  { am: 'በገና', latin: ['begena', 'begana'] },
  { am: 'ከበሮ', latin: ['kebero', 'kabaro'], en: 'drum' },
  { am: 'ዋሽንት', latin: ['washint'], en: 'flute' },
  { am: 'ሥዕል', latin: ['sil', 'siel'], en: 'painting' },
  { am: 'ሳሙና', latin: ['samuna'], en: 'soap' },
  { am: 'ሽቶ', latin: ['shito'], en: 'perfume' },
  { am: 'ምንጣፍ', latin: ['mintaf'], en: 'rug' },
  { am: 'ልቦለድ', latin: ['libolod'], en: 'novel' },
  { am: 'መጽሐፍ', latin: ['metshaf', 'mets haf'], en: 'book' },
  { am: 'ላፕቶፕ', latin: ['laptop', 'leptop'], en: 'laptop' },
  { am: 'ስልክ', latin: ['silk'], en: 'smartphone' },
]

/** Places that qualify products in the catalogue. */
const PLACES: Word[] = [
  { am: 'ይርጋጨፌ', latin: ['yirgacheffe', 'yirgachefe', 'yergacheffe'] },
  { am: 'ሲዳሞ', latin: ['sidamo', 'sidama'] },
  { am: 'ሐረር', latin: ['harar', 'harrar'] },
  { am: 'ጎንደር', latin: ['gondar', 'gonder'] },
  { am: 'ላሊበላ', latin: ['lalibela', 'lalibella'] },
  { am: 'ጎጃም', latin: ['gojjam', 'gojam'] },
  { am: 'ወሎ', latin: ['wollo', 'welo'] },
  { am: 'ጅማ', latin: ['jimma', 'jima'] },
]

const BRANDS = ['tecno', 'samsung', 'infinix', 'oraimo', 'lenovo', 'hisense']

const CATEGORIES = ['coffee', 'spices', 'traditional-clothing', 'jewellery', 'handicrafts']
const SORTS = ['price-low', 'price-high', 'newest', 'rating', 'popular']

/** A deterministic generator, so every run measures the same set. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** One typing slip: a letter dropped, doubled, swapped with the next, or a vowel changed. */
function misspell(word: string, next: () => number): string {
  if (word.length < 4) return `${word}${word.at(-1)}`
  const at = 1 + Math.floor(next() * (word.length - 2))
  switch (Math.floor(next() * 4)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1)
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at)
    case 2:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
    default: {
      const vowels = 'aeiou'
      const index = [...word].findIndex((char, i) => i >= at && vowels.includes(char))
      if (index < 0) return word.slice(0, at) + word.slice(at + 1)
      const other = vowels[(vowels.indexOf(word[index]!) + 1 + Math.floor(next() * 4)) % 5]
      return word.slice(0, index) + other + word.slice(index + 1)
    }
  }
}

export type SearchQuerySet = { paths: string[]; kinds: Record<string, number> }

/** At least `minimum` distinct search addresses (limit 20), with how many of each kind. */
export function searchQueries(minimum = 320): SearchQuerySet {
  const next = random(0x5e1a)
  const texts = new Map<string, string>()
  const add = (text: string, kind: string) => {
    if (!texts.has(text)) texts.set(text, kind)
  }
  for (const word of WORDS) {
    add(word.am, 'geez')
    for (const latin of word.latin) add(latin, 'latin')
    add(misspell(word.latin[0]!, next), 'misspelt')
    if (word.en) add(word.en, 'english')
  }
  for (const place of PLACES) {
    const item = WORDS[Math.floor(next() * 14)]!
    add(`${place.am} ${item.am}`, 'geez')
    add(`${place.latin[0]} ${item.latin[0]}`, 'latin')
    add(`${misspell(place.latin[0]!, next)} ${item.en ?? item.latin[0]}`, 'misspelt')
  }
  for (const brand of BRANDS) add(`${brand} ${next() < 0.5 ? 'smartphone' : 'tablet'}`, 'english')

  const paths = new Set<string>()
  const kinds: Record<string, number> = {}
  const all = [...texts.entries()]
  for (let round = 0; paths.size < minimum && round < 20; round++) {
    for (const [text, kind] of all) {
      if (paths.size >= minimum && round > 0) break
      const query = new URLSearchParams({ q: text })
      // The first round asks each text plainly; later rounds add filters and sorts.
      let label = kind
      if (round > 0) {
        const roll = next()
        if (roll < 0.25) query.set('category', CATEGORIES[Math.floor(next() * CATEGORIES.length)]!)
        else if (roll < 0.45) {
          const low = 100 * Math.floor(1 + next() * 20)
          query.set('minPrice', String(low))
          query.set('maxPrice', String(low * (2 + Math.floor(next() * 5))))
        } else if (roll < 0.6) query.set('inStock', 'true')
        else if (roll < 0.7) query.set('international', 'true')
        query.set('sort', SORTS[Math.floor(next() * SORTS.length)]!)
        label = `${kind}+filter`
      }
      query.set('limit', '20')
      const path = `/api/search?${query}`
      if (!paths.has(path)) {
        paths.add(path)
        kinds[label] = (kinds[label] ?? 0) + 1
      }
    }
  }
  return { paths: [...paths], kinds }
}
