import { eq, gt, isNull } from 'drizzle-orm'
import type { z } from 'zod'
import type { UiLanguage } from '#shared/constants.ts'
import type { PaymentMethod } from '#shared/contracts/checkout.ts'
import type { CourierQuote } from '#shared/contracts/couriers.ts'
import type {
  OrderReturn,
  OrderReturns,
  ReturnEligibility,
  ReturnPolicy,
  ReturnRefusal,
  returnAcceptInput,
  returnAppealInput,
  returnListQuery,
  returnRefuseInput,
  returnRequestInput,
  returnSettingsInput,
  returnShipmentInput,
  WalletCredit,
} from '#shared/contracts/returns.ts'
import { translate } from '#shared/i18n/messages.ts'
import { addMoney, roundMoney } from '#shared/money.ts'
import { orderServiceArea } from '#shared/orders.ts'
import { REFERENCE_NUMBER_PATTERN } from '#shared/reference-numbers.ts'
import { returnMoney } from '#shared/return-money.ts'
import {
  type ReturnShippingPayer,
  type ReturnStatus,
  SELLER_FAULT_REASONS,
} from '#shared/returns.ts'
import type { Executor } from '#server/db/database.ts'
import { readTogether } from '#server/db/read-together.ts'
import { orderReturns, type OrderReturn as ReturnRow } from '#server/db/schema/returns.ts'
import { recordAdminAction } from '#server/lib/audit.ts'
import {
  AppError,
  conflict,
  fieldError,
  forbidden,
  isUniqueViolation,
  notFound,
} from '#server/lib/errors.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import {
  estimatedDistanceKm,
  quoteDelivery,
  quoteOf,
} from '#server/modules/couriers/couriers.service.ts'
import {
  approveAffiliateSales,
  findAssignableCourier,
  findOrderIdByNumber,
} from '#server/modules/orders/orders.queries.ts'
import { listScope } from '#server/modules/orders/orders.service.ts'
import type { UploadStorage } from '#server/modules/uploads/upload-storage.ts'
import { isStoredUpload } from '#server/modules/uploads/uploads.service.ts'
import { recordReturnStep, type NoticeSubject } from './returns.notices.ts'
import * as q from './returns.queries.ts'
import { walletCreditOf } from '#server/modules/wallet-credit/wallet-credit.queries.ts'

// Returns and refunds (docs/decisions/024-returns-and-refunds.md): the buyer asks within the
// window, the seller (or, past the deadline or on appeal, an admin) decides, the item comes back
// (a courier in Ethiopia, the buyer's carrier abroad), and on receipt the money goes back. Every
// decision is a guarded update on the return's status, so of two racing calls exactly one applies.

const DAY_MS = 24 * 60 * 60 * 1000

export type ReturnRole = 'buyer' | 'seller' | 'courier' | 'admin'

const returnNotFound = () => notFound('returns.notFound', 'RETURN_NOT_FOUND')
const orderNotFound = () => notFound('order.notFound', 'ORDER_NOT_FOUND')

export function rolesOnReturn(
  user: AuthUser,
  row: { buyerId: string; sellerId: string; pickupCourierId: string | null },
): ReturnRole[] {
  const roles: ReturnRole[] = []
  if (row.buyerId === user.id) roles.push('buyer')
  if (user.sellerId && row.sellerId === user.sellerId) roles.push('seller')
  if (user.courierId && row.pickupCourierId === user.courierId) roles.push('courier')
  if (user.role === 'admin') roles.push('admin')
  return roles
}

const iso = (value: Date | null) => value?.toISOString() ?? null

/** The return as this reader may see it: the seller's and platform's parts for them and admins. */
function toReturn(row: q.ReturnViewRow, roles: readonly ReturnRole[], now: Date): OrderReturn {
  const seesMoney = roles.includes('seller') || roles.includes('admin')
  return {
    id: row.id,
    returnNumber: row.returnNumber,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    product: row.product,
    variantLabel: row.variantLabel,
    storeName: row.storeName,
    buyer: row.buyer,
    quantity: row.quantity,
    orderQuantity: row.orderQuantity,
    reason: row.reason,
    details: row.details,
    photoUrls: row.photoUrls,
    status: row.status,
    sellerDeadline: row.sellerDeadline.toISOString(),
    awaitingAdmin:
      row.status === 'appealed' ||
      (row.status === 'requested' && row.sellerDeadline.getTime() < now.getTime()),
    decisionReason: row.decisionReason,
    decidedAt: iso(row.decidedAt),
    decidedByAdmin: row.decidedByAdmin,
    appealReason: row.appealReason,
    appealedAt: iso(row.appealedAt),
    international: row.international,
    deliveryAddress: row.deliveryAddress,
    pickupCourier:
      row.pickupCourierId && row.pickupCourierName
        ? { id: row.pickupCourierId, name: row.pickupCourierName, phone: row.pickupCourierPhone }
        : null,
    shippingCarrier: row.shippingCarrier,
    trackingNumber: row.trackingNumber,
    receivedAt: iso(row.receivedAt),
    paymentMethod: (row.paymentMethod as PaymentMethod | null) ?? null,
    refundMethod: row.refundMethod,
    refundReference: row.refundReference,
    refundedAt: iso(row.refundedAt),
    refundAmount: row.refundAmount,
    salesReversed: addMoney(row.sellerNetReversed, row.commissionReversed),
    returnShippingFee: row.returnShippingFee,
    returnShippingPaidBy: row.returnShippingPaidBy,
    sellerNetReversed: seesMoney ? row.sellerNetReversed : null,
    commissionReversed: seesMoney ? row.commissionReversed : null,
    createdAt: row.createdAt.toISOString(),
  }
}

/* -------------------------------------------------------------------------------- policy */

/** The rules the return policy page states: the platform's window and each category's own. */
export async function getPolicy(db: Executor): Promise<ReturnPolicy> {
  const [settings, categories] = await Promise.all([
    q.findReturnSettings(db),
    q.listCategoryWindows(db),
  ])
  return { ...settings, categories }
}

export async function saveSettings(
  db: Executor,
  admin: AuthUser,
  input: z.output<typeof returnSettingsInput>,
): Promise<ReturnPolicy> {
  await db.transaction(async (tx) => {
    await q.saveReturnSettings(tx, {
      windowDays: input.windowDays,
      decisionDays: input.decisionDays,
      updatedById: admin.id,
    })
    for (const category of input.categories) {
      if (!(await q.setCategoryWindow(tx, category.id, category.windowDays))) {
        throw notFound('adminSettings.categoryNotFound', 'CATEGORY_NOT_FOUND')
      }
    }
    await recordAdminAction(tx, {
      actorId: admin.id,
      action: 'returns.settings',
      targetType: 'platform_settings',
      targetId: '1',
      details: input,
    })
  })
  return getPolicy(db)
}

/* ----------------------------------------------------------------------------- eligibility */

/** A payment the provider can refund by itself: paid online (Chapa, or the sandbox in the demo). */
/** Chapa and the sandbox refund through their APIs; an order paid all in credit, as credit. */
function refundsThroughProvider(payment: { method: string | null; status: string } | null) {
  return (
    payment !== null &&
    (payment.method === 'chapa' ||
      payment.method === 'sandbox' ||
      payment.method === 'wallet_credit') &&
    ['paid', 'refunded'].includes(payment.status)
  )
}

async function eligibilityOf(
  db: Executor,
  order: q.OrderForReturn,
  user: AuthUser,
  now: Date,
): Promise<ReturnEligibility> {
  // Also read inside the transaction that asks for a return.
  const [settings, membershipDays, payment, activeId, finalRefusal] = await readTogether(db, [
    () => q.findReturnSettings(db),
    () => q.membershipReturnDays(db, order.buyerId),
    () => q.findOrderPayment(db, order),
    () => q.findActiveReturnId(db, order.id),
    () => q.hasFinalRefusal(db, order.id),
  ])
  // A category with no returns (0) stays so whatever the membership; otherwise a membership's
  // longer return period extends the window.
  const base = order.categoryWindowDays ?? settings.windowDays
  const windowDays = base === 0 ? 0 : Math.max(base, membershipDays)
  const windowEndsAt = new Date(order.deliveredAt.getTime() + windowDays * DAY_MS)
  const delivered = order.status === 'delivered'
  const refusal: ReturnRefusal | null =
    order.buyerId !== user.id
      ? 'not_buyer'
      : !delivered
        ? 'not_delivered'
        : windowDays === 0
          ? 'not_returnable'
          : activeId || finalRefusal
            ? 'already_returned'
            : now.getTime() > windowEndsAt.getTime()
              ? 'window_closed'
              : null
  const method = (payment?.method as PaymentMethod | null) ?? null
  return {
    returnable: refusal === null,
    refusal,
    windowDays,
    windowEndsAt: delivered && windowDays > 0 ? windowEndsAt.toISOString() : null,
    maxQuantity: order.quantity,
    paymentMethod: method,
    choosesRefund: !refundsThroughProvider(payment),
    international: order.international,
  }
}

const REFUSAL_ERRORS: Record<ReturnRefusal, () => AppError> = {
  not_buyer: () => forbidden('returns.onlyBuyer'),
  not_delivered: () => conflict('RETURN_NOT_DELIVERED', 'returns.notDelivered'),
  not_returnable: () => conflict('RETURN_NOT_RETURNABLE', 'returns.notReturnable'),
  already_returned: () => conflict('RETURN_ALREADY_REQUESTED', 'returns.alreadyRequested'),
  window_closed: () => conflict('RETURN_WINDOW_CLOSED', 'returns.windowClosed'),
}

async function resolveOrderId(db: Executor, ref: string) {
  if (!REFERENCE_NUMBER_PATTERN.test(ref)) return ref
  const id = await findOrderIdByNumber(db, ref)
  if (!id) throw orderNotFound()
  return id
}

/** An order's returns and whether its buyer may ask for one now, for the order's parties. */
export async function orderReturnsFor(
  db: Executor,
  user: AuthUser,
  ref: string,
  now = new Date(),
): Promise<OrderReturns> {
  const orderId = await resolveOrderId(db, ref)
  const order = await q.findOrderForReturn(db, orderId)
  if (!order) throw orderNotFound()
  const mayRead =
    order.buyerId === user.id ||
    (user.sellerId !== null && order.sellerId === user.sellerId) ||
    (user.courierId !== null && order.courierId === user.courierId) ||
    user.role === 'admin'
  const rows = await q.listReturnRows(db, { owner: { orderId } })
  const visible = rows.filter((row) =>
    mayRead
      ? true
      : rolesOnReturn(user, { ...row, pickupCourierId: row.pickupCourierId ?? null }).length > 0,
  )
  if (!mayRead && visible.length === 0) throw forbidden()
  return {
    eligibility: await eligibilityOf(db, order, user, now),
    returns: visible.map((row) =>
      toReturn(row, rolesOnReturn(user, { ...row, pickupCourierId: row.pickupCourierId }), now),
    ),
  }
}

/* -------------------------------------------------------------------------------- request */

const payerOf = (reason: ReturnRow['reason']): ReturnShippingPayer =>
  SELLER_FAULT_REASONS.includes(reason) ? 'seller' : 'buyer'

function subjectOf(row: ReturnRow, orderNumber: string): NoticeSubject {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber,
    buyerId: row.buyerId,
    sellerId: row.sellerId,
    pickupCourierId: row.pickupCourierId,
  }
}

export async function requestReturn(
  deps: { db: Executor; storage: UploadStorage },
  user: AuthUser,
  orderRef: string,
  input: z.output<typeof returnRequestInput>,
  now = new Date(),
): Promise<OrderReturn> {
  const { db } = deps
  const orderId = await resolveOrderId(db, orderRef)
  const photos = [...new Set(input.photoUrls)]
  for (const url of photos) {
    if (!(await isStoredUpload(deps.storage, url))) {
      throw fieldError('RETURN_PHOTO_NOT_UPLOADED', 'photoUrls', 'returns.photoNotUploaded', 400)
    }
  }
  let id: string
  try {
    id = await db.transaction(async (tx) => {
      // The order is locked so two requests for it queue up; the one-active-return index decides.
      const order = await q.findOrderForReturn(tx, orderId, true)
      if (!order) throw orderNotFound()
      if (order.buyerId !== user.id) throw forbidden('returns.onlyBuyer')
      const eligibility = await eligibilityOf(tx, order, user, now)
      if (eligibility.refusal) {
        const error = REFUSAL_ERRORS[eligibility.refusal]()
        throw eligibility.refusal === 'window_closed'
          ? new AppError(409, error.code, error.messageKey, {
              values: { days: eligibility.windowDays },
            })
          : error
      }
      if (input.quantity > order.quantity) {
        throw new AppError(400, 'RETURN_QUANTITY_TOO_MANY', 'returns.quantityTooMany', {
          values: { max: order.quantity },
          details: { fields: { quantity: 'returns.quantityTooMany' }, max: order.quantity },
        })
      }
      if (eligibility.choosesRefund && !input.refundMethod) {
        throw fieldError(
          'RETURN_REFUND_CHOICE',
          'refundMethod',
          'returns.refundChoiceRequired',
          400,
        )
      }
      const settings = await q.findReturnSettings(tx)
      const returnShippingPaidBy = payerOf(input.reason)
      const split = returnMoney({
        order,
        quantity: input.quantity,
        returnShippingFee: '0',
        returnShippingPaidBy,
      })
      const made = await q.insertReturn(tx, {
        orderId: order.id,
        buyerId: order.buyerId,
        sellerId: order.sellerId,
        quantity: input.quantity,
        reason: input.reason,
        details: input.details ?? null,
        photoUrls: photos,
        status: 'requested',
        sellerDeadline: new Date(now.getTime() + settings.decisionDays * DAY_MS),
        refundMethod: eligibility.choosesRefund ? input.refundMethod! : 'provider',
        refundAmount: split.refundAmount,
        sellerNetReversed: split.sellerNetReversed,
        commissionReversed: split.commissionReversed,
        cashbackReversed: split.cashbackReversed,
        returnShippingFee: split.returnShippingFee,
        returnShippingPaidBy,
      })
      const row = (await q.findReturn(tx, made.id))!
      await recordReturnStep(tx, subjectOf(row, order.orderNumber), {
        status: 'requested',
        to: ['buyer', 'seller'],
        text: {
          parts: [
            {
              key: 'returnUpdate.requested',
              values: { quantity: input.quantity, reason: { key: `returnReason.${input.reason}` } },
            },
          ],
        },
        events: {
          seller: { name: 'return_requested', values: { order: order.orderNumber } },
        },
      })
      return made.id
    })
  } catch (error) {
    if (isUniqueViolation(error, 'order_returns_one_active_per_order')) {
      throw conflict('RETURN_ALREADY_REQUESTED', 'returns.alreadyRequested')
    }
    throw error
  }
  return getReturn(db, user, id, now)
}

/* ---------------------------------------------------------------------------------- reads */

export async function listReturns(
  db: Executor,
  user: AuthUser,
  query: z.output<typeof returnListQuery>,
  now = new Date(),
): Promise<OrderReturn[]> {
  const owner = listScope(user, query.as)
  const rows = await q.listReturnRows(db, {
    owner,
    adminQueue: query.as === 'admin' && query.queue === 'admin' ? { now } : undefined,
  })
  return rows.map((row) => toReturn(row, [query.as], now))
}

export async function getReturn(
  db: Executor,
  user: AuthUser,
  id: string,
  now = new Date(),
): Promise<OrderReturn> {
  const row = await q.findReturnRow(db, id)
  if (!row) throw returnNotFound()
  const roles = rolesOnReturn(user, row)
  if (roles.length === 0) throw forbidden()
  return toReturn(row, roles, now)
}

/** The return and the caller's parts on it; 404 when missing, 403 for strangers. */
async function loadForCaller(db: Executor, user: AuthUser, id: string) {
  const row = await q.findReturn(db, id)
  if (!row) throw returnNotFound()
  const roles = rolesOnReturn(user, row)
  if (roles.length === 0) throw forbidden()
  const order = await q.findOrderForReturn(db, row.orderId)
  if (!order) throw orderNotFound()
  return { row, roles, order }
}

/** The answer when a guarded move found the return already moved on. */
async function movedOn(db: Executor, id: string, language: UiLanguage) {
  const now = await q.findReturn(db, id)
  return new AppError(409, 'RETURN_STATUS_CHANGED', 'returns.statusChanged', {
    details: { status: now?.status },
    values: { status: translate(`returnStatus.${now?.status ?? 'requested'}`, language) },
  })
}

/* ------------------------------------------------------------------------------ decisions */

/**
 * Who may decide now: the seller while the request waits and its deadline has not passed; an
 * admin any request, and an appealed refusal.
 */
function decisionRule(roles: readonly ReturnRole[], row: ReturnRow, now: Date) {
  if (roles.includes('admin')) {
    return { from: ['requested', 'appealed'] as ReturnStatus[], also: undefined, byAdmin: true }
  }
  if (!roles.includes('seller')) throw forbidden('returns.onlySellerDecides')
  if (row.status === 'appealed') throw forbidden('returns.appealAdminOnly')
  if (row.status === 'requested' && row.sellerDeadline.getTime() <= now.getTime()) {
    throw conflict('RETURN_DEADLINE_PASSED', 'returns.deadlinePassed')
  }
  return {
    from: ['requested'] as ReturnStatus[],
    also: gt(orderReturns.sellerDeadline, now),
    byAdmin: false,
  }
}

type TripQuote = { courierId: string; name: string; fee: string } | null

/**
 * The courier who brings a return back in Ethiopia: the one who delivered the order when they are
 * active, serve its area and reach it; otherwise none yet (the seller or an admin assigns one).
 */
async function defaultPickup(db: Executor, order: q.OrderForReturn): Promise<TripQuote> {
  if (order.international || !order.courierId) return null
  const courier = await findAssignableCourier(db, order.courierId)
  if (!courier || !courier.isActive) return null
  const area = orderServiceArea(order.deliveryAddress)
  if (!courier.serviceAreas.includes(area)) return null
  const quote = quoteOf(courier, area)
  return quote ? { courierId: courier.id, name: courier.name, fee: quote.fee } : null
}

/** The return's money with the trip back priced in. */
function moneyWithTrip(row: ReturnRow, order: q.OrderForReturn, fee: string) {
  const split = returnMoney({
    order,
    quantity: row.quantity,
    returnShippingFee: fee,
    returnShippingPaidBy: row.returnShippingPaidBy,
  })
  return {
    refundAmount: split.refundAmount,
    sellerNetReversed: split.sellerNetReversed,
    commissionReversed: split.commissionReversed,
    cashbackReversed: split.cashbackReversed,
    returnShippingFee: split.returnShippingFee,
  }
}

export async function acceptReturn(
  db: Executor,
  user: AuthUser,
  id: string,
  input: z.output<typeof returnAcceptInput>,
  language: UiLanguage,
  now = new Date(),
): Promise<OrderReturn> {
  await db.transaction(async (tx) => {
    const { row, roles, order } = await loadForCaller(tx, user, id)
    const rule = decisionRule(roles, row, now)
    const pickup = await defaultPickup(tx, order)
    const moved = await q.moveReturn(tx, {
      id,
      from: rule.from,
      also: rule.also,
      set: {
        status: 'accepted',
        decidedById: user.id,
        decidedAt: now,
        decisionReason: input.note ?? null,
        pickupCourierId: pickup?.courierId ?? null,
        ...moneyWithTrip(row, order, pickup?.fee ?? '0'),
      },
    })
    if (!moved) throw await movedOn(tx, id, language)
    if (rule.byAdmin) {
      await recordAdminAction(tx, {
        actorId: user.id,
        action: 'return.accept',
        targetType: 'order_return',
        targetId: id,
        details: { from: row.status, note: input.note ?? null },
      })
    }
    const subject = subjectOf(moved, order.orderNumber)
    await recordReturnStep(tx, subject, {
      status: 'accepted',
      to: ['buyer', 'seller', 'courier'],
      text: {
        parts: [
          { key: rule.byAdmin ? 'returnUpdate.acceptedByAdmin' : 'returnUpdate.accepted' },
          order.international
            ? { key: 'returnUpdate.sendBack' }
            : pickup
              ? { key: 'returnUpdate.courierAssigned', values: { name: pickup.name } }
              : { key: 'returnUpdate.courierToAssign' },
        ],
        ...(input.note ? { notes: input.note } : {}),
      },
      events: {
        buyer: { name: 'return_accepted', values: { order: order.orderNumber } },
        ...(pickup
          ? { courier: { name: 'return_pickup_assigned', values: { order: order.orderNumber } } }
          : {}),
      },
    })
  })
  return getReturn(db, user, id, now)
}

export async function refuseReturn(
  db: Executor,
  user: AuthUser,
  id: string,
  input: z.output<typeof returnRefuseInput>,
  language: UiLanguage,
  now = new Date(),
): Promise<OrderReturn> {
  await db.transaction(async (tx) => {
    const { row, roles, order } = await loadForCaller(tx, user, id)
    const rule = decisionRule(roles, row, now)
    const moved = await q.moveReturn(tx, {
      id,
      from: rule.from,
      also: rule.also,
      set: {
        status: 'refused',
        decidedById: user.id,
        decidedAt: now,
        decisionReason: input.reason,
      },
    })
    if (!moved) throw await movedOn(tx, id, language)
    if (rule.byAdmin) {
      await recordAdminAction(tx, {
        actorId: user.id,
        action: 'return.refuse',
        targetType: 'order_return',
        targetId: id,
        details: { from: row.status, reason: input.reason },
      })
    }
    const final = row.status === 'appealed'
    await recordReturnStep(tx, subjectOf(moved, order.orderNumber), {
      status: 'refused',
      to: ['buyer', 'seller'],
      text: {
        parts: [
          {
            key: rule.byAdmin
              ? final
                ? 'returnUpdate.refusedFinal'
                : 'returnUpdate.refusedByAdmin'
              : 'returnUpdate.refused',
            values: { reason: input.reason },
          },
        ],
      },
      events: { buyer: { name: 'return_refused', values: { order: order.orderNumber } } },
    })
  })
  return getReturn(db, user, id, now)
}

/** The buyer asks an admin to look again at a seller's refusal, once. */
export async function appealReturn(
  db: Executor,
  user: AuthUser,
  id: string,
  input: z.output<typeof returnAppealInput>,
  language: UiLanguage,
  now = new Date(),
): Promise<OrderReturn> {
  await db.transaction(async (tx) => {
    const { row, roles, order } = await loadForCaller(tx, user, id)
    if (!roles.includes('buyer')) throw forbidden('returns.onlyBuyer')
    if (row.status === 'refused' && row.appealedAt) {
      throw conflict('RETURN_APPEAL_USED', 'returns.appealUsed')
    }
    const moved = await q.moveReturn(tx, {
      id,
      from: ['refused'],
      also: isNull(orderReturns.appealedAt),
      set: { status: 'appealed', appealReason: input.reason, appealedAt: now },
    })
    if (!moved) throw await movedOn(tx, id, language)
    await recordReturnStep(tx, subjectOf(moved, order.orderNumber), {
      status: 'appealed',
      to: ['buyer', 'seller'],
      text: { parts: [{ key: 'returnUpdate.appealed', values: { reason: input.reason } }] },
    })
  })
  return getReturn(db, user, id, now)
}

/** The buyer withdraws the return before it is on its way back. */
export async function cancelReturn(
  db: Executor,
  user: AuthUser,
  id: string,
  language: UiLanguage,
  now = new Date(),
): Promise<OrderReturn> {
  await db.transaction(async (tx) => {
    const { roles, order } = await loadForCaller(tx, user, id)
    if (!roles.includes('buyer')) throw forbidden('returns.onlyBuyer')
    const moved = await q.moveReturn(tx, {
      id,
      from: ['requested', 'accepted', 'appealed'],
      set: { status: 'cancelled' },
    })
    if (!moved) throw await movedOn(tx, id, language)
    await recordReturnStep(tx, subjectOf(moved, order.orderNumber), {
      status: 'cancelled',
      to: ['buyer', 'seller', 'courier'],
      text: { parts: [{ key: 'returnUpdate.cancelled' }] },
    })
  })
  return getReturn(db, user, id, now)
}

/* ------------------------------------------------------------------------------ trip back */

/** The seller or an admin hands the trip back (in Ethiopia) to a courier, paid their own quote. */
export async function assignPickupCourier(
  db: Executor,
  user: AuthUser,
  id: string,
  courierId: string,
  language: UiLanguage,
  now = new Date(),
): Promise<OrderReturn> {
  await db.transaction(async (tx) => {
    const { row, roles, order } = await loadForCaller(tx, user, id)
    if (!roles.includes('seller') && !roles.includes('admin')) throw forbidden()
    if (order.international) throw conflict('RETURN_ABROAD_NO_COURIER', 'returns.domesticOnly')
    const courier = await findAssignableCourier(tx, courierId)
    if (!courier) throw notFound('courier.notFound', 'COURIER_NOT_FOUND')
    if (!courier.isActive) throw conflict('COURIER_INACTIVE', 'order.courierInactive')
    const area = orderServiceArea(order.deliveryAddress)
    if (!courier.serviceAreas.includes(area)) {
      throw new AppError(409, 'COURIER_OUT_OF_AREA', 'order.courierOutOfArea', {
        details: { area },
        values: { area },
      })
    }
    const quote = quoteOf(courier, area)
    if (!quote) {
      throw new AppError(409, 'COURIER_OUT_OF_RANGE', 'order.courierOutOfRange', {
        details: { distanceKm: estimatedDistanceKm(courier.id, area), maxKm: courier.maxRadius },
        values: { distance: estimatedDistanceKm(courier.id, area), max: courier.maxRadius },
      })
    }
    const moved = await q.moveReturn(tx, {
      id,
      from: ['accepted'],
      set: { pickupCourierId: courier.id, ...moneyWithTrip(row, order, quote.fee) },
    })
    if (!moved) throw await movedOn(tx, id, language)
    await recordReturnStep(tx, subjectOf(moved, order.orderNumber), {
      status: 'accepted',
      to: ['buyer', 'seller', 'courier'],
      text: { parts: [{ key: 'returnUpdate.courierAssigned', values: { name: courier.name } }] },
      events: {
        courier: { name: 'return_pickup_assigned', values: { order: order.orderNumber } },
      },
    })
  })
  return getReturn(db, user, id, now)
}

/** Each active courier's own quote for the trip back, for the seller or an admin choosing one. */
export async function pickupQuotes(
  db: Executor,
  user: AuthUser,
  id: string,
): Promise<CourierQuote[]> {
  const { roles, order } = await loadForCaller(db, user, id)
  if (!roles.includes('seller') && !roles.includes('admin')) throw forbidden()
  if (order.international) return []
  const quotes = await quoteDelivery(db, {
    city: orderServiceArea(order.deliveryAddress),
    price: '0',
  })
  return quotes.quotes
}

/** The courier (or an admin) picked the item up from the buyer. */
export async function markPickedUp(
  db: Executor,
  user: AuthUser,
  id: string,
  language: UiLanguage,
  now = new Date(),
): Promise<OrderReturn> {
  await db.transaction(async (tx) => {
    const { row, roles, order } = await loadForCaller(tx, user, id)
    if (!roles.includes('courier') && !roles.includes('admin')) {
      throw forbidden('returns.onlyPickupCourier')
    }
    if (!row.pickupCourierId) throw conflict('RETURN_NO_COURIER', 'returns.noCourier')
    const moved = await q.moveReturn(tx, {
      id,
      from: ['accepted'],
      also: eq(orderReturns.pickupCourierId, row.pickupCourierId),
      set: { status: 'in_transit' },
    })
    if (!moved) throw await movedOn(tx, id, language)
    await recordReturnStep(tx, subjectOf(moved, order.orderNumber), {
      status: 'in_transit',
      to: ['buyer', 'seller'],
      text: { parts: [{ key: 'returnUpdate.pickedUp' }] },
    })
  })
  return getReturn(db, user, id, now)
}

/** From abroad, the buyer sends the item back with a carrier and gives its tracking number. */
export async function markShipped(
  db: Executor,
  user: AuthUser,
  id: string,
  input: z.output<typeof returnShipmentInput>,
  language: UiLanguage,
  now = new Date(),
): Promise<OrderReturn> {
  await db.transaction(async (tx) => {
    const { roles, order } = await loadForCaller(tx, user, id)
    if (!roles.includes('buyer')) throw forbidden('returns.onlyBuyer')
    if (!order.international) throw conflict('RETURN_SHIPMENT_ONLY_ABROAD', 'returns.abroadOnly')
    const moved = await q.moveReturn(tx, {
      id,
      from: ['accepted'],
      set: {
        status: 'in_transit',
        shippingCarrier: input.carrier,
        trackingNumber: input.trackingNumber,
      },
    })
    if (!moved) throw await movedOn(tx, id, language)
    await recordReturnStep(tx, subjectOf(moved, order.orderNumber), {
      status: 'in_transit',
      to: ['buyer', 'seller'],
      text: {
        parts: [
          {
            key: 'returnUpdate.shipped',
            values: { carrier: input.carrier, number: input.trackingNumber },
          },
        ],
      },
    })
  })
  return getReturn(db, user, id, now)
}

/**
 * The seller (or an admin) has the item back: its stock returns. Received straight from
 * "accepted" (the buyer brought it) no courier made the trip, so none is paid for it.
 */
export async function markReceived(
  db: Executor,
  user: AuthUser,
  id: string,
  language: UiLanguage,
): Promise<ReturnRow> {
  return db.transaction(async (tx) => {
    const { row, roles, order } = await loadForCaller(tx, user, id)
    if (!roles.includes('seller') && !roles.includes('admin')) {
      throw forbidden('returns.onlySellerReceives')
    }
    const noTrip = row.status === 'accepted'
    const moved = await q.moveReturn(tx, {
      id,
      from: [row.status === 'accepted' ? 'accepted' : 'in_transit'],
      set: {
        status: 'received',
        receivedAt: new Date(),
        ...(noTrip ? { pickupCourierId: null, ...moneyWithTrip(row, order, '0') } : {}),
      },
    })
    if (!moved) throw await movedOn(tx, id, language)
    await q.returnStock(tx, {
      productId: order.productId,
      variantId: order.variantId,
      quantity: row.quantity,
    })
    await recordReturnStep(tx, subjectOf(moved, order.orderNumber), {
      status: 'received',
      to: ['buyer', 'seller'],
      text: { parts: [{ key: 'returnUpdate.received' }] },
    })
    return moved
  })
}

/* ------------------------------------------------------------------------------ deadlines */

/**
 * Requests the seller left undecided past their deadline go to the admins' queue (the rule holds
 * at once, at query time); this tells both sides once and writes it on the timeline.
 */
export async function escalateOverdueReturns(db: Executor, now = new Date(), limit = 100) {
  const due = await q.listOverdueToEscalate(db, now, limit)
  let escalated = 0
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const moved = await q.moveReturn(tx, {
        id,
        from: ['requested'],
        also: isNull(orderReturns.escalatedAt),
        set: { escalatedAt: now },
      })
      if (!moved) return
      const order = await q.findOrderForReturn(tx, moved.orderId)
      if (!order) return
      escalated++
      await recordReturnStep(tx, subjectOf(moved, order.orderNumber), {
        status: 'requested',
        to: ['buyer', 'seller'],
        text: { parts: [{ key: 'returnUpdate.escalated' }] },
      })
    })
  }
  return escalated
}

/* ------------------------------------------------------------------------ referral sales */

/**
 * An affiliate's referral sale is settled once the order can no longer be returned: its return
 * window has closed with no return open. It is approved net of what was returned (or cancelled if
 * all was), so a commission is never paid on goods that came back. Each sale settles once.
 */
export async function settleReferralSales(db: Executor, now = new Date(), limit = 200) {
  const settings = await q.findReturnSettings(db)
  const due = await q.listReferralOrdersPastWindow(db, settings.windowDays, now, limit)
  let settled = 0
  for (const orderId of due) {
    settled += await db.transaction((tx) => approveAffiliateSales(tx, orderId))
  }
  return settled
}

/* ---------------------------------------------------------------------------- wallet credit */

export async function getWalletCredit(db: Executor, user: AuthUser): Promise<WalletCredit> {
  const credit = await walletCreditOf(db, user.id)
  return {
    balance: roundMoney(credit.balance),
    entries: credit.entries.map((entry) => ({
      ...entry,
      amount: roundMoney(entry.amount),
      createdAt: entry.createdAt.toISOString(),
    })),
  }
}
