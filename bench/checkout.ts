// Checkout under load: buyers signed up through the app, each from its own address (the bench's
// app processes trust one proxy hop, so X-Forwarded-For names the buyer's address, as behind a
// reverse proxy: the per-address registration limit is not what is measured).
import pg from 'pg'
import { percentile } from './load.ts'

const BENCH_PASSWORD = 'Bench-Checkout-2026'
const DEMO_SELLER = { email: 'seller@selam.market', password: 'Selam-Demo-2026' }

export type Buyer = { cookie: string; address: string }
/** A product as the list shows it; `priceMax` is null for one without options (no variant to pick). */
type Listed = { id: string; stock: number; priceMax?: string | null }

export async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}`)
  return (await response.json()) as T
}

/** 10.x.y.z, one per buyer. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`

/** Signs up one buyer (argon2 makes this the slow part, so it happens before the clock starts). */
export async function signUp(url: string, n: number): Promise<Buyer> {
  const suffix = `${Date.now().toString(36)}${n}`
  const address = addressOf(n + 1)
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: `Buyer${n}`,
      username: `bench_${suffix}`,
      email: `bench-${suffix}@example.test`,
      password: BENCH_PASSWORD,
    }),
  })
  if (!response.ok) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`)
  const raw = response.headers.getSetCookie().find((c) => c.startsWith('selam_session'))
  if (!raw) throw new Error('sign-up set no session cookie')
  return { cookie: raw.split(';')[0]!, address }
}

export async function inBatches<T>(count: number, size: number, task: (i: number) => Promise<T>) {
  const results: T[] = []
  for (let start = 0; start < count; start += size) {
    const batch = Array.from({ length: Math.min(size, count - start) }, (_, k) => task(start + k))
    results.push(...(await Promise.all(batch)))
  }
  return results
}

export async function signUpBuyers(urls: readonly string[], count: number, from = 0) {
  return inBatches(count, 4, (i) => signUp(urls[i % urls.length]!, from + i))
}

async function productStock(url: string, id: string): Promise<number> {
  return (await json<{ stock: number }>(await fetch(`${url}/api/products/${id}`))).stock
}

/**
 * A product's stock and the units its cancelled orders have given back, read in one snapshot.
 * Unpaid sandbox orders of an earlier run expire after 30 minutes and give their units back,
 * maybe during the burst: counted here, they do not pass for units sold twice.
 */
async function stockLedger(databaseUrl: string, productId: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ stock: number; givenBack: number }>(
      `select stock, (select coalesce(sum(quantity), 0)::int from orders
                       where product_id = $1 and status = 'cancelled') as "givenBack"
       from products where id = $1`,
      [productId],
    )
    return rows[0]!
  } finally {
    await client.end()
  }
}

const order = (i: number) =>
  JSON.stringify({
    city: 'addis_ababa',
    subCity: 'Bole',
    addressDetails: `Bench house ${i}`,
    phone: '0911234567',
    paymentMethod: i % 2 === 0 ? 'sandbox' : 'cash_on_delivery',
  })

async function putInCart(url: string, buyer: Buyer, productId: string): Promise<Response> {
  return fetch(`${url}/api/cart/items/${productId}`, {
    method: 'PUT',
    headers: {
      cookie: buyer.cookie,
      'content-type': 'application/json',
      'x-forwarded-for': buyer.address,
    },
    body: JSON.stringify({ quantity: 1 }),
  })
}

async function placeOrder(url: string, buyer: Buyer, i: number, key: string): Promise<Response> {
  return fetch(`${url}/api/checkout/orders`, {
    method: 'POST',
    headers: {
      cookie: buyer.cookie,
      'content-type': 'application/json',
      'x-forwarded-for': buyer.address,
      'idempotency-key': key,
    },
    body: order(i),
  })
}

export type HotCheckout = {
  buyers: number
  placed: number
  soldOut: number
  errors: number
  p50: number
  p95: number
  p99: number
  stockBefore: number
  stockAfter: number
  /** Units cancelled orders gave back meanwhile (read from the database when it is given). */
  givenBack: number
  oversold: boolean
}

/**
 * Every buyer puts the hot product (and one other) in the cart, then all place their orders at
 * the same moment. The hot product has half as many units as there are buyers, so half must get
 * the "only N left" answer (409) and none may oversell: the stock after is the stock before, plus
 * what cancelled orders gave back meanwhile (with `databaseUrl`), less the orders. `before` and
 * `after` run just before the orders go and once every answer is in (to measure the burst alone).
 */
export async function hotCheckout(
  urls: readonly string[],
  buyers: readonly Buyer[],
  options: {
    databaseUrl?: string
    before?: () => Promise<void>
    after?: () => Promise<void>
  } = {},
): Promise<HotCheckout> {
  const url = urls[0]!
  const signIn = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_SELLER),
  })
  if (!signIn.ok) {
    throw new Error(
      `the demo seller could not sign in (${signIn.status}): seed the database first (--seed N)`,
    )
  }
  const sellerCookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!
  const own = await json<{
    products: (Listed & { isActive: boolean; reviewStatus: string; variants?: unknown[] })[]
  }>(await fetch(`${url}/api/seller/products`, { headers: { cookie: sellerCookie } }))
  // A product without options: its stock is its own (a product with variants sells through them).
  const hot = own.products.find(
    (p) => p.isActive && p.reviewStatus === 'approved' && (p.variants?.length ?? 0) === 0,
  )
  if (!hot) throw new Error('the demo seller has no product')
  const hotUnits = Math.max(1, Math.floor(buyers.length / 2))
  await json(
    await fetch(`${url}/api/products/${hot.id}`, {
      method: 'PATCH',
      headers: { cookie: sellerCookie, 'content-type': 'application/json' },
      body: JSON.stringify({ stock: hotUnits }),
    }),
  )
  const listed = await json<{ items: Listed[] }>(await fetch(`${url}/api/products?limit=100`))
  const others = listed.items.filter(
    (item) => item.id !== hot.id && item.stock >= buyers.length && !item.priceMax,
  )
  const ledger = async () =>
    options.databaseUrl
      ? stockLedger(options.databaseUrl, hot.id)
      : { stock: await productStock(url, hot.id), givenBack: 0 }
  const before = await ledger()

  // Carts first (the hot product still has units for everyone); the contention is in checkout.
  const carts = await Promise.all(
    buyers.map(async (buyer, i) => {
      const lines = [hot, ...(others.length > 0 ? [others[i % others.length]!] : [])]
      for (const line of lines) {
        const added = await putInCart(urls[i % urls.length]!, buyer, line.id)
        if (!added.ok) return `add to cart answered ${added.status}`
      }
      return null
    }),
  )
  for (const problem of carts) if (problem) console.log(`  ${problem}`)
  const latencies: number[] = []
  let placed = 0
  let soldOut = 0
  let errors = carts.filter((problem) => problem !== null).length
  await options.before?.()
  const run = Date.now()
  await Promise.all(
    buyers.map(async (buyer, i) => {
      if (carts[i]) return
      try {
        const start = performance.now()
        const response = await placeOrder(urls[i % urls.length]!, buyer, i, `bench-hot-${run}-${i}`)
        latencies.push(performance.now() - start)
        const body = (await response.json()) as { code?: string }
        if (response.status === 201) placed += 1
        else if (response.status === 409 && body.code === 'INSUFFICIENT_STOCK') soldOut += 1
        else {
          errors += 1
          console.log(`  checkout ${i}: ${response.status} ${JSON.stringify(body)}`)
        }
      } catch (error) {
        errors += 1
        console.log(`  checkout ${i}: ${String(error)}`)
      }
    }),
  )
  await options.after?.()
  const after = await ledger()
  const givenBack = after.givenBack - before.givenBack
  latencies.sort((a, b) => a - b)
  return {
    buyers: buyers.length,
    placed,
    soldOut,
    errors,
    p50: Math.round(percentile(latencies, 0.5)),
    p95: Math.round(percentile(latencies, 0.95)),
    p99: Math.round(percentile(latencies, 0.99)),
    stockBefore: before.stock,
    stockAfter: after.stock,
    givenBack,
    oversold: after.stock < 0 || before.stock + givenBack - after.stock !== placed,
  }
}

export type CheckoutLoop = {
  orders: number
  seconds: number
  soldOut: number
  errors: number
  p50: number
  p95: number
}

/**
 * Checkout throughput: every buyer, for `seconds`, puts a product in the cart and places the
 * order, again and again, spread over the processes; products are many, so buyers rarely meet
 * on one row and the figure shows what the processes (and the database) can take.
 */
export async function checkoutLoop(
  urls: readonly string[],
  buyers: readonly Buyer[],
  products: readonly string[],
  seconds: number,
): Promise<CheckoutLoop> {
  const latencies: number[] = []
  let orders = 0
  let soldOut = 0
  let errors = 0
  const started = Date.now()
  const end = started + seconds * 1000
  await Promise.all(
    buyers.map(async (buyer, n) => {
      for (let round = 0; Date.now() < end; round++) {
        const url = urls[(n + round) % urls.length]!
        const product = products[(n * 31 + round * 7) % products.length]!
        const added = await putInCart(url, buyer, product)
        await added.body?.cancel()
        if (!added.ok) {
          errors += 1
          continue
        }
        const start = performance.now()
        const response = await placeOrder(
          url,
          buyer,
          n + round,
          `bench-loop-${started}-${n}-${round}`,
        )
        latencies.push(performance.now() - start)
        const body = (await response.json()) as { code?: string }
        if (response.status === 201) orders += 1
        else if (response.status === 409 && body.code === 'INSUFFICIENT_STOCK') {
          soldOut += 1
          await fetch(`${url}/api/cart/items/${product}`, {
            method: 'DELETE',
            headers: { cookie: buyer.cookie, 'x-forwarded-for': buyer.address },
          })
        } else errors += 1
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  return {
    orders,
    seconds: (Date.now() - started) / 1000,
    soldOut,
    errors,
    p50: Math.round(percentile(latencies, 0.5)),
    p95: Math.round(percentile(latencies, 0.95)),
  }
}

/** Products with enough stock for a checkout loop, from the first listed pages. */
export async function productsInStock(url: string, minimum = 50): Promise<string[]> {
  const found: string[] = []
  let cursor: string | null = null
  for (let n = 0; n < 10 && found.length < 200; n++) {
    const query = new URLSearchParams({ limit: '100', sort: 'price-low' })
    if (cursor) query.set('cursor', cursor)
    const page: { items: Listed[]; nextCursor: string | null } = await json(
      await fetch(`${url}/api/products?${query}`),
    )
    for (const item of page.items) if (item.stock >= minimum && !item.priceMax) found.push(item.id)
    cursor = page.nextCursor
    if (!cursor) break
  }
  if (found.length === 0) throw new Error(`no product has ${minimum} units in stock`)
  return found
}
