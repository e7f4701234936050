import { sql } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { precompiled } from '#server/db/precompiled.ts'
import { stockHolds } from '#server/db/schema/checkout.ts'
import { idempotencyKeys } from '#server/db/schema/system.ts'

/** One cart line's units taken out of stock; `id` is the hold's, made by the checkout. */
export type HeldLine = {
  id: string
  productId: string
  variantId: string | null
  quantity: number
}

/** A line there were not enough units for: its product's name and what is left of it. */
export type ShortLine = { productId: string; variantId: string | null; name: string; stock: number }

/** What `checkout_hold_stock` answers. */
export type HoldOutcome =
  /** The units of every line are taken and their holds written. */
  | { outcome: 'held' }
  /** Nothing taken: the key has a stored answer, or another request with it holds units. */
  | { outcome: 'earlier' }
  /** Nothing taken: these lines are short (each with what is left). */
  | { outcome: 'short'; short: ShortLine[] }

/**
 * Takes every line's units, or none, and records a hold per line, in one call that commits on its
 * own (`checkout_hold_stock`, in migration 0023): the products' rows stay locked for that call
 * alone, so buyers of a hot product queue on it for microseconds, and a buyer short of units is
 * refused having written nothing. Nothing is taken when the key has a stored answer or another
 * request with the same key holds units (a repeat must not take them twice).
 */
const holdStatement = precompiled<
  { hold: HoldOutcome },
  { lines: string; buyerId: string; key: string }
>(
  'checkout_hold_stock',
  () =>
    sql`select checkout_hold_stock(${sql.placeholder('lines')}::jsonb, ${sql.placeholder('buyerId')}::uuid, ${sql.placeholder('key')}) as "hold"`,
)

export async function holdStock(
  db: Executor,
  params: { buyerId: string; key: string; lines: readonly HeldLine[] },
): Promise<HoldOutcome> {
  const [row] = await holdStatement(db, {
    lines: JSON.stringify(
      params.lines.map((line) => ({
        id: line.id,
        product_id: line.productId,
        variant_id: line.variantId,
        quantity: line.quantity,
      })),
    ),
    buyerId: params.buyerId,
    key: params.key,
  })
  return row!.hold
}

/**
 * Run once on every pooled connection at start (`DatabaseHandle.warmUp`): a hold of nothing, which
 * compiles the function and plans its statements on that backend and writes no row. Otherwise the
 * first checkouts after a start compile it once per connection while buyers wait on the hot row.
 */
export const STOCK_HOLD_WARM_UP = [
  `select checkout_hold_stock('[]'::jsonb, null::uuid, '')`,
] as const

/**
 * Deletes holds and gives their units back, in one call that commits on its own
 * (`checkout_give_back_holds`, in migration 0023). Only the holds this call deletes give units
 * back, so a hold is given back once, whichever path (the failed checkout, the job for stale
 * holds) gets there first, and never after an order transaction consumed it.
 */
const giveBackStatement = precompiled<
  { holds: number },
  { ids: string[] | null; before: string | null }
>(
  'checkout_give_back_holds',
  () =>
    sql`select checkout_give_back_holds(${sql.placeholder('ids')}::uuid[], ${sql.placeholder('before')}::timestamptz) as "holds"`,
)

/** Gives a failed checkout's holds back; the number of holds that were still there. */
export async function giveBackHolds(db: Executor, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0
  const [row] = await giveBackStatement(db, { ids: [...ids], before: null })
  return row?.holds ?? 0
}

/** Gives back the holds made before `before` whose checkout never ordered (its process died). */
export async function giveBackHoldsOlderThan(db: Executor, before: Date): Promise<number> {
  const [row] = await giveBackStatement(db, { ids: null, before: before.toISOString() })
  return row?.holds ?? 0
}

/**
 * Whether a request with this key has an answer stored or holds units now: read on its own, so it
 * sees what committed while a short hold waited for the products' locks.
 */
export async function keyInUse(db: Executor, buyerId: string, key: string): Promise<boolean> {
  const [row] = await keyInUseStatement(db, { buyerId, key })
  return row?.found === true
}

const keyInUseStatement = precompiled<{ found: boolean }, { buyerId: string; key: string }>(
  'checkout_key_in_use',
  () => sql`
  select exists (
    select 1 from ${idempotencyKeys}
    where ${idempotencyKeys.userId} = ${sql.placeholder('buyerId')}::uuid
      and ${idempotencyKeys.key} = ${sql.placeholder('key')}
  ) or exists (
    select 1 from ${stockHolds}
    where ${stockHolds.buyerId} = ${sql.placeholder('buyerId')}::uuid
      and ${stockHolds.idempotencyKey} = ${sql.placeholder('key')}
  ) as found`,
)
