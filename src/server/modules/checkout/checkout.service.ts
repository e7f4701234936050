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
import type { SQLWrapper } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { writeTogether } from '#server/db/write-together.ts'
import type { Coupon } from '#server/db/schema/coupons.ts'
import { AppError, isUniqueViolation } from '#server/lib/errors.ts'
import { newReferenceNumber } from '#server/lib/reference-number.ts'
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
  findProductStock,
  insertAffiliateSales,
  insertCouponUsage,
  insertDeliveryServiceFees,
  insertDeliveryUpdates,
  insertOrders,
  insertPayment,
  insertTransactionFees,
  lockBuyerAndClaimKey,
  releaseIdempotencyKey,
  releaseStock,
  reserveStock,
  saveIdempotentResponse,
  takeCouponUse,
} from './checkout.queries.ts'
import { noticeWrites } from '#server/modules/messaging/notices.service.ts'
import { confirmPaidOrder } from '#server/modules/orders/orders.service.ts'
import {
  creditBalance,
  releaseOrderCredit,
  spendCreditOnOrders,
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

/** Prices the signed-in user's cart for the checkout input: the one source of every amount. */
async function priceCheckout(
  db: Executor,
  userId: string,
  input: QuoteData,
): Promise<PricedCheckout> {
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

/**
 * Places the order. The buyer's row is locked and the Idempotency-Key row claimed first, in one
 * statement: a concurrent request of the same buyer waits there (PostgreSQL) or runs after
 * (PGlite), then reads the cart its predecessor left, or finds the stored answer of the same key.
 * A failed attempt rolls back with everything else, so nothing is stored and the same key may be
 * retried.
 *
 * Round trips are what a checkout costs the database and the process most, so they are few: the
 * lock and key, the cart with its sellers, the membership, the city's couriers, the sellers'
 * notice settings, then every row of the checkout in one statement (`writeTogether`: orders,
 * timeline, fees, commission, payment, credit, cart, notices, outbox, the stored answer), then
 * the stock (docs/decisions/033-checkout-in-few-round-trips.md).
 *
 * Sandbox and cash on delivery finish in that one transaction. telebirr and Chapa are called over
 * the network, so never while the buyer's and the products' rows are locked: the orders and the
 * payment are committed as pending first, the provider is asked next, and a second short
 * transaction either completes the checkout or cancels the orders and gives the stock back.
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
  const reserved = await withFreshOrderNumbers(() =>
    db.transaction(async (tx) => {
      const claimed = await lockBuyerAndClaimKey(tx, { ...keyOwner, requestHash: hash })
      if (!claimed) {
        const stored = await findIdempotencyKey(tx, user.id, idempotencyKey)
        if (stored?.requestHash === hash && stored.statusCode === null) {
          // The first attempt is still waiting for the payment provider.
          throw new AppError(
            409,
            'IDEMPOTENCY_KEY_IN_PROGRESS',
            'checkout.idempotencyKeyInProgress',
          )
        }
        if (!stored || stored.requestHash !== hash || stored.statusCode === null) {
          throw new AppError(409, 'IDEMPOTENCY_KEY_REUSED', 'checkout.idempotencyKeyReused')
        }
        return { done: { statusCode: stored.statusCode, body: stored.response } }
      }
      const payingInCredit = input.paymentMethod === 'wallet_credit'
      if (
        !payingInCredit &&
        !offeredPaymentMethods(external, input.country).includes(input.paymentMethod)
      ) {
        throw new AppError(400, 'PAYMENT_METHOD_UNAVAILABLE', 'checkout.paymentMethodUnavailable', {
          details: { fields: { paymentMethod: 'checkout.paymentMethodUnavailable' } },
        })
      }
      const priced = await priceCheckout(tx, user.id, input)
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
      const { placed, writes } = planOrders(tx, user, input, priced, credit, affiliate)
      if (isRemoteMethod(placed.method)) {
        await writeTogether(tx, writes)
        await reserveLines(tx, priced)
        return { placed, priced }
      }
      // Sandbox, cash on delivery and wallet credit answer without leaving the process.
      const { redirectUrl } = await initiatePayment(tx, placed.method, external, placed.payment)
      const body = placedBody(priced, placed, redirectUrl)
      const completion = await completionWrites(tx, user, priced, placed)
      await writeTogether(
        tx,
        [
          ...writes,
          ...completion.writes,
          saveIdempotentResponse(tx, { ...keyOwner, statusCode: 201, response: body }),
        ],
        completion.notify,
      )
      if (placed.method === 'wallet_credit') await payInCredit(tx, placed)
      await reserveLines(tx, priced)
      return { done: { statusCode: 201, body } }
    }),
  )
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
      for (const order of placed.orders) {
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
    const completion = await completionWrites(tx, user, priced, placed)
    await writeTogether(
      tx,
      [
        ...completion.writes,
        saveIdempotentResponse(tx, { ...keyOwner, statusCode: 201, response: body }),
      ],
      completion.notify,
    )
    return { statusCode: 201, body }
  })
}

/**
 * Order numbers are drawn at random and kept unique by an index: a repeat (one in a million) fails
 * the checkout's one write, which rolls the whole transaction back, so it runs again with new
 * numbers; nothing of the failed attempt remains, its Idempotency-Key claim included.
 */
async function withFreshOrderNumbers<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt()
    } catch (error) {
      if (!isUniqueViolation(error, 'orders_order_number_unique') || tries >= 5) throw error
    }
  }
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
 * and go to the database as one statement's parts (`writes`), unrun.
 */
function planOrders(
  tx: Executor,
  user: AuthUser,
  input: CheckoutData,
  { rows, deliveries, coupon, summary, cashbackByProduct }: PricedCheckout,
  credit: string,
  affiliate: Awaited<ReturnType<typeof findActiveAffiliateByCode>>,
): { placed: PlacedRows; writes: SQLWrapper[] } {
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

  const writes: (SQLWrapper | undefined)[] = [
    insertOrders(tx, created),
    insertDeliveryUpdates(
      tx,
      created.map((order) => ({
        orderId: order.id,
        status: 'pending' as const,
        // Each reader reads the timeline in their own language, like every later step (orders service).
        ...timelineColumns(
          { parts: [{ key: 'orderUpdate.pending' }] },
          uiLanguageFor(user.preferredLanguage),
        ),
      })),
    ),
    insertDeliveryServiceFees(
      tx,
      summary.lines.filter(carriesDelivery).map((line) => {
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
    ),
    insertTransactionFees(
      tx,
      created.map((order) => ({
        orderId: order.id,
        sellerId: order.sellerId,
        buyerId: user.id,
        orderAmount: goodsAmount(lineOf(order), coupon),
        feeType: 'commission',
        feeRate: order.commissionRate,
        feeAmount: order.commissionAmount,
        description: 'Commission at the seller’s current rate',
      })),
    ),
  ]
  // An affiliate's referral: one pending sale per order, approved on delivery. An unknown code
  // and the buyer's own code are ignored.
  if (affiliate && affiliate.userId !== user.id) {
    writes.push(
      insertAffiliateSales(
        tx,
        summary.lines.map((line) => {
          const sale = goodsAmount(line, coupon)
          return {
            affiliateId: affiliate.id,
            orderId: orderOf(line).id,
            buyerId: user.id,
            saleAmount: sale,
            commissionAmount: multiplyMoney(sale, affiliate.commissionRate),
            status: 'pending',
          }
        }),
      ),
    )
  }
  if (coupon) {
    const discounted = summary.lines.find((line) => Number(line.discount) > 0) ?? summary.lines[0]!
    writes.push(
      insertCouponUsage(tx, {
        couponId: coupon.id,
        userId: user.id,
        orderId: orderOf(discounted).id,
        discountAmount: summary.discount,
      }),
    )
  }
  // The credit pays the orders in turn, each up to its total; the payment is for the rest.
  let unspent = credit
  const spent = created.flatMap((order) => {
    const amount = minMoney(unspent, order.totalAmount)
    unspent = subtractMoney(unspent, amount)
    return compareMoney(amount, '0') > 0 ? [{ orderId: order.id, amount }] : []
  })
  writes.push(spendCreditOnOrders(tx, user.id, spent))
  const due = subtractMoney(summary.grandTotal, credit)
  const method: PaymentMethod = compareMoney(due, '0') === 0 ? 'wallet_credit' : input.paymentMethod
  const paymentId = randomUUID()
  writes.push(
    insertPayment(tx, {
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
    }),
  )
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
    writes: writes.filter((write) => write !== undefined),
  }
}

/**
 * Takes the lines' units and the coupon's use. These are the only writes to rows other buyers share
 * (a hot product's stock, a popular coupon's count), so they run last in the checkout's
 * transaction: their row locks are held for the commit only, not while the orders, fees and notices
 * are written, and buyers of one hot product do not queue behind each other's whole checkout. A
 * line short of units or a coupon used up rolls the whole transaction back.
 */
async function reserveLines(tx: Executor, { rows, coupon, summary }: PricedCheckout) {
  const rowOf = (line: CheckoutSummary['lines'][number]) => cartRowOf(rows, line)
  // Rows are locked in product id order (a product's row before its variant's), so two checkouts
  // of the same products never deadlock.
  const byProduct = [...summary.lines].sort((a, b) => lineKey(a).localeCompare(lineKey(b)))
  for (const line of byProduct) {
    const row = rowOf(line)
    if (!(await reserveStock(tx, line.productId, line.quantity, row.variantId))) {
      const product = await findProductStock(tx, line.productId, row.variantId)
      throw onlyLeft({
        id: line.productId,
        name: lineName(product?.name ?? row.name, row.variantLabel),
        stock: product?.stock ?? 0,
      })
    }
  }
  if (coupon && !(await takeCouponUse(tx, coupon.id))) {
    throw new AppError(409, 'COUPON_REJECTED', 'coupon.usageLimit', {
      details: { fields: { couponCode: 'coupon.usageLimit' }, reason: 'coupon.usageLimit' },
    })
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

/**
 * The order is placed: the cart lines go and the sellers hear of it. Returned unrun, to be written
 * with the stored answer in one statement (`notify` as its query).
 */
async function completionWrites(
  tx: Executor,
  user: AuthUser,
  { rows, deliveries }: PricedCheckout,
  { orders: created }: PlacedRows,
) {
  const notices = await noticeWrites(
    tx,
    deliveries.map((delivery) => {
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
    }),
  )
  return {
    writes: [
      deleteCartItems(
        tx,
        user.id,
        rows.map((row) => row.id),
      ),
      ...notices.writes,
    ],
    notify: notices.notify,
  }
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
