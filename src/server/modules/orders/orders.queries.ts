import { and, desc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '#server/db/database.ts'
import type { TimelineText } from '#server/lib/timeline-text.ts'
import { products } from '#server/db/schema/catalog.ts'
import { coupons, couponUsage } from '#server/db/schema/coupons.ts'
import {
  couriers,
  deliveryServiceFees,
  deliveryUpdates,
  locationUpdates,
  orders,
  type OrderStatus,
} from '#server/db/schema/delivery.ts'
import { payments } from '#server/db/schema/payments.ts'
import { affiliates, affiliateSales } from '#server/db/schema/revenue.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { users } from '#server/db/schema/users.ts'
import {
  affiliateNetCommission,
  affiliateNetSale,
  courierReturnTripEarnings,
  orderCashbackReturned,
} from '#server/lib/order-money.ts'
import { releaseVariantStock } from '#server/modules/variants/variants.queries.ts'
import { addMoney, compareMoney, money, roundMoney } from '#shared/money.ts'

const ORDER_LIST_LIMIT = 200

/**
 * Whether an order ships to an address abroad. Checkout records one delivery per seller and
 * checkout (on the seller's first line), typed 'international' for an address abroad; every line
 * of that seller in that checkout ships with it.
 */
export const isInternational = sql<boolean>`exists (
  select 1 from "delivery_service_fees" as "delivery"
  inner join "orders" as "delivery_line" on "delivery_line"."id" = "delivery"."order_id"
  where "delivery"."service_type" = 'international'
    and "delivery_line"."seller_id" = "orders"."seller_id"
    and ("delivery_line"."id" = "orders"."id"
      or "delivery_line"."order_group_id" = "orders"."order_group_id")
)`.mapWith(Boolean)

const chosenCourier = alias(couriers, 'chosen_courier')
/**
 * The checkout payment that covers the order (its reference is the order group), whether this
 * order's share was refunded (payments.metadata.refunds names the orders refunded), and the wallet
 * credit spent on the order beside it.
 */
const orderPayment = sql<{
  id: string
  method: string
  status: string
  refunded: boolean
  walletCredit: string
} | null>`(
  select jsonb_build_object(
    'id', "payment"."id",
    'method', "payment"."payment_method",
    'status', "payment"."status",
    'refunded', coalesce("payment"."metadata" -> 'refunds', '[]'::jsonb)
      @> jsonb_build_array(jsonb_build_object('orderId', "orders"."id"::text)),
    'walletCredit', coalesce((
      select (-"credit"."amount")::text from "wallet_credits" as "credit"
      where "credit"."order_id" = "orders"."id" and "credit"."kind" = 'order_payment'
    ), '0.00')
  )
  from "payments" as "payment"
  where "payment"."reference_number" = "orders"."order_group_id"::text
  order by "payment"."created_at" desc
  limit 1
)`

// Buyers appear by name only: their email and account stay private to them.
const orderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  quantity: orders.quantity,
  variantId: orders.variantId,
  variantLabel: orders.variantLabel,
  productPrice: orders.productPrice,
  totalAmount: orders.totalAmount,
  deliveryFee: orders.deliveryFee,
  deliveryAddress: orders.deliveryAddress,
  deliveryPhone: orders.deliveryPhone,
  deliveryInstructions: orders.deliveryInstructions,
  actualDeliveryTime: orders.actualDeliveryTime,
  createdAt: orders.createdAt,
  international: isInternational,
  shippingCarrier: orders.shippingCarrier,
  trackingNumber: orders.trackingNumber,
  cashbackAmount: orders.cashbackAmount,
  cashbackCreditedAt: orders.cashbackCreditedAt,
  cashbackReturned: orderCashbackReturned,
  payment: orderPayment,
  product: { id: products.id, name: products.name, imageUrl: products.imageUrl },
  seller: { id: sellers.id, storeName: sellers.storeName },
  buyer: { id: users.id, firstName: users.firstName, lastName: users.lastName },
  courierId: couriers.id,
  courierName: couriers.name,
  courierPhone: couriers.phone,
  courierVehicleType: couriers.vehicleType,
  chosenCourierId: chosenCourier.id,
  chosenCourierName: chosenCourier.name,
  // Money per party (docs/decisions/012-money-per-party.md); the service shows each its part.
  itemsAmount: orders.itemsAmount,
  discountAmount: orders.discountAmount,
  commissionRate: orders.commissionRate,
  commissionAmount: orders.commissionAmount,
  courierFee: orders.courierFee,
  sellerDeliveryShare: orders.sellerDeliveryShare,
  sellerNet: orders.sellerNet,
}

function selectOrders(db: Executor) {
  return db
    .select(orderColumns)
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(sellers, eq(sellers.id, orders.sellerId))
    .innerJoin(users, eq(users.id, orders.buyerId))
    .leftJoin(couriers, eq(couriers.id, orders.courierId))
    .leftJoin(chosenCourier, eq(chosenCourier.id, orders.chosenCourierId))
}

export type OrderRow = Awaited<ReturnType<typeof findOrderRow>> & {}

/** Orders of one owner: a buyer's user id, a seller id or a courier id; or all of them (admins). */
export async function listOrderRows(
  db: Executor,
  params: {
    owner: { buyerId: string } | { sellerId: string } | { courierId: string } | { all: true }
    status?: OrderStatus | undefined
  },
) {
  const { owner } = params
  const ownerFilter: SQL | undefined =
    'buyerId' in owner
      ? eq(orders.buyerId, owner.buyerId)
      : 'sellerId' in owner
        ? eq(orders.sellerId, owner.sellerId)
        : 'courierId' in owner
          ? eq(orders.courierId, owner.courierId)
          : undefined
  return selectOrders(db)
    .where(and(ownerFilter, params.status ? eq(orders.status, params.status) : undefined))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDER_LIST_LIMIT)
}

export async function findOrderRow(db: Executor, id: string) {
  const [row] = await selectOrders(db).where(eq(orders.id, id))
  return row ?? null
}

/** The parties of an order, locked until the transaction ends so racing changes queue up. */
export async function lockOrder(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      orderGroupId: orders.orderGroupId,
      status: orders.status,
      buyerId: orders.buyerId,
      sellerId: orders.sellerId,
      productId: orders.productId,
      variantId: orders.variantId,
      variantLabel: orders.variantLabel,
      courierId: orders.courierId,
      quantity: orders.quantity,
      deliveryAddress: orders.deliveryAddress,
      totalAmount: orders.totalAmount,
      international: isInternational,
      chosenCourierId: orders.chosenCourierId,
      itemsAmount: orders.itemsAmount,
      discountAmount: orders.discountAmount,
      commissionAmount: orders.commissionAmount,
    })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update', { of: orders })
  return row ?? null
}

/** The id of the order with this order number (`SM-YYMM-XXXX`, stored upper case). */
export async function findOrderIdByNumber(db: Executor, orderNumber: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber))
  return row?.id ?? null
}

/** The parties of an order, without a lock, for read checks. */
export async function findOrderParties(db: Executor, id: string) {
  const [row] = await db
    .select({
      buyerId: orders.buyerId,
      sellerId: orders.sellerId,
      courierId: orders.courierId,
      status: orders.status,
    })
    .from(orders)
    .where(eq(orders.id, id))
  return row ?? null
}

export async function setOrderStatus(
  db: Executor,
  params: {
    id: string
    status: OrderStatus
    deliveredAt?: Date | undefined
    shipment?: { carrier: string | null; trackingNumber: string | null } | undefined
  },
) {
  await db
    .update(orders)
    .set({
      status: params.status,
      updatedAt: new Date(),
      ...(params.deliveredAt ? { actualDeliveryTime: params.deliveredAt } : {}),
      ...(params.shipment
        ? {
            shippingCarrier: params.shipment.carrier,
            trackingNumber: params.shipment.trackingNumber,
          }
        : {}),
    })
    .where(eq(orders.id, params.id))
}

/**
 * Hands the order to a courier. On the line that carries the trip, the courier's fee and the
 * seller's share of the delivery (and so the seller's net) change with it, and the delivery row
 * names the courier and their earnings.
 */
export async function setOrderCourier(
  db: Executor,
  params: {
    id: string
    courierId: string
    trip?: { courierFee: string; sellerDeliveryShare: string; sellerNet: string } | undefined
  },
) {
  await db
    .update(orders)
    .set({ courierId: params.courierId, ...params.trip, updatedAt: new Date() })
    .where(eq(orders.id, params.id))
  if (params.trip) {
    await db
      .update(deliveryServiceFees)
      .set({ courierId: params.courierId, courierEarnings: params.trip.courierFee })
      .where(eq(deliveryServiceFees.orderId, params.id))
  }
}

/** The delivery recorded at checkout on this line (only a seller's first line carries one). */
export async function findTripOf(db: Executor, orderId: string) {
  const [row] = await db
    .select({
      serviceType: deliveryServiceFees.serviceType,
      totalFee: deliveryServiceFees.totalFee,
    })
    .from(deliveryServiceFees)
    .where(eq(deliveryServiceFees.orderId, orderId))
    .limit(1)
  return row ?? null
}

export async function countCourierDelivery(db: Executor, courierId: string) {
  await db
    .update(couriers)
    .set({ totalDeliveries: sql`${couriers.totalDeliveries} + 1`, updatedAt: new Date() })
    .where(eq(couriers.id, courierId))
}

/** A variant's units go back to the variant (see releaseStock in checkout.queries.ts). */
export async function returnStock(
  db: Executor,
  params: {
    productId: string
    quantity: number
    variantId: string | null
    variantLabel: string | null
  },
) {
  if (params.variantId) {
    await releaseVariantStock(db, {
      productId: params.productId,
      variantId: params.variantId,
      quantity: params.quantity,
    })
    return
  }
  // The variant was removed since: the product's stock mirrors its variants, so nothing returns.
  if (params.variantLabel) return
  await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${params.quantity}` })
    .where(eq(products.id, params.productId))
}

/**
 * Marks the paid payment of an order for refund: one paid for this order, or one paid for the
 * whole checkout it belongs to (the payment's metadata names the order group).
 */
export async function markPaymentRefundPending(
  db: Executor,
  params: { orderId: string; orderGroupId: string | null },
) {
  const paidFor = params.orderGroupId
    ? or(
        eq(payments.orderId, params.orderId),
        sql`${payments.metadata} ->> 'orderGroupId' = ${params.orderGroupId}`,
      )
    : eq(payments.orderId, params.orderId)
  return (
    db
      .update(payments)
      .set({ status: 'refund_pending', updatedAt: new Date() })
      // A payment already refunded for another order of its group owes this one too.
      .where(and(paidFor, inArray(payments.status, ['paid', 'refunded'])))
      .returning({ id: payments.id })
  )
}

export async function insertDeliveryUpdate(
  db: Executor,
  values: {
    orderId: string
    status: OrderStatus
    message: string | null
    messageParts: TimelineText | null
    location: string | null
  },
) {
  await db.insert(deliveryUpdates).values(values)
}

export async function listDeliveryUpdates(db: Executor, orderId: string) {
  return db
    .select({
      id: deliveryUpdates.id,
      status: deliveryUpdates.status,
      message: deliveryUpdates.message,
      messageParts: deliveryUpdates.messageParts,
      location: deliveryUpdates.location,
      timestamp: deliveryUpdates.timestamp,
    })
    .from(deliveryUpdates)
    .where(eq(deliveryUpdates.orderId, orderId))
    .orderBy(desc(deliveryUpdates.timestamp), desc(deliveryUpdates.createdAt))
}

export async function insertLocationUpdate(
  db: Executor,
  values: {
    orderId: string
    courierId: string
    latitude: string
    longitude: string
    accuracy: string | null
  },
) {
  const [row] = await db.insert(locationUpdates).values(values).returning({
    latitude: locationUpdates.latitude,
    longitude: locationUpdates.longitude,
    accuracy: locationUpdates.accuracy,
    recordedAt: locationUpdates.createdAt,
  })
  return row!
}

export async function findLatestLocation(db: Executor, orderId: string) {
  const [row] = await db
    .select({
      latitude: locationUpdates.latitude,
      longitude: locationUpdates.longitude,
      accuracy: locationUpdates.accuracy,
      recordedAt: locationUpdates.createdAt,
    })
    .from(locationUpdates)
    .where(eq(locationUpdates.orderId, orderId))
    .orderBy(desc(locationUpdates.createdAt), desc(locationUpdates.id))
    .limit(1)
  return row ?? null
}

/** The user accounts behind an order's seller and courier (a courier may have no account). */
export async function findPartyUsers(
  db: Executor,
  params: { sellerId: string; courierId: string | null },
) {
  const [seller] = await db
    .select({ userId: sellers.userId })
    .from(sellers)
    .where(eq(sellers.id, params.sellerId))
  const [courier] = params.courierId
    ? await db
        .select({ userId: couriers.userId })
        .from(couriers)
        .where(eq(couriers.id, params.courierId))
    : []
  return { sellerUserId: seller?.userId ?? null, courierUserId: courier?.userId ?? null }
}

export async function findUserLanguages(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, string>()
  const rows = await db
    .select({ id: users.id, preferredLanguage: users.preferredLanguage })
    .from(users)
    .where(inArray(users.id, userIds))
  return new Map(rows.map((row) => [row.id, row.preferredLanguage]))
}

/** A courier an order may be handed to: active, with its service areas. */
export async function findAssignableCourier(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: couriers.id,
      name: couriers.name,
      isActive: couriers.isActive,
      serviceAreas: couriers.serviceAreas,
      vehicleType: couriers.vehicleType,
      rating: couriers.rating,
      isVerified: couriers.isVerified,
      baseDeliveryFee: couriers.baseDeliveryFee,
      pricePerKm: couriers.pricePerKm,
      maxRadius: couriers.maxRadius,
    })
    .from(couriers)
    .where(eq(couriers.id, id))
  return row ?? null
}

export async function courierOrderStats(
  db: Executor,
  params: { courierId: string; startOfToday: Date; activeStatuses: readonly OrderStatus[] },
) {
  const [row] = await db
    .select({
      activeOrders:
        sql<number>`count(*) filter (where ${inArray(orders.status, [...params.activeStatuses])})`.mapWith(
          Number,
        ),
      completedToday: sql<number>`count(*) filter (where ${and(
        eq(orders.status, 'delivered'),
        gte(orders.actualDeliveryTime, params.startOfToday),
      )})`.mapWith(Number),
      totalDeliveries:
        sql<number>`count(*) filter (where ${eq(orders.status, 'delivered')})`.mapWith(Number),
      // Each courier is paid their own fee for the trips they delivered, and for returns brought back.
      earnings: sql<string>`(coalesce(sum(${orders.courierFee}) filter (where ${eq(orders.status, 'delivered')}), 0) + ${courierReturnTripEarnings(params.courierId)})::text`,
    })
    .from(orders)
    .where(eq(orders.courierId, params.courierId))
  return row!
}

/** Credits a delivered order's membership cashback once; returns the amount credited, if any. */
export async function creditCashback(db: Executor, orderId: string) {
  const [row] = await db
    .update(orders)
    .set({ cashbackCreditedAt: new Date() })
    .where(
      and(
        eq(orders.id, orderId),
        sql`${orders.cashbackAmount} > 0`,
        sql`${orders.cashbackCreditedAt} is null`,
      ),
    )
    .returning({ amount: orders.cashbackAmount })
  return row?.amount ?? null
}

/**
 * Once the order's return window has closed with no return under way, its referral sale is
 * approved and counted in its affiliate's totals, net of what was returned; a sale returned whole
 * is cancelled. Only pending sales move, so each is counted once.
 */
export async function approveAffiliateSales(db: Executor, orderId: string) {
  const settled = await db
    .update(affiliateSales)
    .set({
      status: sql`case when ${affiliateNetSale} > 0 then 'approved' else 'cancelled' end`,
      updatedAt: new Date(),
    })
    .where(and(eq(affiliateSales.orderId, orderId), eq(affiliateSales.status, 'pending')))
    .returning({
      affiliateId: affiliateSales.affiliateId,
      status: affiliateSales.status,
      netSale: affiliateNetSale,
      netCommission: affiliateNetCommission,
    })
  for (const sale of settled) {
    if (sale.status !== 'approved') continue
    await db
      .update(affiliates)
      .set({
        totalEarnings: sql`${affiliates.totalEarnings} + ${sale.netCommission}`,
        totalSales: sql`${affiliates.totalSales} + ${sale.netSale}`,
        totalReferrals: sql`${affiliates.totalReferrals} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(affiliates.id, sale.affiliateId))
  }
  return settled.length
}

/**
 * A refunded return takes its goods out of the order's referral sale, and the commission on them
 * with it (in proportion, to the santim). The sale is still pending while a return can happen; a
 * sale approved before (counted already) has its affiliate's totals lowered by the same amounts.
 */
export async function returnFromAffiliateSale(db: Executor, orderId: string, goods: string) {
  const [sale] = await db
    .select()
    .from(affiliateSales)
    .where(
      and(
        eq(affiliateSales.orderId, orderId),
        inArray(affiliateSales.status, ['pending', 'approved']),
      ),
    )
    .for('update')
  if (!sale || compareMoney(sale.saleAmount, '0') <= 0) return
  const asked = addMoney(sale.returnedAmount, goods)
  const returned = compareMoney(asked, sale.saleAmount) > 0 ? sale.saleAmount : asked
  const commissionReturned = roundMoney(
    money(sale.commissionAmount).times(returned).div(sale.saleAmount),
  )
  await db
    .update(affiliateSales)
    .set({ returnedAmount: returned, commissionReturned, updatedAt: new Date() })
    .where(eq(affiliateSales.id, sale.id))
  if (sale.status === 'approved') {
    await db
      .update(affiliates)
      .set({
        totalEarnings: sql`greatest(${affiliates.totalEarnings} - (${commissionReturned}::numeric - ${sale.commissionReturned}::numeric), 0)`,
        totalSales: sql`greatest(${affiliates.totalSales} - (${returned}::numeric - ${sale.returnedAmount}::numeric), 0)`,
        updatedAt: new Date(),
      })
      .where(eq(affiliates.id, sale.affiliateId))
  }
}

/** The orders one checkout placed together, paid by one payment. */
export async function findGroupOrders(db: Executor, orderGroupId: string) {
  return db
    .select({
      id: orders.id,
      productId: orders.productId,
      variantId: orders.variantId,
      variantLabel: orders.variantLabel,
      quantity: orders.quantity,
      status: orders.status,
      buyerId: orders.buyerId,
      sellerUserId: sellers.userId,
    })
    .from(orders)
    .innerJoin(sellers, eq(sellers.id, orders.sellerId))
    .where(eq(orders.orderGroupId, orderGroupId))
}

export async function setOrdersStatus(
  db: Executor,
  ids: string[],
  status: 'confirmed' | 'cancelled',
  text: { message: string; messageParts: TimelineText },
) {
  if (ids.length === 0) return
  await db.update(orders).set({ status }).where(inArray(orders.id, ids))
  await db.insert(deliveryUpdates).values(ids.map((orderId) => ({ orderId, status, ...text })))
}

/** Gives back the coupon uses of cancelled orders, so an unpaid checkout does not spend them. */
export async function releaseCouponUses(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return
  const released = await db
    .delete(couponUsage)
    .where(inArray(couponUsage.orderId, orderIds))
    .returning({ couponId: couponUsage.couponId })
  for (const { couponId } of released) {
    await db
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
      .where(eq(coupons.id, couponId))
  }
}

/** Cancelled orders' pending referral sales are cancelled with them. */
export async function cancelAffiliateSales(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return
  await db
    .update(affiliateSales)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(inArray(affiliateSales.orderId, orderIds), eq(affiliateSales.status, 'pending')))
}
