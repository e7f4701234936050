import type { z } from 'zod'
import type {
  SearchPage,
  SearchSuggestion,
  searchQuery,
  SuggestionsResponse,
} from '#shared/contracts/search.ts'
import { SEARCH_COUNT_CAP, SEARCH_SUGGESTIONS_MAX } from '#shared/search-options.ts'
import { normalizeSearchText, phoneticKeys } from '#shared/text/geez.ts'
import type { Executor } from '#server/db/database.ts'
import { type Gate, ungated } from '#server/lib/concurrency-gate.ts'
import { AppError } from '#server/lib/errors.ts'
import { toProductListItem } from '#server/modules/catalog/catalog.service.ts'
import { DisplayCountCache } from '#server/modules/catalog/display-count-cache.ts'
import { synonymKeys } from './synonyms.ts'
import type { LiveSearchIndex, UsableIndex } from './live-search-index.ts'
import type { IndexPage } from './search-index.ts'
import { findCategoryIdBySlug, productsWithVariantWithin } from './search-index.queries.ts'
import {
  findQueryTerms,
  listCategoryNames,
  listedProductsInOrder,
  refreshMissingSearchDocuments,
  searchDocumentsGeneration,
  searchProductPage,
  suggestProductNames,
  type SearchFilters,
  type SearchPageRows,
  type TextQuery,
} from './search.queries.ts'

type SearchInput = z.output<typeof searchQuery>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** More words than this add nothing but cost: the rest of a pasted sentence is ignored. */
const MAX_QUERY_WORDS = 6
/** Documents written per search when some are missing, so one request never does a large backfill. */
const MISSING_DOCUMENTS_PER_SEARCH = 500

/* ------------------------------------------------------------------ missing documents */

// Products written by code that does not refresh their document (or renamed, which nulls it by
// trigger) are completed by the next search. Concurrent searches share one refresh per database.
const refreshing = new WeakMap<object, Promise<number>>()

function completeMissingDocuments(db: Executor): Promise<number> {
  const running = refreshing.get(db)
  if (running) return running
  const refresh = refreshMissingSearchDocuments(db, MISSING_DOCUMENTS_PER_SEARCH).finally(() =>
    refreshing.delete(db),
  )
  refreshing.set(db, refresh)
  return refresh
}

/* ---------------------------------------------------------------------- result cache */

// A broad query ("buna" matches a tenth of the catalogue) costs tens of milliseconds to rank and
// count, while buyers ask the same few queries over and over. Result pages are therefore kept
// briefly (fresh 10 s, then served while one background load replaces them), like the catalogue's
// totals: a price, stock or listing change made elsewhere shows in search within ~20 s, and a
// document written by refreshProductSearchDocuments shows at once (its generation is in the key).
const RESULT_TTL_MS = 10_000
const results = new DisplayCountCache<SearchPage>({ ttlMs: RESULT_TTL_MS, maxEntries: 2_000 })
const suggestions = new DisplayCountCache<SuggestionsResponse>({
  ttlMs: RESULT_TTL_MS,
  maxEntries: 2_000,
})

/* ------------------------------------------------------------------------- paging */

// The cursor is the offset of the next page, base64url JSON ["o", offset]: relevance has no
// stable keyset, and result lists are read a few pages deep at most.
const MAX_OFFSET = 10_000

const invalidCursor = () =>
  new AppError(400, 'VALIDATION_ERROR', 'error.validation', {
    details: { fields: { cursor: 'validation.invalid' } },
  })

export function encodeSearchCursor(offset: number): string {
  return Buffer.from(JSON.stringify(['o', offset])).toString('base64url')
}

export function decodeSearchCursor(cursor: string): number {
  let parts: unknown
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw invalidCursor()
  }
  if (
    !Array.isArray(parts) ||
    parts.length !== 2 ||
    parts[0] !== 'o' ||
    !Number.isSafeInteger(parts[1]) ||
    (parts[1] as number) < 0 ||
    (parts[1] as number) > MAX_OFFSET
  ) {
    throw invalidCursor()
  }
  return parts[1] as number
}

/* ------------------------------------------------------------------------- search */

/** The query's phonetic keys (at most six words); null when nothing searchable is left. */
function queryKeys(text: string | undefined): string[] | null {
  if (!text) return null
  const keys = [...new Set(phoneticKeys(text))].slice(0, MAX_QUERY_WORDS)
  return keys.length > 0 ? keys : null
}

async function textQuery(db: Executor, text: string, keys: string[]): Promise<TextQuery> {
  return { text: normalizeSearchText(text), keys: await findQueryTerms(db, keys) }
}

/**
 * A page of listed products for the query and filters. `gate` takes the database work (not a
 * cached page) in turn with the process's other searches (decision record 042).
 */
export async function search(
  db: Executor,
  input: SearchInput,
  gate: Gate = ungated,
  live: LiveSearchIndex | null = null,
): Promise<SearchPage> {
  const offset = input.cursor
    ? decodeSearchCursor(input.cursor)
    : ((input.page ?? 1) - 1) * input.limit
  const filters: SearchFilters = {
    categoryId: input.category && UUID.test(input.category) ? input.category : undefined,
    categorySlug: input.category && !UUID.test(input.category) ? input.category : undefined,
    sellerId: input.sellerId,
    featured: input.featured,
    minPrice: input.minPrice,
    maxPrice: input.maxPrice,
    inStock: input.inStock,
    international: input.international,
  }
  const keys = queryKeys(input.q)
  // The in-memory index writes missing documents itself when it finds some (LiveSearchIndex.usable).
  if (!(keys && live?.complete)) await completeMissingDocuments(db)
  const cacheKey = JSON.stringify([
    searchDocumentsGeneration(),
    keys,
    // The raw text matters only to products still without a document (matched on their name).
    keys ? normalizeSearchText(input.q ?? '') : null,
    filters,
    input.sort,
    offset,
    input.limit,
  ])
  return results.get(db, cacheKey, () =>
    gate(() => loadSearchPage(db, input, filters, keys, offset, live)),
  )
}

async function loadSearchPage(
  db: Executor,
  input: SearchInput,
  filters: SearchFilters,
  keys: string[] | null,
  offset: number,
  live: LiveSearchIndex | null,
): Promise<SearchPage> {
  const params = { filters, sort: input.sort, limit: input.limit, offset }
  const usable = keys && live ? await live.usable(() => completeMissingDocuments(db)) : null
  const { rows, total } = usable
    ? await pageFromIndex(db, usable, { ...params, keys: keys! })
    : await searchProductPage(db, {
        ...params,
        query: keys ? await textQuery(db, input.q ?? '', keys) : null,
        cap: SEARCH_COUNT_CAP,
      })
  const page = rows.slice(0, input.limit)
  const nextOffset = offset + input.limit
  return {
    items: page.map((row) => toProductListItem(row)),
    total: Math.min(total, SEARCH_COUNT_CAP),
    totalIsAtLeast: total > SEARCH_COUNT_CAP,
    nextCursor:
      rows.length > input.limit && nextOffset <= MAX_OFFSET ? encodeSearchCursor(nextOffset) : null,
  }
}

/** Up to six: matching categories first (at most two), then the best matching product names. */
export async function suggest(
  db: Executor,
  text: string,
  gate: Gate = ungated,
  live: LiveSearchIndex | null = null,
): Promise<SuggestionsResponse> {
  const keys = queryKeys(text)
  if (!keys) return { suggestions: [] }
  if (!live?.complete) await completeMissingDocuments(db)
  const cacheKey = JSON.stringify([searchDocumentsGeneration(), keys, normalizeSearchText(text)])
  return suggestions.get(db, cacheKey, () => gate(() => loadSuggestions(db, text, keys, live)))
}

async function loadSuggestions(
  db: Executor,
  text: string,
  keys: string[],
  live: LiveSearchIndex | null,
): Promise<SuggestionsResponse> {
  const categoryRows = await listCategoryNames(db)
  const categories: SearchSuggestion[] = categoryRows
    .filter((row) => {
      const names = phoneticKeys(
        [row.name, row.nameAm, row.nameOm, row.nameTi].filter(Boolean).join(' '),
      )
      return keys.every((key) =>
        [key, ...synonymKeys(key)].some((word) =>
          names.some((candidate) => candidate.startsWith(word)),
        ),
      )
    })
    .slice(0, 2)
    .map((row) => ({
      kind: 'category',
      text: row.nameAm ? `${row.nameAm} — ${row.name}` : row.name,
      categorySlug: row.slug,
    }))
  const names = await bestNames(db, live, text, keys, SEARCH_SUGGESTIONS_MAX - categories.length)
  return {
    suggestions: [
      ...categories,
      ...names.map((name): SearchSuggestion => ({
        kind: 'product',
        text: name,
        categorySlug: null,
      })),
    ],
  }
}

/** Distinct names of the best matches: four times as many products as names are asked. */
async function bestNames(
  db: Executor,
  live: LiveSearchIndex | null,
  text: string,
  keys: string[],
  count: number,
): Promise<string[]> {
  const usable = live ? await live.usable(() => completeMissingDocuments(db)) : null
  if (!usable) return suggestProductNames(db, await textQuery(db, text, keys), count)
  const found = await pageFromIndex(db, usable, {
    filters: {},
    keys,
    sort: 'relevance',
    limit: count * 4,
    offset: 0,
  })
  return [...new Set(found.rows.map((row) => row.name))].slice(0, count)
}

/* --------------------------------------------------------------- the in-memory index */

/**
 * A page found by the in-memory index (docs/decisions/043-search-index-in-memory.md), with one
 * more row than asked (whether a next page follows) and the count up to one past the cap, as
 * searchProductPage answers. The query's keys are looked up in the vocabulary held beside it.
 */
async function pageFromIndex(
  db: Executor,
  { index, vocabulary }: UsableIndex,
  params: {
    filters: SearchFilters
    keys: string[]
    sort: SearchInput['sort']
    limit: number
    offset: number
  },
): Promise<SearchPageRows> {
  const { filters } = params
  const categoryId =
    filters.categoryId ??
    (filters.categorySlug
      ? ((await findCategoryIdBySlug(db, filters.categorySlug)) ?? NO_SUCH_CATEGORY)
      : undefined)
  const query = {
    keys: vocabulary.queryKeys(params.keys),
    filters: {
      categoryId,
      sellerId: filters.sellerId,
      featured: filters.featured,
      inStock: filters.inStock,
      international: filters.international,
      minPrice: filters.minPrice === undefined ? undefined : Number(filters.minPrice),
      maxPrice: filters.maxPrice === undefined ? undefined : Number(filters.maxPrice),
    },
    sort: params.sort,
    offset: params.offset,
    limit: params.limit + 1,
    cap: SEARCH_COUNT_CAP + 1,
  }
  let found = index.search(query)
  if ('variantIds' in found) {
    const variantsWithin = await productsWithVariantWithin(
      db,
      found.variantIds,
      filters.minPrice,
      filters.maxPrice,
    )
    found = index.search({ ...query, variantsWithin }) as IndexPage
  }
  return { rows: await listedProductsInOrder(db, found.ids), total: found.total }
}

const NO_SUCH_CATEGORY = '00000000-0000-0000-0000-000000000000'
