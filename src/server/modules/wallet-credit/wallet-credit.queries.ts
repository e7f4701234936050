import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { orders } from '#server/db/schema/delivery.ts'
import { orderReturns } from '#server/db/schema/returns.ts'
import { walletCredits } from '#server/db/schema/wallet-credits.ts'

// A buyer's wallet credit is a ledger (wallet_credits): its balance is the sum of its rows. Credit
// is earned by a return's refund, spent on orders at checkout, and given back when such an order
// is cancelled or never paid (docs/decisions/032-spending-wallet-credit.md).

/** The buyer's balance, ETB. Spend it only with the buyer's row locked (checkout's lockBuyerAndClaimKey). */
export async function creditBalance(db: Executor, userId: string): Promise<string> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${walletCredits.amount}), 0)::text` })
    .from(walletCredits)
    .where(eq(walletCredits.userId, userId))
  return row?.balance ?? '0'
}

/**
 * Gives back the credit spent on these orders, once per order (the unique order/kind index): for
 * orders cancelled or never paid. Returns each order's amount given back now.
 */
export async function releaseOrderCredit(
  db: Executor,
  orderIds: string[],
): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map()
  const spent = await db
    .select({
      userId: walletCredits.userId,
      orderId: walletCredits.orderId,
      amount: walletCredits.amount,
    })
    .from(walletCredits)
    .where(and(eq(walletCredits.kind, 'order_payment'), inArray(walletCredits.orderId, orderIds)))
  if (spent.length === 0) return new Map()
  const released = await db
    .insert(walletCredits)
    .values(
      spent.map((row) => ({
        userId: row.userId,
        orderId: row.orderId,
        kind: 'order_release' as const,
        amount: sql`-${row.amount}::numeric`,
      })),
    )
    .onConflictDoNothing({
      target: [walletCredits.orderId, walletCredits.kind],
      where: sql`${walletCredits.orderId} is not null`,
    })
    .returning({ orderId: walletCredits.orderId, amount: walletCredits.amount })
  return new Map(released.map((row) => [row.orderId!, row.amount]))
}

/** Credit spent on each of these orders (positive; zero for an order paid without credit). */
export async function creditSpentOn(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, string>()
  const rows = await db
    .select({
      orderId: walletCredits.orderId,
      amount: sql<string>`(-${walletCredits.amount})::text`,
    })
    .from(walletCredits)
    .where(and(eq(walletCredits.kind, 'order_payment'), inArray(walletCredits.orderId, orderIds)))
  return new Map(rows.map((row) => [row.orderId!, row.amount]))
}

/** A refunded return's credit (one row per return). */
export async function insertReturnCredit(
  db: Executor,
  values: { userId: string; amount: string; returnId: string },
) {
  await db.insert(walletCredits).values({ ...values, kind: 'return_refund' })
}

/** The balance and the latest entries, each with its order (and return) number. */
export async function walletCreditOf(db: Executor, userId: string) {
  const balance = await creditBalance(db, userId)
  const entries = await db
    .select({
      id: walletCredits.id,
      amount: walletCredits.amount,
      kind: walletCredits.kind,
      returnNumber: orderReturns.returnNumber,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: walletCredits.createdAt,
    })
    .from(walletCredits)
    .leftJoin(orderReturns, eq(orderReturns.id, walletCredits.returnId))
    .leftJoin(
      orders,
      eq(orders.id, sql`coalesce(${walletCredits.orderId}, ${orderReturns.orderId})`),
    )
    .where(eq(walletCredits.userId, userId))
    .orderBy(desc(walletCredits.createdAt), desc(walletCredits.id))
    .limit(100)
  return { balance, entries }
}
