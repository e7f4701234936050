// The floor the app is measured against: a bare node:http + pg server that answers the product
// list (GET /api/products with sort, category, limit and cursor) and a product (GET
// /api/products/:id: the product, then its options and its active variants together) with exactly
// the SQL the app sends (captured from the app, statement by statement) and exactly the JSON the
// app writes, and nothing else: no framework, no hooks, no schema, no security headers, no
// metrics, no session lookup. What the app spends beyond this is what its framework and its own
// layers cost.
//
// Like the app, the list's `total` is a display figure recounted at most every 30 s per filter
// (stale for 30 s more while one recount runs), so both do the same database work per request:
// the page query every time, the count once per 30 s per filter.
//
//   node --import tsx bench/floor.ts      (DATABASE_URL, PORT, HOST, DATABASE_POOL_SIZE)
// The bench starts it; `bench/run.ts` checks that both answer the same bytes before measuring.
import http from 'node:http'
import pg from 'pg'

const PAGE_SIZE_DEFAULT = 20
const PAGE_SIZE_MAX = 100
const SORTS = ['newest', 'price-low', 'price-high', 'rating'] as const
type Sort = (typeof SORTS)[number]
const COUNT_TTL_MS = 30_000

/* ------------------------------------------------------------------------------- SQL */

// Written out as the app's query builder writes them (bench/README.md says how they were captured).
const LISTED = `("products"."is_active" and "products"."review_status" = 'approved' and "users"."is_active" and "users"."suspended_at" is null)`
// The dearest active variant (null without variants), and the store's return date and note while
// it is away (vacation mode: its return date still ahead in Addis Ababa).
const PRICE_MAX = `(select max(coalesce("product_variants"."discount_price", "product_variants"."price"))::text from "product_variants" where "product_variants"."product_id" = "products"."id" and "product_variants"."is_active")`
const AWAY = `"sellers"."vacation_until" > (now() at time zone 'Africa/Addis_Ababa')::date`
const AWAY_UNTIL = `(case when ${AWAY} then "sellers"."vacation_until"::text end)`
const AWAY_MESSAGE = `(case when ${AWAY} then "sellers"."vacation_message" end)`
const LIST_COLUMNS = `"products"."id", "products"."name", "products"."description", "products"."image_url", "products"."price", "products"."discount_price", ${PRICE_MAX}, "products"."currency", "products"."stock", "products"."is_featured", "products"."ships_internationally", "products"."international_shipping_fee", "products"."average_rating", "products"."review_count", "products"."created_at", "categories"."id", "categories"."name", "categories"."name_am", "categories"."name_om", "categories"."name_ti", "categories"."slug", "sellers"."id", "sellers"."store_name", "sellers"."verified", ${AWAY_UNTIL}`
/** The sort key's column in a list row, after LIST_COLUMNS. */
const SORT_KEY = 25
const JOINS = `from "products" inner join "categories" on "categories"."id" = "products"."category_id" inner join "sellers" on "sellers"."id" = "products"."seller_id" inner join "users" on "users"."id" = "sellers"."user_id"`
const COUNT_JOINS = `from "products" inner join "sellers" on "sellers"."id" = "products"."seller_id" inner join "users" on "users"."id" = "sellers"."user_id"`
const EFFECTIVE_PRICE = `coalesce("products"."discount_price", "products"."price")`
const IN_CATEGORY = `"products"."category_id" = (select "categories"."id" from "categories" where "categories"."slug" = $`

const SORT_SQL: Record<Sort, { key: string; orderBy: string; after: (n: number) => string }> = {
  newest: {
    key: `to_char("products"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    orderBy: `"products"."created_at" desc, "products"."id" desc`,
    after: (n) =>
      `("products"."created_at", "products"."id") <= ($${n}::timestamptz, $${n + 1}::uuid) and "products"."id" <> $${n + 2}::uuid`,
  },
  'price-low': {
    key: `${EFFECTIVE_PRICE}::text`,
    orderBy: `${EFFECTIVE_PRICE} asc, "products"."id" asc`,
    after: (n) =>
      `(${EFFECTIVE_PRICE}, "products"."id") >= ($${n}::numeric, $${n + 1}::uuid) and "products"."id" <> $${n + 2}::uuid`,
  },
  'price-high': {
    key: `${EFFECTIVE_PRICE}::text`,
    orderBy: `${EFFECTIVE_PRICE} desc, "products"."id" desc`,
    after: (n) =>
      `(${EFFECTIVE_PRICE}, "products"."id") <= ($${n}::numeric, $${n + 1}::uuid) and "products"."id" <> $${n + 2}::uuid`,
  },
  rating: {
    key: `"products"."average_rating"::text`,
    orderBy: `"products"."average_rating" desc, "products"."review_count" desc, "products"."id" desc`,
    after: (n) =>
      `("products"."average_rating", "products"."review_count", "products"."id") <= ($${n}::numeric, $${n + 1}::integer, $${n + 2}::uuid) and "products"."id" <> $${n + 3}::uuid`,
  },
}

/** Drizzle's and(): one condition as it is, several parenthesised and joined. */
const and = (conditions: string[]) =>
  conditions.length === 1 ? conditions[0]! : `(${conditions.join(' and ')})`

export function listSql(sort: Sort, category: boolean, after: boolean): string {
  const conditions = [LISTED]
  let n = 1
  if (category) conditions.push(`${IN_CATEGORY}${n++})`)
  if (after) {
    conditions.push(SORT_SQL[sort].after(n))
    n += sort === 'rating' ? 4 : 3
  }
  return `select ${LIST_COLUMNS}, ${SORT_SQL[sort].key} ${JOINS} where ${and(conditions)} order by ${SORT_SQL[sort].orderBy} limit $${n}`
}

export function countSql(category: boolean): string {
  return `select count(*)::int ${COUNT_JOINS} where ${and(category ? [LISTED, `${IN_CATEGORY}1)`] : [LISTED])}`
}

export const DETAIL_SQL = `select ${LIST_COLUMNS}, "sellers"."description", "sellers"."rating", "sellers"."total_reviews", "users"."city", ${AWAY_MESSAGE}, "products"."origin_country", "products"."origin_city", "products"."estimated_delivery_days", "products"."is_ethiopian_made", "products"."authenticity_note", "products"."tags", (
        select coalesce(json_agg(json_build_object('id', "product_images"."id", 'imageUrl', "product_images"."image_url", 'isPrimary', "product_images"."is_primary")
          order by "product_images"."is_primary" desc, "product_images"."display_order", "product_images"."created_at", "product_images"."id"), '[]'::json)
        from "product_images" where "product_images"."product_id" = "products"."id"), ${LISTED} ${JOINS} where "products"."id" = $1 limit $2`

// Named statements in the app too (product_page_options, product_page_variants), run side by side.
export const OPTIONS_SQL = `select "name", "values" from "product_options" where "product_options"."product_id" = $1 order by "product_options"."position" asc, "product_options"."id" asc`
export const VARIANTS_SQL = `select "id", "product_id", "sku", "option_values", "price", "discount_price", "stock", "is_active", "position" from "product_variants" where ("product_variants"."product_id" = $1 and "product_variants"."is_active" = $2) order by "product_variants"."position" asc, "product_variants"."created_at" asc, "product_variants"."id" asc`

/* --------------------------------------------------------------------------- cursor */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/
const DECIMAL = /^\d{1,12}(\.\d{1,4})?$/

/** The keyset values after the cursor, in parameter order; undefined when the cursor is forged. */
function decodeCursor(cursor: string, sort: Sort): unknown[] | undefined {
  let parts: unknown
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
  if (!Array.isArray(parts) || parts[0] !== sort) return undefined
  const id = parts[parts.length - 1]
  if (typeof id !== 'string' || !UUID.test(id) || typeof parts[1] !== 'string') return undefined
  if (sort === 'newest')
    return parts.length === 3 && TIMESTAMP.test(parts[1]) ? [parts[1], id] : undefined
  if (sort === 'rating') {
    return parts.length === 4 &&
      DECIMAL.test(parts[1]) &&
      Number.isSafeInteger(parts[2]) &&
      (parts[2] as number) >= 0
      ? [parts[1], parts[2], id]
      : undefined
  }
  return parts.length === 3 && DECIMAL.test(parts[1]) ? [parts[1], id] : undefined
}

function encodeCursor(sort: Sort, row: unknown[]): string {
  const parts =
    sort === 'rating' ? [sort, row[SORT_KEY], row[13], row[0]] : [sort, row[SORT_KEY], row[0]]
  return Buffer.from(JSON.stringify(parts)).toString('base64url')
}

/* ------------------------------------------------------------------------------ JSON */

/** A list row (array mode, columns in LIST_COLUMNS order) as the app's listing item. */
function listItem(row: unknown[]) {
  return {
    id: row[0],
    name: row[1],
    description: row[2],
    imageUrl: row[3],
    price: row[4],
    discountPrice: row[5],
    priceMax: row[6],
    currency: row[7],
    stock: row[8],
    isFeatured: row[9],
    shipsInternationally: row[10],
    internationalShippingFee: row[11],
    averageRating: Number(row[12]),
    reviewCount: row[13],
    category: {
      id: row[15],
      name: row[16],
      nameAm: row[17],
      nameOm: row[18],
      nameTi: row[19],
      slug: row[20],
    },
    seller: {
      id: row[21],
      storeName: row[22],
      verified: row[23],
      awayUntil: row[24],
    } as Record<string, unknown>,
    createdAt: (row[14] as Date).toISOString(),
  }
}

type OptionRow = [name: string, values: string[]]
type VariantRow = [
  id: string,
  productId: string,
  sku: string | null,
  optionValues: Record<string, string>,
  price: string,
  discountPrice: string | null,
  stock: number,
  isActive: boolean,
  position: number,
]

/** A product row (DETAIL_SQL) with its options and active variants, as the app's product page. */
function detail(row: unknown[], optionRows: OptionRow[], variantRows: VariantRow[]) {
  const item = listItem(row)
  const images = row[36] as { id: string; imageUrl: string; isPrimary: boolean }[]
  const options = optionRows.map(([name, values]) => ({ name, values }))
  // Added to the listing's objects rather than spread into new ones, as the app does: on this V8 a
  // spread object given more properties gets maps of its own in the old heap each time.
  Object.assign(item.seller, {
    description: row[25],
    rating: row[26],
    totalReviews: row[27],
    city: row[28],
    awayMessage: row[29],
  })
  return Object.assign(item, {
    originCountry: row[30],
    originCity: row[31],
    estimatedDeliveryDays: row[32],
    isEthiopianMade: row[33],
    authenticityNote: row[34],
    tags: row[35],
    images: images.map((image) => ({
      id: image.id,
      imageUrl: image.imageUrl,
      isPrimary: image.isPrimary,
    })),
    options,
    variants: variantRows.map(([id, , sku, optionValues, price, discountPrice, stock]) => ({
      id,
      sku,
      optionValues,
      // "Size: 500 g · Roast: Dark", in the options' order (the app's variantLabel).
      label: options
        .filter((option) => optionValues[option.name] !== undefined)
        .map((option) => `${option.name}: ${optionValues[option.name]}`)
        .join(' · '),
      price,
      discountPrice,
      stock,
    })),
  })
}

/* ---------------------------------------------------------------------------- server */

type Count = { value?: number; freshUntil: number; pending?: Promise<number> | undefined }

export function createFloor(pool: pg.Pool) {
  const counts = new Map<string, Count>()

  const load = (category: string | undefined) =>
    pool
      .query({
        text: countSql(category !== undefined),
        values: category ? [category] : [],
        rowMode: 'array',
      })
      .then((result) => (result.rows[0] as number[])[0]!)

  /** Fresh 30 s, then served 30 s more while one recount runs; concurrent misses share one. */
  function total(category: string | undefined): Promise<number> {
    const key = category ?? ''
    const now = Date.now()
    const entry = counts.get(key)
    if (entry?.value !== undefined) {
      if (now < entry.freshUntil) return Promise.resolve(entry.value)
      if (now < entry.freshUntil + COUNT_TTL_MS) {
        if (!entry.pending) {
          entry.pending = load(category)
            .then((value) => Object.assign(entry, { value, freshUntil: Date.now() + COUNT_TTL_MS }))
            .then(
              () => entry.value!,
              () => entry.value!,
            )
            .finally(() => (entry.pending = undefined))
        }
        return Promise.resolve(entry.value)
      }
    } else if (entry?.pending) {
      return entry.pending
    }
    const fresh: Count = { freshUntil: 0 }
    fresh.pending = load(category).then(
      (value) => {
        Object.assign(fresh, { value, freshUntil: Date.now() + COUNT_TTL_MS, pending: undefined })
        return value
      },
      (error: unknown) => {
        counts.delete(key)
        throw error
      },
    )
    counts.set(key, fresh)
    return fresh.pending
  }

  async function list(query: URLSearchParams) {
    const sort = (query.get('sort') ?? 'newest') as Sort
    if (!SORTS.includes(sort)) return null
    const limitText = query.get('limit')
    const limit = limitText === null ? PAGE_SIZE_DEFAULT : Number(limitText)
    if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_SIZE_MAX) return null
    const category = query.get('category')?.trim() || undefined
    const cursor = query.get('cursor')
    const after = cursor ? decodeCursor(cursor, sort) : undefined
    if (cursor && !after) return null
    const name = `floor_${sort}_${category ? 'c' : ''}${after ? 'a' : ''}`
    // The cursor's id twice: in the row comparison and to leave its own product out, as the app.
    const keyset = after ? [...after, after[after.length - 1]] : []
    const values = [...(category ? [category] : []), ...keyset, limit + 1]
    const [rows, count] = await Promise.all([
      pool
        .query({
          name,
          text: listSql(sort, Boolean(category), Boolean(after)),
          values,
          rowMode: 'array',
        })
        .then((result) => result.rows as unknown[][]),
      total(category),
    ])
    const page = rows.slice(0, limit)
    const last = page[page.length - 1]
    return {
      items: page.map(listItem),
      nextCursor: rows.length > limit && last ? encodeCursor(sort, last) : null,
      total: count,
    }
  }

  async function product(id: string) {
    const result = await pool.query({
      name: 'floor_detail',
      text: DETAIL_SQL,
      values: [id, 1],
      rowMode: 'array',
    })
    const row = result.rows[0] as unknown[] | undefined
    // A visitor sees listed products only (the last column).
    if (!row || !row[37]) return undefined
    const [options, variants] = await Promise.all([
      pool.query({ name: 'floor_options', text: OPTIONS_SQL, values: [id], rowMode: 'array' }),
      pool.query({
        name: 'floor_variants',
        text: VARIANTS_SQL,
        values: [id, true],
        rowMode: 'array',
      }),
    ])
    return detail(row, options.rows as OptionRow[], variants.rows as VariantRow[])
  }

  const send = (response: http.ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body)
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
    })
    response.end(text)
  }

  // A product takes two steps (the product, then its options and variants): a request still
  // answering when the floor is stopped finishes before the pool ends.
  let answering = 0
  let idle: (() => void) | undefined

  const server = http.createServer((request, response) => {
    answering++
    const [path = '', search = ''] = (request.url ?? '').split('?', 2)
    const answer = async () => {
      if (request.method !== 'GET')
        return send(response, 405, { message: 'GET only', code: 'METHOD' })
      if (path === '/api/products') {
        const page = await list(new URLSearchParams(search))
        return page
          ? send(response, 200, page)
          : send(response, 400, { message: 'bad query', code: 'VALIDATION_ERROR' })
      }
      if (path.startsWith('/api/products/')) {
        const id = path.slice('/api/products/'.length)
        if (!UUID.test(id))
          return send(response, 400, { message: 'bad id', code: 'VALIDATION_ERROR' })
        const found = await product(id)
        return found
          ? send(response, 200, found)
          : send(response, 404, { message: 'not found', code: 'PRODUCT_NOT_FOUND' })
      }
      if (path === '/api/ready') return send(response, 200, { status: 'ok' })
      return send(response, 404, { message: 'not found', code: 'NOT_FOUND' })
    }
    answer()
      .catch((error: unknown) => {
        console.error(error)
        if (!response.headersSent)
          send(response, 500, { message: 'failed', code: 'INTERNAL_ERROR' })
      })
      .finally(() => {
        if (--answering === 0) idle?.()
      })
  })
  return Object.assign(server, {
    /** Resolves once no request is being answered. */
    answered: () =>
      answering === 0 ? Promise.resolve() : new Promise<void>((resolve) => (idle = resolve)),
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('DATABASE_URL is required')
  // The app's pool: same size, same session settings.
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 20),
    idleTimeoutMillis: 30_000,
    options: '-c jit=off -c max_parallel_workers_per_gather=0',
  })
  pool.on('error', () => {})
  const server = createFloor(pool)
  const port = Number(process.env.PORT ?? 5990)
  server.listen(port, process.env.HOST ?? '127.0.0.1', () => {
    console.log(`floor listening on http://${process.env.HOST ?? '127.0.0.1'}:${port}`)
  })
  const stop = () => {
    server.close()
    server.closeAllConnections()
    void server
      .answered()
      .then(() => pool.end())
      .finally(() => process.exit(0))
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
