import type { Executor } from '#server/db/database.ts'
import { DEFAULT_LANGUAGE } from '#shared/constants.ts'
import { categoryQuery, DEFAULT_PAGES } from './seo-head.ts'
import {
  listSitemapRows,
  SITEMAP_KINDS,
  sitemapPageStart,
  summarizeSitemapPages,
  type SitemapKind,
  type SitemapRow,
} from './seo.queries.ts'
import { languageAlternates, localizedUrl, type PageQuery } from './seo-urls.ts'

/** The sitemap protocol's limit of addresses per file. */
export const SITEMAP_URL_LIMIT = 50_000
/** Rows read from the database at a time while a sitemap is written out. */
const SITEMAP_CHUNK = 2_000

/** The kinds of sitemap files: the database-backed ones, and one of fixed public pages. */
export const SITEMAP_FILES = [...SITEMAP_KINDS, 'pages'] as const
export type SitemapFile = (typeof SITEMAP_FILES)[number]

/** Personal or transactional pages no search engine should crawl (client routes). */
export const DISALLOWED_PATHS = [
  '/api/',
  '/cart',
  '/checkout',
  '/payment/',
  '/orders',
  '/profile',
  '/wallet',
  '/wishlist',
  '/favorites',
  '/chat',
  '/dashboard',
  '/seller-dashboard',
  '/courier-dashboard',
  '/revenue-dashboard',
  '/analytics',
  '/admin',
  '/add-product',
  '/seller-products/import',
  '/support',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/become-seller',
] as const

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!)

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n'
const URLSET_OPEN =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n'

export const sitemapFileName = (file: SitemapFile, page: number) => `${file}-${page}.xml`

/** Static public pages, in the order of the site's menu. */
const STATIC_PAGES: readonly string[] = Object.values(DEFAULT_PAGES).filter(
  (path): path is NonNullable<typeof path> => path !== null && path !== '/search',
)

/** The sitemap index: every page of every kind, with the newest change in each page. */
export async function sitemapIndex(db: Executor, origin: string, pageSize: number) {
  const summaries = await Promise.all(
    SITEMAP_KINDS.map((kind) => summarizeSitemapPages(db, kind, pageSize)),
  )
  const entries = [
    `  <sitemap><loc>${escapeXml(`${origin}/sitemaps/${sitemapFileName('pages', 1)}`)}</loc></sitemap>`,
  ]
  SITEMAP_KINDS.forEach((kind, index) => {
    for (const summary of summaries[index]!) {
      const loc = `${origin}/sitemaps/${sitemapFileName(kind, summary.page)}`
      entries.push(
        `  <sitemap><loc>${escapeXml(loc)}</loc><lastmod>${summary.lastmod}</lastmod></sitemap>`,
      )
    }
  })
  return `${XML_HEADER}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`
}

/** One <url>: the Amharic address, its languages as xhtml:link alternates, and lastmod. */
function urlEntry(origin: string, path: string, query: PageQuery, lastmod?: string): string {
  const lines = [
    `  <url>`,
    `    <loc>${escapeXml(localizedUrl(origin, path, DEFAULT_LANGUAGE, query))}</loc>`,
  ]
  if (lastmod) lines.push(`    <lastmod>${lastmod}</lastmod>`)
  for (const alternate of languageAlternates(origin, path, query)) {
    lines.push(
      `    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`,
    )
  }
  lines.push('  </url>')
  return `${lines.join('\n')}\n`
}

function rowEntry(origin: string, kind: SitemapKind, row: SitemapRow): string {
  switch (kind) {
    case 'products':
      return urlEntry(origin, `/products/${row.key}`, [], row.lastmod)
    case 'sellers':
      return urlEntry(origin, `/sellers/${row.key}`, [], row.lastmod)
    case 'categories':
      return urlEntry(origin, '/products', categoryQuery({ slug: row.key }), row.lastmod)
  }
}

/**
 * One sitemap file as a stream of text chunks, or null when there is no such page. Page 1 of
 * every kind exists (empty while nothing is listed). Rows are read in id order, a chunk at a time,
 * so a page of 50,000 products is never held in memory at once.
 */
export async function sitemapFile(
  db: Executor,
  origin: string,
  file: SitemapFile,
  page: number,
  pageSize: number,
): Promise<AsyncIterable<string> | null> {
  if (file === 'pages') {
    if (page !== 1) return null
    return (async function* () {
      yield XML_HEADER + URLSET_OPEN
      for (const path of STATIC_PAGES) yield urlEntry(origin, path, [])
      yield '</urlset>\n'
    })()
  }
  const kind = file
  const size = Math.min(pageSize, SITEMAP_URL_LIMIT)
  const start = await sitemapPageStart(db, kind, page, size)
  if (!start && page !== 1) return null
  return (async function* () {
    yield XML_HEADER + URLSET_OPEN
    let remaining = start ? size : 0
    let afterId: string | undefined
    while (remaining > 0) {
      const limit = Math.min(SITEMAP_CHUNK, remaining)
      const rows = await listSitemapRows(db, kind, {
        ...(afterId ? { afterId } : { fromId: start! }),
        limit,
      })
      if (rows.length > 0) yield rows.map((row) => rowEntry(origin, kind, row)).join('')
      remaining -= rows.length
      if (rows.length < limit) break
      afterId = rows[rows.length - 1]!.id
    }
    yield '</urlset>\n'
  })()
}
