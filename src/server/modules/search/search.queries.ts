import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { SearchSort } from '#shared/search-options.ts'
import { buildSearchDocument, searchNameKey } from '#shared/text/search-document.ts'
import { SYNONYM_PREFIX_MIN_LENGTH, synonymKeys } from './synonyms.ts'
import type { Executor } from '#server/db/database.ts'
import { categories, products, searchTerms } from '#server/db/schema/catalog.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { users } from '#server/db/schema/users.ts'
import { productVariants } from '#server/db/schema/variants.ts'
import {
  effectivePrice,
  listedProduct,
  productListColumns,
} from '#server/modules/catalog/catalog.queries.ts'

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
 * The query's keys, each with the vocabulary terms close enough to count as a typo of it and the
 * keys of the same word in the other languages (synonyms.ts).
 */
export type QueryKeys = { key: string; fuzzy: string[]; synonyms: readonly string[] }[]

const FUZZY_MIN_KEY_LENGTH = 3
const FUZZY_TERMS_PER_KEY = 8
/** Below this the pair shares too little to be one word typed wrongly. */
const FUZZY_MIN_SIMILARITY = 0.35

/** Vocabulary terms similar to each key (trigram similarity), best first. */
export async function findFuzzyTerms(db: Executor, keys: readonly string[]): Promise<QueryKeys> {
  const candidates = keys.filter((key) => key.length >= FUZZY_MIN_KEY_LENGTH)
  const fuzzy = new Map<string, string[]>()
  if (candidates.length > 0) {
    const values = sql.join(
      candidates.map((key) => sql`(${key}::text)`),
      sql`, `,
    )
    // Both drivers (node-postgres, PGlite) answer raw queries with `rows`.
    const result = (await db.execute(sql`
      select v.key, t.term
      from (values ${values}) as v(key)
      cross join lateral (
        select ${searchTerms.term} as term from ${searchTerms}
        where ${searchTerms.term} % v.key and similarity(${searchTerms.term}, v.key) >= ${FUZZY_MIN_SIMILARITY}
        order by similarity(${searchTerms.term}, v.key) desc, ${searchTerms.term}
        limit ${FUZZY_TERMS_PER_KEY}
      ) as t`)) as unknown as { rows: { key: string; term: string }[] }
    for (const row of result.rows) {
      fuzzy.set(row.key, [...(fuzzy.get(row.key) ?? []), row.term])
    }
  }
  return keys.map((key) => ({ key, fuzzy: fuzzy.get(key) ?? [], synonyms: synonymKeys(key) }))
}

/** Keys are [a-z0-9] only (see src/shared/text), so they are safe inside tsquery and LIKE text. */
function wordQuery({ key, fuzzy, synonyms }: QueryKeys[number]): string {
  const others = synonyms.map((synonym) =>
    synonym.length >= SYNONYM_PREFIX_MIN_LENGTH ? `${synonym}:*` : synonym,
  )
  return [...new Set([`${key}:*`, ...fuzzy.filter((term) => term !== key), ...others])].join(' | ')
}

// Shorter keys occur inside too many longer words to be worth the trigram recheck.
const SUBSTRING_MIN_KEY_LENGTH = 5

/**
 * Every query word must match: as a word prefix or a known typo (full-text index), or inside a
 * longer word such as "kaharar" for ከሐረር (trigram index). Products whose document is not written
 * yet fall back to a plain match on the name.
 */
export function searchMatchCondition(query: { text: string; keys: QueryKeys }): SQL {
  const words = query.keys.map((word) => {
    const fullText = sql`${products.searchVector} @@ to_tsquery('simple', ${wordQuery(word)})`
    return word.key.length >= SUBSTRING_MIN_KEY_LENGTH
      ? sql`(${fullText} or ${products.searchDocument} like ${`%${word.key}%`})`
      : fullText
  })
  const pattern = `%${query.text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
  return sql`((${and(...words)}) or (${products.searchDocument} is null and ${products.name} ilike ${pattern}))`
}

/**
 * Relevance rank, lower first: 0 the exact name; 1 a name starting with the query's words; 2 every
 * word found as typed; 3 a name starting with the query as a word prefix; 4 to 5 the other prefix,
 * substring and typo matches, closer names first. One expression, so the costly similarity runs
 * only for rows that reach the last branch.
 */
function relevanceRank(keys: QueryKeys): SQL<number> {
  const whole = keys.map((word) => word.key).join(' ')
  const exactWords = keys.map((word) => word.key).join(' & ')
  return sql<number>`case
    when ${products.searchName} = ${whole} then 0
    when ${products.searchName} like ${`${whole} %`} then 1
    when ${products.searchVector} @@ to_tsquery('simple', ${exactWords}) then 2
    when ${products.searchName} like ${`${whole}%`} then 3
    else 5 - similarity(coalesce(${products.searchName}, ''), ${whole}) end`
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

function conditions(filters: SearchFilters, query: TextQuery | null): SQL[] {
  const where: SQL[] = [listedProduct]
  if (filters.categoryId) where.push(eq(products.categoryId, filters.categoryId))
  if (filters.categorySlug) {
    where.push(
      sql`${products.categoryId} = (select ${categories.id} from ${categories} where ${categories.slug} = ${filters.categorySlug})`,
    )
  }
  if (filters.sellerId) where.push(eq(products.sellerId, filters.sellerId))
  if (filters.featured === true) where.push(sql`${products.isFeatured}`)
  if (filters.featured === false) where.push(sql`not ${products.isFeatured}`)
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
    where.push(priceWithin(filters.minPrice, filters.maxPrice))
  }
  if (filters.inStock === true) where.push(sql`${products.stock} > 0`)
  if (filters.international === true) where.push(sql`${products.shipsInternationally}`)
  if (query) where.push(searchMatchCondition(query))
  return where
}

/**
 * The price filter: a product without variants by its own price, a product with variants when one
 * of its active variants costs within the bounds (docs/decisions/025-product-variants.md). Its own
 * price is the cheapest variant's, so sorting by price still reads one column.
 */
function priceWithin(min: string | undefined, max: string | undefined): SQL {
  const bounds = (price: SQL) =>
    sql.join(
      [
        min !== undefined ? sql`${price} >= ${min}::numeric` : undefined,
        max !== undefined ? sql`${price} <= ${max}::numeric` : undefined,
      ].filter((part): part is SQL => part !== undefined),
      sql` and `,
    )
  const variantPrice = sql`coalesce(${productVariants.discountPrice}, ${productVariants.price})`
  return sql`(case when exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id})
    then exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${productVariants.isActive} and ${bounds(variantPrice)})
    else ${bounds(effectivePrice)} end)`
}

function ordering(sort: SearchSort, query: TextQuery | null): SQL[] {
  switch (sort) {
    case 'relevance':
      if (!query) return [desc(products.isFeatured), desc(products.createdAt), desc(products.id)]
      // Within a rank, shorter names first: the query is more of what they are about.
      return [
        asc(relevanceRank(query.keys)),
        sql`length(${products.searchName})`,
        desc(products.salesCount),
        desc(products.id),
      ]
    case 'price-low':
      return [asc(effectivePrice), asc(products.id)]
    case 'price-high':
      return [desc(effectivePrice), desc(products.id)]
    case 'newest':
      return [desc(products.createdAt), desc(products.id)]
    case 'rating':
      return [desc(products.averageRating), desc(products.reviewCount), desc(products.id)]
    case 'popular':
      return [desc(products.salesCount), desc(products.viewCount), desc(products.id)]
  }
}

/** One page of matches; `limit + 1` rows tell whether another page follows. */
export async function searchProductRows(
  db: Executor,
  params: {
    filters: SearchFilters
    query: TextQuery | null
    sort: SearchSort
    limit: number
    offset: number
  },
) {
  return db
    .select(productListColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(and(...conditions(params.filters, params.query)))
    .orderBy(...ordering(params.sort, params.query))
    .limit(params.limit + 1)
    .offset(params.offset)
}

/**
 * How many listed products match, counting no further than `cap + 1` rows: the caller shows "cap+"
 * past the cap. A broad query matches a tenth of the catalogue; counting all of it would read
 * every matching row.
 */
export async function countSearchMatches(
  db: Executor,
  filters: SearchFilters,
  query: TextQuery | null,
  cap: number,
): Promise<number> {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(and(...conditions(filters, query)))
    .limit(cap + 1)
    .as('matches')
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matches)
  return row?.count ?? 0
}

/** Distinct names of the best matches, for suggestions. */
export async function suggestProductNames(db: Executor, query: TextQuery, limit: number) {
  const rows = await db
    .select({ name: products.name })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(and(...conditions({}, query)))
    .orderBy(...ordering('relevance', query))
    .limit(limit * 4)
  return [...new Set(rows.map((row) => row.name))].slice(0, limit)
}

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
