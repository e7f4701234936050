import { eq, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { categories, products } from '#server/db/schema/catalog.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { users } from '#server/db/schema/users.ts'
import { listedProduct } from '../catalog/catalog.queries.ts'
import { activeOwner } from '../sellers/sellers.queries.ts'

// Sitemap reads: exactly what the public API shows, with the catalog's and the stores' own
// visibility conditions. Rows are read in id order, a bounded chunk at a time.

export const SITEMAP_KINDS = ['products', 'sellers', 'categories'] as const
export type SitemapKind = (typeof SITEMAP_KINDS)[number]

type Source = {
  from: SQL
  visible: SQL
  id: SQL
  /** What the page's address is made of: the id, or the category's slug. */
  key: SQL
  updatedAt: SQL
}

const sources: Record<SitemapKind, Source> = {
  products: {
    from: sql`${products} inner join ${sellers} on ${sellers.id} = ${products.sellerId} inner join ${users} on ${users.id} = ${sellers.userId}`,
    visible: listedProduct,
    id: sql`${products.id}`,
    key: sql`${products.id}::text`,
    updatedAt: sql`${products.updatedAt}`,
  },
  sellers: {
    from: sql`${sellers} inner join ${users} on ${users.id} = ${sellers.userId}`,
    visible: activeOwner,
    id: sql`${sellers.id}`,
    key: sql`${sellers.id}::text`,
    updatedAt: sql`${sellers.updatedAt}`,
  },
  categories: {
    from: sql`${categories}`,
    // The same rule as the public category list (listCategoryRows).
    visible: sql`${eq(categories.isActive, true)}`,
    id: sql`${categories.id}`,
    key: sql`${categories.slug}`,
    updatedAt: sql`${categories.updatedAt}`,
  },
}

// W3C datetime in UTC, formatted by the database so both drivers answer the same text.
const w3cDate = (value: SQL) =>
  sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`

export type SitemapPageSummary = { page: number; count: number; lastmod: string }

/** How the visible rows fall into pages of `pageSize` (by id), with each page's newest change. */
export async function summarizeSitemapPages(
  db: Executor,
  kind: SitemapKind,
  pageSize: number,
): Promise<SitemapPageSummary[]> {
  const source = sources[kind]
  // Both drivers (node-postgres, PGlite) answer raw queries with `rows`.
  const result = (await db.execute(sql`
    select (numbered.n / ${pageSize}::int)::int + 1 as page,
           count(*)::int as count,
           ${w3cDate(sql`max(numbered.updated_at)`)} as lastmod
    from (
      select ${source.updatedAt} as updated_at, row_number() over (order by ${source.id}) - 1 as n
      from ${source.from}
      where ${source.visible}
    ) as numbered
    group by 1
    order by 1
  `)) as unknown as { rows: SitemapPageSummary[] }
  return result.rows
}

/** The id a page starts at, or null past the last page. */
export async function sitemapPageStart(
  db: Executor,
  kind: SitemapKind,
  page: number,
  pageSize: number,
): Promise<string | null> {
  const source = sources[kind]
  const result = (await db.execute(sql`
    select ${source.id}::text as id
    from ${source.from}
    where ${source.visible}
    order by ${source.id}
    offset ${(page - 1) * pageSize} limit 1
  `)) as unknown as { rows: { id: string }[] }
  return result.rows[0]?.id ?? null
}

export type SitemapRow = { id: string; key: string; lastmod: string }

/** Up to `limit` visible rows from `fromId` (inclusive) or after `afterId`, in id order. */
export async function listSitemapRows(
  db: Executor,
  kind: SitemapKind,
  params: { fromId?: string; afterId?: string; limit: number },
): Promise<SitemapRow[]> {
  const source = sources[kind]
  const bound = params.afterId
    ? sql`and ${source.id} > ${params.afterId}::uuid`
    : params.fromId
      ? sql`and ${source.id} >= ${params.fromId}::uuid`
      : sql``
  const result = (await db.execute(sql`
    select ${source.id}::text as id, ${source.key} as key, ${w3cDate(source.updatedAt)} as lastmod
    from ${source.from}
    where ${source.visible} ${bound}
    order by ${source.id}
    limit ${params.limit}
  `)) as unknown as { rows: SitemapRow[] }
  return result.rows
}

/** The seller's own search title and description of a listed product (not in the public contract). */
export async function findProductSeoText(db: Executor, productId: string) {
  const result = (await db.execute(sql`
    select ${products.seoTitle} as "seoTitle", ${products.seoDescription} as "seoDescription"
    from ${sources.products.from}
    where ${products.id} = ${productId}::uuid and ${listedProduct}
  `)) as unknown as { rows: { seoTitle: string | null; seoDescription: string | null }[] }
  return result.rows[0] ?? null
}
