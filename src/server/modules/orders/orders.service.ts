import type { z } from 'zod'
import type { OrderStatus, UiLanguage } from '#shared/constants.ts'
import type { PaymentMethod } from '#shared/contracts/checkout.ts'
import type {
  CourierStats,
  Order,
  orderListQuery,
  OrderTracking,
  orderStatusChange,
} from '#shared/contracts/orders.ts'
import { translate } from '#shared/i18n/messages.ts'
import { uiLanguageFor } from '#shared/language.ts'
import { REFERENCE_NUMBER_PATTERN } from '#shared/reference-numbers.ts'
import { compareMoney, roundMoney, subtractMoney } from '#shared/money.ts'
import { reassignedDeliveryShare, sellerNetOf } from '#shared/order-money.ts'
import {
  ACTIVE_ORDER_STATUSES,
  canTransition,
  mayEverReach,
  orderRefundState,
  type OrderRole,
  orderServiceArea,
} from '#shared/orders.ts'
import type { Executor } from '#server/db/database.ts'
import { hasRole } from '#server/lib/access.ts'
import { AppError, conflict, forbidden, notFound } from '#server/lib/errors.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import { timelineColumns, timelineMessage, type TimelineText } from '#server/lib/timeline-text.ts'
import { estimatedDistanceKm, quoteOf } from '#server/modules/couriers/couriers.service.ts'
import { releaseOrderCredit } from '#server/modules/wallet-credit/wallet-credit.queries.ts'
import { refreshTierAfterDelivery } from '#server/modules/tiers/tiers.service.ts'
import type { RefundOrderPayment } from '#server/modules/payments/payment-refunds.ts'
import * as q from './orders.queries.ts'
import {
  notifyUsers,
  type Notice as SiteNotice,
} from '#server/modules/messaging/notices.service.ts'
import type { NoticeEvent } from '#shared/contracts/messaging.ts'

type OrderRow = NonNullable<Awaited<ReturnType<typeof q.findOrderRow>>>

type Parties = { buyerId: string; sellerId: string; courierId: string | null }
type Named = Parties & { id: string; orderNumber: string }

const orderNotFound = () => notFound('order.notFound', 'ORDER_NOT_FOUND')

/**
 * The order as this reader may see it: the seller and admins see every party's money; the courier
 * their own fee; the buyer what they paid for.
 */
function toOrder(row: OrderRow, roles: readonly OrderRole[]): Order {
  const {
    courierId,
    courierName,
    courierPhone,
    courierVehicleType,
    chosenCourierId,
    chosenCourierName,
    commissionRate,
    commissionAmount,
    courierFee,
    sellerDeliveryShare,
    sellerNet,
    payment,
    ...rest
  } = row
  const seesMoney = roles.includes('seller') || roles.includes('admin')
  const seesCourierFee = seesMoney || roles.includes('courier')
  return {
    ...rest,
    chosenCourier:
      chosenCourierId && chosenCourierName
        ? { id: chosenCourierId, name: chosenCourierName }
        : null,
    commissionRate: seesMoney ? commissionRate : null,
    commissionAmount: seesMoney ? commissionAmount : null,
    sellerDeliveryShare: seesMoney ? sellerDeliveryShare : null,
    sellerNet: seesMoney ? sellerNet : null,
    courierFee: seesCourierFee ? courierFee : null,
    payment: payment
      ? {
          id: payment.id,
          method: payment.method as PaymentMethod,
          refund: orderRefundState(row.status, payment.status, payment.refunded),
          walletCredit: payment.walletCredit,
        }
      : null,
    actualDeliveryTime: row.actualDeliveryTime?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    cashbackCreditedAt: row.cashbackCreditedAt?.toISOString() ?? null,
    cashbackReturned: roundMoney(row.cashbackReturned),
    courier:
      courierId && courierName && courierPhone && courierVehicleType
        ? { id: courierId, name: courierName, phone: courierPhone, vehicleType: courierVehicleType }
        : null,
  }
}

/** The parts the user plays on this order; empty for a stranger. */
export function rolesOn(user: AuthUser, order: Parties): OrderRole[] {
  const roles: OrderRole[] = []
  if (order.buyerId === user.id) roles.push('buyer')
  if (user.sellerId && order.sellerId === user.sellerId) roles.push('seller')
  if (user.courierId && order.courierId === user.courierId) roles.push('courier')
  if (user.role === 'admin') roles.push('admin')
  return roles
}

/** Whose rows a list shows, by the part the caller asks as; a part they do not hold is refused. */
export function listScope(user: AuthUser, as: 'buyer' | 'seller' | 'courier' | 'admin') {
  switch (as) {
    case 'buyer':
      return { buyerId: user.id }
    case 'seller':
      if (!hasRole(user, 'seller')) throw forbidden()
      return { sellerId: user.sellerId! }
    case 'courier':
      if (!hasRole(user, 'courier')) throw forbidden()
      return { courierId: user.courierId! }
    case 'admin':
      if (!hasRole(user, 'admin')) throw forbidden()
      return { all: true as const }
  }
}

export async function listOrders(
  db: Executor,
  user: AuthUser,
  query: z.output<typeof orderListQuery>,
): Promise<Order[]> {
  const owner = listScope(user, query.as)
  const rows = await q.listOrderRows(db, { owner, status: query.status })
  return rows.map((row) => toOrder(row, [query.as]))
}

/** An order named by its id or its order number: its id, when the order exists. */
async function resolveOrderId(db: Executor, ref: string) {
  if (!REFERENCE_NUMBER_PATTERN.test(ref)) return ref
  const id = await q.findOrderIdByNumber(db, ref)
  if (!id) throw orderNotFound()
  return id
}

async function readableParties(db: Executor, user: AuthUser, id: string) {
  const parties = await q.findOrderParties(db, id)
  if (!parties) throw orderNotFound()
  if (rolesOn(user, parties).length === 0) throw forbidden()
  return parties
}

/** One order, by id or order number, for the people who may see it. */
export async function getOrder(db: Executor, user: AuthUser, ref: string): Promise<Order> {
  const id = await resolveOrderId(db, ref)
  const parties = await readableParties(db, user, id)
  const row = await q.findOrderRow(db, id)
  if (!row) throw orderNotFound()
  return toOrder(row, rolesOn(user, parties))
}

export async function getTracking(
  db: Executor,
  user: AuthUser,
  ref: string,
  language: UiLanguage,
): Promise<OrderTracking> {
  const id = await resolveOrderId(db, ref)
  await readableParties(db, user, id)
  const [updates, position] = await Promise.all([
    q.listDeliveryUpdates(db, id),
    q.findLatestLocation(db, id),
  ])
  return {
    // Each reader gets the entries in their own language; entries written before there were
    // keys keep the text they were written with.
    updates: updates.map(({ messageParts, ...update }) => ({
      ...update,
      message: messageParts ? timelineMessage(messageParts, language) : update.message,
      timestamp: update.timestamp.toISOString(),
    })),
    latestPosition: position
      ? { ...position, recordedAt: position.recordedAt.toISOString() }
      : null,
  }
}

const statusLabel = (status: OrderStatus, language: UiLanguage) =>
  translate(`orderStatus.${status}`, language)

type Notice = { type: string; title: string; body: string }
type Party = 'buyer' | 'seller' | 'courier'

// Each party reads its notice in its own language and is sent to the screen it works from; the
// parties named in `events` also hear of it outside the site, as they chose.
async function notifyParties(
  db: Executor,
  order: Named,
  who: readonly Party[],
  notice: (language: UiLanguage) => Notice,
  events: Partial<Record<Party, NonNullable<SiteNotice['event']>>> = {},
) {
  const { sellerUserId, courierUserId } = await q.findPartyUsers(db, order)
  const targets = new Map<string, { link: string; party: Party }>()
  if (who.includes('buyer'))
    targets.set(order.buyerId, { link: `/orders/${order.id}`, party: 'buyer' })
  if (who.includes('seller') && sellerUserId) {
    targets.set(sellerUserId, { link: '/dashboard', party: 'seller' })
  }
  if (who.includes('courier') && courierUserId) {
    targets.set(courierUserId, { link: '/courier-dashboard', party: 'courier' })
  }
  const languages = await q.findUserLanguages(db, [...targets.keys()])
  await notifyUsers(
    db,
    [...targets].map(([userId, { link, party }]) => ({
      userId,
      link,
      ...notice(uiLanguageFor(languages.get(userId))),
      ...(events[party] ? { event: events[party] } : {}),
    })),
  )
}

// The timeline is written once, in the language of its main reader: the buyer.
async function buyerLanguage(db: Executor, buyerId: string): Promise<UiLanguage> {
  const languages = await q.findUserLanguages(db, [buyerId])
  return uiLanguageFor(languages.get(buyerId))
}

export async function changeStatus(
  db: Executor,
  user: AuthUser,
  id: string,
  change: z.output<typeof orderStatusChange>,
  language: UiLanguage,
  refund?: RefundOrderPayment,
): Promise<Order> {
  let creditBack = '0'
  const owed = await db.transaction(async (tx) => {
    const order = await q.lockOrder(tx, id)
    if (!order) throw orderNotFound()
    const roles = rolesOn(user, order)
    if (roles.length === 0) throw forbidden()
    const to = change.status
    const kind = { international: order.international }
    if (!roles.some((role) => canTransition(role, order.status, to, kind))) {
      if (!roles.some((role) => mayEverReach(role, to, kind))) {
        throw new AppError(403, 'ORDER_TRANSITION_FORBIDDEN', 'order.transitionForbidden', {
          values: { to: statusLabel(to, language) },
        })
      }
      throw new AppError(409, 'ORDER_INVALID_TRANSITION', 'order.invalidTransition', {
        details: { from: order.status, to },
        values: { from: statusLabel(order.status, language), to: statusLabel(to, language) },
      })
    }

    // An order abroad leaves with the seller's carrier; its name and tracking number go with it.
    const ships = order.international && to === 'in_transit'
    if (!ships && (change.carrier || change.trackingNumber)) {
      throw conflict('ORDER_SHIPMENT_ONLY_ABROAD', 'order.shipmentOnlyAbroad')
    }
    await q.setOrderStatus(tx, {
      id,
      status: to,
      deliveredAt: to === 'delivered' ? new Date() : undefined,
      shipment: ships
        ? { carrier: change.carrier ?? null, trackingNumber: change.trackingNumber ?? null }
        : undefined,
    })
    if (to === 'delivered' && order.courierId) {
      await q.countCourierDelivery(tx, order.courierId)
    }
    // A delivered order counts towards the seller's tier, which sets the commission of later orders.
    if (to === 'delivered') {
      await refreshTierAfterDelivery(tx, order.sellerId)
      await creditDeliveredOrder(tx, order)
    }
    let refundOwed: { id: string }[] = []
    if (to === 'cancelled') {
      await q.returnStock(tx, {
        productId: order.productId,
        quantity: order.quantity,
        variantId: order.variantId,
        variantLabel: order.variantLabel,
      })
      // Wallet credit spent on the order goes back to the buyer at once; the payment owes the rest.
      creditBack = (await releaseOrderCredit(tx, [id])).get(id) ?? '0'
      refundOwed = await q.markPaymentRefundPending(tx, {
        orderId: id,
        orderGroupId: order.orderGroupId,
      })
      await q.cancelAffiliateSales(tx, [id])
    }
    await recordStatusChange(tx, order, to, change)
    return { order, payments: refundOwed }
  })
  const owedThroughPayment = subtractMoney(owed.order.totalAmount, creditBack)
  if (compareMoney(creditBack, '0') > 0) {
    await notifyParties(db, owed.order, ['buyer'], (recipientLanguage) => ({
      type: 'wallet_credit_returned',
      title: translate('paymentNotice.refundTitle', recipientLanguage, {
        id: owed.order.orderNumber,
      }),
      body: translate('paymentNotice.creditBackBody', recipientLanguage, {
        id: owed.order.orderNumber,
        amount: `${roundMoney(creditBack)} ETB`,
      }),
    }))
  }
  // The provider is asked after the cancellation is committed: a refund that fails or cannot be
  // made leaves the payment refund_pending for the team.
  for (const payment of owed.payments) {
    const outcome = refund
      ? await refund(db, { paymentId: payment.id, orderId: id, amount: owedThroughPayment })
      : 'refund_pending'
    // All of it came back as credit: the buyer was told above.
    if (compareMoney(owedThroughPayment, '0') === 0) continue
    await notifyParties(
      db,
      owed.order,
      ['buyer'],
      (recipientLanguage) => ({
        type: outcome === 'refunded' ? 'payment_refunded' : 'payment_refund_pending',
        title: translate('paymentNotice.refundTitle', recipientLanguage, {
          id: owed.order.orderNumber,
        }),
        body: translate(
          outcome === 'refunded' ? 'paymentNotice.refundedBody' : 'paymentNotice.refundPendingBody',
          recipientLanguage,
          { id: owed.order.orderNumber, amount: `${owedThroughPayment} ETB` },
        ),
      }),
      outcome === 'refunded'
        ? {
            buyer: {
              name: 'order_refunded',
              values: {
                order: owed.order.orderNumber,
                amount: owedThroughPayment,
              },
            },
          }
        : {},
    )
  }
  return getOrder(db, user, id)
}

/**
 * On delivery: the buyer's membership cashback is credited. A referral sale waits for the return
 * window to close (returns' settleReferralSales), so its commission is on what the buyer kept.
 */
async function creditDeliveredOrder(db: Executor, order: Named) {
  const cashback = await q.creditCashback(db, order.id)
  if (cashback) {
    await notifyParties(db, order, ['buyer'], (language) => ({
      type: 'cashback_credited',
      title: translate('cashbackNotice.title', language),
      body: translate('cashbackNotice.body', language, {
        id: order.orderNumber,
        amount: `${roundMoney(cashback)} ETB`,
      }),
    }))
  }
}

type ChangeDetails = {
  notes?: string | undefined
  location?: string | undefined
  carrier?: string | undefined
  trackingNumber?: string | undefined
  /** The payment confirmed the order, not a person. */
  byPayment?: boolean
}

/**
 * What a status change says, as message keys: an order shipped abroad names its carrier; an order
 * confirmed by its payment says so (the seller has not acted yet). Notes are shown as typed.
 */
function updateText(
  order: { international?: boolean },
  to: OrderStatus,
  change: ChangeDetails,
): TimelineText {
  const notes = change.notes ? { notes: change.notes } : {}
  if (change.byPayment && to === 'confirmed') {
    return { parts: [{ key: 'orderUpdate.paymentReceived' }], ...notes }
  }
  if (!(order.international && to === 'in_transit')) {
    return { parts: [{ key: `orderUpdate.${to}` }], ...notes }
  }
  return {
    parts: [
      { key: 'orderUpdate.shippedAbroad' },
      ...(change.carrier
        ? [{ key: 'orderUpdate.carrier' as const, values: { carrier: change.carrier } }]
        : []),
      ...(change.trackingNumber
        ? [
            {
              key: 'orderUpdate.trackingNumber' as const,
              values: { number: change.trackingNumber },
            },
          ]
        : []),
    ],
    ...notes,
  }
}

/** The timeline entry and the parties' notices of one status change. */
async function recordStatusChange(
  db: Executor,
  order: Named & { international?: boolean },
  to: OrderStatus,
  change: ChangeDetails,
) {
  const text = updateText(order, to, change)
  const timelineLanguage = await buyerLanguage(db, order.buyerId)
  await q.insertDeliveryUpdate(db, {
    orderId: order.id,
    status: to,
    ...timelineColumns(text, timelineLanguage),
    location: change.location ?? null,
  })
  await notifyParties(
    db,
    order,
    ['buyer', 'seller', 'courier'],
    (language) => ({
      type: 'order_status',
      title: translate('orderNotice.title', language, {
        id: order.orderNumber,
        status: statusLabel(to, language),
      }),
      body: timelineMessage(text, language),
    }),
    buyerEventOf(to, order.orderNumber),
  )
}

const BUYER_EVENTS: Partial<Record<OrderStatus, NoticeEvent>> = {
  confirmed: 'order_confirmed',
  in_transit: 'order_on_the_way',
  delivered: 'order_delivered',
  cancelled: 'order_cancelled',
}

/** The steps a buyer may choose to hear of outside the site. */
function buyerEventOf(to: OrderStatus, orderNumber: string) {
  const name = BUYER_EVENTS[to]
  return name ? { buyer: { name, values: { order: orderNumber } } } : {}
}

/**
 * For a settled payment (order-payments.ts), inside its transaction: a paid order moves from
 * pending to confirmed, with its timeline entry and notices. Returns false (and changes nothing)
 * when the order is not pending any more, so a replayed payment notification is harmless.
 */
export async function confirmPaidOrder(db: Executor, orderId: string): Promise<boolean> {
  const order = await q.lockOrder(db, orderId)
  if (!order || order.status !== 'pending') return false
  await q.setOrderStatus(db, { id: orderId, status: 'confirmed' })
  await recordStatusChange(db, order, 'confirmed', { byPayment: true })
  return true
}

const ASSIGNABLE: readonly OrderStatus[] = ['pending', 'confirmed', 'preparing', 'ready_for_pickup']

export async function assignCourier(
  db: Executor,
  user: AuthUser,
  id: string,
  courierId: string,
): Promise<Order> {
  await db.transaction(async (tx) => {
    const order = await q.lockOrder(tx, id)
    if (!order) throw orderNotFound()
    const roles = rolesOn(user, order)
    if (roles.length === 0) throw forbidden()
    if (!roles.includes('seller') && !roles.includes('admin')) throw forbidden()
    if (order.international) {
      throw conflict('ORDER_INTERNATIONAL_NO_COURIER', 'order.internationalNoCourier')
    }
    if (!ASSIGNABLE.includes(order.status)) {
      throw conflict('ORDER_ASSIGNMENT_CLOSED', 'order.assignmentClosed')
    }
    const courier = await q.findAssignableCourier(tx, courierId)
    if (!courier) throw notFound('courier.notFound', 'COURIER_NOT_FOUND')
    if (!courier.isActive) throw conflict('COURIER_INACTIVE', 'order.courierInactive')
    const area = orderServiceArea(order.deliveryAddress)
    if (!courier.serviceAreas.includes(area)) {
      throw new AppError(409, 'COURIER_OUT_OF_AREA', 'order.courierOutOfArea', {
        details: { area },
        values: { area },
      })
    }
    await q.setOrderCourier(tx, { id, courierId, trip: await tripMoney(tx, order, courier, area) })
    const timelineLanguage = await buyerLanguage(tx, order.buyerId)
    await q.insertDeliveryUpdate(tx, {
      orderId: id,
      status: order.status,
      ...timelineColumns(
        { parts: [{ key: 'orderUpdate.courierAssigned', values: { name: courier.name } }] },
        timelineLanguage,
      ),
      location: null,
    })
    // Buyer and seller see the courier on the order itself; the courier needs telling.
    await notifyParties(
      tx,
      { ...order, courierId },
      ['courier'],
      (recipientLanguage) => ({
        type: 'courier_assigned',
        title: translate('orderNotice.assignedTitle', recipientLanguage, {
          id: order.orderNumber,
        }),
        body: translate('orderUpdate.courierAssigned', recipientLanguage, { name: courier.name }),
      }),
      { courier: { name: 'delivery_assigned', values: { order: order.orderNumber } } },
    )
  })
  return getOrder(db, user, id)
}

type AssignableCourier = NonNullable<Awaited<ReturnType<typeof q.findAssignableCourier>>>

/**
 * The money of the trip when it goes to `courier` (docs/decisions/012-money-per-party.md): the
 * courier is paid their own quote; the buyer's choice keeps the fee the buyer was quoted; the seller
 * bears (or keeps) the difference. A courier whose maximum distance the trip exceeds cannot take
 * it. Express trips pay the express fee whoever delivers. Undefined on a line that carries no trip.
 */
async function tripMoney(
  db: Executor,
  order: NonNullable<Awaited<ReturnType<typeof q.lockOrder>>>,
  courier: AssignableCourier,
  area: string,
) {
  const trip = await q.findTripOf(db, order.id)
  if (trip?.serviceType === 'express') return undefined
  const quote = quoteOf(courier, area)
  if (!quote) {
    throw new AppError(409, 'COURIER_OUT_OF_RANGE', 'order.courierOutOfRange', {
      details: { distanceKm: estimatedDistanceKm(courier.id, area), maxKm: courier.maxRadius },
      values: { distance: estimatedDistanceKm(courier.id, area), max: courier.maxRadius },
    })
  }
  if (!trip) return undefined
  const courierFee = courier.id === order.chosenCourierId ? roundMoney(trip.totalFee) : quote.fee
  const sellerDeliveryShare = reassignedDeliveryShare({
    plannedFee: trip.totalFee,
    newFee: courierFee,
  })
  return {
    courierFee,
    sellerDeliveryShare,
    sellerNet: sellerNetOf({ ...order, sellerDeliveryShare }),
  }
}

export async function reportLocation(
  db: Executor,
  user: AuthUser,
  id: string,
  report: { latitude: number; longitude: number; accuracy?: number | undefined },
): Promise<NonNullable<OrderTracking['latestPosition']>> {
  const parties = await q.findOrderParties(db, id)
  if (!parties) throw orderNotFound()
  if (!user.courierId || parties.courierId !== user.courierId) throw forbidden()
  if (parties.status !== 'in_transit') {
    throw conflict('ORDER_NOT_IN_TRANSIT', 'order.locationNotInTransit')
  }
  const position = await q.insertLocationUpdate(db, {
    orderId: id,
    courierId: user.courierId,
    latitude: report.latitude.toFixed(7),
    longitude: report.longitude.toFixed(7),
    accuracy: report.accuracy === undefined ? null : report.accuracy.toFixed(2),
  })
  return { ...position, recordedAt: position.recordedAt.toISOString() }
}

/** The day starts at midnight in Addis Ababa (UTC+3, no daylight saving). */
export function startOfAddisDay(now: Date): Date {
  const addisOffsetMs = 3 * 60 * 60 * 1000
  const local = new Date(now.getTime() + addisOffsetMs)
  local.setUTCHours(0, 0, 0, 0)
  return new Date(local.getTime() - addisOffsetMs)
}

export async function getCourierStats(
  db: Executor,
  user: AuthUser & { courierId: string },
): Promise<CourierStats> {
  const stats = await q.courierOrderStats(db, {
    courierId: user.courierId,
    startOfToday: startOfAddisDay(new Date()),
    activeStatuses: ACTIVE_ORDER_STATUSES.filter((status) => status !== 'pending'),
  })
  return { ...stats, earnings: roundMoney(stats.earnings) }
}
