// Soak: two app processes on the bench's database take mixed traffic (browse, search, cart,
// checkout) for a while; halfway, every other backend of that database is terminated, as a
// database restart or failover would. Afterwards acknowledged orders must equal order rows, stock
// + sold must equal the stock before, and both processes must still be up.
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { json, signUpBuyers } from './checkout.ts'
import { appEnv, startApp, stop } from './processes.ts'

type Listed = { id: string; stock: number }

/** Resident memory of a process in MB (Linux), or undefined when it cannot be read. */
async function rssMb(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8')
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1]
    return kb ? Math.round(Number(kb) / 1024) : undefined
  } catch {
    return undefined
  }
}

export async function runSoak(
  databaseUrl: string,
  options: { seconds: number; workers: number; searches: readonly string[] },
): Promise<boolean> {
  const { seconds: soakSeconds, workers } = options
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  const database = (await admin.query('select current_database() as name')).rows[0].name as string
  // Each lost connection is logged at warn; the soak prints its own figures instead.
  const servers = await Promise.all([
    startApp(appEnv(databaseUrl, { LOG_LEVEL: 'error' }), { name: 'app 1' }),
    startApp(appEnv(databaseUrl, { LOG_LEVEL: 'error' }), { name: 'app 2' }),
  ])
  const urls = servers.map((s) => s.url)
  const statuses = new Map<string, number>()
  const note = (status: string) => statuses.set(status, (statuses.get(status) ?? 0) + 1)
  let requests = 0
  const acknowledged = new Set<string>()
  const died: string[] = []
  servers.forEach(({ process: child }, i) =>
    child.once('exit', (code, signal) => died.push(`process ${i + 1} exited (${code ?? signal})`)),
  )

  const call = async (url: string, init: RequestInit = {}) => {
    requests += 1
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) })
      note(String(response.status))
      return response
    } catch (error) {
      note((error as Error).name === 'TimeoutError' ? 'timeout' : 'network')
      return undefined
    }
  }

  let ok = true
  try {
    const listed = await json<{ items: Listed[] }>(await fetch(`${urls[0]}/api/products?limit=100`))
    const pool = listed.items.filter((item) => item.stock > 0)
    if (pool.length === 0) throw new Error('no product in stock to order')
    const stockBefore = new Map(pool.map((item) => [item.id, item.stock]))
    console.log(`  signing up ${workers} buyers`)
    const buyers = await signUpBuyers(urls, workers, 10_000)
    const buyerIds: string[] = []
    for (const buyer of buyers) {
      const me = await json<{ user: { id: string } }>(
        await fetch(`${urls[0]}/api/auth/me`, { headers: { cookie: buyer.cookie } }),
      )
      buyerIds.push(me.user.id)
    }

    const started = Date.now()
    const end = started + soakSeconds * 1000
    let faultAt: number | undefined
    console.log(`  ${workers} shoppers on ${urls.join(' and ')} for ${soakSeconds} s`)

    const shopper = async (buyer: (typeof buyers)[number], n: number) => {
      const headers = { cookie: buyer.cookie, 'x-forwarded-for': buyer.address }
      for (let round = 0; Date.now() < end && round < 100_000; round++) {
        const base = urls[(n + round) % urls.length]!
        const item = pool[(n * 7 + round) % pool.length]!
        await (await call(`${base}/api/products?limit=20`))?.body?.cancel()
        await (await call(`${base}/api/products/${item.id}`))?.body?.cancel()
        const search = options.searches[(n * 13 + round) % options.searches.length]!
        await (await call(`${base}${search}`))?.body?.cancel()
        if (round % 3 !== 0) continue
        const added = await call(`${base}/api/cart/items/${item.id}`, {
          method: 'PUT',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ quantity: 1 }),
        })
        await added?.body?.cancel()
        if (!added?.ok) continue
        const key = `soak-${started}-${n}-${round}`
        // Retried with the same key through an outage; a bounded number of times.
        for (let attempt = 0; attempt < 30; attempt++) {
          const placed = await call(
            `${urls[(n + round + attempt) % urls.length]}/api/checkout/orders`,
            {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': key },
              body: JSON.stringify({
                city: 'addis_ababa',
                subCity: 'Bole',
                addressDetails: `Soak house ${n}`,
                phone: '0911234567',
                paymentMethod: round % 2 === 0 ? 'sandbox' : 'cash_on_delivery',
              }),
            },
          )
          if (placed?.status === 201) {
            const body = (await placed.json()) as { orderIds: string[] }
            for (const id of body.orderIds) acknowledged.add(id)
            break
          }
          if (placed && placed.status !== 503 && placed.status < 500) {
            await placed.body?.cancel()
            // The cart may still hold the line after a refusal; empty it for the next round.
            await (
              await call(`${base}/api/cart/items/${item.id}`, { method: 'DELETE', headers })
            )?.body?.cancel()
            break
          }
          await placed?.body?.cancel()
          await new Promise((resolve) => setTimeout(resolve, 250))
        }
      }
    }

    const report = async () => {
      const elapsed = Math.round((Date.now() - started) / 1000)
      const memory = await Promise.all(servers.map(({ process: child }) => rssMb(child.pid)))
      const byStatus = [...statuses.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([status, n]) => `${status}:${n}`)
        .join(' ')
      console.log(
        `  t=${String(elapsed).padStart(3)} s  requests ${requests}  [${byStatus}]  acknowledged orders ${acknowledged.size}  RSS MB ${memory.map((m) => m ?? 'gone').join('/')}${died.length ? `  ${died.join(', ')}` : ''}`,
      )
    }
    const ticker = setInterval(() => void report(), 10_000)
    const fault = setTimeout(
      () => {
        faultAt = Math.round((Date.now() - started) / 1000)
        void admin
          .query(
            'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
            [database],
          )
          .then((result) =>
            console.log(
              `  t=${faultAt} s  DATABASE FAULT: terminated ${result.rows[0].n} backends of ${database}`,
            ),
          )
      },
      (soakSeconds * 1000) / 2,
    )
    try {
      await Promise.all(buyers.map((buyer, n) => shopper(buyer, n)))
    } finally {
      clearInterval(ticker)
      clearTimeout(fault)
    }
    await report()

    // Afterwards: readiness, orders in the database against acknowledged ones, stock accounting.
    const ready = await Promise.all(urls.map((url) => call(`${url}/api/ready`)))
    const check = new pg.Client({ connectionString: databaseUrl })
    await check.connect()
    try {
      const orderRows = await check.query(
        'select id, product_id, quantity, status from orders where buyer_id = any($1::uuid[])',
        [buyerIds],
      )
      const ids = new Set(orderRows.rows.map((row: { id: string }) => row.id))
      const missing = [...acknowledged].filter((id) => !ids.has(id)).length
      const extra = [...ids].filter((id) => !acknowledged.has(id)).length
      const stockNow = await check.query(
        'select id, stock from products where id = any($1::uuid[])',
        [[...stockBefore.keys()]],
      )
      let stockErrors = 0
      for (const { id, stock } of stockNow.rows as { id: string; stock: number }[]) {
        const sold = (orderRows.rows as { product_id: string; quantity: number; status: string }[])
          .filter((row) => row.product_id === id && row.status !== 'cancelled')
          .reduce((total, row) => total + row.quantity, 0)
        if (stock + sold !== stockBefore.get(id)) stockErrors += 1
      }
      const alive = servers.map(
        ({ process: child }) => child.exitCode === null && child.signalCode === null,
      )
      console.log(
        `  soak: fault at t=${faultAt ?? '-'} s; processes alive ${alive.filter(Boolean).length}/2; ready ${ready.map((r) => r?.status ?? 'no answer').join('/')}`,
      )
      console.log(
        `  soak: acknowledged orders ${acknowledged.size}, order rows ${ids.size} (${missing} missing, ${extra} unacknowledged); stock + sold = stock before for ${stockNow.rows.length - stockErrors}/${stockNow.rows.length} products`,
      )
      if (missing || extra || stockErrors || alive.some((a) => !a) || died.length) ok = false
    } finally {
      await check.end()
    }
  } finally {
    await stop(...servers)
    await admin.end()
  }
  return ok
}
