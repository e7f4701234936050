import type { SearchSort } from '#shared/search-options.ts'
import { SYNONYM_PREFIX_MIN_LENGTH } from './synonyms.ts'
import { NAMED_CANDIDATES, type QueryKeys } from './search.queries.ts'

// The listed products' search rows held in the process's memory (docs/decisions/043-search-index-in-memory.md):
// each product's words, an inverted index of them, and the products in the order of each sort.
// It answers which products match a query and in what order, as the page statements of
// search.queries.ts do; the products themselves are then read from the database by id.
//
// Relevance ranks the first `cap` matches in the order of its tie-break (shorter names, then more
// sales), with the names starting with the query, as the database ranks a sample: the products are
// numbered in that order, so the rarest key's word lists give them first. A sort reads every
// product of the rarest key and keeps the best; when a sample of them says that matches come
// early in the sort's order, it reads that order instead and stops at the page and the count's
// cap. The other keys, when they are in few enough products, are marked in sets first.
//
// A search is bound by reading products' data from memory, far apart (about a microsecond each on
// the bench's machine): what it reads of a product sits together (HOT), products are read in
// ascending order where they can be, and a set is checked before a product's words are read.
// A broad word (ORDERED_FROM) also keeps its products' places in each sort's order, so a sort over
// it reads from the page's end and stops at the cap; the filters are checked in sets first.

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
/**
 * A sort's order is walked when the sample says the page and the cap are that far into it, times
 * this, is fewer than the rarest key's products.
 */
const WALK_ADVANTAGE = 4
/** Products of the rarest word a sort looks at to judge whether to walk its order. */
const WALK_SAMPLE = 1_024
/** A sort's order is judged for a walk only when its rarest word has this many times the products wanted. */
const SAMPLED_WALK = 8
/**
 * A key with at most this many products in its words' lists is marked in a set before a search
 * reads any product (a few nanoseconds each), so products without it are passed over before their
 * words are read (about a microsecond each, a read from memory far apart).
 */
const SET_LIMIT = 400_000
/**
 * A word in at least this many products at a seal keeps its products in each sort's order too: a
 * sort whose rarest key has it reads them from the page's end and stops at the page and the cap,
 * where reading them all would cost a read from memory each.
 */
const ORDERED_FROM = 8_192

const ALIVE = 1
const FEATURED = 2
const IN_STOCK = 4
const INTERNATIONAL = 8
const HAS_VARIANTS = 16
/** The product's search document is not written yet. */
const UNWRITTEN = 32

// What a query reads of each product it looks at sits together, HOT numbers per product (64
// bytes, a cache line): each product read from far away costs one read from memory, not one per
// array.
const HOT = 16
const FLAGS = 0
const CATEGORY = 1
const SELLER = 2
/** Where the product's words start in termList. */
const TERMS = 3
/** How many words of its document (low 16 bits) and of its name (high 16 bits) follow. */
const LENGTHS = 4
/** The search that last looked at the product, and the last in which it matched. */
const LOOKED = 5
const MATCHED = 6
/** Which query keys its document and name match, and match exactly, a byte each (*_MASK). */
const MASKS = 7
const DOCUMENT_MASK = 0
const NAME_MASK = 8
const EXACT_DOCUMENT_MASK = 16
const EXACT_NAME_MASK = 24
/** The product's place in each sort's order (relevance's is its ordinal, once sealed). */
const PLACES = { price: 8, newest: 9, rating: 10, popular: 11 } as const

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

/** The orders a sort other than relevance reads, as lists of products. */
type Placed = keyof typeof PLACES

/**
 * The filters a sealed product is checked against first, in sets (a bit per product) and by its
 * price (in the price order, by its place when given one): false when it fails one.
 */
type Prefilter = (ordinal: number, place: number) => boolean

/** The sealed products with each flag, and in each category (a bit per product). */
type FilterSets = {
  categories: Map<number, Uint32Array>
  inStock: Uint32Array
  international: Uint32Array
  featured: Uint32Array
  variants: Uint32Array
}

const hasBit = (set: Uint32Array, ordinal: number) =>
  (set[ordinal >>> 5]! & (1 << (ordinal & 31))) !== 0

const setBit = (set: Uint32Array, ordinal: number) => {
  set[ordinal >>> 5] = set[ordinal >>> 5]! | (1 << (ordinal & 31))
}

/** The orders a sort other than relevance reads. */
const PLACED_ORDERS = Object.keys(PLACES) as Placed[]

/** Per order, per term, its products' places in the order (none kept yet). */
const noOrderedWords = (): Record<Placed, (Int32Array | undefined)[]> => ({
  price: [],
  newest: [],
  rating: [],
  popular: [],
})

/** The sealed products in each sort's order, and by name. */
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
  constructor(
    private readonly options: {
      /** Which words keep their products in each sort's order (ORDERED_FROM): tests set it low. */
      orderedFrom?: number
    } = {},
  ) {}

  // Per product ordinal. A changed product gets a new ordinal and its old one is left dead; the
  // orders hold the ordinals below `sealed`, and those above it (the tail) are looked at in full
  // by every query until the next seal (LiveSearchIndex loads everything again when it grows).
  // A seal numbers the products again, in relevance's order, and leaves the dead ones out.
  private ids: (string | null)[] = []
  private names: string[] = []
  private hot = new Uint32Array(1024 * HOT)
  private prices = new Float64Array(1024)
  private created = new Float64Array(1024)
  private ratings = new Float64Array(1024)
  private sales = new Int32Array(1024)
  private views = new Int32Array(1024)
  private reviews = new Int32Array(1024)
  /** The first 32 bits of each product's id, for quick comparisons of ids. */
  private idHeads = new Uint32Array(1024)
  /** Each product's words as term numbers: its document's, then its name's. */
  private termList = new IntList(16_384)
  private ordinalOf = new Map<string, number>()
  private interned = new Map<string, number>()
  private termNumbers = new Map<string, number>()
  private termWords: string[] = []
  private postings: IntList[] = []
  /** Every term, sorted, for prefix ranges; rebuilt when a new term arrives. */
  private sortedTerms: string[] | null = []
  /** The sealed products by search name (byte order), for the names starting with the query. */
  private byName: Int32Array | null = null
  /** The products in each sort's order, as `setOrder` was given them, until the seal. */
  private pending: Partial<Orders> = {}
  /** The sealed products in each sort's order. */
  private lists: Partial<Record<Placed, Int32Array>> = {}
  private filterSets: FilterSets | null = null
  /**
   * Per term in at least `orderedFrom` products at the seal, its sealed products in each order, as
   * their places in it (ascending): read together without reading the products' data.
   */
  private ordered = noOrderedWords()
  private pendingSealed = Infinity
  private sealed = 0
  /** A seal is under way: the index is being numbered again. */
  private sealing = false
  private deadCount = 0
  private unwrittenCount = 0
  // Scratch of one search (the process is single-threaded), besides each product's LOOKED,
  // MATCHED and MASKS: per term, the query keys it matches and is exactly; per key, a set.
  private keyBits = new Uint8Array(1024)
  private exactBits = new Uint8Array(1024)
  private stamp = 0
  private sets: Uint32Array[] = []
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
    return (this.hot[ordinal * HOT + FLAGS]! & UNWRITTEN) !== 0
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
    this.hot = grow(this.hot, size * HOT)
    this.prices = grow(this.prices, size)
    this.created = grow(this.created, size)
    this.ratings = grow(this.ratings, size)
    this.sales = grow(this.sales, size)
    this.views = grow(this.views, size)
    this.reviews = grow(this.reviews, size)
    this.idHeads = grow(this.idHeads, size)
    this.ids.push(row.productId)
    this.names.push(row.searchName ?? '')
    const at = ordinal * HOT
    this.hot[at + FLAGS] =
      ALIVE |
      (row.isFeatured ? FEATURED : 0) |
      (row.inStock ? IN_STOCK : 0) |
      (row.shipsInternationally ? INTERNATIONAL : 0) |
      (row.hasVariants ? HAS_VARIANTS : 0) |
      (row.searchName === null ? UNWRITTEN : 0)
    this.hot[at + SELLER] = this.intern(row.sellerId)
    this.hot[at + CATEGORY] = this.intern(row.categoryId)
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
    this.hot[at + TERMS] = this.termList.length
    this.hot[at + LENGTHS] = documentWords.size | (nameWords.size << 16)
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
      this.hot[ordinal * HOT + FLAGS] !== (flags | (row.searchName === null ? UNWRITTEN : 0)) ||
      this.names[ordinal] !== (row.searchName ?? '') ||
      this.hot[ordinal * HOT + SELLER] !== this.interned.get(row.sellerId) ||
      this.hot[ordinal * HOT + CATEGORY] !== this.interned.get(row.categoryId) ||
      this.prices[ordinal] !== row.price ||
      this.created[ordinal] !== row.createdAtMicros ||
      this.ratings[ordinal] !== row.averageRating ||
      this.sales[ordinal] !== row.salesCount ||
      this.views[ordinal] !== row.viewCount ||
      this.reviews[ordinal] !== row.reviewCount
    ) {
      return false
    }
    const { start, documentEnd, nameEnd } = this.wordsOf(ordinal)
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
    if (this.sealing) throw new Error('SearchIndex: written while sealing')
    const ordinal = this.ordinalOf.get(productId)
    if (ordinal === undefined) return
    this.ordinalOf.delete(productId)
    if (this.unwrittenAt(ordinal)) this.unwrittenCount--
    this.hot[ordinal * HOT + FLAGS] = 0
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
      if (!placed[ordinal] && this.alive(ordinal)) ordered.push(ordinal)
    }
    this.pending[order] = ordered.values.slice(0, ordered.length)
  }

  /**
   * From here every product held is found through the orders; products written afterwards are
   * looked at in full by every query. The products are numbered again in relevance's order (its
   * tie-break), the dead ones left out, so that each word's list, in that order, reads the
   * products' data forwards through memory. The work is done a slice of products at a time, the
   * process's other work between; the index is not to be written until it resolves.
   */
  async seal(): Promise<void> {
    const { pending } = this
    const named: OrderName[] = ['relevance', 'price', 'newest', 'rating', 'popular', 'name']
    if (named.some((order) => !pending[order])) {
      throw new Error('SearchIndex.seal: every order must be set first')
    }
    this.sealing = true
    try {
      await this.renumber(pending as Orders)
    } finally {
      this.sealing = false
    }
  }

  private async renumber(orders: Orders): Promise<void> {
    const pause = () => new Promise((resolve) => setImmediate(resolve))
    const written = this.ids.length
    // Every order holds the products up to here; any written between the orders is in the tail.
    const inOrders = this.pendingSealed
    const oldOf = new IntList(this.size + 1)
    for (const ordinal of orders.relevance) {
      if (ordinal < inOrders && this.alive(ordinal)) oldOf.push(ordinal)
    }
    const sealed = oldOf.length
    for (let ordinal = inOrders; ordinal < written; ordinal++) {
      if (this.alive(ordinal)) oldOf.push(ordinal)
    }
    const count = oldOf.length
    const newOf = new Int32Array(written).fill(-1)
    for (let ordinal = 0; ordinal < count; ordinal++) newOf[oldOf.values[ordinal]!] = ordinal

    const hot = new Uint32Array(Math.max(1024, count) * HOT)
    const termList = new IntList(Math.max(16_384, this.termList.length))
    const postings = this.postings.map(() => new IntList())
    const ids: string[] = new Array(count)
    const names: string[] = new Array(count)
    const moved = <T extends NumberArray>(array: T): T => {
      const copy = new (array.constructor as new (length: number) => T)(Math.max(1024, count))
      for (let ordinal = 0; ordinal < count; ordinal++)
        copy[ordinal] = array[oldOf.values[ordinal]!]!
      return copy
    }
    for (let from = 0; from < count; from += SEAL_SLICE) {
      if (from > 0) await pause()
      for (let ordinal = from; ordinal < Math.min(count, from + SEAL_SLICE); ordinal++) {
        const old = oldOf.values[ordinal]!
        const at = ordinal * HOT
        hot[at + FLAGS] = this.hot[old * HOT + FLAGS]!
        hot[at + CATEGORY] = this.hot[old * HOT + CATEGORY]!
        hot[at + SELLER] = this.hot[old * HOT + SELLER]!
        hot[at + LENGTHS] = this.hot[old * HOT + LENGTHS]!
        hot[at + TERMS] = termList.length
        const { start, documentEnd, nameEnd } = this.wordsOf(old)
        for (let word = start; word < nameEnd; word++) {
          const term = this.termList.values[word]!
          termList.push(term)
          if (word < documentEnd) postings[term]!.push(ordinal)
        }
        const id = this.ids[old]!
        ids[ordinal] = id
        names[ordinal] = this.names[old]!
        this.ordinalOf.set(id, ordinal)
      }
    }
    this.prices = moved(this.prices)
    this.created = moved(this.created)
    this.ratings = moved(this.ratings)
    this.sales = moved(this.sales)
    this.views = moved(this.views)
    this.reviews = moved(this.reviews)
    this.idHeads = moved(this.idHeads)
    this.hot = hot
    this.termList = termList
    this.postings = postings
    this.ids = ids
    this.names = names
    this.stamp = 0
    this.deadCount = 0
    await pause()
    // Each order's list, in the new numbers, and each product's place in it (the tail's are never
    // read). Every sealed product is in every list once: setOrder adds those it was not given.
    const renumbered = (list: Int32Array) => {
      const moved = new IntList(sealed + 1)
      for (const old of list) {
        const ordinal = old < written ? newOf[old]! : -1
        if (ordinal >= 0 && ordinal < sealed) moved.push(ordinal)
      }
      return moved.values.slice(0, moved.length)
    }
    this.byName = renumbered(orders.name)
    this.lists = {}
    for (const order of PLACED_ORDERS) {
      const list = renumbered(orders[order])
      list.forEach((ordinal, place) => (hot[ordinal * HOT + PLACES[order]] = place))
      this.lists[order] = list
    }
    this.filterSets = this.buildFilterSets(sealed)
    await this.orderWords(sealed, pause)
    this.pending = {}
    this.pendingSealed = Infinity
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
      for (let at = 0; at < this.ids.length * HOT; at += HOT) {
        this.hot[at + LOOKED] = 0
        this.hot[at + MATCHED] = 0
      }
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
      // A walk that found too few matches within its budget is given up for the words' lists.
      return this.find(query, keyTerms, true) ?? this.find(query, keyTerms, false)!
    } finally {
      for (const term of marked) {
        this.keyBits[term] = 0
        this.exactBits[term] = 0
      }
    }
  }

  private find(
    query: IndexQuery,
    keyTerms: number[][],
    walk: boolean,
  ): IndexPage | VariantsToCheck | null {
    const stamp = this.nextStamp()
    const every = (1 << query.keys.length) - 1
    const variantIds: string[] = []
    const admits = this.admission(query.filters)
    const prefilter = this.prefilter(
      query.filters,
      query.sort === 'relevance' ? null : this.sortOrder(query.sort).order,
    )
    const { sealed } = this
    const hot = this.hot
    const sizes = keyTerms.map((terms) =>
      terms.reduce((sum, term) => sum + this.postings[term]!.length, 0),
    )
    const fewest = Math.min(...sizes)
    const rarest = sizes.indexOf(fewest)
    // The keys in few enough products, marked in sets (the rarest is read through its lists,
    // unless a sort's order is walked).
    const sets: Uint32Array[] = []
    let inSets = 0
    const wanted = Math.max(query.cap, query.offset + query.limit)
    const markSets = (rarestToo: boolean) =>
      keyTerms.forEach((terms, index) => {
        if (sizes[index]! > SET_LIMIT || (index === rarest) !== rarestToo) return
        sets.push(this.keySet(terms, sets.length))
        inSets |= 1 << index
      })
    markSets(false)
    // A broad sort reads the sort's order until it has the page and the count's cap, instead of
    // every product of its rarest word, when a sample of that word's products says it will take
    // well under as many steps. Past half as many steps as the word has products, the walk is
    // given up (null) for the word's lists.
    let budget = 0
    if (
      walk &&
      this.byName &&
      query.sort !== 'relevance' &&
      fewest > SAMPLED_WALK * wanted &&
      !this.hasOrdered(query.sort, keyTerms[rarest]!)
    ) {
      const depth = this.walkDepth(query.sort, keyTerms[rarest]!, fewest, wanted, (ordinal) => {
        if (admits(ordinal) === NO) return false
        return sets.every((set) => hasBit(set, ordinal))
      })
      if (depth * WALK_ADVANTAGE < fewest) {
        budget = fewest / 2
        markSets(true)
      }
    }
    // Looks at a product once per search: whether it matches and passes the filters. The filters
    // first, then the sets: they cost less than the words. A product's words are read when some
    // key is in no set and not `implied` (the products of the lists read have the rarest key), and
    // for relevance, which ranks by the words each key matched in the name and document. A sort
    // reading the rarest key's lists checks the filters' sets itself, before the product's data.
    const matcher = (implied: number, prefiltered = false) => {
      const readWords = query.sort === 'relevance' || (inSets | implied) !== every
      return (ordinal: number): boolean => {
        if (!prefiltered && ordinal < sealed && !prefilter(ordinal, -1)) return false
        const at = ordinal * HOT
        if (hot[at + LOOKED] === stamp) return hot[at + MATCHED] === stamp
        hot[at + LOOKED] = stamp
        const admitted = admits(ordinal)
        if (admitted === NO) return false
        for (const set of sets) {
          if (!hasBit(set, ordinal)) return false
        }
        if (readWords && this.examine(ordinal) !== every) return false
        if (admitted === ASK_VARIANTS) {
          const id = this.ids[ordinal]!
          if (!query.variantsWithin) {
            variantIds.push(id)
            return false
          }
          if (!query.variantsWithin.has(id)) return false
        }
        hot[at + MATCHED] = stamp
        return true
      }
    }
    const matches = matcher(0)
    const candidates = this.candidates
    candidates.length = 0
    let counted = 0
    // The tail: everything written since the last seal.
    for (let ordinal = this.sealed; ordinal < this.ids.length; ordinal++) {
      if (this.alive(ordinal) && matches(ordinal)) {
        candidates.push(ordinal)
        counted++
      }
    }
    if (this.byName) {
      const terms = keyTerms[rarest] ?? []
      const found =
        query.sort === 'relevance'
          ? this.sample(query, terms, matches)
          : this.best(
              query,
              terms,
              budget > 0 ? matches : matcher(1 << rarest, true),
              prefilter,
              stamp,
              budget,
            )
      if (found === null) return null
      counted += found
    }
    if (!query.variantsWithin && variantIds.length > 0) return { variantIds }
    return this.page(query, candidates.values, candidates.length, counted)
  }

  /**
   * Relevance: adds to the candidates the first matches (the cap's worth, or as many as the page
   * reaches) in the tie-break's order, read from the rarest key's words' products together, and
   * the products whose names start with the query (as many as the database reads). Answers how
   * many matched, up to that many.
   */
  private sample(
    query: IndexQuery,
    terms: number[],
    matches: (ordinal: number) => boolean,
  ): number {
    const candidates = this.candidates
    const enough = Math.max(query.cap, query.offset + query.limit)
    const whole = query.keys.map((word) => word.key).join(' ')
    const byName = this.byName!
    let taken = 0
    for (
      let at = this.nameLowerBound(whole);
      at < byName.length && taken < NAMED_CANDIDATES;
      at++
    ) {
      const ordinal = byName[at]!
      if (!this.names[ordinal]!.startsWith(whole)) break
      if (ordinal >= this.sealed || !this.alive(ordinal)) continue
      taken++
      if (matches(ordinal)) candidates.push(ordinal)
    }
    const named = candidates.length
    // Numbered in relevance's tie-break (seal), each word's products are in its order: read
    // together, the words give the key's products in that order, each once.
    let counted = 0
    this.inOrder(terms, (ordinal) => {
      if (!matches(ordinal)) return true
      if (!this.isNamed(ordinal, named)) candidates.push(ordinal)
      return ++counted < enough
    })
    return counted
  }

  private isNamed(ordinal: number, named: number): boolean {
    const { values } = this.candidates
    for (let at = 0; at < named; at++) if (values[at] === ordinal) return true
    return false
  }

  /**
   * A sort: with a `budget`, walks the sort's order (null when the budget runs out first);
   * otherwise reads every product of the rarest key's other words and keeps the best
   * `offset + limit` by their places in the sort's order, looking at a product only while the
   * count is under the cap or when it would be kept, then reads its broad words in the sort's
   * order (mergeOrdered). Answers how many matched, counted no further than the cap.
   */
  private best(
    query: IndexQuery,
    terms: number[],
    matches: (ordinal: number) => boolean,
    prefilter: Prefilter,
    stamp: number,
    budget: number,
  ): number | null {
    const { order, place, backwards } = this.sortOrder(
      query.sort as Exclude<SearchSort, 'relevance'>,
    )
    const hot = this.hot
    const wanted = query.offset + query.limit
    if (budget > 0) {
      const walked = this.walk(order, backwards, matches, wanted, query.cap, budget)
      if (walked === null) return null
      for (const ordinal of walked.first) this.candidates.push(ordinal)
      return walked.counted
    }
    const sign = backwards ? -1 : 1
    const key = (ordinal: number) => sign * hot[ordinal * HOT + place]!
    const kept = new Best(wanted, (a, b) => key(a) - key(b))
    let counted = 0
    // The words whose products are kept in the order are read last, from the page's end; the
    // others first, in full.
    const ordered = this.ordered[order]
    const inOrder: Int32Array[] = []
    for (const term of terms) {
      const list = ordered[term]
      if (list) inOrder.push(list)
    }
    for (const term of terms) {
      if (ordered[term]) continue
      const { values, length } = this.postings[term]!
      for (let i = 0; i < length; i++) {
        const ordinal = values[i]!
        if (ordinal >= this.sealed || !prefilter(ordinal, -1)) continue
        // Once per product (it may be in several words' lists).
        const at = ordinal * HOT
        if (hot[at + LOOKED] === stamp) continue
        if (!(hot[at + FLAGS]! & ALIVE)) continue
        // Past the cap, a product that would not be kept is not looked at.
        if (counted >= query.cap && kept.full && key(ordinal) > key(kept.worst)) {
          hot[at + LOOKED] = stamp
          continue
        }
        if (!matches(ordinal)) continue
        if (counted < query.cap) counted++
        kept.offer(ordinal)
      }
    }
    if (inOrder.length > 0) {
      counted = this.mergeOrdered(
        inOrder,
        this.lists[order]!,
        backwards,
        prefilter,
        matches,
        stamp,
        kept,
        counted,
        query.cap,
        wanted,
      )
    }
    for (let at = 0; at < kept.size; at++) this.candidates.push(kept.items[at]!)
    return counted
  }

  /**
   * About how far a sort's order must be read to find `wanted` matches, from an even sample of
   * the rarest key's products (about WALK_SAMPLE) that `passes` (the filters and the other keys'
   * sets); Infinity when too few pass.
   */
  private walkDepth(
    sort: Exclude<SearchSort, 'relevance'>,
    terms: number[],
    products: number,
    wanted: number,
    passes: (ordinal: number) => boolean,
  ): number {
    const { place, backwards } = this.sortOrder(sort)
    const every = Math.max(1, Math.floor(products / WALK_SAMPLE))
    const depths: number[] = []
    for (const term of terms) {
      const { values, length } = this.postings[term]!
      for (let i = 0; i < length; i += every) {
        const ordinal = values[i]!
        if (ordinal >= this.sealed || !this.alive(ordinal) || !passes(ordinal)) continue
        const depth = this.hot[ordinal * HOT + place]!
        depths.push(backwards ? this.sealed - depth : depth)
      }
    }
    // Each product sampled stands for `every` of them.
    const needed = Math.ceil(wanted / every)
    if (depths.length < needed) return Infinity
    depths.sort((a, b) => a - b)
    return depths[needed - 1]!
  }

  /** Whether any of the terms keeps its products in the sort's order. */
  private hasOrdered(sort: Exclude<SearchSort, 'relevance'>, terms: number[]): boolean {
    const ordered = this.ordered[this.sortOrder(sort).order]
    return terms.some((term) => ordered[term] !== undefined)
  }

  /** The places of a sort's order, and whether the sort reads it from its end. */
  private sortOrder(sort: Exclude<SearchSort, 'relevance'>): {
    order: Placed
    /** Where the product's place in it is among its HOT numbers. */
    place: number
    backwards: boolean
  } {
    const order = sort === 'price-low' || sort === 'price-high' ? 'price' : sort
    return { order, place: PLACES[order], backwards: sort === 'price-high' }
  }

  /**
   * Visits the sealed products in any of the terms' lists, in ascending order (relevance's), each
   * once, until `visit` answers false.
   */
  private inOrder(terms: number[], visit: (ordinal: number) => boolean): void {
    const { sealed } = this
    const lists = terms.map((term) => this.postings[term]!).filter((list) => list.length > 0)
    // A heap of the lists by the product each is at (a list ends at its first unsealed product).
    const at = new Int32Array(lists.length)
    const heap = new Int32Array(lists.length)
    let size = 0
    const head = (list: number) => lists[list]!.values[at[list]!]!
    const down = (from: number) => {
      let parent = from
      for (;;) {
        const left = 2 * parent + 1
        if (left >= size) return
        const right = left + 1
        const smaller = right < size && head(heap[right]!) < head(heap[left]!) ? right : left
        if (head(heap[smaller]!) >= head(heap[parent]!)) return
        const swap = heap[parent]!
        heap[parent] = heap[smaller]!
        heap[smaller] = swap
        parent = smaller
      }
    }
    lists.forEach((list, index) => {
      if (list.values[0]! < sealed) heap[size++] = index
    })
    for (let from = (size >>> 1) - 1; from >= 0; from--) down(from)
    let last = -1
    while (size > 0) {
      const list = heap[0]!
      const ordinal = head(list)
      const next = ++at[list]!
      if (next >= lists[list]!.length || lists[list]!.values[next]! >= sealed) {
        heap[0] = heap[--size]!
      }
      down(0)
      if (ordinal === last) continue
      last = ordinal
      if (this.alive(ordinal) && !visit(ordinal)) return
    }
  }

  /** A set (a bit per product) of the products in any of the terms' lists, in scratch `slot`. */
  private keySet(terms: number[], slot: number): Uint32Array {
    const size = (this.ids.length >>> 5) + 1
    let set = this.sets[slot]
    if (!set || set.length < size) set = this.sets[slot] = new Uint32Array(size)
    else set.fill(0, 0, size)
    for (const term of terms) {
      const { values, length } = this.postings[term]!
      for (let i = 0; i < length; i++) {
        const ordinal = values[i]!
        setBit(set, ordinal)
      }
    }
    return set
  }

  /**
   * Reads a sort's order (backwards: from its end) for the first `wanted` matches, counting them
   * up to `cap`; null when `budget` products were read before both were reached.
   */
  private walk(
    order: Placed,
    backwards: boolean,
    matches: (ordinal: number) => boolean,
    wanted: number,
    cap: number,
    budget: number,
  ): { first: number[]; counted: number } | null {
    const list = this.lists[order]!
    const { hot, sealed } = this
    const first: number[] = []
    let counted = 0
    for (let step = 0; step < list.length; step++) {
      if (step >= budget) return null
      const ordinal = list[backwards ? list.length - 1 - step : step]!
      if (ordinal >= sealed || !(hot[ordinal * HOT + FLAGS]! & ALIVE) || !matches(ordinal)) continue
      if (first.length < wanted) first.push(ordinal)
      if (counted < cap) counted++
      if (counted >= cap && first.length >= wanted) break
    }
    return { first, counted }
  }

  /**
   * For each word in at least `orderedFrom` products, its products' places in each sort's order:
   * each order read once, a product's words pushed in turn (the renumbered index, before `sealed`
   * is set).
   */
  private async orderWords(sealed: number, pause: () => Promise<unknown>): Promise<void> {
    const from = this.options.orderedFrom ?? ORDERED_FROM
    const { postings, termList } = this
    const heavy = new Uint8Array(postings.length)
    let any = false
    postings.forEach((list, term) => {
      if (list.length < from) return
      heavy[term] = 1
      any = true
    })
    const ordered = noOrderedWords()
    this.ordered = ordered
    if (!any) return
    for (const order of PLACED_ORDERS) {
      const building: (IntList | undefined)[] = postings.map((list, term) =>
        heavy[term] ? new IntList(list.length) : undefined,
      )
      const list = this.lists[order]!
      for (let place = 0; place < list.length; place++) {
        if (place > 0 && place % SEAL_SLICE === 0) await pause()
        const ordinal = list[place]!
        if (ordinal >= sealed) continue
        const { start, documentEnd } = this.wordsOf(ordinal)
        for (let word = start; word < documentEnd; word++) {
          building[termList.values[word]!]?.push(place)
        }
      }
      ordered[order] = building.map((words) => words?.values.subarray(0, words.length))
    }
  }

  private buildFilterSets(sealed: number): FilterSets {
    const size = (sealed >>> 5) + 1
    const sets: FilterSets = {
      categories: new Map(),
      inStock: new Uint32Array(size),
      international: new Uint32Array(size),
      featured: new Uint32Array(size),
      variants: new Uint32Array(size),
    }
    const { hot } = this
    for (let ordinal = 0; ordinal < sealed; ordinal++) {
      const at = ordinal * HOT
      const flags = hot[at + FLAGS]!
      if (flags & IN_STOCK) setBit(sets.inStock, ordinal)
      if (flags & INTERNATIONAL) setBit(sets.international, ordinal)
      if (flags & FEATURED) setBit(sets.featured, ordinal)
      if (flags & HAS_VARIANTS) setBit(sets.variants, ordinal)
      const category = hot[at + CATEGORY]!
      let set = sets.categories.get(category)
      if (!set) sets.categories.set(category, (set = new Uint32Array(size)))
      setBit(set, ordinal)
    }
    return sets
  }

  /**
   * The filters' sets for a search, and with price bounds in the price order the places between
   * them (a product with variants is let through: its variants are asked about).
   */
  private prefilter(filters: IndexFilters, order: Placed | null): Prefilter {
    const sets = this.filterSets
    if (!sets) return () => true
    const required: Uint32Array[] = []
    if (filters.categoryId !== undefined) {
      const category = this.interned.get(filters.categoryId)
      const set = category === undefined ? undefined : sets.categories.get(category)
      if (!set) return () => false
      required.push(set)
    }
    if (filters.inStock === true) required.push(sets.inStock)
    if (filters.international === true) required.push(sets.international)
    if (filters.featured === true) required.push(sets.featured)
    const notFeatured = filters.featured === false
    const { minPrice, maxPrice } = filters
    const priced = minPrice !== undefined || maxPrice !== undefined
    const byPlace = priced && order === 'price'
    const { prices } = this
    let low = 0
    let high = Infinity
    if (byPlace) {
      const list = this.lists.price!
      // The first place at which `past` holds (prices ascend along the order).
      const bound = (past: (price: number) => boolean) => {
        let from = 0
        let to = list.length
        while (from < to) {
          const middle = (from + to) >>> 1
          if (past(prices[list[middle]!]!)) to = middle
          else from = middle + 1
        }
        return from
      }
      if (minPrice !== undefined) low = bound((price) => price >= minPrice)
      if (maxPrice !== undefined) high = bound((price) => price > maxPrice) - 1
    }
    const { variants, featured } = sets
    const lowest = minPrice ?? -Infinity
    const highest = maxPrice ?? Infinity
    if (required.length === 0 && !notFeatured && !priced) return () => true
    return (ordinal, place) => {
      for (const set of required) if (!hasBit(set, ordinal)) return false
      if (notFeatured && hasBit(featured, ordinal)) return false
      if (priced && !hasBit(variants, ordinal)) {
        if (byPlace && place >= 0) return place >= low && place <= high
        const price = prices[ordinal]!
        return price >= lowest && price <= highest
      }
      return true
    }
  }

  /**
   * The rarest key's words whose products are kept in the sort's order (`lists`, their places in
   * `order`), read together in the sort's direction: offers the matches to `kept` and counts them
   * (from `counted`, up to `cap`) until the first `wanted` of them and the cap are reached.
   * Products already looked at in this search are passed over. Answers the count.
   */
  private mergeOrdered(
    lists: Int32Array[],
    order: Int32Array,
    backwards: boolean,
    passes: Prefilter,
    matches: (ordinal: number) => boolean,
    stamp: number,
    kept: Best,
    counted: number,
    cap: number,
    wanted: number,
  ): number {
    const { hot } = this
    // The direction of reading; a place times it ascends along the reading.
    const step = backwards ? -1 : 1
    const at = lists.map((list) => (backwards ? list.length - 1 : 0))
    // Each list's next place, signed so that the next to read is the least; Infinity at its end.
    const heads = new Float64Array(lists.length)
    const head = (list: number) => {
      const values = lists[list]!
      const index = at[list]!
      heads[list] = index < 0 || index >= values.length ? Infinity : step * values[index]!
    }
    for (let list = 0; list < lists.length; list++) head(list)
    let found = 0
    for (;;) {
      // The next product: the list whose head comes first (a key has few such words: a scan).
      let next = 0
      for (let list = 1; list < lists.length; list++) if (heads[list]! < heads[next]!) next = list
      if (heads[next] === Infinity) return counted
      const place = lists[next]![at[next]!]!
      at[next] = at[next]! + step
      head(next)
      const ordinal = order[place]!
      if (!passes(ordinal, place)) continue
      // Once per product (it may be in several words' lists): looking at it marks it LOOKED.
      const offset = ordinal * HOT
      if (!(hot[offset + FLAGS]! & ALIVE) || hot[offset + LOOKED] === stamp) continue
      if (!matches(ordinal)) continue
      if (counted < cap) counted++
      if (found < wanted) {
        kept.offer(ordinal)
        found++
      }
      if (counted >= cap && found >= wanted) return counted
    }
  }

  private nameLowerBound(prefix: string): number {
    const byName = this.byName!
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
    const { start, documentEnd, nameEnd } = this.wordsOf(ordinal)
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
    this.hot[ordinal * HOT + MASKS] =
      (document << DOCUMENT_MASK) |
      (name << NAME_MASK) |
      (exactDocument << EXACT_DOCUMENT_MASK) |
      (exactName << EXACT_NAME_MASK)
    return document
  }

  /** Which keys (a bit each) the product's words matched, as its last `examine` found. */
  private mask(ordinal: number, which: number): number {
    return (this.hot[ordinal * HOT + MASKS]! >>> which) & 0xff
  }

  private alive(ordinal: number): boolean {
    return (this.hot[ordinal * HOT + FLAGS]! & ALIVE) !== 0
  }

  /** Where a product's words sit in termList: its document's from start, then its name's. */
  private wordsOf(ordinal: number): { start: number; documentEnd: number; nameEnd: number } {
    const start = this.hot[ordinal * HOT + TERMS]!
    const lengths = this.hot[ordinal * HOT + LENGTHS]!
    const documentEnd = start + (lengths & 0xffff)
    return { start, documentEnd, nameEnd: documentEnd + (lengths >>> 16) }
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
    const hot = this.hot
    return (ordinal) => {
      const at = ordinal * HOT
      const flags = hot[at + FLAGS]!
      if (category !== -2 && hot[at + CATEGORY] !== category) return NO
      if (sellerId !== -2 && hot[at + SELLER] !== sellerId) return NO
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
    const { first, second, names, sales } = this
    for (let p = 0; p < count; p++) {
      const ordinal = ordinals[p]!
      const name = names[ordinal]!
      // A name starting with the query starts with its first word: that word matched the name.
      const nameMask = this.mask(ordinal, NAME_MASK)
      const leads = (nameMask & 1) === 1 && name.startsWith(whole)
      const rank =
        leads && name.length === whole.length
          ? 0
          : leads && name.startsWith(wholeAndMore)
            ? 1
            : this.mask(ordinal, EXACT_NAME_MASK) === every
              ? 2
              : this.mask(ordinal, EXACT_DOCUMENT_MASK) === every
                ? 3
                : leads
                  ? 4
                  : nameMask === every
                    ? 5
                    : 6
      first[p] = rank * 65_536 + name.length
      second[p] = -sales[ordinal]!
    }
  }
}
