import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, inCheck, money } from './columns.ts'
import { orders } from './delivery.ts'
import { orderReturns } from './returns.ts'
import { users } from './users.ts'

/**
 * return_refund: a return's refund, or its part paid with credit. order_payment: credit spent on an
 * order at checkout (negative). order_release: that credit given back because the order was
 * cancelled or never paid.
 */
export const WALLET_CREDIT_KINDS = ['return_refund', 'order_payment', 'order_release'] as const
export type WalletCreditKind = (typeof WALLET_CREDIT_KINDS)[number]

/**
 * A buyer's wallet credit, as a ledger: each row adds (or, spent, takes away) an amount; the
 * balance is their sum. A refund the buyer chose to take as credit is one row per return
 * (docs/decisions/024-returns-and-refunds.md); credit spent at checkout is one row per order, and
 * given back at most once (docs/decisions/032-spending-wallet-credit.md).
 */
export const walletCredits = pgTable(
  'wallet_credits',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ETB; positive adds to the balance. */
    amount: money().notNull(),
    kind: text({ enum: WALLET_CREDIT_KINDS }).notNull(),
    /** The return whose refund this is: credited once. */
    returnId: uuid().references(() => orderReturns.id, { onDelete: 'restrict' }),
    /** The order the credit paid for, or was given back from. */
    orderId: uuid().references(() => orders.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_credits_user_id_created_at_idx').on(t.userId, t.createdAt),
    uniqueIndex('wallet_credits_return_id_unique')
      .on(t.returnId)
      .where(sql`${t.returnId} is not null`),
    // An order's credit is spent once and given back at most once.
    uniqueIndex('wallet_credits_order_id_kind_unique')
      .on(t.orderId, t.kind)
      .where(sql`${t.orderId} is not null`),
    inCheck('wallet_credits_kind_check', t.kind, WALLET_CREDIT_KINDS),
    check(
      'wallet_credits_amount_check',
      sql`case when ${t.kind} = 'order_payment' then ${t.amount} < 0 else ${t.amount} > 0 end`,
    ),
    check(
      'wallet_credits_order_check',
      sql`${t.kind} = 'return_refund' or ${t.orderId} is not null`,
    ),
  ],
)
