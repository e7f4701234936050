import { and, count, eq, gt, isNull, or, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Executor } from '#server/db/database.ts'
import { insertJsonRows, jsonRows } from '#server/db/json-rows.ts'
import { precompiled } from '#server/db/precompiled.ts'
import { cartItems } from '#server/db/schema/cart.ts'
import { products } from '#server/db/schema/catalog.ts'
import { stockHolds } from '#server/db/schema/checkout.ts'
import { couponUsage, coupons } from '#server/db/schema/coupons.ts'
import { deliveryServiceFees, deliveryUpdates, orders } from '#server/db/schema/delivery.ts'
import { outboundMessages } from '#server/db/schema/messaging.ts'
import { payments } from '#server/db/schema/payments.ts'
import {
  affiliateSales,
  affiliates,
  buyerMemberships,
  transactionFees,
  userBuyerMemberships,
} from '#server/db/schema/revenue.ts'
import { idempotencyKeys, notifications } from '#server/db/schema/system.ts'
import { users } from '#server/db/schema/users.ts'
import { walletCredits } from '#server/db/schema/wallet-credits.ts'
import {
  OUTBOX_NOTIFY_CHANNEL,
  outboxNotifyPayload,
} from '#server/modules/messaging/messaging.queries.ts'
import type { NoticeRows } from '#server/modules/messaging/notices.service.ts'
import { releaseVariantStock } from '#server/modules/variants/variants.queries.ts'

export async function findCouponByCode(db: Executor, code: string) {
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(eq(sql`upper(${coupons.couponCode})`, code.toUpperCase()))
    .limit(1)
  return coupon
}

export async function countCouponUses(db: Executor, couponId: string, userId: string) {
  const [row] = await db
    .select({ count: count() })
    .from(couponUsage)
    .where(and(eq(couponUsage.couponId, couponId), eq(couponUsage.userId, userId)))
  return row?.count ?? 0
}

/** Orders the buyer placed before, cancelled ones included: a new user is one who never ordered. */
export async function countBuyerOrders(db: Executor, userId: string) {
  const [row] = await db.select({ count: count() }).from(orders).where(eq(orders.buyerId, userId))
  return row?.count ?? 0
}

export async function findBuyer(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: users.id, isEthiopianDiaspora: users.isEthiopianDiaspora })
    .from(users)
    .where(eq(users.id, userId))
  return row
}

/**
 * Serialises one buyer's checkouts (so per-user coupon counts, new-user checks and wallet credit
 * hold), then claims the Idempotency-Key, in one statement: true when this call claimed it. The
 * buyer's row is locked first, so two requests of one buyer wait in one place and cannot deadlock;
 * a request with a key another request holds waits for that one to end, then finds it taken
 * (ON CONFLICT sees rows committed after this statement began). Whatever the checkout reads next
 * must be read in later statements, which see what the buyer's previous checkout committed.
 */
export async function lockBuyerAndClaimKey(
  db: Executor,
  values: { userId: string; key: string; requestHash: string },
): Promise<boolean> {
  const [row] = await lockBuyerAndClaimKeyStatement(db, values)
  return row?.claimed === true
}

const lockBuyerAndClaimKeyStatement = precompiled<
  { claimed: boolean; plannedOnce: boolean },
  { userId: string; key: string; requestHash: string }
>(
  'checkout_lock_buyer_claim_key',
  () => sql`
    with buyer as (
      select ${users.id} from ${users}
      where ${users.id} = ${sql.placeholder('userId')}::uuid for update
    ), claimed as (
      insert into ${idempotencyKeys} ("user_id", "key", "request_hash")
      select buyer.id, ${sql.placeholder('key')}, ${sql.placeholder('requestHash')} from buyer
      on conflict ("user_id", "key") do nothing
      returning 1
    )
    select exists (select 1 from claimed) as claimed,
      -- The order transaction's later statements (pricing reads, the write) are looked up by key:
      -- planned once per connection, not for each of a connection's first five checkouts. Local
      -- to this transaction, so a search on this connection afterwards is planned as usual.
      set_config('plan_cache_mode', 'force_generic_plan', true) is not null as "plannedOnce"`,
)

/**
 * Gives units back. An order of a variant that has since been removed (its id is gone, its label
 * kept) has nowhere to return them: the product's own stock mirrors its variants.
 */
export async function releaseStock(
  db: Executor,
  productId: string,
  quantity: number,
  variantId: string | null = null,
  variantLabel: string | null = null,
) {
  if (variantId) return releaseVariantStock(db, { productId, variantId, quantity })
  if (variantLabel) return
  await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(eq(products.id, productId))
}

// The rows of a placed checkout, each table's as one JSON parameter of one named statement. Every
// row's id is made by the checkout (and each order's number), so no part reads another's back.

const ORDER_KEYS = [
  'id',
  'orderNumber',
  'orderGroupId',
  'buyerId',
  'sellerId',
  'productId',
  'variantId',
  'variantLabel',
  'courierId',
  'chosenCourierId',
  'quantity',
  'productPrice',
  'deliveryFee',
  'totalAmount',
  'itemsAmount',
  'discountAmount',
  'commissionAmount',
  'commissionRate',
  'courierFee',
  'sellerDeliveryShare',
  'sellerNet',
  'status',
  'deliveryAddress',
  'deliveryPhone',
  'deliveryInstructions',
  'cashbackAmount',
] as const satisfies readonly (keyof typeof orders.$inferInsert)[]
const DELIVERY_UPDATE_KEYS = ['orderId', 'status', 'message', 'messageParts'] as const
const DELIVERY_SERVICE_FEE_KEYS = [
  'orderId',
  'courierId',
  'serviceType',
  'baseFee',
  'expediteFee',
  'totalFee',
  'courierEarnings',
] as const
const TRANSACTION_FEE_KEYS = [
  'orderId',
  'sellerId',
  'buyerId',
  'orderAmount',
  'feeType',
  'feeRate',
  'feeAmount',
  'description',
] as const
const AFFILIATE_SALE_KEYS = [
  'affiliateId',
  'orderId',
  'buyerId',
  'saleAmount',
  'commissionAmount',
  'status',
] as const
const COUPON_USAGE_KEYS = ['couponId', 'userId', 'orderId', 'discountAmount'] as const
const WALLET_CREDIT_KEYS = ['userId', 'orderId', 'kind', 'amount'] as const
const PAYMENT_KEYS = [
  'id',
  'orderId',
  'userId',
  'amount',
  'currency',
  'status',
  'paymentMethod',
  'referenceNumber',
  'description',
  'metadata',
] as const
const NOTIFICATION_KEYS = ['userId', 'type', 'title', 'body', 'link'] as const
const OUTBOX_KEYS = [
  'id',
  'userId',
  'channel',
  'address',
  'language',
  'kind',
  'subject',
  'text',
  'html',
] as const

type Rows<T extends PgTable, K extends keyof T['$inferInsert']> = Pick<T['$inferInsert'], K>[]

/** Every row a checkout writes, worked out before anything is written. */
export type CheckoutRows = {
  orders: Rows<typeof orders, (typeof ORDER_KEYS)[number]>
  deliveryUpdates: Rows<typeof deliveryUpdates, (typeof DELIVERY_UPDATE_KEYS)[number]>
  deliveryServiceFees: Rows<typeof deliveryServiceFees, (typeof DELIVERY_SERVICE_FEE_KEYS)[number]>
  transactionFees: Rows<typeof transactionFees, (typeof TRANSACTION_FEE_KEYS)[number]>
  affiliateSales: Rows<typeof affiliateSales, (typeof AFFILIATE_SALE_KEYS)[number]>
  couponUsage: Rows<typeof couponUsage, (typeof COUPON_USAGE_KEYS)[number]>
  /** Credit spent on each order (`order_payment`, a negative amount). */
  walletCredits: Rows<typeof walletCredits, (typeof WALLET_CREDIT_KEYS)[number]>
  payments: Rows<typeof payments, (typeof PAYMENT_KEYS)[number]>
}

/** What else goes with the rows: the holds they consume, the cart lines, the coupon, notices. */
export type CheckoutWrite = {
  userId: string
  key: string
  rows: CheckoutRows
  holdIds: readonly string[]
  lines: readonly { productId: string; variantId: string | null; quantity: number }[]
  /** Delete the lines (the order is complete); otherwise only find them (a provider is next). */
  removeLines: boolean
  couponId: string | null
  notices: NoticeRows | null
  /** The stored answer, when the checkout answers with this write. */
  answer: { statusCode: number; response: unknown } | null
}

/**
 * The checkout's one write, a named statement: the orders and all that goes with them (timeline,
 * fees, commission, referral sales, coupon use, credit spent, payment, notices, outbox messages
 * and their NOTIFY, the stored answer), the holds consumed and the cart's held lines deleted or
 * found, the coupon's use taken. Its rows count what the checks need: the holds and lines found
 * (fewer means the cart or the holds changed since) and the coupon uses taken (none means its
 * limit was reached).
 */
const checkoutWriteStatement = precompiled<
  { holds: number; lines: number; couponUses: number },
  Record<string, unknown>
>(
  'checkout_write',
  () => sql`
  with w_orders as (${insertJsonRows(orders, ORDER_KEYS, 'orders')}),
  w_delivery_updates as (${insertJsonRows(deliveryUpdates, DELIVERY_UPDATE_KEYS, 'deliveryUpdates')}),
  w_delivery_service_fees as (${insertJsonRows(deliveryServiceFees, DELIVERY_SERVICE_FEE_KEYS, 'deliveryServiceFees')}),
  w_transaction_fees as (${insertJsonRows(transactionFees, TRANSACTION_FEE_KEYS, 'transactionFees')}),
  w_affiliate_sales as (${insertJsonRows(affiliateSales, AFFILIATE_SALE_KEYS, 'affiliateSales')}),
  w_coupon_usage as (${insertJsonRows(couponUsage, COUPON_USAGE_KEYS, 'couponUsage')}),
  w_wallet_credits as (${insertJsonRows(walletCredits, WALLET_CREDIT_KEYS, 'walletCredits')}),
  w_payments as (${insertJsonRows(payments, PAYMENT_KEYS, 'payments')}),
  w_notifications as (${insertJsonRows(notifications, NOTIFICATION_KEYS, 'notifications')}),
  w_outbox as (${insertJsonRows(outboundMessages, OUTBOX_KEYS, 'outboundMessages')}),
  w_answer as (
    update ${idempotencyKeys} set status_code = ${sql.placeholder('statusCode')}::int,
      response = ${sql.placeholder('response')}::jsonb
    where ${sql.placeholder('statusCode')}::int is not null
      and ${idempotencyKeys.userId} = ${sql.placeholder('userId')}::uuid
      and ${idempotencyKeys.key} = ${sql.placeholder('key')}
  ),
  consumed_holds as (
    delete from ${stockHolds} where ${stockHolds.id} = any(${sql.placeholder('holdIds')}::uuid[])
    returning 1
  ),
  held_lines as (
    select * from jsonb_to_recordset(${sql.placeholder('lines')}::jsonb)
      as line(product_id uuid, variant_id uuid, quantity int)
  ),
  removed_lines as (
    delete from ${cartItems} using held_lines line
    where ${sql.placeholder('removeLines')}::boolean and ${exactCartLine}
    returning 1
  ),
  found_lines as (
    select 1 from ${cartItems}, held_lines line
    where not ${sql.placeholder('removeLines')}::boolean and ${exactCartLine}
  ),
  coupon_use as (
    update ${coupons} set used_count = ${coupons.usedCount} + 1
    where ${coupons.id} = ${sql.placeholder('couponId')}::uuid
      and (${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit})
    returning 1
  )
  select (select count(*) from consumed_holds)::int as "holds",
    ((select count(*) from removed_lines) + (select count(*) from found_lines))::int as "lines",
    (select count(*) from coupon_use)::int as "couponUses",
    (select pg_notify(${OUTBOX_NOTIFY_CHANNEL}, ${sql.placeholder('notify')}::text)
      where ${sql.placeholder('notify')}::text is not null) as "notified"`,
)

/** A cart line of the buyer exactly as held: same product, variant and quantity. */
const exactCartLine = sql`${cartItems.userId} = ${sql.placeholder('userId')}::uuid
  and ${cartItems.productId} = line.product_id
  and ${cartItems.variantId} is not distinct from line.variant_id
  and ${cartItems.quantity} = line.quantity`

export async function writeCheckout(db: Executor, write: CheckoutWrite) {
  const { rows, notices } = write
  const [counts] = await checkoutWriteStatement(db, {
    orders: jsonRows(orders, ORDER_KEYS, rows.orders),
    deliveryUpdates: jsonRows(deliveryUpdates, DELIVERY_UPDATE_KEYS, rows.deliveryUpdates),
    deliveryServiceFees: jsonRows(
      deliveryServiceFees,
      DELIVERY_SERVICE_FEE_KEYS,
      rows.deliveryServiceFees,
    ),
    transactionFees: jsonRows(transactionFees, TRANSACTION_FEE_KEYS, rows.transactionFees),
    affiliateSales: jsonRows(affiliateSales, AFFILIATE_SALE_KEYS, rows.affiliateSales),
    couponUsage: jsonRows(couponUsage, COUPON_USAGE_KEYS, rows.couponUsage),
    walletCredits: jsonRows(walletCredits, WALLET_CREDIT_KEYS, rows.walletCredits),
    payments: jsonRows(payments, PAYMENT_KEYS, rows.payments),
    notifications: jsonRows(notifications, NOTIFICATION_KEYS, notices?.notifications ?? []),
    outboundMessages: jsonRows(outboundMessages, OUTBOX_KEYS, notices?.messages ?? []),
    notify: notices?.messages.length
      ? outboxNotifyPayload(notices.messages.map((message) => message.id))
      : null,
    statusCode: write.answer?.statusCode ?? null,
    response: write.answer ? JSON.stringify(write.answer.response) : null,
    userId: write.userId,
    key: write.key,
    holdIds: [...write.holdIds],
    lines: JSON.stringify(
      write.lines.map((line) => ({
        product_id: line.productId,
        variant_id: line.variantId,
        quantity: line.quantity,
      })),
    ),
    removeLines: write.removeLines,
    couponId: write.couponId,
  })
  return counts!
}

export async function findIdempotencyKey(db: Executor, userId: string, key: string) {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      response: idempotencyKeys.response,
      statusCode: idempotencyKeys.statusCode,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
  return row
}

/** The answer stored for the key, unrun: a part of the statement that completes the checkout. */
export function saveIdempotentResponse(
  db: Executor,
  params: { userId: string; key: string; statusCode: number; response: unknown },
) {
  return db
    .update(idempotencyKeys)
    .set({ statusCode: params.statusCode, response: params.response })
    .where(and(eq(idempotencyKeys.userId, params.userId), eq(idempotencyKeys.key, params.key)))
}

/** Frees the key of an attempt that ordered nothing, so the same key may be retried. */
export async function releaseIdempotencyKey(db: Executor, params: { userId: string; key: string }) {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, params.userId), eq(idempotencyKeys.key, params.key)))
}

/**
 * The buyer's active membership plan: status active, not ended, the plan itself active. Read at
 * every checkout and quote: a named statement, planned once per connection.
 */
export async function findActiveMembership(db: Executor, userId: string, now: Date) {
  const [row] = await db
    .select({
      name: buyerMemberships.name,
      nameAmharic: buyerMemberships.nameAmharic,
      nameOm: buyerMemberships.nameOm,
      nameTi: buyerMemberships.nameTi,
      freeShippingThreshold: buyerMemberships.freeShippingThreshold,
      cashbackPercentage: buyerMemberships.cashbackPercentage,
      internationalShipping: buyerMemberships.internationalShipping,
    })
    .from(userBuyerMemberships)
    .innerJoin(buyerMemberships, eq(buyerMemberships.id, userBuyerMemberships.membershipId))
    .where(
      and(
        eq(userBuyerMemberships.userId, sql.placeholder('userId')),
        eq(userBuyerMemberships.status, 'active'),
        or(
          isNull(userBuyerMemberships.endDate),
          gt(userBuyerMemberships.endDate, sql.placeholder('now')),
        ),
        eq(buyerMemberships.isActive, true),
      ),
    )
    // The most generous plan wins when a buyer holds more than one.
    .orderBy(sql`${buyerMemberships.cashbackPercentage} desc`, userBuyerMemberships.startDate)
    .limit(1)
    .prepare('checkout_membership')
    .execute({ userId, now: now.toISOString() })
  return row
}

export async function findActiveAffiliateByCode(db: Executor, code: string) {
  const [row] = await db
    .select({
      id: affiliates.id,
      userId: affiliates.userId,
      commissionRate: affiliates.commissionRate,
    })
    .from(affiliates)
    .where(
      and(
        eq(sql`upper(${affiliates.affiliateCode})`, code.trim().toUpperCase()),
        eq(affiliates.status, 'active'),
      ),
    )
    .limit(1)
  return row
}
