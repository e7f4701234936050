import { createHash, randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import {
  type CheckoutQuote,
  type checkoutInput,
  type checkoutQuoteInput,
  type DeliveryType,
  HOME_COUNTRY,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PlacedOrder,
} from '#shared/contracts/checkout.ts'
import { couponEnd } from '#shared/coupons.ts'
import type { ServiceArea } from '#shared/delivery-areas.ts'
import {
  type CheckoutSummary,
  couponRejection,
  lineKey,
  type PricingCoupon,
  type PricingLine,
  summarizeCheckout,
} from '#shared/checkout-pricing.ts'
import { translate } from '#shared/i18n/messages.ts'
import { commissionOf, type OrderMoney, sellerNetOf } from '#shared/order-money.ts'
import { uiLanguageFor } from '#shared/language.ts'
import {
  addMoney,
  compareMoney,
  money,
  multiplyMoney,
  roundMoney,
  subtractMoney,
} from '#shared/money.ts'

import type { Executor } from '#server/db/database.ts'
import { writeTogether } from '#server/db/write-together.ts'
import type { Coupon } from '#server/db/schema/coupons.ts'
import { AppError } from '#server/lib/errors.ts'
import { newReferenceNumber, withFreshNumbers } from '#server/lib/reference-number.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import { timelineColumns } from '#server/lib/timeline-text.ts'
import {
  lineName,
  onlyLeft,
  variantRequired,
  withVariantLabels,
} from '#server/modules/cart/cart.service.ts'
import { storeAway } from '#server/modules/sellers/store-away.ts'
import { deleteCartItems, listCheckoutRows } from '#server/modules/cart/cart.queries.ts'
import { expressFeeFor, quoteCity } from '#server/modules/couriers/couriers.service.ts'
import {
  cancelAffiliateSales,
  releaseCouponUses,
  setOrdersStatus,
} from '#server/modules/orders/orders.queries.ts'
import { updatePayment } from '#server/modules/payments/payments.queries.ts'
import type { ProviderPayment } from '#server/modules/payments/providers/payment-provider.ts'
import {
  type ExternalProviders,
  initiatePayment,
  isRemoteMethod,
  providerFor,
  providerUnavailable,
} from '#server/modules/payments/providers/registry.ts'
import {
  countBuyerOrders,
  countCouponUses,
  findActiveAffiliateByCode,
  findActiveMembership,
  findBuyer,
  findCouponByCode,
  findIdempotencyKey,
  lockBuyerAndClaimKey,
  releaseIdempotencyKey,
  releaseStock,
  saveIdempotentResponse,
  writeCheckout,
  type CheckoutRows,
} from './checkout.queries.ts'
import {
  giveBackHolds,
  giveBackHoldsOlderThan,
  holdStock,
  keyInUse,
} from './stock-holds.queries.ts'
import { type Notice, noticeRows, noticeWrites } from '#server/modules/messaging/notices.service.ts'
import { confirmPaidOrder } from '#server/modules/orders/orders.service.ts'
import {
  creditBalance,
  releaseOrderCredit,
} from '#server/modules/wallet-credit/wallet-credit.queries.ts'

type CheckoutData = z.output<typeof checkoutInput>

/** One cart line: a product, or one variant of it. */
const cartLineKey = (line: { id: string; variantId: string | null }) =>
  `${line.id}:${line.variantId ?? ''}`
type CheckoutRow = Awaited<ReturnType<typeof listCheckoutRows>>[number] & {
  variantLabel: string | null
}

/** The cart row a summary line was priced from. */
const cartRowOf = (rows: CheckoutRow[], line: CheckoutSummary['lines'][number]) =>
  rows.find((row) => cartLineKey(row) === lineKey(line))!
type QuoteData = z.output<typeof checkoutQuoteInput>

type SellerDelivery = {
  sellerId: string
  storeName: string
  commissionRate: string
  sellerUserId: string
  sellerLanguage: string | null
  type: DeliveryType
  courierId: string | null
  /** What the buyer pays for this part's delivery (zero when the membership waives it). */
  fee: string
  /** What the delivery costs: the courier's fee or the international shipping. */
  serviceFee: string
  freeShipping: boolean
  couriers: CheckoutQuote['sellers'][number]['couriers']
  expressFee: string
  undeliverable: { productId: string; name: string }[]
}

type Membership = NonNullable<Awaited<ReturnType<typeof findActiveMembership>>>

type PricedCheckout = {
  rows: CheckoutRow[]
  lines: PricingLine[]
  deliveries: SellerDelivery[]
  coupon: Coupon | null
  summary: CheckoutSummary
  country: string
  membership: Membership | null
  /** Membership cashback per cart line (by lineKey, ETB), and their sum. */
  cashbackByProduct: Map<string, string>
  cashback: string
}

const couponError = (
  messageKey:
    | 'coupon.notFound'
    | 'coupon.expired'
    | 'coupon.notStarted'
    | 'coupon.usageLimit'
    | 'coupon.perUserLimit'
    | 'coupon.newUsersOnly'
    | 'coupon.returningUsersOnly'
    | 'coupon.diasporaOnly'
    | 'coupon.notApplicable'
    | 'coupon.minimumPurchase',
  values?: Record<string, string>,
) =>
  new AppError(409, 'COUPON_REJECTED', messageKey, {
    values,
    details: { fields: { couponCode: messageKey }, reason: messageKey },
  })

/** Checks every rule of the coupon for this buyer and cart; returns it when it applies. */
async function applicableCoupon(
  db: Executor,
  userId: string,
  code: string,
  lines: PricingLine[],
  now: Date,
): Promise<Coupon> {
  const coupon = await findCouponByCode(db, code)
  if (!coupon || !coupon.isActive) throw couponError('coupon.notFound')
  if (coupon.startDate > now) throw couponError('coupon.notStarted')
  const end = couponEnd(coupon)
  if (end && end < now) throw couponError('coupon.expired')
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) {
    throw couponError('coupon.usageLimit')
  }
  if ((await countCouponUses(db, coupon.id, userId)) >= coupon.usagePerUser) {
    throw couponError('coupon.perUserLimit')
  }
  if (coupon.targetUserType === 'new_users' || coupon.targetUserType === 'returning_users') {
    const ordered = (await countBuyerOrders(db, userId)) > 0
    if (coupon.targetUserType === 'new_users' && ordered) throw couponError('coupon.newUsersOnly')
    if (coupon.targetUserType === 'returning_users' && !ordered) {
      throw couponError('coupon.returningUsersOnly')
    }
  }
  if (coupon.targetUserType === 'diaspora' && !(await findBuyer(db, userId))?.isEthiopianDiaspora) {
    throw couponError('coupon.diasporaOnly')
  }
  const rejection = couponRejection(toPricingCoupon(coupon), lines)
  if (rejection) {
    throw couponError(rejection, { amount: roundMoney(coupon.minimumPurchase ?? '0') })
  }
  return coupon
}

function toPricingCoupon(coupon: Coupon): PricingCoupon {
  return {
    sellerId: coupon.sellerId,
    discountType: coupon.discountType,
    discountValue: coupon.discountValue,
    minimumPurchase: coupon.minimumPurchase,
    maxDiscount: coupon.maxDiscount,
    categoryId: coupon.categoryId,
    productIds: coupon.productIds,
  }
}

/**
 * The signed-in user's cart as checkout prices it, each line checked: something to buy, the store
 * not away, a variant where the product has them, enough units as read.
 */
async function readCheckoutCart(db: Executor, userId: string): Promise<CheckoutRow[]> {
  const rows = await withVariantLabels(db, await listCheckoutRows(db, userId))
  if (rows.length === 0) throw new AppError(409, 'CART_EMPTY', 'cart.empty')
  for (const row of rows) {
    // A store on vacation sells nothing until its return date.
    if (row.seller.awayUntil) {
      throw storeAway({ ...row, storeName: row.seller.storeName, awayUntil: row.seller.awayUntil })
    }
    // A product with variants sells only through them (a line from before it had any, say).
    if (row.variantId === null && row.hasVariants) throw variantRequired(row)
    if (row.quantity > row.lineStock) {
      throw onlyLeft({
        id: row.id,
        name: lineName(row.name, row.variantLabel),
        stock: row.lineStock,
      })
    }
  }
  return rows
}

/** Prices the signed-in user's cart for the checkout input: the one source of every amount. */
async function priceCheckout(
  db: Executor,
  userId: string,
  input: QuoteData,
): Promise<PricedCheckout> {
  return priceRows(db, userId, await readCheckoutCart(db, userId), input)
}

/** Prices cart rows already read and checked: delivery per seller, membership, coupon. */
async function priceRows(
  db: Executor,
  userId: string,
  rows: CheckoutRow[],
  input: QuoteData,
): Promise<PricedCheckout> {
  const now = new Date()
  const lines: PricingLine[] = rows.map((row) => ({
    key: cartLineKey(row),
    productId: row.id,
    sellerId: row.sellerId,
    categoryId: row.categoryId,
    unitPrice: row.unitPrice,
    quantity: row.quantity,
  }))
  const sellerIds = [...new Set(lines.map((line) => line.sellerId))]
  const sellers = new Map(rows.map((row) => [row.sellerId, row.seller]))
  const options = new Map(input.deliveryOptions.map((option) => [option.sellerId, option]))
  const country = input.country
  const abroad = country !== HOME_COUNTRY
  const internationalFees = new Map(rows.map((row) => [row.id, row.internationalShippingFee]))
  const membership = (await findActiveMembership(db, userId, now)) ?? null
  // Every seller's part goes to the same city: the couriers there are read once.
  const cityQuotes = abroad ? [] : await quoteCity(db, input.city as ServiceArea)

  const deliveries: SellerDelivery[] = []
  for (const sellerId of sellerIds) {
    const seller = sellers.get(sellerId)!
    const sellerRows = rows.filter((row) => row.sellerId === sellerId)
    const itemsTotal = summarizeCheckout({
      lines: lines.filter((line) => line.sellerId === sellerId),
      deliveryFees: {},
    }).itemsTotal
    // The membership waives a part's delivery when its goods reach the plan's threshold
    // (abroad only when the plan includes international shipping).
    const freeShipping =
      membership !== null &&
      membership.freeShippingThreshold !== null &&
      compareMoney(itemsTotal, membership.freeShippingThreshold) >= 0 &&
      (!abroad || membership.internationalShipping)
    const base = {
      sellerId,
      storeName: seller.storeName,
      commissionRate: seller.commissionRate,
      sellerUserId: seller.userId,
      sellerLanguage: seller.preferredLanguage,
      freeShipping,
    }
    const charged = (fee: string) => (freeShipping ? '0.00' : fee)

    if (abroad) {
      // Abroad each product ships at its own international fee per unit; a product without one
      // cannot be delivered there.
      // One entry per product, however many of its variants are in the cart.
      const undeliverable = [
        ...new Map(
          sellerRows
            .filter((row) => internationalFees.get(row.id) == null)
            .map((row) => [row.id, { productId: row.id, name: row.name }]),
        ).values(),
      ]
      const fee = roundMoney(
        addMoney(
          '0',
          ...sellerRows
            .filter((row) => internationalFees.get(row.id) != null)
            .map((row) => multiplyMoney(internationalFees.get(row.id)!, row.quantity)),
        ),
      )
      deliveries.push({
        ...base,
        type: 'international',
        courierId: null,
        fee: charged(fee),
        serviceFee: fee,
        couriers: [],
        expressFee: '0.00',
        undeliverable,
      })
      continue
    }

    const expressFee = expressFeeFor(itemsTotal)
    const couriers = cityQuotes
      .map((quote) => ({
        courierId: quote.courierId,
        name: quote.name,
        vehicleType: quote.vehicleType,
        fee: quote.fee,
        minMinutes: quote.minMinutes,
        maxMinutes: quote.maxMinutes,
      }))
      .sort((a, b) => compareMoney(a.fee, b.fee) || a.courierId.localeCompare(b.courierId))
    const option = options.get(sellerId)
    // Without a courier serving the city only express delivery is possible.
    const requested = option?.type === 'international' ? undefined : option?.type
    const type: DeliveryType = requested ?? (couriers.length > 0 ? 'standard' : 'express')
    const domestic = { ...base, couriers, expressFee, undeliverable: [] }
    if (type === 'express') {
      deliveries.push({
        ...domestic,
        type,
        courierId: null,
        fee: charged(expressFee),
        serviceFee: expressFee,
      })
      continue
    }
    const chosen = option?.courierId
      ? couriers.find((courier) => courier.courierId === option.courierId)
      : couriers[0]
    if (!chosen) {
      throw new AppError(409, 'COURIER_UNAVAILABLE', 'checkout.courierUnavailable', {
        details: { sellerId },
      })
    }
    deliveries.push({
      ...domestic,
      type,
      courierId: chosen.courierId,
      fee: charged(chosen.fee),
      serviceFee: chosen.fee,
    })
  }

  const coupon = input.couponCode
    ? await applicableCoupon(db, userId, input.couponCode, lines, now)
    : null
  const summary = summarizeCheckout({
    lines,
    deliveryFees: Object.fromEntries(deliveries.map((d) => [d.sellerId, d.fee])),
    coupon: coupon ? toPricingCoupon(coupon) : null,
  })
  // Cashback is a share of what the buyer pays for the goods, per line, rounded to the cent.
  const cashbackByProduct = new Map<string, string>()
  const percent = membership ? money(membership.cashbackPercentage) : money(0)
  if (percent.gt(0)) {
    for (const line of summary.lines) {
      cashbackByProduct.set(
        lineKey(line),
        multiplyMoney(goodsAmount(line, coupon), percent.div(100)),
      )
    }
  }
  const cashback = roundMoney(addMoney('0', ...cashbackByProduct.values()))
  return {
    rows,
    lines,
    deliveries,
    coupon,
    summary,
    country,
    membership,
    cashbackByProduct,
    cashback,
  }
}

/**
 * The methods a buyer may pay with: cash on delivery always; the sandbox when switched on
 * (PAYMENTS_SANDBOX); telebirr and Chapa when their keys are configured. Cash on delivery needs our courier, so not for an address abroad.
 */
export function offeredPaymentMethods(
  external: ExternalProviders,
  country: string = HOME_COUNTRY,
): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => {
    if (method === 'cash_on_delivery' && country !== HOME_COUNTRY) return false
    return providerFor(method, external)?.isConfigured() ?? false
  })
}

export async function quoteCheckout(
  db: Executor,
  user: AuthUser,
  input: QuoteData,
  external: ExternalProviders = {},
): Promise<CheckoutQuote> {
  const priced = await priceCheckout(db, user.id, input)
  return {
    ...toQuote(priced, external),
    walletBalance: roundMoney(await creditBalance(db, user.id)),
  }
}

function toQuote(
  { deliveries, coupon, summary, country, membership, cashback }: PricedCheckout,
  external: ExternalProviders,
): Omit<CheckoutQuote, 'walletBalance'> {
  return {
    itemsTotal: summary.itemsTotal,
    deliveryTotal: summary.deliveryTotal,
    discount: summary.discount,
    grandTotal: summary.grandTotal,
    currency: 'ETB',
    sellers: deliveries.map((delivery) => {
      const seller = summary.sellers.find((s) => s.sellerId === delivery.sellerId)!
      return {
        sellerId: delivery.sellerId,
        storeName: delivery.storeName,
        itemsTotal: seller.itemsTotal,
        deliveryType: delivery.type,
        courierId: delivery.courierId,
        deliveryFee: seller.deliveryFee,
        discount: seller.discount,
        total: seller.total,
        couriers: delivery.couriers,
        expressFee: delivery.expressFee,
        freeShipping: delivery.freeShipping,
        undeliverable: delivery.undeliverable,
      }
    }),
    coupon: coupon
      ? { code: coupon.couponCode, title: coupon.title, discountType: coupon.discountType }
      : null,
    paymentMethods: offeredPaymentMethods(external, country),
    country,
    membership: membership
      ? {
          name: membership.name,
          nameAmharic: membership.nameAmharic,
          nameOm: membership.nameOm,
          nameTi: membership.nameTi,
          cashbackPercentage: membership.cashbackPercentage,
          freeShippingThreshold: membership.freeShippingThreshold,
        }
      : null,
    cashback,
  }
}

export type IdempotentResult = { statusCode: number; body: unknown }

const minMoney = (a: string, b: string) => (compareMoney(a, b) <= 0 ? roundMoney(a) : roundMoney(b))

/**
 * The wallet credit this checkout spends: as much of the total as the balance covers, when the
 * buyer asked for it. The buyer's row is locked, so two checkouts cannot spend the same credit.
 * Paying in credit alone (wallet_credit) needs a balance that covers the total.
 */
async function creditToSpend(tx: Executor, userId: string, input: CheckoutData, total: string) {
  if (!input.walletCredit && input.paymentMethod !== 'wallet_credit') return '0.00'
  const balance = await creditBalance(tx, userId)
  const credit = compareMoney(balance, '0') > 0 ? minMoney(balance, total) : '0.00'
  if (input.paymentMethod === 'wallet_credit' && compareMoney(credit, total) < 0) {
    throw new AppError(409, 'WALLET_CREDIT_SHORT', 'checkout.walletCreditShort', {
      values: { balance: roundMoney(balance), total },
      details: { fields: { paymentMethod: 'checkout.walletCreditShort' } },
    })
  }
  return credit
}

/** Credit paid the whole total: the payment is paid at once and the orders confirmed. */
async function payInCredit(tx: Executor, placed: PlacedRows) {
  await updatePayment(tx, placed.payment.id, {
    status: 'paid',
    transactionId: `wallet-credit-${placed.payment.id}`,
    processedAt: new Date(),
  })
  for (const order of placed.orders) await confirmPaidOrder(tx, order.id)
}

function requestHash(input: CheckoutData) {
  return createHash('sha256')
    .update(JSON.stringify({ route: 'POST /api/checkout/orders', input }))
    .digest('hex')
}

/** The answer a stored Idempotency-Key gives a request with the same key. */
function storedAnswer(
  stored: Awaited<ReturnType<typeof findIdempotencyKey>>,
  hash: string,
): IdempotentResult {
  if (stored?.requestHash === hash && stored.statusCode === null) {
    // The first attempt is still waiting for the payment provider.
    throw new AppError(409, 'IDEMPOTENCY_KEY_IN_PROGRESS', 'checkout.idempotencyKeyInProgress')
  }
  if (!stored || stored.requestHash !== hash || stored.statusCode === null) {
    throw new AppError(409, 'IDEMPOTENCY_KEY_REUSED', 'checkout.idempotencyKeyReused')
  }
  return { statusCode: stored.statusCode, body: stored.response }
}

/**
 * How long a hold may wait for its order. A checkout turns its holds into orders within
 * milliseconds (seconds on a loaded machine), telebirr and Chapa included: their orders are
 * written before the provider is asked. A hold this old belongs to a process that died.
 */
export const STALE_HOLD_MINUTES = 5

/** Gives back holds older than STALE_HOLD_MINUTES (the `checkout.return-holds` job); how many. */
export async function returnStaleHolds(db: Executor, now: Date = new Date()): Promise<number> {
  return giveBackHoldsOlderThan(db, new Date(now.getTime() - STALE_HOLD_MINUTES * 60_000))
}

/** A checkout runs again when the cart changed under it, at most this many times in all. */
const CHECKOUT_ATTEMPTS = 5
/** How long a request waits for another request with its key that is still placing the order. */
const EARLIER_REQUEST_WAIT_MS = [10, 20, 40, 80, 160, 320, 640]

/** The cart changed between the hold and the order: the checkout runs again from the cart. */
class CartChanged extends Error {}

/**
 * Places the order (docs/decisions/036-stock-held-apart.md). Three steps, none of which holds a
 * lock while another waits for the app:
 *
 * 1. The cart is read outside any transaction and checked (empty, store away, variant, units as
 *    read). A refusal here first looks for a stored answer to the key: a repeat of a request that
 *    ordered finds its cart already emptied.
 * 2. One call, committed on its own, takes every line's units (or none) and records a hold per
 *    line (`holdStock`). A buyer short of units is refused here (after a look for a request with
 *    its key), without a transaction; the hot product's row is locked for this call only.
 *    Nothing is taken when the key has a stored answer or another request with it holds units:
 *    that request's answer is awaited.
 * 3. The order transaction: the buyer's row locked and the key claimed (so one buyer's coupon
 *    counts, new-user checks and wallet credit hold), the pricing reads, then every row in one
 *    statement that also consumes the holds and checks that the cart still has the lines that
 *    were held (deleting them). A hold gone (given back by the job) or a cart changed in between
 *    rolls it back: the units go back and the checkout runs again from the cart, as it would have
 *    had it started after the change.
 *
 * Whatever fails after step 2 gives the units back at once (`giveBackHolds`), only those still
 * held, so no path gives them back twice; a process that dies in between leaves holds the
 * `checkout.return-holds` job gives back. Payment expiry and cancellation give back stock of
 * orders, as before.
 *
 * Sandbox and cash on delivery finish in step 3. telebirr and Chapa are called over the network,
 * so never while the buyer's row is locked: the orders and the payment are committed as pending
 * first, the provider is asked next, and a second short transaction either completes the checkout
 * or cancels the orders and gives the stock back.
 */
export async function placeOrder(
  db: Executor,
  user: AuthUser,
  input: CheckoutData,
  idempotencyKey: string,
  external: ExternalProviders = {},
  log: Pick<FastifyBaseLogger, 'warn'> = console,
): Promise<IdempotentResult> {
  const hash = requestHash(input)
  const keyOwner = { userId: user.id, key: idempotencyKey }
  for (let attempt = 1; ; attempt++) {
    const outcome = await attemptCheckout(db, user, input, keyOwner, hash, external, log)
    if (outcome !== 'again') return outcome
    if (attempt >= CHECKOUT_ATTEMPTS) {
      throw new AppError(409, 'CART_CHANGED', 'checkout.cartChanged')
    }
  }
}

type KeyOwner = { userId: string; key: string }

async function attemptCheckout(
  db: Executor,
  user: AuthUser,
  input: CheckoutData,
  keyOwner: KeyOwner,
  hash: string,
  external: ExternalProviders,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<IdempotentResult | 'again'> {
  let rows: CheckoutRow[]
  try {
    const payingInCredit = input.paymentMethod === 'wallet_credit'
    if (
      !payingInCredit &&
      !offeredPaymentMethods(external, input.country).includes(input.paymentMethod)
    ) {
      throw new AppError(400, 'PAYMENT_METHOD_UNAVAILABLE', 'checkout.paymentMethodUnavailable', {
        details: { fields: { paymentMethod: 'checkout.paymentMethodUnavailable' } },
      })
    }
    rows = await readCheckoutCart(db, user.id)
  } catch (error) {
    // A repeat of a request that ordered (or is ordering) answers as that request does.
    if (await keyInUse(db, keyOwner.userId, keyOwner.key)) {
      const earlier = await earlierAnswer(db, keyOwner, hash)
      if (earlier !== 'again') return earlier
    }
    throw error
  }

  // Lines in product order, so the holds (and the short line named) follow the order of the locks.
  const held = rows
    .map((row) => ({
      id: randomUUID(),
      productId: row.id,
      variantId: row.variantId,
      quantity: row.quantity,
    }))
    .sort(byProductLine)
  const hold = await holdStock(db, { buyerId: user.id, key: keyOwner.key, lines: held })
  if (hold.outcome === 'earlier') return earlierAnswer(db, keyOwner, hash)
  if (hold.outcome === 'short') {
    // A request with the same key may have taken the units while this one waited for the lock.
    if (await keyInUse(db, keyOwner.userId, keyOwner.key)) return earlierAnswer(db, keyOwner, hash)
    const [short] = hold.short.sort(byProductLine)
    const row = rows.find((r) => r.id === short?.productId && r.variantId === short.variantId)
    throw onlyLeft({
      id: short?.productId ?? rows[0]!.id,
      name: lineName(short?.name || row?.name || '', row?.variantLabel ?? null),
      stock: short?.stock ?? 0,
    })
  }

  const holdIds = held.map((line) => line.id)
  let reserved: Awaited<ReturnType<typeof orderTransaction>>
  try {
    // A drawn order number that repeats one (one in a million) fails the one write, which rolls
    // the whole transaction back, its Idempotency-Key claim included: it runs again with new ones.
    reserved = await withFreshNumbers('orders_order_number_unique', () =>
      orderTransaction(db, user, input, keyOwner, hash, external, rows, holdIds),
    )
  } catch (error) {
    await giveBackAfterFailure(db, holdIds, log)
    if (error instanceof CartChanged) return 'again'
    throw error
  }
  // Another request with this key ordered first: its answer, and these units back.
  if (reserved.earlier) {
    await giveBackAfterFailure(db, holdIds, log)
    return reserved.earlier
  }
  if (reserved.done) return reserved.done

  const { placed, priced } = reserved
  let redirectUrl: string | undefined
  try {
    ;({ redirectUrl } = await initiatePayment(db, placed.method, external, placed.payment))
  } catch (error) {
    log.warn({ err: error, paymentId: placed.payment.id }, 'payment provider refused the checkout')
    // Nothing is ordered: the orders are cancelled, their stock and coupon use given back, and
    // the key freed, so the buyer may retry with the cart as it was.
    await db.transaction(async (tx) => {
      const language = uiLanguageFor(user.preferredLanguage)
      await updatePayment(tx, placed.payment.id, {
        status: 'failed',
        failureReason: 'payment provider unavailable',
        processedAt: new Date(),
      })
      await setOrdersStatus(
        tx,
        placed.orders.map((order) => order.id),
        'cancelled',
        timelineColumns({ parts: [{ key: 'paymentUpdate.cancelledUnpaid' }] }, language),
      )
      // In product order, as every checkout takes them, so the two never wait on each other.
      for (const order of [...placed.orders].sort(byProductLine)) {
        await releaseStock(tx, order.productId, order.quantity, order.variantId)
      }
      const ids = placed.orders.map((order) => order.id)
      await releaseCouponUses(tx, ids)
      await cancelAffiliateSales(tx, ids)
      await releaseOrderCredit(tx, ids)
      await releaseIdempotencyKey(tx, keyOwner)
    })
    throw providerUnavailable()
  }
  return db.transaction(async (tx) => {
    const body = placedBody(priced, placed, redirectUrl)
    const completion = await noticeWrites(tx, sellerNoticesOf(priced, placed))
    await writeTogether(
      tx,
      [
        deleteCartItems(
          tx,
          user.id,
          priced.rows.map((row) => row.id),
        ),
        ...completion.writes,
        saveIdempotentResponse(tx, { ...keyOwner, statusCode: 201, response: body }),
      ],
      completion.notify,
    )
    return { statusCode: 201, body }
  })
}

/**
 * Lines in product id order (a product before its variants), the order the hold statement and
 * every other writer lock products in; PostgreSQL orders uuids as their text does.
 */
const byProductLine = (
  a: { productId: string; variantId: string | null },
  b: { productId: string; variantId: string | null },
) =>
  cartLineKey({ id: a.productId, variantId: a.variantId }) <
  cartLineKey({ id: b.productId, variantId: b.variantId })
    ? -1
    : 1

/**
 * Units held for a checkout that will not order go back now. Should that fail too (the database
 * unreachable), the holds stay and the job gives them back within minutes: nothing is lost.
 */
async function giveBackAfterFailure(
  db: Executor,
  holdIds: readonly string[],
  log: Pick<FastifyBaseLogger, 'warn'>,
) {
  try {
    await giveBackHolds(db, holdIds)
  } catch (error) {
    log.warn({ err: error, holds: holdIds }, 'held stock not given back; the job will')
  }
}

/**
 * A request whose key another request used: that request's stored answer. It may still be
 * placing the order (its holds taken, its answer not yet committed), so this waits a little for
 * it; a key that is neither stored nor held any more (that request failed) lets this one run.
 */
async function earlierAnswer(
  db: Executor,
  keyOwner: KeyOwner,
  hash: string,
): Promise<IdempotentResult | 'again'> {
  for (const pause of [0, ...EARLIER_REQUEST_WAIT_MS]) {
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause))
    const stored = await findIdempotencyKey(db, keyOwner.userId, keyOwner.key)
    if (stored) return storedAnswer(stored, hash)
    if (!(await keyInUse(db, keyOwner.userId, keyOwner.key))) return 'again'
  }
  throw new AppError(409, 'IDEMPOTENCY_KEY_IN_PROGRESS', 'checkout.idempotencyKeyInProgress')
}

/**
 * Step 3 of a checkout: under the buyer's lock and the claimed key, prices the held rows, writes
 * every row of the order in one statement that consumes the holds and checks the cart, and answers
 * (sandbox, cash on delivery, wallet credit), or leaves the rest to the payment provider
 * (telebirr, Chapa).
 */
async function orderTransaction(
  db: Executor,
  user: AuthUser,
  input: CheckoutData,
  keyOwner: KeyOwner,
  hash: string,
  external: ExternalProviders,
  rows: CheckoutRow[],
  holdIds: string[],
) {
  return db.transaction(async (tx) => {
    const claimed = await lockBuyerAndClaimKey(tx, { ...keyOwner, requestHash: hash })
    if (!claimed) {
      const stored = await findIdempotencyKey(tx, keyOwner.userId, keyOwner.key)
      return { earlier: storedAnswer(stored, hash) }
    }
    const priced = await priceRows(tx, user.id, rows, input)
    const undeliverable = priced.deliveries.flatMap((delivery) => delivery.undeliverable)
    if (undeliverable.length > 0) {
      throw new AppError(409, 'NO_INTERNATIONAL_SHIPPING', 'checkout.noInternationalShipping', {
        values: { names: undeliverable.map((line) => line.name).join(', ') },
        details: { productIds: undeliverable.map((line) => line.productId) },
      })
    }
    const credit = await creditToSpend(tx, user.id, input, priced.summary.grandTotal)
    const affiliate = input.referralCode
      ? await findActiveAffiliateByCode(tx, input.referralCode)
      : undefined
    const { placed, rows: orderRows } = planOrders(user, input, priced, credit, affiliate)
    const remote = isRemoteMethod(placed.method)
    // Sandbox, cash on delivery and wallet credit answer without leaving the process; telebirr
    // and Chapa are asked once the orders are committed, and complete in a second transaction.
    const answer = remote
      ? null
      : placedBody(
          priced,
          placed,
          (await initiatePayment(tx, placed.method, external, placed.payment)).redirectUrl,
        )
    // The holds become the orders; the cart's held lines go with them (telebirr and Chapa: once
    // paid, at completion), and the coupon's use is taken.
    const written = await writeCheckout(tx, {
      userId: user.id,
      key: keyOwner.key,
      rows: orderRows,
      holdIds,
      lines: priced.rows.map((row) => ({
        productId: row.id,
        variantId: row.variantId,
        quantity: row.quantity,
      })),
      removeLines: !remote,
      couponId: priced.coupon?.id ?? null,
      notices: remote ? null : await sellerNotices(tx, priced, placed),
      answer: answer ? { statusCode: 201, response: answer } : null,
    })
    if (written.holds !== holdIds.length || written.lines !== priced.rows.length) {
      throw new CartChanged()
    }
    if (priced.coupon && written.couponUses !== 1) {
      throw new AppError(409, 'COUPON_REJECTED', 'coupon.usageLimit', {
        details: { fields: { couponCode: 'coupon.usageLimit' }, reason: 'coupon.usageLimit' },
      })
    }
    if (!answer) return { placed, priced }
    if (placed.method === 'wallet_credit') await payInCredit(tx, placed)
    return { done: { statusCode: 201, body: answer } }
  })
}

/**
 * What the buyer pays for the goods of a line: the commission base. Delivery goes to the courier,
 * so a free-shipping discount does not lower it; any other discount does.
 */
function goodsAmount(line: CheckoutSummary['lines'][number], coupon: Coupon | null) {
  if (coupon?.discountType === 'free_shipping') return line.lineTotal
  const goods = subtractMoney(line.lineTotal, line.discount)
  return compareMoney(goods, '0') < 0 ? '0.00' : goods
}

/**
 * The money of one order line per party (docs/decisions/012-money-per-party.md): the commission at
 * the seller's rate now, the courier's fee on the line that carries the seller's delivery, and the
 * seller's net. Abroad the seller ships, so the shipping fee is the seller's, not a courier's.
 */
function lineMoney(
  line: CheckoutSummary['lines'][number],
  delivery: SellerDelivery,
  coupon: Coupon | null,
  carriesDelivery: boolean,
): OrderMoney {
  const commissionRate = delivery.commissionRate
  const commissionAmount = commissionOf(goodsAmount(line, coupon), commissionRate)
  const abroad = delivery.type === 'international'
  const courierFee = carriesDelivery && !abroad ? delivery.serviceFee : '0.00'
  const sellerDeliveryShare =
    carriesDelivery && abroad ? roundMoney(money(0).minus(delivery.serviceFee)) : '0.00'
  const parts = {
    itemsAmount: line.lineTotal,
    discountAmount: line.discount,
    commissionAmount,
    sellerDeliveryShare,
  }
  return { ...parts, commissionRate, courierFee, sellerNet: sellerNetOf(parts) }
}

const CITY_NAMES: Record<string, string> = {
  addis_ababa: 'Addis Ababa',
  dire_dawa: 'Dire Dawa',
  bahir_dar: 'Bahir Dar',
  hawassa: 'Hawassa',
  mekelle: 'Mekelle',
  adama: 'Adama',
  jimma: 'Jimma',
  regional: 'Regional',
}

/**
 * One checkout writes one order row per cart line (the schema's (buyer, seller, product) order),
 * all sharing orderGroupId; a seller's delivery fee and its delivery_service_fees row sit on that
 * seller's first line. One payment covers the group (payments.referenceNumber and metadata carry
 * the group id and order ids). The buyer's chosen courier is assigned to every line of that seller
 * and kept as the buyer's choice; the seller may hand the trip to another courier later.
 *
 * Every id and order number is made here, so the rows are worked out before anything is written
 * and go to the database in one statement (`writeCheckout`).
 */
function planOrders(
  user: AuthUser,
  input: CheckoutData,
  { rows, deliveries, coupon, summary, cashbackByProduct }: PricedCheckout,
  credit: string,
  affiliate: Awaited<ReturnType<typeof findActiveAffiliateByCode>>,
): { placed: PlacedRows; rows: CheckoutRows } {
  const rowOf = (line: CheckoutSummary['lines'][number]) => cartRowOf(rows, line)
  const orderGroupId = randomUUID()
  const address =
    input.country === HOME_COUNTRY
      ? [input.addressDetails, input.subCity, CITY_NAMES[input.city]].join(', ')
      : [input.addressDetails, input.subCity, input.city, input.country].join(', ')
  const deliveryOf = (sellerId: string) => deliveries.find((d) => d.sellerId === sellerId)!
  // A seller's delivery rides on its first line (see checkout-pricing).
  const carriesDelivery = (line: CheckoutSummary['lines'][number]) =>
    line === summary.lines.find((first) => first.sellerId === line.sellerId)
  const created = summary.lines.map((line) => {
    const delivery = deliveryOf(line.sellerId)
    const money = lineMoney(line, delivery, coupon, carriesDelivery(line))
    return {
      id: randomUUID(),
      orderNumber: newReferenceNumber(),
      orderGroupId,
      buyerId: user.id,
      sellerId: line.sellerId,
      productId: line.productId,
      variantId: rowOf(line).variantId,
      variantLabel: rowOf(line).variantLabel,
      // The buyer's courier is the one assigned, unless the seller changes it.
      courierId: delivery.courierId,
      chosenCourierId: delivery.courierId,
      quantity: line.quantity,
      productPrice: line.unitPrice,
      deliveryFee: line.deliveryFee,
      totalAmount: line.total,
      ...money,
      status: 'pending' as const,
      deliveryAddress: address,
      deliveryPhone: input.phone,
      deliveryInstructions: input.instructions || null,
      cashbackAmount: cashbackByProduct.get(lineKey(line)) ?? '0.00',
    }
  })
  const orderOf = (line: CheckoutSummary['lines'][number]) =>
    created.find(
      (order) => cartLineKey({ id: order.productId, variantId: order.variantId }) === lineKey(line),
    )!
  const lineOf = (order: (typeof created)[number]) =>
    summary.lines.find(
      (line) => lineKey(line) === cartLineKey({ id: order.productId, variantId: order.variantId }),
    )!

  const written: CheckoutRows = {
    orders: created,
    deliveryUpdates: created.map((order) => ({
      orderId: order.id,
      status: 'pending' as const,
      // Each reader reads the timeline in their own language, like every later step (orders service).
      ...timelineColumns(
        { parts: [{ key: 'orderUpdate.pending' }] },
        uiLanguageFor(user.preferredLanguage),
      ),
    })),
    deliveryServiceFees: summary.lines.filter(carriesDelivery).map((line) => {
      const delivery = deliveryOf(line.sellerId)
      return {
        orderId: orderOf(line).id,
        courierId: delivery.courierId,
        serviceType: delivery.type,
        // The cost of the delivery, also when the buyer's membership waives the charge.
        baseFee: delivery.type === 'express' ? '0.00' : delivery.serviceFee,
        expediteFee: delivery.type === 'express' ? delivery.serviceFee : '0.00',
        totalFee: delivery.serviceFee,
        courierEarnings: delivery.type === 'international' ? '0.00' : delivery.serviceFee,
      }
    }),
    transactionFees: created.map((order) => ({
      orderId: order.id,
      sellerId: order.sellerId,
      buyerId: user.id,
      orderAmount: goodsAmount(lineOf(order), coupon),
      feeType: 'commission',
      feeRate: order.commissionRate,
      feeAmount: order.commissionAmount,
      description: 'Commission at the seller’s current rate',
    })),
    affiliateSales: [],
    couponUsage: [],
    walletCredits: [],
    payments: [],
  }
  // An affiliate's referral: one pending sale per order, approved on delivery. An unknown code
  // and the buyer's own code are ignored.
  if (affiliate && affiliate.userId !== user.id) {
    written.affiliateSales = summary.lines.map((line) => {
      const sale = goodsAmount(line, coupon)
      return {
        affiliateId: affiliate.id,
        orderId: orderOf(line).id,
        buyerId: user.id,
        saleAmount: sale,
        commissionAmount: multiplyMoney(sale, affiliate.commissionRate),
        status: 'pending',
      }
    })
  }
  if (coupon) {
    const discounted = summary.lines.find((line) => Number(line.discount) > 0) ?? summary.lines[0]!
    written.couponUsage = [
      {
        couponId: coupon.id,
        userId: user.id,
        orderId: orderOf(discounted).id,
        discountAmount: summary.discount,
      },
    ]
  }
  // The credit pays the orders in turn, each up to its total; the payment is for the rest.
  let unspent = credit
  written.walletCredits = created.flatMap((order) => {
    const amount = minMoney(unspent, order.totalAmount)
    unspent = subtractMoney(unspent, amount)
    // Spending is a negative entry of the ledger (decision record 032).
    return compareMoney(amount, '0') > 0
      ? [
          {
            userId: user.id,
            orderId: order.id,
            kind: 'order_payment' as const,
            amount: subtractMoney('0', amount),
          },
        ]
      : []
  })
  const due = subtractMoney(summary.grandTotal, credit)
  const method: PaymentMethod = compareMoney(due, '0') === 0 ? 'wallet_credit' : input.paymentMethod
  const paymentId = randomUUID()
  written.payments = [
    {
      id: paymentId,
      orderId: created[0]!.id,
      userId: user.id,
      amount: due,
      currency: 'ETB',
      status: 'pending',
      paymentMethod: method,
      referenceNumber: orderGroupId,
      description: `Order ${orderGroupId}`,
      metadata: { orderGroupId, orderIds: created.map((order) => order.id) },
    },
  ]
  return {
    placed: {
      orderGroupId,
      orders: created.map((order) => ({
        id: order.id,
        orderNumber: order.orderNumber,
        productId: order.productId,
        variantId: order.variantId,
        sellerId: order.sellerId,
        quantity: lineOf(order).quantity,
      })),
      credit,
      payment: {
        id: paymentId,
        amount: due,
        currency: 'ETB',
        status: 'pending',
        transactionId: null,
      },
      method,
    },
    rows: written,
  }
}

type PlacedRows = {
  orderGroupId: string
  orders: {
    id: string
    orderNumber: string
    productId: string
    variantId: string | null
    sellerId: string
    quantity: number
  }[]
  /** Paid with wallet credit; the payment is for the rest. */
  credit: string
  payment: ProviderPayment
  method: PaymentMethod
}

/** The sellers hear of the order: one notice per seller, in the seller's language. */
function sellerNoticesOf(
  { deliveries }: PricedCheckout,
  { orders: created }: PlacedRows,
): Notice[] {
  return deliveries.map((delivery) => {
    const language = uiLanguageFor(delivery.sellerLanguage)
    const numbers = created
      .filter((order) => order.sellerId === delivery.sellerId)
      .map((order) => order.orderNumber)
      .join(', ')
    return {
      userId: delivery.sellerUserId,
      type: 'order_placed',
      title: translate('checkoutNotice.newOrderTitle', language),
      body: translate('checkoutNotice.newOrderBody', language, { id: numbers }),
      link: '/seller-dashboard',
      event: { name: 'order_new', values: { order: numbers } },
    }
  })
}

/** The sellers' notices as rows of the checkout's one write. */
function sellerNotices(tx: Executor, priced: PricedCheckout, placed: PlacedRows) {
  return noticeRows(tx, sellerNoticesOf(priced, placed))
}

/** The answer to the buyer: what was ordered and where to pay. */
function placedBody(
  { summary }: PricedCheckout,
  { orderGroupId, orders: created, payment, method, credit }: PlacedRows,
  redirectUrl: string | undefined,
): PlacedOrder {
  return {
    orderGroupId,
    orderIds: created.map((order) => order.id),
    orderNumbers: created.map((order) => order.orderNumber),
    paymentId: payment.id,
    paymentMethod: method,
    grandTotal: summary.grandTotal,
    walletCredit: credit,
    amountDue: payment.amount,
    // Cash on delivery has nowhere to send the buyer: its confirmation is the same payment page.
    next: redirectUrl ?? `/payment/${payment.id}`,
  }
}
