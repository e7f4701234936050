import Big from 'big.js'
import { roundMoney } from './money.ts'

// The checkout summary and coupon arithmetic, as pure functions shared by the quote and the order.
// Amounts are ETB decimal strings; everything is computed with big.js and rounded to the cent
// only where an amount is stored or shown.

export const COUPON_DISCOUNT_TYPES = [
  'percentage',
  'fixed_amount',
  'buy_one_get_one',
  'free_shipping',
  'bundle_deal',
] as const
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number]

/** A bundle deal needs at least this many qualifying units in the cart. */
export const BUNDLE_MIN_UNITS = 2

export type PricingLine = {
  /** The line's own key when one product has several lines (one per variant); productId otherwise. */
  key?: string
  productId: string
  sellerId: string
  categoryId: string
  /** The price the buyer pays for one unit (the sale price when there is one). */
  unitPrice: string
  quantity: number
}

export type PricingCoupon = {
  sellerId: string | null
  discountType: CouponDiscountType
  /** Percent for percentage and bundle_deal, ETB for fixed_amount; unused by the other types. */
  discountValue: string
  minimumPurchase: string | null
  maxDiscount: string | null
  categoryId: string | null
  productIds: string[] | null
}

export type CouponRejection = 'coupon.notApplicable' | 'coupon.minimumPurchase'

export type LineSummary = PricingLine & {
  lineTotal: string
  /** Delivery fee carried by this line: a seller's whole fee rides on its first line. */
  deliveryFee: string
  discount: string
  /** lineTotal + deliveryFee - discount. */
  total: string
}

export type SellerSummary = {
  sellerId: string
  itemsTotal: string
  deliveryFee: string
  discount: string
  total: string
}

export type CheckoutSummary = {
  itemsTotal: string
  deliveryTotal: string
  discount: string
  grandTotal: string
  sellers: SellerSummary[]
  lines: LineSummary[]
}

const ZERO = new Big(0)
const sum = (values: Big[]) => values.reduce((total, value) => total.plus(value), ZERO)
const lineAmount = (line: PricingLine) => new Big(line.unitPrice).times(line.quantity)
const minBig = (a: Big, b: Big) => (a.lt(b) ? a : b)
/** The key discounts and fees are kept under: one per cart line. */
export const lineKey = (line: PricingLine) => line.key ?? line.productId

/** Lines the coupon covers: its seller's items only, narrowed by its category and product list. */
export function qualifyingLines(coupon: PricingCoupon, lines: PricingLine[]): PricingLine[] {
  return lines.filter(
    (line) =>
      (coupon.sellerId === null || line.sellerId === coupon.sellerId) &&
      (coupon.categoryId === null || line.categoryId === coupon.categoryId) &&
      (!coupon.productIds?.length || coupon.productIds.includes(line.productId)),
  )
}

/** Why the cart cannot use the coupon, or null when it can. */
export function couponRejection(
  coupon: PricingCoupon,
  lines: PricingLine[],
): CouponRejection | null {
  const qualifying = qualifyingLines(coupon, lines)
  if (qualifying.length === 0) return 'coupon.notApplicable'
  const subtotal = sum(qualifying.map(lineAmount))
  if (coupon.minimumPurchase !== null && subtotal.lt(coupon.minimumPurchase)) {
    return 'coupon.minimumPurchase'
  }
  if (coupon.discountType === 'bundle_deal') {
    const units = qualifying.reduce((count, line) => count + line.quantity, 0)
    if (units < BUNDLE_MIN_UNITS) return 'coupon.notApplicable'
  }
  return null
}

/**
 * Discount per line key (lineKey), before the max-discount cap. Free shipping discounts the
 * delivery fee of each seller with a qualifying line; buy-one-get-one makes every second
 * qualifying unit free, the cheapest ones first.
 */
function rawDiscounts(
  coupon: PricingCoupon,
  qualifying: PricingLine[],
  deliveryFeeByLine: Map<string, Big>,
  lines: PricingLine[],
): Map<string, Big> {
  const discounts = new Map<string, Big>()
  const add = (key: string, amount: Big) =>
    discounts.set(key, (discounts.get(key) ?? ZERO).plus(amount))
  const percent = minBig(new Big(coupon.discountValue), new Big(100)).div(100)
  switch (coupon.discountType) {
    case 'percentage':
    case 'bundle_deal':
      for (const line of qualifying) add(lineKey(line), lineAmount(line).times(percent))
      break
    case 'fixed_amount':
      allocate(new Big(coupon.discountValue), qualifying, add)
      break
    case 'free_shipping': {
      const sellers = new Set(qualifying.map((line) => line.sellerId))
      for (const line of lines) {
        const fee = deliveryFeeByLine.get(lineKey(line))
        if (fee && sellers.has(line.sellerId)) add(lineKey(line), fee)
      }
      break
    }
    case 'buy_one_get_one': {
      const units = qualifying
        .flatMap((line) =>
          Array.from({ length: line.quantity }, () => ({ line, price: new Big(line.unitPrice) })),
        )
        .sort((a, b) => a.price.cmp(b.price))
      const free = Math.floor(units.length / 2)
      for (const unit of units.slice(0, free)) add(lineKey(unit.line), unit.price)
      break
    }
  }
  return discounts
}

/** Splits an amount over lines in proportion to their value, capped at their value; the last line takes the rounding. */
function allocate(amount: Big, lines: PricingLine[], add: (key: string, value: Big) => void) {
  const total = sum(lines.map(lineAmount))
  const capped = minBig(amount, total)
  if (capped.lte(0)) return
  let given = ZERO
  lines.forEach((line, index) => {
    const share =
      index === lines.length - 1
        ? capped.minus(given)
        : capped.times(lineAmount(line)).div(total).round(2, Big.roundDown)
    given = given.plus(share)
    add(lineKey(line), share)
  })
}

/**
 * The whole checkout: item totals, each seller's delivery fee (on its first line), the coupon's
 * discount spread over the lines it covers, and the grand total. A coupon the cart cannot use
 * must be rejected with couponRejection first; here it simply discounts nothing.
 */
export function summarizeCheckout(params: {
  lines: PricingLine[]
  /** Delivery fee per seller id. */
  deliveryFees: Record<string, string>
  coupon?: PricingCoupon | null
}): CheckoutSummary {
  const { lines, deliveryFees, coupon } = params
  const deliveryFeeByLine = new Map<string, Big>()
  const sellersWithFee = new Set<string>()
  for (const line of lines) {
    if (sellersWithFee.has(line.sellerId)) continue
    sellersWithFee.add(line.sellerId)
    deliveryFeeByLine.set(lineKey(line), new Big(deliveryFees[line.sellerId] ?? '0'))
  }

  let discounts = new Map<string, Big>()
  if (coupon && couponRejection(coupon, lines) === null) {
    discounts = rawDiscounts(coupon, qualifyingLines(coupon, lines), deliveryFeeByLine, lines)
    // Round each share to the cent, then apply the cap by scaling down from the first line.
    for (const [key, value] of discounts) discounts.set(key, value.round(2, Big.roundHalfUp))
    const total = sum([...discounts.values()])
    if (coupon.maxDiscount !== null && total.gt(coupon.maxDiscount)) {
      const capLines = lines.filter((line) => discounts.has(lineKey(line)))
      const rebuilt = new Map<string, Big>()
      const capTotal = new Big(coupon.maxDiscount)
      let given = ZERO
      capLines.forEach((line, index) => {
        const value = discounts.get(lineKey(line))!
        const share =
          index === capLines.length - 1
            ? capTotal.minus(given)
            : capTotal.times(value).div(total).round(2, Big.roundDown)
        given = given.plus(share)
        rebuilt.set(lineKey(line), share)
      })
      discounts = rebuilt
    }
  }

  const lineSummaries: LineSummary[] = lines.map((line) => {
    const amount = lineAmount(line)
    const fee = deliveryFeeByLine.get(lineKey(line)) ?? ZERO
    // A line's discount never exceeds what the line costs.
    const discount = minBig(discounts.get(lineKey(line)) ?? ZERO, amount.plus(fee))
    return {
      ...line,
      lineTotal: roundMoney(amount),
      deliveryFee: roundMoney(fee),
      discount: roundMoney(discount),
      total: roundMoney(amount.plus(fee).minus(discount)),
    }
  })

  const sellerIds = [...new Set(lines.map((line) => line.sellerId))]
  const sellers = sellerIds.map((sellerId) => {
    const own = lineSummaries.filter((line) => line.sellerId === sellerId)
    const pick = (key: 'lineTotal' | 'deliveryFee' | 'discount' | 'total') =>
      roundMoney(sum(own.map((line) => new Big(line[key]))))
    return {
      sellerId,
      itemsTotal: pick('lineTotal'),
      deliveryFee: pick('deliveryFee'),
      discount: pick('discount'),
      total: pick('total'),
    }
  })
  const pickAll = (key: 'lineTotal' | 'deliveryFee' | 'discount' | 'total') =>
    roundMoney(sum(lineSummaries.map((line) => new Big(line[key]))))
  return {
    itemsTotal: pickAll('lineTotal'),
    deliveryTotal: pickAll('deliveryFee'),
    discount: pickAll('discount'),
    grandTotal: pickAll('total'),
    sellers,
    lines: lineSummaries,
  }
}

/** Express delivery costs 15% of the seller's item total. */
export function expressFee(itemsTotal: string, rate: string): string {
  return roundMoney(new Big(itemsTotal).times(rate))
}
