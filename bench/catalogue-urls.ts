// The varied address sets of the list and product measurements, taken from real pages: every
// sort, the whole catalogue and each category, and cursors from the first page to a thousand
// products deep; product pages of the products those pages show.

const SORTS = ['newest', 'price-low', 'price-high', 'rating'] as const
const PAGE = 20

type Page = { items: { id: string }[]; nextCursor: string | null; total: number }

async function page(base: string, query: URLSearchParams): Promise<Page> {
  const response = await fetch(`${base}/api/products?${query}`)
  if (!response.ok) throw new Error(`/api/products?${query} answered ${response.status}`)
  return (await response.json()) as Page
}

export type CatalogueUrls = { list: string[]; detail: string[]; listed: number }

/**
 * Walks each (sort, category) ordering `depth` pages of 100 deep and keeps a 20-product page at
 * every cursor met, so the set reaches deep into the catalogue as a shopper paging on would.
 */
export async function collectCatalogueUrls(
  base: string,
  options: { depth?: number; maxProducts?: number } = {},
): Promise<CatalogueUrls> {
  const depth = options.depth ?? 8
  const categoriesResponse = await fetch(`${base}/api/categories`)
  const categories = ((await categoriesResponse.json()) as { slug: string; productCount: number }[])
    .filter((category) => category.productCount > 0)
    .map((category) => category.slug)
  const list = new Set<string>()
  const ids = new Set<string>()
  let listed = 0
  for (const sort of SORTS) {
    for (const category of [undefined, ...categories]) {
      const base20 = new URLSearchParams({ sort, limit: String(PAGE) })
      if (category) base20.set('category', category)
      list.add(`/api/products?${base20}`)
      let cursor: string | null = null
      for (let n = 0; n < depth; n++) {
        const query = new URLSearchParams({ sort, limit: '100' })
        if (category) query.set('category', category)
        if (cursor) query.set('cursor', cursor)
        const walked = await page(base, query)
        if (!category && sort === 'newest' && n === 0) listed = walked.total
        for (const item of walked.items) ids.add(item.id)
        cursor = walked.nextCursor
        if (!cursor) break
        const at = new URLSearchParams(base20)
        at.set('cursor', cursor)
        list.add(`/api/products?${at}`)
      }
    }
  }
  const detail = [...ids].slice(0, options.maxProducts ?? 5_000).map((id) => `/api/products/${id}`)
  return { list: [...list], detail, listed }
}

/**
 * The floor must answer byte for byte what the app answers, or the ratio compares different
 * work. Returns the addresses that differ (empty when all agree).
 */
export async function compareAnswers(
  app: string,
  floor: string,
  paths: readonly string[],
): Promise<string[]> {
  const differing: string[] = []
  for (const path of paths) {
    const [a, b] = await Promise.all([fetch(`${app}${path}`), fetch(`${floor}${path}`)])
    const [textA, textB] = await Promise.all([a.text(), b.text()])
    if (a.status !== b.status || textA !== textB) differing.push(path)
  }
  return differing
}

/** Every n-th element, so a sample spreads over the whole list. */
export function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items]
  const step = items.length / count
  return Array.from({ length: count }, (_, i) => items[Math.floor(i * step)]!)
}
