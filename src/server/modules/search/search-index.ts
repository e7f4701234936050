import type { SearchSort } from '#shared/search-options.ts'
import { SYNONYM_PREFIX_MIN_LENGTH } from './synonyms.ts'
import { NAMED_CANDIDATES, type QueryKeys } from './search.queries.ts'

// The listed products' search rows held in the process's memory (docs/decisions/043-search-index-in-memory.md):
// each product's words, an inverted index of them, and the products in the order of each sort.
// It answers which products match a query and in what order, as the page statements of
// search.queries.ts do; the products themselves are then read from the database by id.
//
// A query whose rarest word is in few products ranks every match. A broad one walks the sort's
// order and stops once it has the page and the count's cap; for relevance it ranks the first
// `cap` matches in the order of its tie-break (shorter names, then more sales), with the names
// starting with the query, as the database ranks a sample.

/** A row of product_search as the index keeps it (search-index.queries.ts reads them). */
export type IndexRow = {
  productId: string
  listed: boolean
  sellerId: string
  categoryId: string
  isFeatured: boolean
  inStock: boolean
  shipsInternationally: boolean
  hasVariants: boolean
  price: number
  /** Null while the product's search document is not written. */
  searchName: string | null
  /** The words of document_vector (the category's word among them) and of name_vector. */
  documentWords: readonly string[]
  nameWords: readonly string[]
  salesCount: number
  viewCount: number
  averageRating: number
  reviewCount: number
  /** Microseconds since 1970, exact (a timestamptz's precision). */
  createdAtMicros: number
}

export type IndexFilters = {
  categoryId?: string | undefined
  sellerId?: string | undefined
  featured?: boolean | undefined
  minPrice?: number | undefined
  maxPrice?: number | undefined
  inStock?: boolean | undefined
  international?: boolean | undefined
}

export type IndexQuery = {
  keys: QueryKeys
  filters: IndexFilters
  sort: SearchSort
  offset: number
  limit: number
  /** Matches are counted no further than this. */
  cap: number
  /**
   * With price bounds: which of the matching products with variants have an active variant
   * within them (the database knows; `search` first answers which it needs to know about).
   */
  variantsWithin?: ReadonlySet<string>
}

/** A page of product ids and how many products matched, counted no further than `cap`. */
export type IndexPage = { ids: string[]; total: number }

/** The products with variants whose variants the price bounds must be asked of. */
export type VariantsToCheck = { variantIds: string[] }

const NO = 0
const YES = 1
const ASK_VARIANTS = 2
type Admission = typeof NO | typeof YES | typeof ASK_VARIANTS

/** Products whose words are listed between two turns of the process's other work, when sealing. */
const SEAL_SLICE = 100_000

const ALIVE = 1
const FEATURED = 2
const IN_STOCK = 4
const INTERNATIONAL = 8
const HAS_VARIANTS = 16
/** The product's search document is not written yet. */
const UNWRITTEN = 32

/** An Int32Array that grows. */
class IntList {
  values: Int32Array
  length = 0
  constructor(capacity = 4) {
    this.values = new Int32Array(capacity)
  }
  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2)
      grown.set(this.values)
      this.values = grown
    }
    this.values[this.length++] = value
  }
}

/** The best `capacity` of the items offered (`compare` negative: the first is better), as a heap with the worst on top. */
class Best {
  readonly items: Int32Array
  size = 0
  constructor(
    readonly capacity: number,
    private readonly compare: (a: number, b: number) => number,
  ) {
    this.items = new Int32Array(capacity)
  }

  get full(): boolean {
    return this.size === this.capacity
  }

  /** The worst kept (when any is). */
  get worst(): number {
    return this.items[0]!
  }

  offer(item: number): void {
    const { items, compare } = this
    if (this.size < this.capacity) {
      let at = this.size++
      items[at] = item
      while (at > 0) {
        const parent = (at - 1) >>> 1
        if (compare(items[at]!, items[parent]!) <= 0) return
        items[at] = items[parent]!
        items[parent] = item
        at = parent
      }
      return
    }
    if (this.capacity === 0 || compare(item, items[0]!) >= 0) return
    items[0] = item
    let at = 0
    for (;;) {
      const left = 2 * at + 1
      if (left >= this.size) return
      const right = left + 1
      const worse = right < this.size && compare(items[right]!, items[left]!) > 0 ? right : left
      if (compare(items[worse]!, items[at]!) <= 0) return
      items[at] = items[worse]!
      items[worse] = item
      at = worse
    }
  }

  /** The items kept, best first. */
  sorted(): number[] {
    return Array.from(this.items.subarray(0, this.size)).sort(this.compare)
  }
}

type NumberArray = Float64Array | Int32Array | Uint32Array | Uint16Array | Uint8Array

function grow<T extends NumberArray>(array: T, size: number): T {
  if (array.length >= size) return array
  const grown = new (array.constructor as new (length: number) => T)(
    Math.max(size, array.length * 2),
  )
  grown.set(array)
  return grown
}

/** Lower bound of `value` in a sorted array. */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (sorted[middle]! < value) low = middle + 1
    else high = middle
  }
  return low
}

export type OrderName = keyof Orders

/** Each sealed product's place in each sort's order, and the products by name. */
type Orders = {
  /** By name length, then sales (most first), then id (latest first): relevance's tie-break. */
  relevance: Int32Array
  /** By price, then id; price-high reads it backwards. */
  price: Int32Array
  newest: Int32Array
  rating: Int32Array
  popular: Int32Array
  /** The products by search name (byte order), for the names starting with the query. */
  name: Int32Array
}

export class SearchIndex {
  // Per product ordinal. A changed product gets a new ordinal and its old one is left dead; the
  // orders hold the ordinals below `sealed`, and those above it (the tail) are looked at in full
  // by every query until the next seal (LiveSearchIndex loads everything again when it grows).
  private ids: (string | null)[] = []
  private names: string[] = []
  private flags = new Uint8Array(1024)
  private sellers = new Int32Array(1024)
  private categories = new Int32Array(1024)
  private prices = new Float64Array(1024)
  private created = new Float64Array(1024)
  private ratings = new Float64Array(1024)
  private sales = new Int32Array(1024)
  private views = new Int32Array(1024)
  private reviews = new Int32Array(1024)
  /** The first 32 bits of each product's id, for quick comparisons of ids. */
  private idHeads = new Uint32Array(1024)
  /** Each product's words as term numbers: its document's, then its name's. */
  private termStarts = new Int32Array(1024)
  private documentLengths = new Uint16Array(1024)
  private nameLengths = new Uint16Array(1024)
  private termList = new IntList(16_384)
  private ordinalOf = new Map<string, number>()
  private interned = new Map<string, number>()
  private termNumbers = new Map<string, number>()
  private termWords: string[] = []
  private postings: IntList[] = []
  /** Every term, sorted, for prefix ranges; rebuilt when a new term arrives. */
  private sortedTerms: string[] | null = []
  private orders: Orders | null = null
  private pending: Partial<Orders> = {}
  private relevanceOrder: Int32Array | null = null
  private pendingSealed = Infinity
  private sealed = 0
  private deadCount = 0
  private unwrittenCount = 0
  // Scratch of one search (the process is single-threaded): per term, the query keys it matches
  // and is exactly; per product, the search that last looked at it and what it found.
  private keyBits = new Uint8Array(1024)
  private exactBits = new Uint8Array(1024)
  private stamp = 0
  private stamps = new Uint32Array(1024)
  /** The search in which the product last matched, and was last added to a sample. */
  private matched = new Uint32Array(1024)
  private found = new Uint32Array(1024)
  private documentMasks = new Uint8Array(1024)
  private nameMasks = new Uint8Array(1024)
  private exactDocumentMasks = new Uint8Array(1024)
  private exactNameMasks = new Uint8Array(1024)
  private first = new Float64Array(1024)
  private second = new Float64Array(1024)
  private candidates = new IntList(1024)

  /** Listed products held. */
  get size(): number {
    return this.ordinalOf.size
  }

  /** Listed products whose document is not written yet: matched by name in the database only. */
  get unwritten(): number {
    return this.unwrittenCount
  }

  /** Products changed or added since the last seal, and ordinals left dead. */
  get unsealed(): { tail: number; dead: number } {
    return { tail: this.ids.length - this.sealed, dead: this.deadCount }
  }

  private unwrittenAt(ordinal: number): boolean {
    return (this.flags[ordinal]! & UNWRITTEN) !== 0
  }

  private intern(id: string): number {
    let value = this.interned.get(id)
    if (value === undefined) this.interned.set(id, (value = this.interned.size))
    return value
  }

  private termNumber(word: string): number {
    let number = this.termNumbers.get(word)
    if (number === undefined) {
      number = this.postings.length
      this.termNumbers.set(word, number)
      this.termWords.push(word)
      this.postings.push(new IntList())
      this.sortedTerms = null
      this.keyBits = grow(this.keyBits, number + 1)
      this.exactBits = grow(this.exactBits, number + 1)
    }
    return number
  }

  /** Adds, replaces or (when no longer listed) removes a product. */
  upsert(row: IndexRow): void {
    this.remove(row.productId)
    if (!row.listed) return
    const ordinal = this.ids.length
    const size = ordinal + 1
    this.flags = grow(this.flags, size)
    this.sellers = grow(this.sellers, size)
    this.categories = grow(this.categories, size)
    this.prices = grow(this.prices, size)
    this.created = grow(this.created, size)
    this.ratings = grow(this.ratings, size)
    this.sales = grow(this.sales, size)
    this.views = grow(this.views, size)
    this.reviews = grow(this.reviews, size)
    this.idHeads = grow(this.idHeads, size)
    this.termStarts = grow(this.termStarts, size)
    this.documentLengths = grow(this.documentLengths, size)
    this.nameLengths = grow(this.nameLengths, size)
    this.stamps = grow(this.stamps, size)
    this.matched = grow(this.matched, size)
    this.found = grow(this.found, size)
    this.documentMasks = grow(this.documentMasks, size)
    this.nameMasks = grow(this.nameMasks, size)
    this.exactDocumentMasks = grow(this.exactDocumentMasks, size)
    this.exactNameMasks = grow(this.exactNameMasks, size)
    this.ids.push(row.productId)
    this.names.push(row.searchName ?? '')
    this.flags[ordinal] =
      ALIVE |
      (row.isFeatured ? FEATURED : 0) |
      (row.inStock ? IN_STOCK : 0) |
      (row.shipsInternationally ? INTERNATIONAL : 0) |
      (row.hasVariants ? HAS_VARIANTS : 0) |
      (row.searchName === null ? UNWRITTEN : 0)
    this.sellers[ordinal] = this.intern(row.sellerId)
    this.categories[ordinal] = this.intern(row.categoryId)
    this.prices[ordinal] = row.price
    this.created[ordinal] = row.createdAtMicros
    this.ratings[ordinal] = row.averageRating
    this.sales[ordinal] = row.salesCount
    this.views[ordinal] = row.viewCount
    this.reviews[ordinal] = row.reviewCount
    this.idHeads[ordinal] = Number.parseInt(row.productId.slice(0, 8), 16)
    this.ordinalOf.set(row.productId, ordinal)
    if (row.searchName === null) this.unwrittenCount++
    const documentWords = new Set(row.documentWords)
    const nameWords = new Set(row.nameWords)
    this.termStarts[ordinal] = this.termList.length
    this.documentLengths[ordinal] = documentWords.size
    this.nameLengths[ordinal] = nameWords.size
    for (const word of documentWords) {
      const number = this.termNumber(word)
      this.termList.push(number)
      this.postings[number]!.push(ordinal)
    }
    for (const word of nameWords) this.termList.push(this.termNumber(word))
  }

  /** Whether the product is held exactly as the row says (a row read again need not be written). */
  holds(row: IndexRow): boolean {
    const ordinal = this.ordinalOf.get(row.productId)
    if (ordinal === undefined) return !row.listed
    const flags =
      ALIVE |
      (row.isFeatured ? FEATURED : 0) |
      (row.inStock ? IN_STOCK : 0) |
      (row.shipsInternationally ? INTERNATIONAL : 0) |
      (row.hasVariants ? HAS_VARIANTS : 0)
    if (
      !row.listed ||
      this.flags[ordinal] !== (flags | (row.searchName === null ? UNWRITTEN : 0)) ||
      this.names[ordinal] !== (row.searchName ?? '') ||
      this.sellers[ordinal] !== this.interned.get(row.sellerId) ||
      this.categories[ordinal] !== this.interned.get(row.categoryId) ||
      this.prices[ordinal] !== row.price ||
      this.created[ordinal] !== row.createdAtMicros ||
      this.ratings[ordinal] !== row.averageRating ||
      this.sales[ordinal] !== row.salesCount ||
      this.views[ordinal] !== row.viewCount ||
      this.reviews[ordinal] !== row.reviewCount
    ) {
      return false
    }
    const start = this.termStarts[ordinal]!
    const documentEnd = start + this.documentLengths[ordinal]!
    const nameEnd = documentEnd + this.nameLengths[ordinal]!
    const sameWords = (words: readonly string[], from: number, to: number) => {
      const unique = new Set(words)
      if (unique.size !== to - from) return false
      for (let at = from; at < to; at++) {
        if (!unique.has(this.termWords[this.termList.values[at]!]!)) return false
      }
      return true
    }
    return (
      sameWords(row.documentWords, start, documentEnd) &&
      sameWords(row.nameWords, documentEnd, nameEnd)
    )
  }

  /** Forgets a product (no longer listed, or deleted). */
  remove(productId: string): void {
    const ordinal = this.ordinalOf.get(productId)
    if (ordinal === undefined) return
    this.ordinalOf.delete(productId)
    if (this.unwrittenAt(ordinal)) this.unwrittenCount--
    this.flags[ordinal] = 0
    this.ids[ordinal] = null
    this.deadCount++
  }

  /**
   * Places the products held in one sort's order, given as their ids in that order (the database
   * sorts them: LiveSearchIndex); a product held but not given goes last. Call for every order,
   * then `seal`.
   */
  setOrder(order: OrderName, productIds: readonly string[]): void {
    this.pendingSealed = Math.min(this.pendingSealed, this.ids.length)
    const placed = new Uint8Array(this.ids.length)
    const ordered = new IntList(this.ids.length + 1)
    for (const id of productIds) {
      const ordinal = this.ordinalOf.get(id)
      if (ordinal === undefined || placed[ordinal]) continue
      placed[ordinal] = 1
      ordered.push(ordinal)
    }
    for (let ordinal = 0; ordinal < this.ids.length; ordinal++) {
      if (!placed[ordinal] && this.flags[ordinal]! & ALIVE) ordered.push(ordinal)
    }
    const products = ordered.values.slice(0, ordered.length)
    if (order === 'name') {
      this.pending.name = products
      return
    }
    const at = new Int32Array(this.ids.length)
    products.forEach((ordinal, position) => (at[ordinal] = position))
    this.pending[order] = at
    if (order === 'relevance') this.relevanceOrder = products
  }

  /**
   * From here every product held is found through the orders and each word's products are read
   * in relevance's order; products written afterwards are looked at in full by every query. The
   * words' lists are written a slice of products at a time, the process's other work between.
   */
  async seal(): Promise<void> {
    const { relevance, price, newest, rating, popular, name } = this.pending
    const products = this.relevanceOrder
    if (!relevance || !price || !newest || !rating || !popular || !name || !products) {
      throw new Error('SearchIndex.seal: every order must be set first')
    }
    // Every order holds the products up to here; any written between the orders is in the tail.
    const sealed = this.pendingSealed
    const postings = this.postings.map((list) => new IntList(Math.max(4, list.length)))
    const terms = this.termList.values
    for (let from = 0; from < products.length; from += SEAL_SLICE) {
      if (from > 0) await new Promise((resolve) => setImmediate(resolve))
      for (const ordinal of products.subarray(from, from + SEAL_SLICE)) {
        if (ordinal >= sealed) continue
        const start = this.termStarts[ordinal]!
        const end = start + this.documentLengths[ordinal]!
        for (let at = start; at < end; at++) postings[terms[at]!]!.push(ordinal)
      }
    }
    // Products written meanwhile stay in the tail, their words' lists as they were written.
    for (let term = postings.length; term < this.postings.length; term++) {
      postings.push(new IntList())
    }
    this.postings.forEach((list, term) => {
      for (let i = 0; i < list.length; i++) {
        if (list.values[i]! >= sealed) postings[term]!.push(list.values[i]!)
      }
    })
    this.postings = postings
    this.orders = { relevance, price, newest, rating, popular, name }
    this.pending = {}
    this.pendingSealed = Infinity
    this.relevanceOrder = null
    this.sealed = sealed
  }

  /** The terms starting with `prefix`. */
  private withPrefix(prefix: string): string[] {
    if (!this.sortedTerms) this.sortedTerms = [...this.termNumbers.keys()].sort()
    const sorted = this.sortedTerms
    const found: string[] = []
    for (let i = lowerBound(sorted, prefix); i < sorted.length; i++) {
      if (!sorted[i]!.startsWith(prefix)) break
      found.push(sorted[i]!)
    }
    return found
  }

  /** The terms a query key matches: as a word prefix, a known typo, a longer word, a synonym. */
  private matchingTerms(key: QueryKeys[number]): number[] {
    const words = new Set(this.withPrefix(key.key))
    for (const word of [...key.fuzzy, ...key.containing]) words.add(word)
    for (const synonym of key.synonyms) {
      if (synonym.length >= SYNONYM_PREFIX_MIN_LENGTH) {
        for (const word of this.withPrefix(synonym)) words.add(word)
      } else words.add(synonym)
    }
    const terms: number[] = []
    for (const word of words) {
      const number = this.termNumbers.get(word)
      if (number !== undefined) terms.push(number)
    }
    return terms
  }

  private nextStamp(): number {
    if (this.stamp >= 0xffff_fff0) {
      this.stamps.fill(0)
      this.matched.fill(0)
      this.found.fill(0)
      this.stamp = 0
    }
    return ++this.stamp
  }

  /**
   * One page of the products matching every key of the query (at most six) and the filters, in
   * the sort's order, and how many there are up to `cap`; or, when price bounds meet matching
   * products with variants and `variantsWithin` is not given, which of those to ask about.
   */
  search(query: IndexQuery): IndexPage | VariantsToCheck {
    const keyTerms = query.keys.map((key) => this.matchingTerms(key))
    const marked: number[] = []
    keyTerms.forEach((terms, index) => {
      for (const term of terms) {
        this.keyBits[term] = this.keyBits[term]! | (1 << index)
        marked.push(term)
      }
      const exact = this.termNumbers.get(query.keys[index]!.key)
      if (exact !== undefined) {
        this.exactBits[exact] = this.exactBits[exact]! | (1 << index)
        marked.push(exact)
      }
    })
    try {
      return this.find(query, keyTerms)
    } finally {
      for (const term of marked) {
        this.keyBits[term] = 0
        this.exactBits[term] = 0
      }
    }
  }

  private find(query: IndexQuery, keyTerms: number[][]): IndexPage | VariantsToCheck {
    const stamp = this.nextStamp()
    const every = (1 << query.keys.length) - 1
    const variantIds: string[] = []
    const admits = this.admission(query.filters)
    const { stamps, matched, flags } = this
    // Looks at a product once per search: whether it matches and passes the filters.
    // The filters first: they cost less than the words.
    const matches = (ordinal: number): boolean => {
      if (stamps[ordinal] === stamp) return matched[ordinal] === stamp
      stamps[ordinal] = stamp
      const admitted = admits(ordinal)
      if (admitted === NO || this.examine(ordinal) !== every) return false
      if (admitted === ASK_VARIANTS) {
        const id = this.ids[ordinal]!
        if (!query.variantsWithin) {
          variantIds.push(id)
          return false
        }
        if (!query.variantsWithin.has(id)) return false
      }
      matched[ordinal] = stamp
      return true
    }
    const candidates = this.candidates
    candidates.length = 0
    let counted = 0
    // The tail: everything written since the last seal.
    for (let ordinal = this.sealed; ordinal < this.ids.length; ordinal++) {
      if (flags[ordinal]! & ALIVE && matches(ordinal)) {
        candidates.push(ordinal)
        counted++
      }
    }
    if (this.orders) {
      const postings = keyTerms.map((terms) =>
        terms.reduce((sum, term) => sum + this.postings[term]!.length, 0),
      )
      const rarest = keyTerms[postings.indexOf(Math.min(...postings))] ?? []
      counted +=
        query.sort === 'relevance'
          ? this.sample(query, rarest, matches, stamp)
          : this.best(query, rarest, matches, stamp)
    }
    if (!query.variantsWithin && variantIds.length > 0) return { variantIds }
    return this.page(query, candidates.values, candidates.length, counted)
  }

  /**
   * Relevance: adds to the candidates the first matches (the cap's worth, or as many as the page
   * reaches) in the tie-break's order, read from each word's products in that order, and the
   * products whose names start with the query (as many as the database reads). Answers how many
   * matched, which is past the cap when some word had more.
   */
  private sample(
    query: IndexQuery,
    terms: number[],
    matches: (ordinal: number) => boolean,
    stamp: number,
  ): number {
    const orders = this.orders!
    const candidates = this.candidates
    const enough = Math.max(query.cap, query.offset + query.limit)
    const whole = query.keys.map((word) => word.key).join(' ')
    const byName = orders.name
    let taken = 0
    for (
      let at = this.nameLowerBound(whole);
      at < byName.length && taken < NAMED_CANDIDATES;
      at++
    ) {
      const ordinal = byName[at]!
      if (!this.names[ordinal]!.startsWith(whole)) break
      if (ordinal >= this.sealed || !(this.flags[ordinal]! & ALIVE)) continue
      taken++
      if (matches(ordinal)) candidates.push(ordinal)
    }
    const named = candidates.length
    const found: number[] = []
    let more = false
    for (const term of terms) {
      const { values, length } = this.postings[term]!
      let inTerm = 0
      for (let i = 0; i < length && inTerm < enough; i++) {
        const ordinal = values[i]!
        if (ordinal >= this.sealed || !(this.flags[ordinal]! & ALIVE)) continue
        if (!matches(ordinal)) continue
        inTerm++
        if (this.found[ordinal] !== stamp) {
          this.found[ordinal] = stamp
          found.push(ordinal)
        }
        if (inTerm === enough && i + 1 < length) more = true
      }
    }
    // The first `enough` of them in the tie-break's order (each word gave its own first ones).
    const position = orders.relevance
    found.sort((a, b) => position[a]! - position[b]!)
    for (const ordinal of found.slice(0, enough)) {
      if (!this.isNamed(ordinal, named)) candidates.push(ordinal)
    }
    return more ? Math.max(found.length, enough) : found.length
  }

  private isNamed(ordinal: number, named: number): boolean {
    const { values } = this.candidates
    for (let at = 0; at < named; at++) if (values[at] === ordinal) return true
    return false
  }

  /**
   * A sort: reads every product of the rarest word and keeps the best `offset + limit` by their
   * places in the sort's order, looking at a product's words only while the count is under the
   * cap or when it would be kept. Answers how many matched, counted no further than the cap.
   */
  private best(
    query: IndexQuery,
    terms: number[],
    matches: (ordinal: number) => boolean,
    stamp: number,
  ): number {
    const orders = this.orders!
    const sort = query.sort as Exclude<SearchSort, 'relevance'>
    const place = sort === 'price-low' || sort === 'price-high' ? orders.price : orders[sort]
    const sign = sort === 'price-high' ? -1 : 1
    const key = (ordinal: number) => sign * place[ordinal]!
    const kept = new Best(query.offset + query.limit, (a, b) => key(a) - key(b))
    let counted = 0
    for (const term of terms) {
      const { values, length } = this.postings[term]!
      for (let i = 0; i < length; i++) {
        const ordinal = values[i]!
        if (ordinal >= this.sealed || this.stamps[ordinal] === stamp) continue
        if (!(this.flags[ordinal]! & ALIVE)) continue
        // Past the cap, a product that would not be kept is not looked at.
        if (counted >= query.cap && kept.full && key(ordinal) > key(kept.worst)) {
          this.stamps[ordinal] = stamp
          continue
        }
        if (!matches(ordinal)) continue
        if (counted < query.cap) counted++
        kept.offer(ordinal)
      }
    }
    for (let at = 0; at < kept.size; at++) this.candidates.push(kept.items[at]!)
    return counted
  }

  private nameLowerBound(prefix: string): number {
    const byName = this.orders!.name
    let low = 0
    let high = byName.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (this.names[byName[middle]!]! < prefix) low = middle + 1
      else high = middle
    }
    return low
  }

  /** A product's masks from its words: which keys its document and name match, and exactly. */
  private examine(ordinal: number): number {
    const { termList, keyBits, exactBits } = this
    const terms = termList.values
    const start = this.termStarts[ordinal]!
    const documentEnd = start + this.documentLengths[ordinal]!
    const nameEnd = documentEnd + this.nameLengths[ordinal]!
    let document = 0
    let exactDocument = 0
    for (let at = start; at < documentEnd; at++) {
      const term = terms[at]!
      document |= keyBits[term]!
      exactDocument |= exactBits[term]!
    }
    let name = 0
    let exactName = 0
    for (let at = documentEnd; at < nameEnd; at++) {
      const term = terms[at]!
      name |= keyBits[term]!
      exactName |= exactBits[term]!
    }
    this.documentMasks[ordinal] = document
    this.nameMasks[ordinal] = name
    this.exactDocumentMasks[ordinal] = exactDocument
    this.exactNameMasks[ordinal] = exactName
    return document
  }

  /** The filters as a test of one product: a product with variants under price bounds is asked about. */
  private admission(filters: IndexFilters): (ordinal: number) => Admission {
    const sellerId =
      filters.sellerId === undefined ? -2 : (this.interned.get(filters.sellerId) ?? -1)
    const category =
      filters.categoryId === undefined ? -2 : (this.interned.get(filters.categoryId) ?? -1)
    const priced = filters.minPrice !== undefined || filters.maxPrice !== undefined
    const minPrice = filters.minPrice ?? -Infinity
    const maxPrice = filters.maxPrice ?? Infinity
    return (ordinal) => {
      const flags = this.flags[ordinal]!
      if (category !== -2 && this.categories[ordinal] !== category) return NO
      if (sellerId !== -2 && this.sellers[ordinal] !== sellerId) return NO
      if (filters.featured === true && !(flags & FEATURED)) return NO
      if (filters.featured === false && flags & FEATURED) return NO
      if (filters.inStock === true && !(flags & IN_STOCK)) return NO
      if (filters.international === true && !(flags & INTERNATIONAL)) return NO
      if (!priced) return YES
      if (flags & HAS_VARIANTS) return ASK_VARIANTS
      const price = this.prices[ordinal]!
      return price >= minPrice && price <= maxPrice ? YES : NO
    }
  }

  /**
   * The page of `ordinals` (the first `count`) in the sort's order. Relevance ranks as
   * relevanceRank in search.queries.ts: the exact name, a name starting with the query's words,
   * every word as typed in the name, then elsewhere, a name starting with the query, every word
   * found in the name, the rest; then the shorter name, the more sales, the later id.
   */
  private page(query: IndexQuery, ordinals: Int32Array, count: number, counted: number): IndexPage {
    const { offset, limit, cap } = query
    const wanted = Math.min(offset + limit, count)
    this.first = grow(this.first, count)
    this.second = grow(this.second, count)
    const { first, second, idHeads, ids } = this
    const idDescending = this.sortKeys(query, ordinals, count)
    // Which of two positions comes first: the sort's keys, then the id (its first 32 bits, then
    // the rest), ascending or descending as the sort says.
    const before = (a: number, b: number): number => {
      const byFirst = first[a]! - first[b]!
      if (byFirst !== 0) return byFirst
      const bySecond = second[a]! - second[b]!
      if (bySecond !== 0) return bySecond
      const x = ordinals[a]!
      const y = ordinals[b]!
      let byId = idHeads[x]! - idHeads[y]!
      if (byId === 0) byId = ids[x]! < ids[y]! ? -1 : ids[x]! > ids[y]! ? 1 : 0
      return idDescending ? -byId : byId
    }
    const kept = new Best(wanted, before)
    for (let position = 0; position < count; position++) {
      // Most positions lose to the worst kept on the first key alone.
      if (kept.full && first[position]! > first[kept.worst]!) continue
      kept.offer(position)
    }
    const best = kept.sorted()
    return {
      ids: best.slice(offset).map((position) => ids[ordinals[position]!]!),
      total: Math.min(counted, cap),
    }
  }

  /**
   * Writes each position's sort keys into `first` and `second` (smaller first, each exact) and
   * says whether ties go to the later id.
   */
  private sortKeys(query: IndexQuery, ordinals: Int32Array, count: number): boolean {
    const { first, second, prices, created, ratings, reviews, sales, views } = this
    switch (query.sort) {
      case 'price-low':
        for (let p = 0; p < count; p++) {
          first[p] = prices[ordinals[p]!]!
          second[p] = 0
        }
        return false
      case 'price-high':
        for (let p = 0; p < count; p++) {
          first[p] = -prices[ordinals[p]!]!
          second[p] = 0
        }
        return true
      case 'newest':
        for (let p = 0; p < count; p++) {
          first[p] = -created[ordinals[p]!]!
          second[p] = 0
        }
        return true
      case 'rating':
        for (let p = 0; p < count; p++) {
          first[p] = -ratings[ordinals[p]!]!
          second[p] = -reviews[ordinals[p]!]!
        }
        return true
      case 'popular':
        for (let p = 0; p < count; p++) {
          first[p] = -sales[ordinals[p]!]!
          second[p] = -views[ordinals[p]!]!
        }
        return true
      case 'relevance':
        this.relevanceKeys(query.keys, ordinals, count)
        return true
    }
  }

  /** Relevance: the rank (0 best to 6) and the name's length first, then the most sales. */
  private relevanceKeys(keys: QueryKeys, ordinals: Int32Array, count: number): void {
    const every = (1 << keys.length) - 1
    const whole = keys.map((word) => word.key).join(' ')
    const wholeAndMore = `${whole} `
    const { first, second, names, nameMasks, exactNameMasks, exactDocumentMasks, sales } = this
    for (let p = 0; p < count; p++) {
      const ordinal = ordinals[p]!
      const name = names[ordinal]!
      // A name starting with the query starts with its first word: that word matched the name.
      const leads = (nameMasks[ordinal]! & 1) === 1 && name.startsWith(whole)
      const rank =
        leads && name.length === whole.length
          ? 0
          : leads && name.startsWith(wholeAndMore)
            ? 1
            : exactNameMasks[ordinal] === every
              ? 2
              : exactDocumentMasks[ordinal] === every
                ? 3
                : leads
                  ? 4
                  : nameMasks[ordinal] === every
                    ? 5
                    : 6
      first[p] = rank * 65_536 + name.length
      second[p] = -sales[ordinal]!
    }
  }
}
