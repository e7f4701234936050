import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SearchPage, SuggestionsResponse } from '#shared/contracts/search.ts'
import { translate } from '#shared/i18n/messages.ts'
import { SEARCH_COUNT_CAP } from '#shared/search-options.ts'
import { categories, products, productSearch } from '#server/db/schema/catalog.ts'
import { phoneticKeys } from '#shared/text/geez.ts'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser } from '#test/helpers/user-factories.ts'
import {
  SORTED_WALK,
  addSearchTerms,
  findQueryTerms,
  firstPart,
  refreshProductSearchDocuments,
  searchProductPage,
} from './search.queries.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

async function search(query: Record<string, string | number | boolean | undefined>) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value))
  }
  const response = await t.app.inject({ method: 'GET', url: `/api/search?${params}` })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<SearchPage>()
}

const names = (page: SearchPage) => page.items.map((item) => item.name)

/** A store and a category of its own, so each test's searches see only its own products. */
async function shop(category: Partial<typeof categories.$inferInsert> = {}) {
  const { seller } = await createSellerUser(t.db)
  const ownCategory = await createCategory(t.db, category)
  const add = (values: Partial<typeof products.$inferInsert> & { name: string }) =>
    createProduct(t.db, { sellerId: seller.id, categoryId: ownCategory.id, ...values })
  return { seller, category: ownCategory, add }
}

describe('GET /api/search: Amharic-aware matching', () => {
  it('finds ቡና products by ቡና, buna and bunna, and not unrelated ones', async () => {
    const { seller, add } = await shop()
    await add({ name: 'የይርጋጨፌ ቡና', description: 'ከይርጋጨፌ የተለቀመ' })
    await add({ name: 'ጀበና', description: 'የሸክላ ጀበና' })
    for (const q of ['ቡና', 'buna', 'bunna', 'Buna']) {
      const page = await search({ q, sellerId: seller.id })
      expect(names(page), q).toEqual(['የይርጋጨፌ ቡና'])
      expect(page.total, q).toBe(1)
    }
  })

  it('finds "በርበሬ — Berbere" by berbere, by the misspelt በርበረ and by typos', async () => {
    const { seller, add } = await shop()
    await add({ name: 'በርበሬ — Berbere', description: 'ቅመም' })
    await add({ name: 'ሚጥሚጣ — Mitmita', description: 'ቅመም' })
    for (const q of ['berbere', 'በርበረ', 'በርበሬ', 'bereber', 'berbre', 'barbare']) {
      expect(names(await search({ q, sellerId: seller.id })), q).toEqual(['በርበሬ — Berbere'])
    }
  })

  it('takes a known word as meant, and looks for what a word no product uses may be a typo of', async () => {
    const { seller, add } = await shop()
    // "kol" is close enough to "kolo" to be taken for a typo of it, were it not a word itself.
    await add({ name: 'ቆሎ', description: null })
    await add({ name: 'ኮል', description: null })
    expect(names(await search({ q: 'kolo', sellerId: seller.id }))).toEqual(['ቆሎ'])
    expect(names(await search({ q: 'kollo', sellerId: seller.id }))).toEqual(['ቆሎ'])
    expect(names(await search({ q: 'kolu', sellerId: seller.id })).sort()).toEqual(
      ['ቆሎ', 'ኮል'].sort(),
    )
  })

  it('finds one product by ሐበሻ ቀሚስ, ሀበሻ ቀሚስ, ኀበሻ ቀሚስ and habesha kemis', async () => {
    const { seller, add } = await shop()
    await add({ name: 'ሐበሻ ቀሚስ', description: 'በእጅ የተሰራ' })
    await add({ name: 'ነጠላ', description: 'የጥጥ ነጠላ' })
    for (const q of ['ሐበሻ ቀሚስ', 'ሀበሻ ቀሚስ', 'ኀበሻ ቀሚስ', 'habesha kemis', 'Habesha Qemis']) {
      expect(names(await search({ q, sellerId: seller.id })), q).toEqual(['ሐበሻ ቀሚስ'])
    }
  })

  it('finds ጤፍ by teff and tef, and a Latin-named laptop by ላፕቶፕ', async () => {
    const { seller, add } = await shop()
    await add({ name: 'ነጭ ጤፍ', description: 'ከደብረ ዘይት' })
    await add({ name: 'Dell Latitude Laptop 14"', description: 'Refurbished business laptop' })
    expect(names(await search({ q: 'teff', sellerId: seller.id }))).toEqual(['ነጭ ጤፍ'])
    expect(names(await search({ q: 'tef', sellerId: seller.id }))).toEqual(['ነጭ ጤፍ'])
    expect(names(await search({ q: 'ላፕቶፕ', sellerId: seller.id }))).toEqual([
      'Dell Latitude Laptop 14"',
    ])
  })

  it('matches English words in names, descriptions, tags and category names as usual', async () => {
    const { seller, add } = await shop({ name: 'Jewellery', nameAm: 'ጌጣጌጥ' })
    await add({ name: 'የብር ሀብል', description: 'Silver necklace from Axum', tags: ['handmade'] })
    for (const q of ['necklace', 'Silver Necklace', 'handmade', 'jewellery', 'ጌጣጌጥ', 'axum']) {
      expect(names(await search({ q, sellerId: seller.id })), q).toEqual(['የብር ሀብል'])
    }
    expect((await search({ q: 'bracelet', sellerId: seller.id })).total).toBe(0)
  })

  it('finds a word inside a longer Amharic word (ከሐረር by harar)', async () => {
    const { seller, add } = await shop()
    await add({ name: 'ቡና ከሐረር', description: null })
    expect(names(await search({ q: 'harar', sellerId: seller.id }))).toEqual(['ቡና ከሐረር'])
  })

  it('ranks the exact name first, then names starting with the query, then other matches', async () => {
    const { seller, add } = await shop()
    // Inserted worst first, so the order cannot come from insertion.
    await add({ name: 'Green coffee, bunna style', salesCount: 90 })
    await add({ name: 'የሲዳሞ ቡና', salesCount: 50 })
    await add({ name: 'ቡና ስኒ', salesCount: 10 })
    await add({ name: 'ቡና', salesCount: 0 })
    const page = await search({ q: 'ቡና', sellerId: seller.id })
    expect(names(page).slice(0, 2)).toEqual(['ቡና', 'ቡና ስኒ'])
    expect(names(page)).toHaveLength(4)

    await add({ name: 'ቡኒ ሻማ', salesCount: 500 })
    const fuzzy = await search({ q: 'bunni', sellerId: seller.id })
    expect(names(fuzzy)[0]).toBe('ቡኒ ሻማ')
  })

  it('ranks a word found in the name above the same word found only in the description', async () => {
    const { seller, add } = await shop()
    // The shorter name would come first if where the word was found did not count.
    await add({ name: 'ጀበና', description: 'ቡና ለማፍላት' })
    await add({ name: 'የሲዳሞ ቡና ምርጥ', description: null })
    expect(names(await search({ q: 'ቡና', sellerId: seller.id }))).toEqual(['የሲዳሞ ቡና ምርጥ', 'ጀበና'])
  })

  it('reads price, stock and listing changes made outside search as soon as they are written', async () => {
    const { seller, add } = await shop()
    const cheap = await add({ name: 'ሽሮ A', price: '100.00', stock: 3 })
    await add({ name: 'ሽሮ B', price: '200.00', stock: 3 })
    // A new limit each time: a page already served may be answered from the result cache.
    let limit = 10
    const byPrice = (filters: Record<string, string | boolean> = {}) =>
      search({ q: 'shiro', sellerId: seller.id, sort: 'price-low', limit: limit++, ...filters })
    expect(names(await byPrice())).toEqual(['ሽሮ A', 'ሽሮ B'])
    await t.db.update(products).set({ price: '300.00' }).where(eq(products.id, cheap.id))
    expect(names(await byPrice())).toEqual(['ሽሮ B', 'ሽሮ A'])
    expect(names(await byPrice({ maxPrice: '250' }))).toEqual(['ሽሮ B'])
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, cheap.id))
    expect(names(await byPrice({ inStock: true }))).toEqual(['ሽሮ B'])
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, cheap.id))
    expect((await byPrice()).total).toBe(1)
  })

  it('never shows unlisted products', async () => {
    const { seller, add } = await shop()
    await add({ name: 'ጤፍ ዱቄት', isActive: false })
    await add({ name: 'ጤፍ እንጀራ', reviewStatus: 'pending' })
    await add({ name: 'ጤፍ ቆሎ' })
    expect(names(await search({ q: 'teff', sellerId: seller.id }))).toEqual(['ጤፍ ቆሎ'])
  })

  it('follows a rename: the trigger drops the stale document and search writes a new one', async () => {
    const { seller, add } = await shop()
    const product = await add({ name: 'መሶብ' })
    expect(names(await search({ q: 'mesob', sellerId: seller.id }))).toEqual(['መሶብ'])
    await t.db.update(products).set({ name: 'ሽሮ' }).where(eq(products.id, product.id))
    const [stale] = await t.db
      .select({ document: products.searchDocument })
      .from(products)
      .where(eq(products.id, product.id))
    expect(stale?.document).toBeNull()
    expect(names(await search({ q: 'mesob', sellerId: seller.id }))).toEqual([])
    expect(names(await search({ q: 'shiro', sellerId: seller.id }))).toEqual(['ሽሮ'])
  })

  it('shows a new product at once, even for a query whose results were just served', async () => {
    const { seller, add } = await shop()
    await add({ name: 'ቆሎ — Kolo' })
    expect(names(await search({ q: 'kolo', sellerId: seller.id }))).toEqual(['ቆሎ — Kolo'])
    const later = await add({ name: 'የገብስ ቆሎ' })
    await refreshProductSearchDocuments(t.db, [later.id])
    expect(names(await search({ q: 'kolo', sellerId: seller.id })).sort()).toEqual(
      ['ቆሎ — Kolo', 'የገብስ ቆሎ'].sort(),
    )
  })

  it('refreshProductSearchDocuments writes documents, and renamed categories refresh too', async () => {
    const { seller, category, add } = await shop({ name: 'Baskets', nameAm: 'ቅርጫት' })
    const product = await add({ name: 'ቀይ', description: null })
    expect(await refreshProductSearchDocuments(t.db, [product.id])).toBe(1)
    const [row] = await t.db
      .select({ document: products.searchDocument, name: products.searchName })
      .from(products)
      .where(eq(products.id, product.id))
    expect(row).toEqual({ document: 'kay baskats krcat', name: 'kay' })

    // Both names change: ቅርጫት would still find the English "Baskets" through the synonym list.
    await t.db
      .update(categories)
      .set({ name: 'Mesobs', nameAm: 'መሶብ' })
      .where(eq(categories.id, category.id))
    expect(names(await search({ q: 'mesob', sellerId: seller.id }))).toEqual(['ቀይ'])
    expect(names(await search({ q: 'ቅርጫት', sellerId: seller.id }))).toEqual([])
  })
})

describe('GET /api/search: filters, counts and paging', () => {
  it('applies every filter on the server, with totals to match', async () => {
    const { seller, category, add } = await shop()
    await add({ name: 'ቡና A', price: '100.00', stock: 5 })
    await add({ name: 'ቡና B', price: '900.00', discountPrice: '450.00', stock: 0 })
    await add({
      name: 'ቡና C',
      price: '2000.00',
      stock: 3,
      isFeatured: true,
      shipsInternationally: true,
      internationalShippingFee: '800.00',
    })
    const other = await shop()
    await other.add({ name: 'ቡና D', price: '120.00' })

    const base = { q: 'buna', sellerId: seller.id }
    expect((await search(base)).total).toBe(3)
    expect(names(await search({ ...base, inStock: true, sort: 'price-low' }))).toEqual([
      'ቡና A',
      'ቡና C',
    ])
    // The sale price is what counts: B costs 450.
    expect(names(await search({ ...base, minPrice: '400', maxPrice: '500' }))).toEqual(['ቡና B'])
    const cheap = await search({ ...base, maxPrice: '1000', sort: 'price-high' })
    expect(names(cheap)).toEqual(['ቡና B', 'ቡና A'])
    expect(cheap.total).toBe(2)
    expect(names(await search({ ...base, featured: true }))).toEqual(['ቡና C'])
    expect(names(await search({ ...base, international: true }))).toEqual(['ቡና C'])
    expect((await search({ q: 'buna', category: category.slug })).total).toBe(3)
    expect((await search({ q: 'buna', category: category.id })).total).toBe(3)
    expect((await search({ q: 'buna', category: other.category.slug })).total).toBe(1)
    // Without a query the filters alone list the store.
    expect(names(await search({ sellerId: seller.id, sort: 'price-high' }))).toEqual([
      'ቡና C',
      'ቡና B',
      'ቡና A',
    ])
  })

  it('keeps every price within the bounds and none outside', async () => {
    const { seller, add } = await shop()
    // Prices at and around the bounds.
    for (const price of ['99.99', '100.00', '100.01', '155.24', '155.25', '155.26', '1000.00']) {
      await add({ name: `ምስር ${price}`, price })
    }
    const within = await search({
      q: 'misir',
      sellerId: seller.id,
      minPrice: '100',
      maxPrice: '155.25',
      sort: 'price-low',
    })
    expect(names(within)).toEqual(['ምስር 100.00', 'ምስር 100.01', 'ምስር 155.24', 'ምስር 155.25'])
  })

  it('pages with nextCursor or page numbers without repeating or losing a product', async () => {
    const { seller, add } = await shop()
    for (let index = 0; index < 7; index++) {
      await add({ name: `ሲኒ ${index}`, price: `${100 + index}.00` })
    }
    const first = await search({ q: 'sini', sellerId: seller.id, limit: 3, sort: 'price-low' })
    expect(first.total).toBe(7)
    const second = await search({
      q: 'sini',
      sellerId: seller.id,
      limit: 3,
      sort: 'price-low',
      cursor: first.nextCursor!,
    })
    const third = await search({
      q: 'sini',
      sellerId: seller.id,
      limit: 3,
      sort: 'price-low',
      page: 3,
    })
    expect([...names(first), ...names(second), ...names(third)]).toEqual(
      Array.from({ length: 7 }, (_, index) => `ሲኒ ${index}`),
    )
    expect(third.nextCursor).toBeNull()
  })

  it('answers 400 with the error shape for bad input', async () => {
    for (const url of [
      '/api/search?cursor=not-a-cursor',
      '/api/search?minPrice=500&maxPrice=100',
      '/api/search?sort=cheapest',
      '/api/search?minPrice=-3',
      '/api/search?sellerId=42',
      `/api/search?q=${'ቡ'.repeat(201)}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(400)
      expect(response.json(), url).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: expect.any(String),
      })
    }
  })

  it("names a bad field in the reader's language, even where the schema has no message of its own", async () => {
    const sortOf = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/search?sort=cheapest',
          headers: { 'accept-language': language },
        })
      ).json<{ details: { fields: Record<string, string> } }>().details.fields.sort
    expect(await sortOf('am')).toBe(translate('validation.invalid', 'am'))
    expect(await sortOf('en')).toBe('Invalid value')
    expect(await sortOf('om')).toBe(translate('validation.invalid', 'om'))
    expect(await sortOf('ti')).toBe(translate('validation.invalid', 'ti'))
  })

  it('treats a query of punctuation only as no query', async () => {
    const { seller, add } = await shop()
    await add({ name: 'ጀበና' })
    expect((await search({ q: '?!።', sellerId: seller.id })).total).toBe(1)
  })
})

describe('GET /api/search/suggestions', () => {
  async function suggest(q: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/search/suggestions?q=${encodeURIComponent(q)}`,
      headers: { 'accept-language': 'en' },
    })
    return response
  }

  it('suggests matching categories and product names, six at most', async () => {
    const { add } = await shop({ name: 'Spices zqx', nameAm: 'ቅመም zqx', slug: 'spices-zqx' })
    await add({ name: 'በርበሬ zqx' })
    for (let index = 0; index < 8; index++) await add({ name: `በርበሬ zqx ${index}` })
    const response = await suggest('zqx')
    expect(response.statusCode).toBe(200)
    const { suggestions } = response.json<SuggestionsResponse>()
    expect(suggestions).toHaveLength(6)
    expect(suggestions[0]).toEqual({
      kind: 'category',
      text: 'ቅመም zqx — Spices zqx',
      categorySlug: 'spices-zqx',
    })
    expect(suggestions[1]).toEqual({ kind: 'product', text: 'በርበሬ zqx', categorySlug: null })

    const latin = (await suggest('berbere zqx')).json<SuggestionsResponse>()
    expect(latin.suggestions[0]).toEqual({ kind: 'product', text: 'በርበሬ zqx', categorySlug: null })
  })

  it('answers 400 below two characters', async () => {
    for (const q of ['', 'a', ' ቡ ']) {
      const response = await suggest(q)
      expect(response.statusCode, q).toBe(400)
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: { fields: { q: 'Type at least 2 characters' } },
      })
    }
  })
})

describe('GET /api/search: the four languages', () => {
  it('finds ቡና by Oromo buna, Tigrinya ቡን and English coffee, and ማር by damma, መዓር and honey', async () => {
    const { seller, add } = await shop()
    await add({ name: 'የይርጋጨፌ ቡና', description: 'ከይርጋጨፌ የተለቀመ' })
    await add({ name: 'ነጭ ማር', description: 'ከጎጃም' })
    await add({ name: 'የሸክላ ጀበና', description: 'በእጅ የተሰራ' })
    for (const q of ['buna', 'ቡን', 'coffee', 'Buna']) {
      expect(names(await search({ q, sellerId: seller.id })), q).toEqual(['የይርጋጨፌ ቡና'])
    }
    for (const q of ['damma', 'መዓር', 'honey', 'ማር']) {
      expect(names(await search({ q, sellerId: seller.id })), q).toEqual(['ነጭ ማር'])
    }
  })

  it('finds English-named products by their Amharic, Oromo and Tigrinya words', async () => {
    const { seller, add } = await shop()
    await add({ name: 'Handwoven basket', description: 'Colourful' })
    await add({ name: 'Pure butter', description: 'Spiced' })
    for (const q of ['ቅርጫት', 'gundoo', 'ዘንቢል']) {
      expect(names(await search({ q, sellerId: seller.id })), q).toEqual(['Handwoven basket'])
    }
    for (const q of ['ቅቤ', 'dhadhaa', 'ጠስሚ']) {
      expect(names(await search({ q, sellerId: seller.id })), q).toEqual(['Pure butter'])
    }
  })

  it('folds the Ge’ez spelling variants in Tigrinya queries as in Amharic ones', async () => {
    const { seller, add } = await shop()
    await add({ name: 'ሓሪጭ ስርናይ', description: 'ካብ ትግራይ' })
    for (const q of ['ሓሪጭ', 'ሃሪጭ', 'ኃሪጭ']) {
      expect(names(await search({ q, sellerId: seller.id })), q).toEqual(['ሓሪጭ ስርናይ'])
    }
  })

  it('finds products by their category’s Oromo and Tigrinya names', async () => {
    const { seller, add } = await shop({
      name: 'Jewellery zqy',
      nameAm: 'ጌጣጌጥ',
      nameOm: 'Faaya zqy',
      nameTi: 'ስልማት zqy',
      slug: 'jewellery-zqy',
    })
    await add({ name: 'Silver cross pendant', description: 'Handmade' })
    for (const q of ['faaya zqy', 'ስልማት zqy']) {
      expect(names(await search({ q, sellerId: seller.id })), q).toEqual(['Silver cross pendant'])
    }
  })
})

describe('GET /api/search: counting a broad query', () => {
  it('counts matches exactly up to the cap and says "at least" past it', async () => {
    const { seller, category } = await shop()
    const rows = Array.from({ length: SEARCH_COUNT_CAP + 1 }, (_, i) => ({
      sellerId: seller.id,
      categoryId: category.id,
      name: `Sidama buna lot ${i}`,
      // One costs more: a price filter matches it alone.
      price: i === 0 ? '150.00' : '100.00',
      // All but one are in stock: the in-stock filter matches exactly the cap.
      stock: i === 0 ? 0 : 5,
    }))
    const inserted = await t.db.insert(products).values(rows).returning({ id: products.id })
    await refreshProductSearchDocuments(
      t.db,
      inserted.map((row) => row.id),
    )

    const broad = await search({ q: 'buna', sellerId: seller.id, limit: 5 })
    expect(broad.total).toBe(SEARCH_COUNT_CAP)
    expect(broad.totalIsAtLeast).toBe(true)
    expect(broad.items).toHaveLength(5)

    const exact = await search({ q: 'buna', sellerId: seller.id, inStock: true, limit: 5 })
    expect(exact.total).toBe(SEARCH_COUNT_CAP)
    expect(exact.totalIsAtLeast).toBe(false)

    const one = await search({ q: 'buna', sellerId: seller.id, minPrice: '150' })
    expect(one.total).toBe(1)
    expect(one.totalIsAtLeast).toBe(false)
  })

  it('still ranks the exact and leading names first, and sorts by price across every match', async () => {
    const { seller, category } = await shop()
    const rows = Array.from({ length: SEARCH_COUNT_CAP + 1 }, (_, i) => ({
      sellerId: seller.id,
      categoryId: category.id,
      name: `Sidama buna lot ${i}`,
      price: '100.00',
    }))
    const inserted = await t.db.insert(products).values(rows).returning({ id: products.id })
    // Added last, so no order of reading puts them first by chance.
    const best = [
      await createProduct(t.db, {
        sellerId: seller.id,
        categoryId: category.id,
        name: 'ቡና ስኒ',
        price: '5000.00',
      }),
      await createProduct(t.db, {
        sellerId: seller.id,
        categoryId: category.id,
        name: 'ቡና',
        price: '50.00',
      }),
    ]
    await refreshProductSearchDocuments(t.db, [
      ...inserted.map((row) => row.id),
      ...best.map((row) => row.id),
    ])

    const ranked = await search({ q: 'buna', sellerId: seller.id, limit: 5 })
    expect(ranked.totalIsAtLeast).toBe(true)
    expect(names(ranked).slice(0, 2)).toEqual(['ቡና', 'ቡና ስኒ'])
    expect(
      names(await search({ q: 'buna', sellerId: seller.id, sort: 'price-low', limit: 1 })),
    ).toEqual(['ቡና'])
    expect(
      names(await search({ q: 'buna', sellerId: seller.id, sort: 'price-high', limit: 1 })),
    ).toEqual(['ቡና ስኒ'])
    expect(
      names(await search({ q: 'buna', category: category.slug, sort: 'price-high', limit: 1 })),
    ).toEqual(['ቡና ስኒ'])
  })

  // It writes 22,000 products: on a busy two-core machine that alone can take half a minute.
  it(
    'sorts every match when the first rows of the sort hold none of a broad query',
    { timeout: 120_000 },
    async () => {
      const { seller, category } = await shop()
      // Written with their search keys, as refreshing 20,000 documents would take a while.
      const add = async (count: number, words: string, price: (i: number) => string) => {
        const ids: { id: string }[] = []
        for (let from = 0; from < count; from += 2_000) {
          const rows = Array.from({ length: Math.min(2_000, count - from) }, (_, index) => {
            const i = from + index
            return {
              sellerId: seller.id,
              categoryId: category.id,
              name: `${words} ${i}`,
              searchDocument: `${words.toLowerCase()} ${i}`,
              searchName: `${words.toLowerCase()} ${i}`,
              price: price(i),
            }
          })
          ids.push(...(await t.db.insert(products).values(rows).returning({ id: products.id })))
        }
        return ids
      }
      // Dearer than any match, and more than a sorted page walks before it gives up on the order.
      await add(SORTED_WALK + 100, 'Gold crown', (i) => `${900_000 + i}.00`)
      await add(SEARCH_COUNT_CAP + 1, 'Sidamo buna bag', (i) => `${100 + (i % 500)}.00`)
      await addSearchTerms(t.db, ['sidamo', 'buna', 'bag', 'gold', 'crown'])

      const page = await search({ q: 'buna', sellerId: seller.id, sort: 'price-high', limit: 3 })
      expect(page.totalIsAtLeast).toBe(true)
      expect(page.items.map((item) => item.price)).toEqual(['599.00', '599.00', '598.00'])
      const next = await search({
        q: 'buna',
        sellerId: seller.id,
        sort: 'price-high',
        limit: 3,
        cursor: page.nextCursor!,
      })
      expect(next.items.map((item) => item.price)).toEqual(['598.00', '597.00', '597.00'])

      // And from the cheap end, past as many cheaper products that do not match.
      await add(SORTED_WALK + 100, 'Salt grain', (i) => `${1 + (i % 50)}.00`)
      const cheapest = await search({ q: 'buna', sellerId: seller.id, sort: 'price-low', limit: 3 })
      expect(cheapest.items.map((item) => item.price)).toEqual(['100.00', '100.00', '100.00'])
      // Prices 100 to 599, two of each and a third 100: the last five of a thousand and the one after.
      const deep = await search({
        q: 'buna',
        sellerId: seller.id,
        sort: 'price-low',
        page: 200,
        limit: 5,
      })
      expect(deep.items.map((item) => item.price)).toEqual([
        '597.00',
        '597.00',
        '598.00',
        '598.00',
        '599.00',
      ])
      const last = await search({
        q: 'buna',
        sellerId: seller.id,
        sort: 'price-low',
        page: 201,
        limit: 5,
      })
      expect(last.items.map((item) => item.price)).toEqual(['599.00'])
      expect(last.nextCursor).toBeNull()
    },
  )
})

describe('search reads the full-text index part by part', () => {
  it('reads parts 1 to 8 from the query’s own first part on, wrapping round, and stops at the cap', async () => {
    const { seller, add } = await shop()
    const words = ['zarvok', 'melqit', 'dorbun', 'kiflat', 'yostem', 'gabrol', 'wenchiq', 'tolbaz']
    const added = []
    for (let i = 0; i < 40; i++) {
      added.push(await add({ name: `Item ${i}`, description: words.join(' ') }))
    }
    await refreshProductSearchDocuments(
      t.db,
      added.map((product) => product.id),
    )
    const rows = await t.db
      .select({ id: productSearch.productId, part: productSearch.searchBucket })
      .from(productSearch)
      .where(eq(productSearch.sellerId, seller.id))
    const partOf = new Map(rows.map((row) => [row.id, row.part]))
    const cap = 4
    const starts = new Set<number>()
    for (const word of words) {
      const query = { text: word, keys: await findQueryTerms(t.db, phoneticKeys(word)) }
      const start = firstPart(query)
      starts.add(start)
      const order = Array.from({ length: 8 }, (_, i) => 1 + ((start + i) % 8))
      const page = await searchProductPage(t.db, {
        filters: { sellerId: seller.id },
        query,
        sort: 'relevance',
        limit: cap,
        offset: 0,
        cap,
      })
      // None of the names starts with the word, so the page is the sample alone: the first
      // cap + 1 matches in the order the parts are read.
      const expected = order.flatMap((part) =>
        rows.filter((row) => row.part === part).map(() => part),
      )
      expect(page.rows.map((row) => partOf.get(row.id)).sort(), word).toEqual(
        expected.slice(0, cap + 1).sort(),
      )
      expect(page.total, word).toBe(cap + 1)
      // A page past the sample ranks a sample grown to reach it.
      const deep = await searchProductPage(t.db, {
        filters: { sellerId: seller.id },
        query,
        sort: 'relevance',
        limit: 50,
        offset: 0,
        cap,
      })
      expect(new Set(deep.rows.map((row) => row.id)).size, word).toBe(rows.length)
    }
    expect(starts.size).toBeGreaterThan(2)
    // Past the thousandth result by relevance: the page is empty here, and answered.
    const far = await search({ q: 'zarvok', sellerId: seller.id, page: 60 })
    expect(far.items).toEqual([])
  })
})

describe('GET /api/search: searches take turns', () => {
  it('runs one search at a time when told to, and refuses those past the waiting room with 503 to retry', async () => {
    const gated = await createTestApp({ SEARCH_CONCURRENCY: '1', SEARCH_QUEUE_MAX: '1' })
    try {
      const { seller } = await createSellerUser(gated.db)
      const category = await createCategory(gated.db)
      await createProduct(gated.db, { sellerId: seller.id, categoryId: category.id, name: 'ቡና' })
      // Twenty different queries at once (one query's concurrent misses would share one load).
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          gated.app.inject({ method: 'GET', url: `/api/search?q=buna&minPrice=${i}` }),
        ),
      )
      const refused = answers.filter((answer) => answer.statusCode === 503)
      // One running, one waiting, more as turns free: the others were refused at once.
      expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(2)
      expect(refused.length).toBeGreaterThan(0)
      expect(answers.every((answer) => [200, 503].includes(answer.statusCode))).toBe(true)
      for (const answer of refused) {
        expect(answer.headers['retry-after']).toBe('1')
        expect(answer.json()).toEqual({ code: 'SEARCH_BUSY', message: 'አገልግሎቱ ለጊዜው አይገኝም' })
      }
      // The turns are free again afterwards.
      const again = await gated.app.inject({ method: 'GET', url: '/api/search?q=buna' })
      expect(again.statusCode).toBe(200)
      expect(again.json<SearchPage>().items.map((item) => item.name)).toEqual(['ቡና'])
    } finally {
      await gated.close()
    }
  })
})
