import { sql, type SQL } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { precompiled } from '#server/db/precompiled.ts'
import {
  categories,
  productSearch,
  productSearchChanges,
  searchTerms,
} from '#server/db/schema/catalog.ts'
import { productVariants } from '#server/db/schema/variants.ts'
import type { IndexRow, OrderName } from './search-index.ts'

// What the in-memory search index reads (search-index.ts, docs/decisions/043-search-index-in-memory.md):
// product_search's rows in pages of ids, and the rows changed since a transaction horizon.

const s = productSearch
const value = (name: string) => sql.placeholder(name)

/** A row as the statements give it: the vectors as their text. */
type RawRow = Omit<IndexRow, 'documentWords' | 'nameWords'> & { document: string; name: string }

// Numbers as float8: a price of at most two decimals and a time in microseconds are exact in it.
const rowColumns = sql`${s.productId}::text as "productId", ${s.listed} as "listed",
  ${s.sellerId}::text as "sellerId", ${s.categoryId}::text as "categoryId",
  ${s.isFeatured} as "isFeatured", ${s.inStock} as "inStock",
  ${s.shipsInternationally} as "shipsInternationally", ${s.hasVariants} as "hasVariants",
  ${s.price}::float8 as "price", ${s.searchName} as "searchName",
  ${s.documentVector}::text as "document", ${s.nameVector}::text as "name",
  ${s.salesCount} as "salesCount", ${s.viewCount} as "viewCount",
  ${s.averageRating}::float8 as "averageRating", ${s.reviewCount} as "reviewCount",
  (extract(epoch from ${s.createdAt}) * 1000000)::float8 as "createdAtMicros"`

/** A stripped tsvector's words: `'a' 'b'` (keys are [a-z0-9], so never quoted inside). */
function vectorWords(vector: string): string[] {
  return vector === '' ? [] : vector.slice(1, -1).split("' '")
}

function toIndexRow({ document, name, ...row }: RawRow): IndexRow {
  return {
    ...row,
    // Numbers as node-postgres and PGlite give float8 (a number; a string from some drivers).
    price: Number(row.price),
    averageRating: Number(row.averageRating),
    createdAtMicros: Number(row.createdAtMicros),
    documentWords: vectorWords(document),
    nameWords: vectorWords(name),
  }
}

/**
 * The oldest transaction still running (every older one has ended): the rows changed by it or
 * any later one are read again at the next sync.
 */
const horizonStatement = precompiled<{ horizon: string }, Record<string, never>>(
  'search_index_horizon',
  () => sql`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon`,
)

export async function currentHorizon(db: Executor): Promise<string> {
  const [row] = await horizonStatement(db, {})
  return row!.horizon
}

const pageStatement = precompiled<RawRow, { after: string; limit: number }>(
  'search_index_page',
  () => sql`select ${rowColumns} from ${s}
    where ${s.listed} and ${s.productId} > ${value('after')}::uuid
    order by ${s.productId} limit ${value('limit')}`,
)

/** Listed products after the id `after` (the nil id for the first), in id order. */
export async function listedRowsAfter(
  db: Executor,
  after: string,
  limit: number,
): Promise<IndexRow[]> {
  return (await pageStatement(db, { after, limit })).map(toIndexRow)
}

/** How many listed products product_search holds (one count at start). */
export async function countListed(db: Executor): Promise<number> {
  const [row] = await precompiledCount(db, {})
  return row?.count ?? 0
}

const precompiledCount = precompiled<{ count: number }, Record<string, never>>(
  'search_index_count',
  () => sql`select count(*)::int as count from ${s} where ${s.listed}`,
)

type ChangedRow = { horizon: string; changedId: string | null } & Partial<RawRow>

const changesStatement = precompiled<ChangedRow, { since: string }>(
  'search_index_changes',
  () => sql`select h.horizon, c.product_id::text as "changedId", ${rowColumns}
    from (select pg_snapshot_xmin(pg_current_snapshot())::text as horizon) as h
    left join lateral (
      select distinct ${productSearchChanges.productId} as product_id from ${productSearchChanges}
      where ${productSearchChanges.changeXid} >= ${value('since')}::xid8
    ) as c on true
    left join ${s} on ${s.productId} = c.product_id`,
)

export type Changes = {
  /** Where the next sync starts: the oldest transaction running when these were read. */
  horizon: string
  /** Rows written since `since` (listed or not). */
  rows: IndexRow[]
  /** Products whose row is gone. */
  deleted: string[]
}

/** The rows changed by any transaction from `since` on, read in one snapshot with the next horizon. */
export async function changesSince(db: Executor, since: string): Promise<Changes> {
  const found = await changesStatement(db, { since })
  const rows: IndexRow[] = []
  const deleted: string[] = []
  for (const row of found) {
    if (row.changedId === null) continue
    if (row.productId === null || row.productId === undefined) deleted.push(row.changedId)
    else rows.push(toIndexRow(row as RawRow))
  }
  return { horizon: found[0]!.horizon, rows, deleted }
}

/** How long changes are kept: a process that has not synced for longer loads everything again. */
export const CHANGES_KEPT_MINUTES = 10

export async function pruneChanges(db: Executor): Promise<void> {
  await db.execute(
    sql`delete from ${productSearchChanges} where ${productSearchChanges.changedAt} < now() - make_interval(mins => ${CHANGES_KEPT_MINUTES})`,
  )
}

const variantsWithinStatement = precompiled<
  { productId: string },
  { ids: string[]; minPrice: string | null; maxPrice: string | null }
>(
  'search_index_variants_within',
  () => sql`select distinct ${productVariants.productId}::text as "productId"
    from ${productVariants}
    where ${productVariants.productId} = any(${value('ids')}::uuid[]) and ${productVariants.isActive}
      and (${value('minPrice')}::numeric is null or coalesce(${productVariants.discountPrice}, ${productVariants.price}) >= ${value('minPrice')}::numeric)
      and (${value('maxPrice')}::numeric is null or coalesce(${productVariants.discountPrice}, ${productVariants.price}) <= ${value('maxPrice')}::numeric)`,
)

/** Of the given products, those with an active variant costing within the bounds. */
export async function productsWithVariantWithin(
  db: Executor,
  ids: readonly string[],
  minPrice: string | undefined,
  maxPrice: string | undefined,
): Promise<Set<string>> {
  const rows = await variantsWithinStatement(db, {
    ids: [...ids],
    minPrice: minPrice ?? null,
    maxPrice: maxPrice ?? null,
  })
  return new Set(rows.map((row) => row.productId))
}

const categoryBySlugStatement = precompiled<{ id: string }, { slug: string }>(
  'search_index_category_by_slug',
  () =>
    sql`select ${categories.id}::text as id from ${categories} where ${categories.slug} = ${value('slug')}`,
)

export async function findCategoryIdBySlug(db: Executor, slug: string): Promise<string | null> {
  const [row] = await categoryBySlugStatement(db, { slug })
  return row?.id ?? null
}

/** Every known key (the vocabulary typo matching draws from). */
export async function allSearchTerms(db: Executor): Promise<string[]> {
  const rows = await db.select({ term: searchTerms.term }).from(searchTerms)
  return rows.map((row) => row.term)
}

/**
 * The listed products in each order the index walks, as the search statements sort them
 * (search.queries.ts, sortKeys and relevanceRank's tie-break): sorted by the database, whose
 * indexes hold most of these orders already, while the app goes on serving.
 */
const ORDER_BY: Record<OrderName, SQL> = {
  relevance: sql`coalesce(length(${s.searchName}), 0), ${s.salesCount} desc, ${s.productId} desc`,
  price: sql`${s.price}, ${s.productId}`,
  newest: sql`${s.createdAt} desc, ${s.productId} desc`,
  rating: sql`${s.averageRating} desc, ${s.reviewCount} desc, ${s.productId} desc`,
  popular: sql`${s.salesCount} desc, ${s.viewCount} desc, ${s.productId} desc`,
  name: sql`${s.searchName} collate "C"`,
}

const orderStatements = Object.fromEntries(
  Object.entries(ORDER_BY).map(([order, by]) => [
    order,
    precompiled<{ id: string }, Record<string, never>>(
      `search_index_order_${order}`,
      () => sql`select ${s.productId}::text as id from ${s} where ${s.listed} order by ${by}`,
    ),
  ]),
) as Record<OrderName, (db: Executor, values: Record<string, never>) => Promise<{ id: string }[]>>

export async function listedIdsInOrder(db: Executor, order: OrderName): Promise<string[]> {
  return (await orderStatements[order](db, {})).map((row) => row.id)
}
