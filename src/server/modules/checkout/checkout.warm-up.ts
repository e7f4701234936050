import { randomUUID } from 'node:crypto'
import { sql, TransactionRollbackError } from 'drizzle-orm'
import { DEFAULT_DELIVERY_CITY } from '#shared/delivery-areas.ts'
import type { Database } from '#server/db/database.ts'
import { RUNS_TO_SETTLE_A_PLAN } from '#server/db/precompiled.ts'
import { findSessionUser, newSessionToken, type SessionPolicy } from '#server/lib/sessions.ts'
import { listCheckoutRows } from '#server/modules/cart/cart.queries.ts'
import { quoteCity } from '#server/modules/couriers/couriers.service.ts'
import { noticeRows } from '#server/modules/messaging/notices.service.ts'
import {
  findActiveMembership,
  lockBuyerAndClaimKey,
  writeCheckout,
  type CheckoutRows,
} from './checkout.queries.ts'
import { STOCK_HOLD_WARM_UP } from './stock-holds.queries.ts'

const NOBODY = '00000000-0000-0000-0000-000000000000'

const NO_ROWS: CheckoutRows = {
  orders: [],
  deliveryUpdates: [],
  deliveryServiceFees: [],
  transactionFees: [],
  affiliateSales: [],
  couponUsage: [],
  walletCredits: [],
  payments: [],
}

/**
 * A checkout of nothing, on one connection at start (`DatabaseHandle.warmUp`): an unknown session
 * looked up and the cart read, each until its plan is settled; the hold of no units; then the
 * order transaction's statements (planned once for any value, decision record 040) for a buyer who
 * does not exist, in a transaction rolled back. Each named statement is parsed and planned on that
 * connection, and the backend loads the catalog entries of every table the order writes (their
 * indexes, triggers and checks), so the first buyers after a start do not pay for that one
 * connection each. Nothing is written: no row matches, and the transaction is rolled back anyway.
 */
export async function warmCheckout(db: Database, policy: SessionPolicy): Promise<void> {
  const token = newSessionToken()
  for (let run = 0; run < RUNS_TO_SETTLE_A_PLAN; run++) {
    await findSessionUser(db, token, policy)
    await listCheckoutRows(db, NOBODY)
  }
  for (const statement of STOCK_HOLD_WARM_UP) await db.execute(sql.raw(statement))
  try {
    await db.transaction(async (tx) => {
      const key = { userId: NOBODY, key: randomUUID() }
      await lockBuyerAndClaimKey(tx, { ...key, requestHash: '' })
      await findActiveMembership(tx, NOBODY, new Date())
      await quoteCity(tx, DEFAULT_DELIVERY_CITY)
      await noticeRows(tx, [
        {
          userId: NOBODY,
          type: 'order_placed',
          title: '',
          event: { name: 'order_new', values: {} },
        },
      ])
      await writeCheckout(tx, {
        ...key,
        rows: NO_ROWS,
        holdIds: [],
        lines: [],
        removeLines: true,
        couponId: null,
        notices: { notifications: [], messages: [] },
        answer: null,
      })
      tx.rollback()
    })
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error
  }
}
