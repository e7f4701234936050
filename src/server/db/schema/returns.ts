import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { newReferenceNumber } from '#server/lib/reference-number.ts'
import { createdAt, id, inCheck, money, textList, tstz, updatedAt } from './columns.ts'
import { couriers, orders } from './delivery.ts'
import { sellers } from './sellers.ts'
import { users } from './users.ts'
// Relative, not #shared: drizzle-kit loads these files without the package's import aliases.
import {
  RETURN_REASONS,
  RETURN_REFUND_METHODS,
  RETURN_SHIPPING_PAYERS,
  RETURN_STATUSES,
} from '../../../shared/returns.ts'

/**
 * A buyer's request to return a delivered order line, and everything that follows from it: the
 * seller's (or an admin's) decision, the trip back, and the refund. Its money columns are the one
 * source of truth for what a return moves (docs/decisions/024-returns-and-refunds.md): the wallet,
 * the earnings, the analytics and the monthly statement all read them.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: id(),
    /** The number people read and type (`SM-YYMM-XXXX` style). */
    returnNumber: text()
      .notNull()
      .$defaultFn(() => newReferenceNumber()),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    buyerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sellerId: uuid()
      .notNull()
      .references(() => sellers.id, { onDelete: 'restrict' }),
    /** Units returned (at most the order's quantity). */
    quantity: integer().notNull(),
    reason: text({ enum: RETURN_REASONS }).notNull(),
    details: text(),
    photoUrls: textList(),
    status: text({ enum: RETURN_STATUSES }).notNull().default('requested'),
    /** Past this the seller can no longer decide; an admin does. */
    sellerDeadline: tstz().notNull(),
    /** When the request, undecided past its deadline, went to the admins' queue (told once). */
    escalatedAt: tstz(),
    decidedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    decisionReason: text(),
    decidedAt: tstz(),
    /** Why the buyer asked an admin to look again at a refusal. */
    appealReason: text(),
    appealedAt: tstz(),
    /** The courier who brings it back (in Ethiopia). */
    pickupCourierId: uuid().references(() => couriers.id, { onDelete: 'set null' }),
    /** Abroad: the buyer's carrier and tracking number for the parcel sent back. */
    shippingCarrier: text(),
    trackingNumber: text(),
    receivedAt: tstz(),
    refundMethod: text({ enum: RETURN_REFUND_METHODS }),
    /** The payment provider's reference for the refund, or the recorder's note for a manual one. */
    refundReference: text(),
    refundedAt: tstz(),
    /**
     * Set while one call is giving the money back through the provider, so a second call cannot
     * refund the same return twice; cleared when the provider refuses.
     */
    refundClaimedAt: tstz(),
    // Money, computed when asked and fixed when the trip back is priced (acceptance, another
    // courier): docs/decisions/024-returns-and-refunds.md.
    /** What the buyer gets back (ETB). */
    refundAmount: money().notNull().default('0'),
    /** The part of the order's seller net the seller gives back. */
    sellerNetReversed: money().notNull().default('0'),
    /** The part of the order's commission the platform gives back. */
    commissionReversed: money().notNull().default('0'),
    /** The courier's fee for the trip back (zero abroad). */
    returnShippingFee: money().notNull().default('0'),
    /** Who bears the trip back: the seller for a fault of the item, the buyer otherwise. */
    returnShippingPaidBy: text({ enum: RETURN_SHIPPING_PAYERS }).notNull().default('seller'),
    /** The part of the order's membership cashback the buyer no longer earns. */
    cashbackReversed: money().notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('order_returns_return_number_unique').on(t.returnNumber),
    // One open or finished return per order line; a refused or cancelled one may be asked again.
    uniqueIndex('order_returns_one_active_per_order')
      .on(t.orderId)
      .where(sql`${t.status} not in ('refused', 'cancelled')`),
    index('order_returns_seller_id_created_at_idx').on(t.sellerId, t.createdAt),
    index('order_returns_buyer_id_created_at_idx').on(t.buyerId, t.createdAt),
    index('order_returns_status_deadline_idx').on(t.status, t.sellerDeadline),
    index('order_returns_seller_id_refunded_at_idx').on(t.sellerId, t.refundedAt),
    index('order_returns_pickup_courier_id_idx').on(t.pickupCourierId),
    inCheck('order_returns_reason_check', t.reason, RETURN_REASONS),
    inCheck('order_returns_status_check', t.status, RETURN_STATUSES),
    inCheck('order_returns_refund_method_check', t.refundMethod, RETURN_REFUND_METHODS),
    inCheck('order_returns_shipping_payer_check', t.returnShippingPaidBy, RETURN_SHIPPING_PAYERS),
    check('order_returns_quantity_check', sql`${t.quantity} > 0`),
    check(
      'order_returns_amounts_check',
      sql`${t.refundAmount} >= 0 and ${t.sellerNetReversed} >= 0 and ${t.commissionReversed} >= 0 and ${t.returnShippingFee} >= 0 and ${t.cashbackReversed} >= 0`,
    ),
  ],
)

export type OrderReturn = typeof orderReturns.$inferSelect
