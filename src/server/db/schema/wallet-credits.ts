import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, inCheck, money } from './columns.ts'
import { orderReturns } from './returns.ts'
import { users } from './users.ts'

export const WALLET_CREDIT_KINDS = ['return_refund'] as const
export type WalletCreditKind = (typeof WALLET_CREDIT_KINDS)[number]

/**
 * A buyer's wallet credit, as a ledger: each row adds (or, spent, takes away) an amount; the
 * balance is their sum. A refund the buyer chose to take as credit is one row per return
 * (docs/decisions/024-returns-and-refunds.md).
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
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_credits_user_id_created_at_idx').on(t.userId, t.createdAt),
    uniqueIndex('wallet_credits_return_id_unique')
      .on(t.returnId)
      .where(sql`${t.returnId} is not null`),
    inCheck('wallet_credits_kind_check', t.kind, WALLET_CREDIT_KINDS),
    check('wallet_credits_amount_check', sql`${t.amount} <> 0`),
  ],
)
