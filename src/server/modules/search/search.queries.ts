import { createHash } from 'node:crypto'
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { SearchSort } from '#shared/search-options.ts'
import { buildSearchDocument, searchNameKey } from '#shared/text/search-document.ts'
import { SYNONYM_PREFIX_MIN_LENGTH, synonymKeys } from './synonyms.ts'
import type { Executor } from '#server/db/database.ts'
import { preparedPer, runOnce, withCompiledRows } from '#server/db/precompiled.ts'
import {
  SEARCH_BUCKETS,
  categories,
  products,
  productSearch,
  searchTerms,
} from '#server/db/schema/catalog.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { productVariants } from '#server/db/schema/variants.ts'
import { productListColumns } from '#server/modules/catalog/catalog.queries.ts'
import { containing as containingPattern } from '#server/db/like-pattern.ts'

// Amharic-aware product search (docs/decisions/004-amharic-search.md). Products carry a search
// document of ASCII phonetic keys; a query is turned into the same keys, each matched as a word
// prefix through the full-text index, as a substring through the trigram index, or, for typos,
// through the vocabulary of known keys by trigram similarity.

/* -------------------------------------------------------------------- documents */

const REFRESH_BATCH = 1_000
const TERMS_PER_INSERT = 5_000

/**
 * Recomputes the search document of the given products (all products when no ids are given) and
 * adds their keys to the vocabulary. Call it after any write to a product's name, description,
 * tags or category. Returns how many products it wrote.
 */
export async function refreshProductSearchDocuments(
  db: Executor,
  productIds?: readonly string[],
): Promise<number> {
  let written = 0
  if (productIds) {
    for (let start = 0; start < productIds.length; start += REFRESH_BATCH) {
      written += await refreshBatch(db, productIds.slice(start, start + REFRESH_BATCH))
    }
    return written
  }
  let after: string | null = null
  for (;;) {
    const rows: { id: string }[] = await db
      .select({ id: products.id })
      .from(products)
      .where(after ? sql`${products.id} > ${after}` : undefined)
      .orderBy(asc(products.id))
      .limit(REFRESH_BATCH)
    if (rows.length === 0) return written
    written += await refreshBatch(
      db,
      rows.map((row) => row.id),
    )
    after = rows[rows.length - 1]!.id
  }
}

/** Writes the documents still missing (new products, or ones whose source changed), up to `limit`. */
export async function refreshMissingSearchDocuments(db: Executor, limit: number): Promise<number> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(isNull(products.searchDocument))
    .limit(limit)
  return rows.length === 0
    ? 0
    : refreshBatch(
        db,
        rows.map((row) => row.id),
      )
}

// Bumped whenever documents are written (through any handle or transaction of this process), so
// cached search results never outlive a document.
let generation = 0

/** Part of every cached search's key. */
export function searchDocumentsGeneration(): number {
  return generation
}

/** Drops this process's cached search results, e.g. after a whole store was hidden or restored. */
export function invalidateSearchResults(): void {
  generation++
}

async function refreshBatch(db: Executor, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0
  const sources = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      tags: products.tags,
      categoryName: categories.name,
      categoryNameAm: categories.nameAm,
      categoryNameOm: categories.nameOm,
      categoryNameTi: categories.nameTi,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, ids))
  if (sources.length === 0) return 0
  const documents = sources.map((source) => ({
    id: source.id,
    name: source.name,
    document: buildSearchDocument(source),
    nameKey: searchNameKey(source.name),
  }))
  const values = sql.join(
    documents.map((row) => sql`(${row.id}::uuid, ${row.name}, ${row.document}, ${row.nameKey})`),
    sql`, `,
  )
  // The name is compared so that a rename racing this refresh keeps its (nulled) document.
  await db.execute(sql`
    update ${products} set search_document = v.document, search_name = v.name_key
    from (values ${values}) as v(id, name, document, name_key)
    where ${products.id} = v.id and ${products.name} = v.name`)

  await addSearchTerms(
    db,
    documents.flatMap((row) => row.document.split(' ')),
  )
  generation++
  return documents.length
}

/** Adds keys to the vocabulary that typo matching draws from (duplicates and known keys are fine). */
export async function addSearchTerms(db: Executor, keys: readonly string[]): Promise<void> {
  const terms = [...new Set(keys)].filter(Boolean).sort()
  for (let start = 0; start < terms.length; start += TERMS_PER_INSERT) {
    await db
      .insert(searchTerms)
      .values(terms.slice(start, start + TERMS_PER_INSERT).map((term) => ({ term })))
      .onConflictDoNothing()
  }
}

/* ----------------------------------------------------------------------- matching */

/**
 * The query's keys, each with the vocabulary terms close enough to count as a typo of it, the
 * longer terms it is found inside, and the keys of the same word in the other languages
 * (synonyms.ts).
 */
export type QueryKeys = {
  key: string
  fuzzy: string[]
  containing: string[]
  synonyms: readonly string[]
}[]

export const FUZZY_MIN_KEY_LENGTH = 3
export const FUZZY_TERMS_PER_KEY = 8
/** Below this the pair shares too little to be one word typed wrongly. */
export const FUZZY_MIN_SIMILARITY = 0.35
// Shorter keys occur inside too many longer words to be worth it.
export const CONTAINED_MIN_KEY_LENGTH = 5
/** Longer words containing a key, shortest first: "harar" in ከሐረር ("kaharar") and its kin. */
export const CONTAINING_TERMS_PER_KEY = 32

/**
 * Vocabulary terms for each key, in one round trip: for a key that is no known word, the words it
 * may be a typo of (trigram similarity, best first; a known word is taken as meant, which also
 * keeps its query from growing by every word that looks like it) and, for keys of five letters or more, the longer terms that contain the key but do not start
 * with it (a word prefix already matches those). A product's document is made of vocabulary
 * terms, so "a document term contains the key" is "the document contains a vocabulary term that
 * contains the key": matched through the full-text index, not a trigram scan of every document.
 */
export async function findQueryTerms(db: Executor, keys: readonly string[]): Promise<QueryKeys> {
  const candidates = keys.filter((key) => key.length >= FUZZY_MIN_KEY_LENGTH)
  const fuzzy = new Map<string, string[]>()
  const containing = new Map<string, string[]>()
  if (candidates.length > 0) {
    const values = sql.join(
      candidates.map(
        (key) => sql`(${key}::text, ${key.length >= CONTAINED_MIN_KEY_LENGTH}::boolean)`,
      ),
      sql`, `,
    )
    // Both drivers (node-postgres, PGlite) answer raw queries with `rows`.
    const result = (await db.execute(sql`
      select v.key, t.term, t.typo
      from (values ${values}) as v(key, long)
      cross join lateral (
        (select ${searchTerms.term} as term, true as typo from ${searchTerms}
        where ${searchTerms.term} % v.key and similarity(${searchTerms.term}, v.key) >= ${FUZZY_MIN_SIMILARITY}
          and not exists (select 1 from ${searchTerms} as known where known.term = v.key)
        order by similarity(${searchTerms.term}, v.key) desc, ${searchTerms.term}
        limit ${FUZZY_TERMS_PER_KEY})
        union all
        (select ${searchTerms.term}, false from ${searchTerms}
        where v.long and ${searchTerms.term} like '%' || v.key || '%'
          and ${searchTerms.term} not like v.key || '%'
        order by length(${searchTerms.term}), ${searchTerms.term}
        limit ${CONTAINING_TERMS_PER_KEY})
      ) as t`)) as unknown as { rows: { key: string; term: string; typo: boolean }[] }
    for (const row of result.rows) {
      const into = row.typo ? fuzzy : containing
      into.set(row.key, [...(into.get(row.key) ?? []), row.term])
    }
  }
  return keys.map((key) => ({
    key,
    fuzzy: fuzzy.get(key) ?? [],
    containing: containing.get(key) ?? [],
    synonyms: synonymKeys(key),
  }))
}

/**
 * The whole query as one tsquery (one index scan): every word must match, as a word prefix, a
 * known typo, a longer word containing it, or a synonym. Keys are [a-z0-9] only (see
 * src/shared/text), so they are safe inside tsquery text.
 */
function matchQuery(keys: QueryKeys): string {
  return keys
    .map(({ key, fuzzy, containing, synonyms }) => {
      const others = synonyms.map((synonym) =>
        synonym.length >= SYNONYM_PREFIX_MIN_LENGTH ? `${synonym}:*` : synonym,
      )
      const terms = new Set([`${key}:*`, ...fuzzy, ...containing, ...others])
      terms.delete(key)
      return `(${[...terms].join(' | ')})`
    })
    .join(' & ')
}

/* ------------------------------------------------------------------------- search */

export type SearchFilters = {
  categoryId?: string | undefined
  categorySlug?: string | undefined
  sellerId?: string | undefined
  featured?: boolean | undefined
  minPrice?: string | undefined
  maxPrice?: string | undefined
  inStock?: boolean | undefined
  international?: boolean | undefined
}

export type TextQuery = { text: string; keys: QueryKeys }

const s = productSearch

/**
 * A value of the statement, given at each run: statements are written once per shape (which
 * filters, which sort) and run with their values (`preparedPage`). Building the search's SQL at
 * every request took about a third of the app's time per search. The query's tsquery texts are
 * cast, not parsed by `to_tsquery`: its keys are already the index's words, and a cast value is
 * read once per run where a function of it would be worked out again for every row a plan made
 * for any value ranks.
 */
const value = (name: keyof PageValues) => sql.placeholder(name)

function categoryCondition(filters: SearchFilters): SQL | undefined {
  if (filters.categoryId) return sql`${s.categoryId} = ${value('categoryId')}::uuid`
  if (filters.categorySlug) {
    return sql`${s.categoryId} = (select ${categories.id} from ${categories} where ${categories.slug} = ${value('categorySlug')})`
  }
  return undefined
}

/**
 * The category as a word of the document (migration 0022 adds it to document_vector): "zc" and
 * the id's hex digits spelt as letters, a word no key can be. Asked for with the query's words,
 * the category is met inside the full-text index, so a word common elsewhere costs nothing for
 * the rows outside the category.
 */
function categoryWord(filters: SearchFilters): SQL | undefined {
  const spelt = (id: SQL | string) =>
    sql`'zc' || translate(replace(${id}::text, '-', ''), '0123456789', 'ghijklmnop')`
  if (filters.categoryId) {
    return sql`to_tsquery('simple', ${spelt(sql`lower(${value('categoryId')}::text)`)})`
  }
  if (filters.categorySlug) {
    return sql`to_tsquery('simple', (select ${spelt(sql`${categories.id}`)} from ${categories} where ${categories.slug} = ${value('categorySlug')}))`
  }
  return undefined
}

function filterConditions(filters: SearchFilters): SQL[] {
  const where: SQL[] = [sql`${s.listed}`]
  const category = categoryCondition(filters)
  if (category) where.push(category)
  if (filters.sellerId) where.push(sql`${s.sellerId} = ${value('sellerId')}::uuid`)
  if (filters.featured === true) where.push(sql`${s.isFeatured}`)
  if (filters.featured === false) where.push(sql`not ${s.isFeatured}`)
  if (filters.inStock === true) where.push(sql`${s.inStock}`)
  if (filters.international === true) where.push(sql`${s.shipsInternationally}`)
  return where
}

function priceBounds(price: SQL | typeof s.price, filters: SearchFilters): SQL {
  return sql.join(
    [
      filters.minPrice !== undefined ? sql`${price} >= ${value('minPrice')}::numeric` : undefined,
      filters.maxPrice !== undefined ? sql`${price} <= ${value('maxPrice')}::numeric` : undefined,
    ].filter((part): part is SQL => part !== undefined),
    sql` and `,
  )
}

/** One of the product's active variants costs within the bounds (docs/decisions/025-product-variants.md). */
function variantWithin(filters: SearchFilters): SQL {
  const variantPrice = sql`coalesce(${productVariants.discountPrice}, ${productVariants.price})`
  return sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${s.productId} and ${productVariants.isActive} and ${priceBounds(variantPrice, filters)})`
}

type MatchSets = {
  /** Almost every match: read through the full-text index's parts, or in a sort's order. */
  regular: SQL
  /**
   * The few rows the price filter must ask the variants about (a product with variants matches
   * when one of its active variants is within the bounds) and the products whose document is not
   * written yet (matched on their name; search writes missing documents before it reads), read
   * through their own small partial index. Null when no such row can match.
   */
  irregular: SQL | null
}

/** The matching rows as two disjoint sets, each the WHERE of a scan of product_search. */
function matchSets(filters: SearchFilters, query: boolean): MatchSets {
  const filtered = filterConditions(filters)
  const priced = filters.minPrice !== undefined || filters.maxPrice !== undefined
  const words = query ? sql`${value('words')}::tsquery` : undefined
  const category = categoryWord(filters)
  const matches =
    words || category
      ? sql`${s.documentVector} @@ (${words && category ? sql`${words} && ${category}` : (words ?? category)})`
      : undefined
  const regular = and(
    ...filtered,
    matches,
    priced ? sql`not ${s.hasVariants} and ${priceBounds(s.price, filters)}` : undefined,
  )!
  const unwritten = query
    ? sql`${s.searchName} is null and exists (select 1 from ${products} where ${products.id} = ${s.productId} and ${products.name} ilike ${value('pattern')})`
    : undefined
  const pricedVariants = priced ? sql`${s.hasVariants} and ${variantWithin(filters)}` : undefined
  const irregular = query
    ? priced
      ? sql`((${unwritten} and (case when ${s.hasVariants} then ${variantWithin(filters)} else ${priceBounds(s.price, filters)} end)) or (${pricedVariants} and ${matches}))`
      : unwritten
    : pricedVariants
  return {
    regular,
    irregular: irregular
      ? and(...filtered, sql`(${s.hasVariants} or ${s.searchName} is null)`, irregular)!
      : null,
  }
}

/** Which of parts 1 to 8 a query reads first, from its words: broad queries spread over them. */
export function firstPart(query: TextQuery | null): number {
  const whole = query?.keys.map((word) => word.key).join(' ') ?? ''
  let start = 0
  for (const char of whole) start = (start * 31 + char.charCodeAt(0)) % (SEARCH_BUCKETS - 1)
  return start
}

/**
 * Every match, as one scan per part of the full-text index and one of the irregular set, in the
 * order they are read: a LIMIT over them stops after the first parts that hold enough. The
 * products that have sold or been reviewed come first; which eighth of the rest comes next
 * depends on the query (`start`, firstPart), so broad queries do not all sample the same
 * products. The text is the same for every query: parts 1 to 8 are written twice, from the
 * query's first part to the last and then from the first up to it, each behind a test of `start`
 * that PostgreSQL makes once per run (a one-time filter), so a scan that is not the query's turn
 * reads nothing.
 */
function everyMatch(sets: MatchSets, columns: SQL): SQL {
  const parts = Array.from({ length: SEARCH_BUCKETS - 1 }, (_, i) => i + 1)
  // The part as a literal: only then does the planner see which partial index serves the scan.
  const scan = (bucket: number, turn?: SQL) =>
    sql`(select ${columns} from ${s} where ${sets.regular} and ${s.searchBucket} = ${sql.raw(String(bucket))}${turn ? sql` and ${turn}` : sql``})`
  const start = sql`${value('start')}::int`
  const scans = [
    scan(0),
    ...parts.map((part) => scan(part, sql`${start} <= ${sql.raw(String(part - 1))}`)),
    ...parts.slice(0, -1).map((part) => scan(part, sql`${start} > ${sql.raw(String(part - 1))}`)),
  ]
  if (sets.irregular) scans.push(sql`(select ${columns} from ${s} where ${sets.irregular})`)
  return sql.join(scans, sql` union all `)
}

/**
 * Relevance rank, lower first: 0 the exact name; 1 a name starting with the query's words; 2 every
 * word as typed in the name; 3 every word as typed elsewhere (category, tags, description); 4 a
 * name starting with the query as a word prefix; 5 every word found in the name as a prefix, typo
 * or synonym; 6 the rest. Plain comparisons and full-text tests of small vectors, cheap enough for
 * every candidate.
 */
function relevanceRank(): SQL<number> {
  return sql<number>`case
    when ${s.searchName} = ${value('whole')} then 0
    when ${s.searchName} like ${value('wholeAndMore')} then 1
    when ${s.nameVector} @@ ${value('exactWords')}::tsquery then 2
    when ${s.documentVector} @@ ${value('exactWords')}::tsquery then 3
    when ${s.searchName} like ${value('wholeAsPrefix')} then 4
    when ${s.nameVector} @@ ${value('words')}::tsquery then 5
    else 6 end`
}

/** Names starting with the query, read in name order: the best ranks are found however broad the query. */
export const NAMED_CANDIDATES = 200
/**
 * Rows a sorted page reads in the sort's order before it gives up on the order and sorts the
 * matches instead. Measured at a million products (EXPLAIN of the bench's 320 addresses, load
 * 2.5 to 4.5): 2,000 left "ቡና" by price, low to high, to the full sort (350 ms; the coffee soaps
 * come after the cheapest spices), 20,000 cost 30 to 50 ms on every walk that still falls short;
 * 10,000 gave the lowest total.
 */
export const SORTED_WALK = 10_000

type SortKey = { column: AnyPgColumn; descending: boolean }

function sortKeys(sort: Exclude<SearchSort, 'relevance'> | 'featured'): SortKey[] {
  const asc = (column: AnyPgColumn) => ({ column, descending: false })
  const desc = (column: AnyPgColumn) => ({ column, descending: true })
  switch (sort) {
    // Relevance without a query: featured first, then the newest.
    case 'featured':
      return [desc(s.isFeatured), desc(s.createdAt), desc(s.productId)]
    case 'price-low':
      return [asc(s.price), asc(s.productId)]
    case 'price-high':
      return [desc(s.price), desc(s.productId)]
    case 'newest':
      return [desc(s.createdAt), desc(s.productId)]
    case 'rating':
      return [desc(s.averageRating), desc(s.reviewCount), desc(s.productId)]
    case 'popular':
      return [desc(s.salesCount), desc(s.viewCount), desc(s.productId)]
  }
}

type PageParams = {
  filters: SearchFilters
  query: TextQuery | null
  sort: SearchSort
  limit: number
  offset: number
  cap: number
}

/** What a page's statement is written for: one statement per shape, run with its values. */
type PageShape = {
  sort: SearchSort
  query: boolean
  categoryId: boolean
  categorySlug: boolean
  sellerId: boolean
  featured: boolean | undefined
  inStock: boolean
  international: boolean
  minPrice: boolean
  maxPrice: boolean
  /** The relevance sample grows past `cap` to reach the page. */
  deep: boolean
  /** Every match read and sorted (everyMatchSortedStatement). */
  everySorted: boolean
}

type PageValues = {
  start: number
  words: string | null
  exactWords: string | null
  whole: string | null
  wholeAndMore: string | null
  wholeAsPrefix: string | null
  wholeEnd: string | null
  pattern: string | null
  categoryId: string | null
  categorySlug: string | null
  sellerId: string | null
  minPrice: string | null
  maxPrice: string | null
  cap: number
  sample: number
  limit: number
  offset: number
  wanted: number
  total: number
}

/** The statement's filters and query as the shape it is written for (values apart). */
function shapeFilters(shape: PageShape): { filters: SearchFilters; query: boolean } {
  const given = 'given'
  return {
    query: shape.query,
    filters: {
      categoryId: shape.categoryId ? given : undefined,
      categorySlug: shape.categorySlug ? given : undefined,
      sellerId: shape.sellerId ? given : undefined,
      featured: shape.featured,
      minPrice: shape.minPrice ? given : undefined,
      maxPrice: shape.maxPrice ? given : undefined,
      inStock: shape.inStock || undefined,
      international: shape.international || undefined,
    },
  }
}

/**
 * The page's product ids in order (`ord`), each with the capped count of matches (`total`), as
 * one statement. Both sorts start from `matched`: the first `cap` matches the index's parts
 * yield, which is every match when there are fewer, and whose size is the count.
 *
 * Relevance ranks those with the names that start with the query (read in name order), so a
 * broad query ranks a sample that always holds its exact and leading-name matches, at the cost
 * of a narrow one.
 *
 * A sort orders `matched` when it holds every match. Otherwise it walks the sort's index (the
 * category's, when one is asked for) for at most SORTED_WALK rows; a page found there is exact
 * (every other match comes later in the order). When the walk finds too few, the statement says
 * so (`complete` false) and everyMatchSortedStatement reads and sorts every match: planned and run
 * only then.
 */
function pageStatement(shape: PageShape): SQL {
  const { filters, query } = shapeFilters(shape)
  const sets = matchSets(filters, query)
  const total = sql`(select count(*)::int from matched)`
  if (shape.sort === 'relevance' && query) {
    // Each candidate's rank is worked out in the scan that finds it, from the row at hand.
    const ranked = sql`${s.productId} as product_id, ${relevanceRank()} as rank, length(${s.searchName}) as name_length, ${s.salesCount} as sales`
    return sql`with matched as materialized (
        select * from (${everyMatch(sets, ranked)}) as m limit ${value('cap')}
      ),
      candidates as (
        ${shape.deep ? sql`(select * from (${everyMatch(sets, ranked)}) as m limit ${value('sample')})` : sql`select * from matched`}
        union
        (select ${ranked} from ${s}
        where ${sets.regular}
          and ${s.searchName} collate "C" >= ${value('whole')} and ${s.searchName} collate "C" < ${value('wholeEnd')}
        order by ${s.searchName} collate "C" limit ${NAMED_CANDIDATES})
      )
      select product_id, ${total} as total,
        row_number() over (order by rank, name_length, sales desc, product_id desc) as ord,
        true as complete
      from candidates
      order by ord limit ${value('limit')} offset ${value('offset')}`
  }
  const keys = sortKeys(shape.sort === 'relevance' ? 'featured' : shape.sort)
  const direction = (key: SortKey) => (key.descending ? sql` desc` : sql``)
  const key = (index: number) => sql.identifier(`k${index}`)
  const columns = sql.join(
    keys.map((sortKey, index) => sql`${sortKey.column} as ${key(index)}`),
    sql`, `,
  )
  const inIndexOrder = sql.join(
    keys.map((sortKey) => sql`${sortKey.column}${direction(sortKey)}`),
    sql`, `,
  )
  const merged = sql.join(
    keys.map((sortKey, index) => sql`${key(index)}${direction(sortKey)}`),
    sql`, `,
  )
  const everyMatchKnown = sql`(select count(*) from matched) < ${value('cap')}`
  const walkedEnough = sql`(select count(*) from walked) >= ${value('wanted')}`
  // Neither held the page: one row of `matched` says so, and everyMatchSortedStatement follows.
  const complete = sql`(${everyMatchKnown} or ${walkedEnough})`
  return sql`with matched as materialized (
      select * from (${everyMatch(sets, columns)}) as m limit ${value('cap')}
    ),
    walked as materialized (
      select ${columns}
      from (select * from ${s} where ${and(sql`${s.listed}`, categoryCondition(filters))} order by ${inIndexOrder} limit ${SORTED_WALK}) as ${s}
      where ${sets.regular}
      limit ${value('wanted')}
    ),
    page as (
      select * from matched where ${everyMatchKnown}
      union all
      select * from walked where not ${everyMatchKnown} and ${walkedEnough}
      ${
        sets.irregular
          ? sql`union all (select ${columns} from ${s} where ${sets.irregular} and not ${everyMatchKnown} and ${walkedEnough} order by ${inIndexOrder} limit ${value('wanted')})`
          : sql``
      }
      union all
      (select * from matched where not ${complete} limit 1)
    )
    select ${key(keys.length - 1)} as product_id, ${total} as total,
      row_number() over (order by ${merged}) as ord, ${complete} as complete
    from page
    order by ord limit ${value('limit')} offset (case when ${complete} then ${value('offset')} else 0 end)`
}

/**
 * A sorted page when neither `matched` nor the walk held it (the matches lie far along the sort's
 * order, as a cheap product's do for price-high): every match is read through the index's parts
 * and sorted. Not the bare columns: no index yields this order, so the planner reads the matches
 * through the full-text index rather than walk the sort's index without end.
 */
function everyMatchSortedStatement(shape: PageShape): SQL {
  const { filters, query } = shapeFilters(shape)
  const keys = sortKeys(shape.sort === 'relevance' ? 'featured' : shape.sort)
  const key = (index: number) => sql.identifier(`k${index}`)
  const columns = sql.join(
    keys.map(
      (sortKey, index) => sql`coalesce(${sortKey.column}, ${sortKey.column}) as ${key(index)}`,
    ),
    sql`, `,
  )
  const merged = sql.join(
    keys.map((sortKey, index) => sql`${key(index)}${sortKey.descending ? sql` desc` : sql``}`),
    sql`, `,
  )
  return sql`select ${key(keys.length - 1)} as product_id, ${value('total')}::int as total,
      row_number() over (order by ${merged}) as ord, true as complete
    from (${everyMatch(matchSets(filters, query), columns)}) as every_match
    order by ord limit ${value('limit')} offset ${value('offset')}`
}

function selectPageProducts(db: Executor, statement: SQL) {
  const page = db
    .$with('page', {
      productId: sql<string>`product_id`.as('product_id'),
      total: sql<number>`total`.as('total'),
      ord: sql<number>`ord`.as('ord'),
      complete: sql<boolean>`complete`.as('complete'),
    })
    .as(statement)
  return db
    .with(page)
    .select({ ...productListColumns, total: page.total, complete: page.complete })
    .from(page)
    .innerJoin(products, eq(products.id, page.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .orderBy(page.ord)
}

// A named statement: PostgreSQL parses it once per connection and, with the pool's generic plans
// (database.ts), plans it once too. Planning the nine scans of the index's parts for each search's
// values took longer than running them (bench/README.md, "Search at a million products").
const buildPage = (db: Executor, shape: PageShape, name: string) =>
  withCompiledRows(
    selectPageProducts(
      db,
      shape.everySorted ? everyMatchSortedStatement(shape) : pageStatement(shape),
    ).prepare(name),
  )

type PreparedPage = ReturnType<typeof buildPage>

/** Statements kept per database handle; past this many shapes the oldest is written again. */
const SHAPES_KEPT = 500
/**
 * Shapes run as named statements per database handle, the first ones asked for: each connection
 * keeps a named statement's plan (about 1-2 MB for a page's sixteen scans) until it closes, so the
 * shapes a visitor can make up by combining filters must not each add one. Later shapes run
 * unnamed, planned at each run.
 */
const SHAPES_NAMED = 24

type KeptPages = { pages: Map<string, PreparedPage>; named: Set<string> }
const preparedPages = new WeakMap<Executor, KeptPages>()

/** The page's statement for its shape, written once per database handle. */
function preparedPage(db: Executor, shape: PageShape): PreparedPage {
  let kept = preparedPages.get(db)
  if (!kept) preparedPages.set(db, (kept = { pages: new Map(), named: new Set() }))
  const key = JSON.stringify(shape)
  let prepared = kept.pages.get(key)
  if (!prepared) {
    if (kept.pages.size >= SHAPES_KEPT) kept.pages.delete(kept.pages.keys().next().value!)
    if (kept.named.size < SHAPES_NAMED) kept.named.add(key)
    // PostgreSQL cuts names at 63 characters; one text per shape, so one name per shape.
    const name = kept.named.has(key)
      ? `search_page_${createHash('sha256').update(key).digest('base64url').slice(0, 32)}`
      : ''
    kept.pages.set(key, (prepared = buildPage(db, shape, name)))
  }
  return prepared
}

export type SearchPageRows = {
  rows: Awaited<ReturnType<PreparedPage['execute']>>
  /** Matches counted up to `cap` (at most `cap`; `cap` means that many or more). */
  total: number
}

function shapeOf(params: PageParams, limit: number, cap: number): PageShape {
  const { filters, query, sort, offset } = params
  return {
    sort,
    query: query !== null,
    categoryId: Boolean(filters.categoryId),
    categorySlug: !filters.categoryId && Boolean(filters.categorySlug),
    sellerId: Boolean(filters.sellerId),
    featured: filters.featured,
    inStock: filters.inStock === true,
    international: filters.international === true,
    minPrice: filters.minPrice !== undefined,
    maxPrice: filters.maxPrice !== undefined,
    deep: sort === 'relevance' && query !== null && offset + limit > cap,
    everySorted: false,
  }
}

function valuesOf(params: PageParams, limit: number, cap: number, total: number): PageValues {
  const { filters, query, offset } = params
  const whole = query ? query.keys.map((word) => word.key).join(' ') : null
  return {
    start: firstPart(query),
    words: query ? matchQuery(query.keys) : null,
    exactWords: query ? query.keys.map((word) => word.key).join(' & ') : null,
    whole,
    wholeAndMore: whole === null ? null : `${whole} %`,
    wholeAsPrefix: whole === null ? null : `${whole}%`,
    wholeEnd: whole === null ? null : `${whole}~`,
    pattern: query ? containingPattern(query.text) : null,
    categoryId: filters.categoryId ?? null,
    categorySlug: filters.categorySlug ?? null,
    sellerId: filters.sellerId ?? null,
    minPrice: filters.minPrice ?? null,
    maxPrice: filters.maxPrice ?? null,
    cap,
    sample: Math.max(cap, offset + limit),
    limit,
    offset,
    wanted: offset + limit,
    total,
  }
}

/**
 * One page of matches (`limit + 1` rows tell whether another page follows) and how many products
 * match, counted no further than `cap + 1`: the caller shows "cap+" past the cap.
 */
export async function searchProductPage(db: Executor, params: PageParams): Promise<SearchPageRows> {
  const counted = params.cap + 1
  const limit = params.limit + 1
  const shape = shapeOf(params, limit, counted)
  const rows = await preparedPage(db, shape).execute(valuesOf(params, limit, counted, 0))
  if (rows.length > 0) {
    const total = rows[0]!.total
    if (rows[0]!.complete) return { rows, total }
    const everySorted = preparedPage(db, { ...shape, deep: false, everySorted: true })
    return { rows: await everySorted.execute(valuesOf(params, limit, counted, total)), total }
  }
  // No row on this page: the count is zero, unless the page lies past the last match.
  if (params.offset === 0) return { rows, total: 0 }
  const { filters, query } = shapeFilters(shape)
  const [counts] = await runOnce<{ total: number }>(
    db,
    sql`select count(*)::int as total from (select 1 from (${everyMatch(matchSets(filters, query), sql`1`)}) as m limit ${value('cap')}) as matched`,
    valuesOf(params, limit, counted, 0),
  )
  return { rows, total: counts?.total ?? 0 }
}

const listedInOrder = preparedPer((db) =>
  withCompiledRows(
    selectPageProducts(
      db,
      sql`select u.product_id, 0 as total, u.ord, true as complete
        from unnest(${sql.placeholder('ids')}::uuid[]) with ordinality as u(product_id, ord)
        join ${s} on ${s.productId} = u.product_id and ${s.listed}`,
    ).prepare('search_listed_in_order'),
  ),
)

/**
 * The given products in the given order, as list rows; one no longer listed (or gone) is left out.
 * For pages found by the in-memory index (search-index.ts).
 */
export async function listedProductsInOrder(db: Executor, ids: readonly string[]) {
  return listedInOrder(db).execute({ ids: [...ids] })
}

/** Distinct names of the best matches, for suggestions. */
export async function suggestProductNames(db: Executor, query: TextQuery, limit: number) {
  const { rows } = await searchProductPage(db, {
    filters: {},
    query,
    sort: 'relevance',
    limit: limit * 4,
    offset: 0,
    cap: SUGGESTION_SAMPLE,
  })
  return [...new Set(rows.map((row) => row.name))].slice(0, limit)
}

/** Suggestions rank fewer candidates than a result page: they are asked at every keystroke. */
const SUGGESTION_SAMPLE = 200

export async function listCategoryNames(db: Executor) {
  return db
    .select({
      name: categories.name,
      nameAm: categories.nameAm,
      nameOm: categories.nameOm,
      nameTi: categories.nameTi,
      slug: categories.slug,
    })
    .from(categories)
    .orderBy(asc(categories.displayOrder), asc(categories.name))
}
