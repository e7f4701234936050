import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { searchQuery, type SearchPage } from '#shared/contracts/search.ts'
import { SEARCH_COUNT_CAP, SEARCH_SORTS } from '#shared/search-options.ts'
import { openDatabase } from '#server/db/database.ts'
import { products } from '#server/db/schema/catalog.ts'
import { productVariants } from '#server/db/schema/variants.ts'
import { ungated } from '#server/lib/concurrency-gate.ts'
import { setReadCaches } from '#server/modules/catalog/display-count-cache.ts'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser } from '#test/helpers/user-factories.ts'
import { LiveSearchIndex } from './live-search-index.ts'
import { SearchIndex, type IndexRow } from './search-index.ts'
import { allSearchTerms } from './search-index.queries.ts'
import { addSearchTerms, findQueryTerms, refreshProductSearchDocuments } from './search.queries.ts'
import { similarity, trigrams, Vocabulary } from './vocabulary.ts'
import { search, suggest } from './search.service.ts'

let t: TestApp
const log = { error: () => undefined, warn: () => undefined }

beforeAll(async () => {
  t = await createTestApp()
  // Both answers of each comparison are worked out, not one taken from the other's cache.
  setReadCaches(false)
})

afterAll(async () => {
  setReadCaches(true)
  await t.close()
})

async function loadedIndex(): Promise<LiveSearchIndex> {
  const live = new LiveSearchIndex(t.db, log)
  live.start()
  await live.loaded()
  expect(live.state).toBe('ready')
  return live
}

type Query = Record<string, string | number | boolean | undefined>
const input = (query: Query) => searchQuery.parse(query)
const ids = (page: SearchPage) => page.items.map((item) => item.id)
const names = (page: SearchPage) => page.items.map((item) => item.name)

/** A small generator, so the catalogue is the same at every run. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

describe('the in-memory search index', () => {
  it('finds what the database finds, in the same order, for every sort and filter', async () => {
    const pick = random(7)
    const { seller } = await createSellerUser(t.db)
    const other = await createSellerUser(t.db)
    const coffee = await createCategory(t.db)
    const clothes = await createCategory(t.db)
    const words = [
      'ቡና',
      'ይርጋጨፌ ቡና',
      'ቡና ከሐረር',
      'ጀበና',
      'የሸክላ ጀበና',
      'ቆሎ',
      'ጤፍ ቆሎ',
      'ሐበሻ ቀሚስ',
      'ቀሚስ',
      'ነጠላ',
      'ሽሮ',
      'ሽሮ ዱቄት',
      'Buna Sidamo',
      'Kolo',
      'መሶብ',
      'ቡናማ መሶብ',
    ]
    const made: string[] = []
    for (let index = 0; index < 64; index++) {
      const name = `${words[index % words.length]!}${index >= words.length ? ` ${index}` : ''}`
      const price = (50 + Math.floor(pick() * 2_000)).toFixed(2)
      const product = await createProduct(t.db, {
        sellerId: index % 3 === 0 ? other.seller.id : seller.id,
        categoryId: index % 2 === 0 ? coffee.id : clothes.id,
        name,
        description: index % 5 === 0 ? 'ለቡና ሥነ ሥርዓት' : 'በእጅ የተሠራ',
        tags: index % 7 === 0 ? ['harar'] : [],
        price,
        discountPrice: index % 4 === 0 ? (Number(price) / 2).toFixed(2) : null,
        stock: index % 6 === 0 ? 0 : 5,
        isFeatured: index % 8 === 0,
        shipsInternationally: index % 3 === 1,
        internationalShippingFee: index % 3 === 1 ? '500.00' : null,
        salesCount: Math.floor(pick() * 4),
        viewCount: Math.floor(pick() * 40),
        averageRating: (pick() * 5).toFixed(2),
        reviewCount: Math.floor(pick() * 10),
        // Some at the very same time, so the id decides.
        createdAt: new Date(Date.UTC(2026, 10, 1 + (index % 20))),
      })
      made.push(product.id)
    }
    // Products with variants: the price bounds ask their active variants.
    for (const [at, prices] of [
      [1, ['120.00', '900.00']],
      [2, ['1500.00']],
    ] as const) {
      await t.db.insert(productVariants).values(
        prices.map((price, position) => ({
          productId: made[at]!,
          optionValues: { size: String(position) },
          price,
          position,
        })),
      )
    }
    const live = await loadedIndex()
    const queries = ['ቡና', 'buna', 'bunna', 'bunni', 'jebena', 'kolo', 'ቀሚስ', 'shiro', 'harar']
    const variations: Query[] = [
      {},
      { sort: 'price-low' },
      { sort: 'price-high' },
      { sort: 'newest' },
      { sort: 'rating' },
      { sort: 'popular' },
      { inStock: 'true' },
      { minPrice: '100', maxPrice: '1000', sort: 'price-low' },
      { maxPrice: '1200' },
      { category: coffee.slug, sort: 'newest' },
      { category: clothes.id },
      { sellerId: other.seller.id, sort: 'popular' },
      { featured: 'false', international: 'true' },
      { limit: 3, page: 2 },
      { limit: 2, page: 3, sort: 'price-high' },
    ]
    let compared = 0
    for (const q of queries) {
      for (const variation of variations) {
        const query = input({ q, ...variation })
        const fromDatabase = await search(t.db, query, ungated, null)
        const fromIndex = await search(t.db, query, ungated, live)
        expect(ids(fromIndex), JSON.stringify({ q, ...variation })).toEqual(ids(fromDatabase))
        expect(fromIndex.total).toBe(fromDatabase.total)
        expect(fromIndex.nextCursor).toBe(fromDatabase.nextCursor)
        if (fromDatabase.items.length > 1) compared++
      }
      expect(await suggest(t.db, q, ungated, live)).toEqual(await suggest(t.db, q, ungated, null))
    }
    // The comparison was not of empty pages.
    expect(compared).toBeGreaterThan(80)
  })

  it('follows what is written after it loaded, by this process or another', async () => {
    const { seller } = await createSellerUser(t.db)
    const category = await createCategory(t.db)
    const add = (name: string, price: string) =>
      createProduct(t.db, { sellerId: seller.id, categoryId: category.id, name, price })
    const cheap = await add('ሲኒ ትንሽ', '100.00')
    const dear = await add('ሲኒ ትልቅ', '300.00')
    const live = await loadedIndex()
    const find = async (q: string, more: Query = {}) =>
      search(t.db, input({ q, sellerId: seller.id, sort: 'price-low', ...more }), ungated, live)

    expect(names(await find('sini'))).toEqual(['ሲኒ ትንሽ', 'ሲኒ ትልቅ'])
    // A new price, straight in the database as another process would write it.
    await t.db.update(products).set({ price: '500.00' }).where(eq(products.id, cheap.id))
    expect(names(await find('sini'))).toEqual(['ሲኒ ትልቅ', 'ሲኒ ትንሽ'])
    expect(names(await find('sini', { maxPrice: '400' }))).toEqual(['ሲኒ ትልቅ'])
    // A new product, found by its words once its document is written (by the search itself).
    await add('ሲኒ መካከለኛ', '200.00')
    expect(names(await find('sini'))).toEqual(['ሲኒ መካከለኛ', 'ሲኒ ትልቅ', 'ሲኒ ትንሽ'])
    // Renamed: found by the new name only.
    await t.db.update(products).set({ name: 'ጀበና ትልቅ' }).where(eq(products.id, dear.id))
    expect(names(await find('sini'))).toEqual(['ሲኒ መካከለኛ', 'ሲኒ ትንሽ'])
    expect(names(await find('jebena'))).toEqual(['ጀበና ትልቅ'])
    // Taken off sale, then deleted.
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, dear.id))
    expect(names(await find('jebena'))).toEqual([])
    await t.db.delete(products).where(eq(products.id, cheap.id))
    expect(names(await find('sini'))).toEqual(['ሲኒ መካከለኛ'])
    expect((await find('sini')).total).toBe(1)
  })

  it('loads everything again once enough has changed, and answers the same after', async () => {
    const { seller } = await createSellerUser(t.db)
    const category = await createCategory(t.db)
    const made = []
    for (const [name, price] of [
      ['ጋቢ ነጭ', '300.00'],
      ['ጋቢ ቀይ', '200.00'],
      ['ጋቢ ጥቁር', '100.00'],
    ] as const) {
      made.push(
        await createProduct(t.db, { sellerId: seller.id, categoryId: category.id, name, price }),
      )
    }
    const live = new LiveSearchIndex(t.db, log, { reloadTail: 1 })
    live.start()
    await live.loaded()
    const find = async () =>
      names(
        await search(
          t.db,
          input({ q: 'gabi', sellerId: seller.id, sort: 'price-low' }),
          ungated,
          live,
        ),
      )
    expect(await find()).toEqual(['ጋቢ ጥቁር', 'ጋቢ ቀይ', 'ጋቢ ነጭ'])
    const before = (await live.usable(async () => undefined))!.index
    // Two products changed: past the tail of one, a load starts beside the index in use.
    await t.db.update(products).set({ price: '50.00' }).where(eq(products.id, made[0]!.id))
    await t.db.update(products).set({ price: '400.00' }).where(eq(products.id, made[2]!.id))
    expect(await find()).toEqual(['ጋቢ ነጭ', 'ጋቢ ቀይ', 'ጋቢ ጥቁር'])
    await expect
      .poll(async () => (await live.usable(async () => undefined))!.index)
      .not.toBe(before)
    const after = (await live.usable(async () => undefined))!.index
    expect(after.unsealed.tail).toBe(0)
    expect(await find()).toEqual(['ጋቢ ነጭ', 'ጋቢ ቀይ', 'ጋቢ ጥቁር'])
    live.close()
  })

  it('loads again after a load failed, searches asking the database meanwhile', async () => {
    // A database the index cannot read yet: its tables are made after the first load.
    const handle = await openDatabase({ engine: 'pglite' })
    const logged: { level: string; message: string }[] = []
    const live = new LiveSearchIndex(
      handle.db,
      {
        error: (_object, message) => logged.push({ level: 'error', message }),
        warn: (_object, message) => logged.push({ level: 'warn', message }),
      },
      { retryMs: 20 },
    )
    try {
      live.start()
      await live.loaded()
      expect(live.state).toBe('failed')
      expect(await live.usable(async () => undefined)).toBeNull()
      await handle.migrate()
      await expect.poll(() => live.state, { timeout: 10_000 }).toBe('ready')
      expect(await live.usable(async () => undefined)).not.toBeNull()
      expect(logged.length).toBeGreaterThan(0)
      expect(logged[0]).toEqual({
        level: 'warn',
        message: expect.stringMatching(/loading failed \(attempt 1\).*next attempt in 20 ms/),
      })
    } finally {
      live.close()
      await handle.close()
    }
  })

  it('counts up to the cap and says "at least" past it, as the database does', async () => {
    const { seller } = await createSellerUser(t.db)
    const category = await createCategory(t.db)
    await t.db.insert(products).values(
      Array.from({ length: SEARCH_COUNT_CAP + 5 }, (_, index) => ({
        sellerId: seller.id,
        categoryId: category.id,
        name: `ማር ${index}`,
        price: '100.00',
        stock: 1,
      })),
    )
    await refreshProductSearchDocuments(t.db)
    const live = await loadedIndex()
    const page = await search(t.db, input({ q: 'mar', sellerId: seller.id }), ungated, live)
    expect(page.total).toBe(SEARCH_COUNT_CAP)
    expect(page.totalIsAtLeast).toBe(true)
    // Every name starts with the query's word: the shortest names first, then the later ids.
    const expected = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.sellerId, seller.id))
      .orderBy(sql`length(${products.searchName})`, sql`${products.id} desc`)
      .limit(20)
    expect(ids(page)).toEqual(expected.map((row) => row.id))
  })

  it('says where searches find their matches', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/search/status' })
    expect(response.statusCode).toBe(200)
    const status = response.json<{ index: string; products: number }>()
    expect(status.index).toBe('ready')
    const [listed] = await t.db
      .execute<{ count: number }>(
        sql`select count(*)::int as count from product_search where listed`,
      )
      .then((result) => (result as unknown as { rows: { count: number }[] }).rows)
    expect(status.products).toBeLessThanOrEqual(listed!.count)
    expect(status.products).toBeGreaterThan(0)
  })
})

describe('the vocabulary held in memory', () => {
  it('finds the typos and longer words the database finds, in the same order', async () => {
    const pick = random(11)
    const letters = 'abdefgiklmnorstuwyz'
    const words = Array.from({ length: 400 }, () =>
      Array.from({ length: 3 + Math.floor(pick() * 7) }, () =>
        letters.charAt(Math.floor(pick() * letters.length)),
      ).join(''),
    )
    await addSearchTerms(t.db, [...words, 'buna', 'bunna', 'kabuna', 'harar', 'kaharar', 'sidamo'])
    const vocabulary = new Vocabulary()
    for (const term of await allSearchTerms(t.db)) vocabulary.add(term)
    // Known words, typos of them (a letter dropped, doubled, changed), words inside longer ones.
    const keys = [
      'buna',
      'bunni',
      'bna',
      'harar',
      'harrar',
      'sidamu',
      ...words
        .slice(0, 60)
        .map((word, at) =>
          at % 3 === 0 ? word.slice(1) : at % 3 === 1 ? `${word}${word.at(-1)}` : `${word}a`,
        ),
    ]
    for (let start = 0; start < keys.length; start += 6) {
      const some = keys.slice(start, start + 6)
      expect(vocabulary.queryKeys(some), some.join(' ')).toEqual(await findQueryTerms(t.db, some))
    }
  })

  it("works out pg_trgm's similarity", async () => {
    const pairs = [
      ['buna', 'bunna'],
      ['harar', 'harrar'],
      ['abcdefg', 'abcdefgh'],
      ['kolo', 'kolu'],
      ['sidamo', 'sidama'],
      ['aa', 'aaa'],
    ]
    for (const [left, right] of pairs) {
      const own = trigrams(left!)
      const theirs = trigrams(right!)
      const shared = [...own].filter((trigram) => theirs.has(trigram)).length
      const result = (await t.db.execute(
        sql`select similarity(${left}, ${right})::float8 as value`,
      )) as unknown as { rows: { value: number }[] }
      expect(similarity(shared, own.size, theirs.size)).toBe(result.rows[0]!.value)
    }
  })
})

/** The orders the database gives LiveSearchIndex (search-index.queries.ts), worked out here. */
async function sealInOrder(index: SearchIndex, rows: IndexRow[]) {
  const byId = (a: IndexRow, b: IndexRow) =>
    a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0
  const sorted = (compare: (a: IndexRow, b: IndexRow) => number) =>
    [...rows].sort(compare).map((each) => each.productId)
  const length = (each: IndexRow) => each.searchName?.length ?? 0
  index.setOrder(
    'relevance',
    sorted((a, b) => length(a) - length(b) || b.salesCount - a.salesCount || byId(b, a)),
  )
  index.setOrder(
    'price',
    sorted((a, b) => a.price - b.price || byId(a, b)),
  )
  index.setOrder(
    'newest',
    sorted((a, b) => b.createdAtMicros - a.createdAtMicros || byId(b, a)),
  )
  index.setOrder(
    'rating',
    sorted(
      (a, b) => b.averageRating - a.averageRating || b.reviewCount - a.reviewCount || byId(b, a),
    ),
  )
  index.setOrder(
    'popular',
    sorted((a, b) => b.salesCount - a.salesCount || b.viewCount - a.viewCount || byId(b, a)),
  )
  index.setOrder(
    'name',
    sorted((a, b) => ((a.searchName ?? '') < (b.searchName ?? '') ? -1 : 1)),
  )
  await index.seal()
}

describe('SearchIndex', () => {
  // With words kept in the sorts' orders: none (a sort reads every product of its rarest key, or
  // walks the order), or those in 500 products or more (about 610 each; "bunay", in 100, is not).
  it.each([{ orderedFrom: undefined }, { orderedFrom: 500 }])(
    "answers the same from the sorts' orders as from every product, before and after changes (words in order from $orderedFrom products)",
    async ({ orderedFrom }) => {
      const pick = random(3)
      const words = ['buna', 'bunna', 'kolo', 'kamis', 'mar', 'sini']
      const rows = Array.from({ length: 2_000 }, (_, n) => {
        const own = [words[n % words.length]!, words[Math.floor(pick() * words.length)]!]
        if (n % 20 === 0) own.push('bunay')
        return row(`${String(n).padStart(8, '0')}-0000-0000-0000-000000000000`, own, {
          searchName: own.slice(0, 1 + (n % 2)).join(' '),
          nameWords: own.slice(0, 1 + (n % 2)),
          price: Math.floor(pick() * 50),
          salesCount: Math.floor(pick() * 3),
          viewCount: Math.floor(pick() * 3),
          averageRating: Math.floor(pick() * 3),
          reviewCount: Math.floor(pick() * 3),
          createdAtMicros: Math.floor(pick() * 5),
          inStock: pick() > 0.3,
        })
      })
      const { sealed, whole } = await sealedAndWhole(rows, orderedFrom)
      // Changed after the seal: looked at in full by every query until the next one.
      for (const each of rows.slice(0, 300)) {
        const changed = { ...each, price: each.price + 7, salesCount: each.salesCount + 1 }
        sealed.upsert(changed)
        whole.upsert(changed)
      }
      for (const each of rows.slice(300, 400)) {
        sealed.remove(each.productId)
        whole.remove(each.productId)
      }
      for (const word of ['buna', 'kolo', 'bun', 'ka']) {
        for (const sort of SEARCH_SORTS) {
          for (const filters of [{}, { inStock: true, maxPrice: 30 }]) {
            const query = { keys: [key(word)], filters, sort, offset: 5, limit: 30, cap: 10_000 }
            expect(sealed.search(query), `${word} ${sort}`).toEqual(whole.search(query))
          }
        }
      }
      // With a cap, a sort still finds the same page and counts no further.
      const capped = {
        keys: [key('buna')],
        filters: {},
        sort: 'price-high' as const,
        offset: 0,
        limit: 10,
        cap: 50,
      }
      expect(sealed.search(capped)).toEqual(whole.search(capped))
      expect(sealed.search(capped)).toMatchObject({ total: 50 })
    },
  )

  // With words kept in the sorts' orders: none, or those in 1,000 products or more (all but "sini").
  it.each([{ orderedFrom: undefined }, { orderedFrom: 1_000 }])(
    "walks a sort's order, marks keys in sets and falls back to the lists, answering as every product does (words in order from $orderedFrom products)",
    async ({ orderedFrom }) => {
      const pick = random(11)
      // Broad words that cheap products have (a sort by price from the top meets them last), and
      // products with variants that the price bounds never admit: a walk judged on a sample of
      // them runs out of steps and the lists answer instead.
      const rows = Array.from({ length: 3_000 }, (_, n) => {
        const price = Math.floor(pick() * 100)
        const own = [
          price < 60 || pick() < 0.1 ? 'buna' : 'laptop',
          pick() < 0.5 ? 'kolo' : 'mar',
          ...(pick() < 0.3 ? ['sini'] : []),
        ]
        return row(`${String(n).padStart(8, '0')}-0000-0000-0000-000000000000`, own, {
          searchName: own.join(' '),
          nameWords: own,
          price,
          categoryId: pick() < 0.2 ? 'rare' : 'c',
          hasVariants: pick() < 0.2,
          salesCount: Math.floor(pick() * 5),
          viewCount: Math.floor(pick() * 5),
          averageRating: Math.floor(pick() * 5),
          reviewCount: Math.floor(pick() * 5),
          createdAtMicros: Math.floor(pick() * 1_000),
          inStock: pick() > 0.3,
          isFeatured: pick() < 0.3,
          shipsInternationally: pick() < 0.4,
        })
      })
      const { sealed, whole } = await sealedAndWhole(rows, orderedFrom)
      const queries = [['buna'], ['kolo'], ['mar', 'buna'], ['sini', 'kolo'], ['laptop', 'mar']]
      const filters = [
        {},
        { inStock: true },
        { categoryId: 'rare' },
        { minPrice: 80 },
        { maxPrice: 20, inStock: true },
        { minPrice: 30, maxPrice: 50, featured: true },
        { featured: false, international: true, categoryId: 'c' },
        { categoryId: 'none' },
      ]
      for (const words of queries) {
        for (const sort of SEARCH_SORTS) {
          for (const filter of filters) {
            for (const [offset, limit, cap] of [
              [0, 5, 20],
              [10, 5, 40],
              // A page past the count's cap.
              [30, 10, 20],
              [0, 20, 1_000],
            ] as const) {
              const query = {
                keys: words.map(key),
                filters: filter,
                sort,
                offset,
                limit,
                cap,
                variantsWithin: new Set<string>(),
              }
              const label = `${words.join(' ')} ${sort} ${JSON.stringify(filter)} ${offset} ${cap}`
              expect(sealed.search(query), label).toEqual(whole.search(query))
            }
          }
        }
      }
    },
  )

  it('may not be written while it seals', async () => {
    const index = new SearchIndex()
    const rows = Array.from({ length: 10 }, (_, n) => row(`p${n}`, ['buna']))
    for (const each of rows) index.upsert(each)
    const sealing = sealInOrder(index, rows)
    expect(() => index.upsert(row('p99', ['kolo']))).toThrow(/while sealing/)
    expect(() => index.remove('p1')).toThrow(/while sealing/)
    await sealing
    index.upsert(row('p99', ['kolo']))
    expect(find(index, 'kolo')).toMatchObject({ ids: ['p99'], total: 1 })
  })

  /** The same rows in an index sealed in the orders and in one never sealed (it looks at every product). */
  async function sealedAndWhole(rows: IndexRow[], orderedFrom?: number) {
    const sealed = new SearchIndex({ orderedFrom })
    const whole = new SearchIndex()
    for (const each of rows) {
      sealed.upsert(each)
      whole.upsert(each)
    }
    await sealInOrder(sealed, rows)
    return { sealed, whole }
  }

  const row = (productId: string, words: string[], more: Partial<IndexRow> = {}): IndexRow => ({
    productId,
    listed: true,
    sellerId: 's',
    categoryId: 'c',
    isFeatured: false,
    inStock: true,
    shipsInternationally: false,
    hasVariants: false,
    price: 100,
    searchName: words.join(' '),
    documentWords: words,
    nameWords: words,
    salesCount: 0,
    viewCount: 0,
    averageRating: 0,
    reviewCount: 0,
    createdAtMicros: 0,
    ...more,
  })
  const key = (word: string) => ({ key: word, fuzzy: [], containing: [], synonyms: [] })
  const find = (index: SearchIndex, word: string) =>
    index.search({
      keys: [key(word)],
      filters: {},
      sort: 'price-low',
      offset: 0,
      limit: 10_000,
      cap: 100_000,
    })

  it('answers the same after dropping the rows of changed and removed products', () => {
    const index = new SearchIndex()
    for (let n = 0; n < 3_000; n++) {
      index.upsert(row(`p${String(n).padStart(5, '0')}`, ['buna', `w${n % 10}`], { price: n }))
    }
    // More than a quarter changed or gone: the index compacts itself along the way.
    for (let n = 0; n < 3_000; n += 2) {
      if (n % 4 === 0) index.remove(`p${String(n).padStart(5, '0')}`)
      else index.upsert(row(`p${String(n).padStart(5, '0')}`, ['kolo'], { price: n }))
    }
    expect(index.size).toBe(3_000 - 750)
    const buna = find(index, 'buna')
    expect('ids' in buna && buna.ids.length).toBe(1_500)
    expect('ids' in buna && buna.ids.slice(0, 2)).toEqual(['p00001', 'p00003'])
    const kolo = find(index, 'kolo')
    expect('ids' in kolo && kolo.ids.slice(0, 2)).toEqual(['p00002', 'p00006'])
    expect('ids' in kolo && kolo.total).toBe(750)
  })
})

if (inject('dbEngine') === 'postgres') {
  describe('the in-memory search index on PostgreSQL', () => {
    it('reads a change committed after a sync that ran while its transaction was open', async () => {
      const { seller } = await createSellerUser(t.db)
      const category = await createCategory(t.db)
      const product = await createProduct(t.db, {
        sellerId: seller.id,
        categoryId: category.id,
        name: 'ክራር',
        price: '100.00',
      })
      const live = await loadedIndex()
      const find = async () =>
        search(t.db, input({ q: 'krar', sellerId: seller.id, maxPrice: '150' }), ungated, live)
      expect(names(await find())).toEqual(['ክራር'])
      let release = () => undefined as void
      const held = new Promise<void>((resolve) => (release = resolve))
      let written = () => undefined as void
      const updated = new Promise<void>((resolve) => (written = resolve))
      const writing = t.db.transaction(async (tx) => {
        await tx.update(products).set({ price: '200.00' }).where(eq(products.id, product.id))
        written()
        await held
      })
      await updated
      // A later transaction commits while the first is open; the sync that follows reads it and
      // not the open one (the old price holds), which it must still read once that commits.
      await createProduct(t.db, { sellerId: seller.id, categoryId: category.id, name: 'ሌላ' })
      expect(names(await find())).toEqual(['ክራር'])
      release()
      await writing
      expect(names(await find())).toEqual([])
      // Answered by the index, not by the database while some document was missing.
      expect(await live.usable(async () => undefined)).not.toBeNull()
    })
  })
}
