import type Big from 'big.js'
import type {
  SellerStatement,
  StatementMonths,
  StatementParty,
  StatementTotals,
} from '#shared/contracts/statements.ts'
import { money, roundMoney } from '#shared/money.ts'
import type { Config } from '#server/config.ts'
import type { Executor } from '#server/db/database.ts'
import { AppError, notFound } from '#server/lib/errors.ts'
import { currentStatementMonth, monthBounds } from './statement-month.ts'
import * as q from './statements.queries.ts'

// A seller's monthly statement (docs/decisions/026-seller-statements.md). Nothing is stored: the
// opening balance is every movement before the month, the closing one that plus the month's lines,
// each read with the wallet's own definition of what moves the balance and when. So the current
// month's closing balance is the wallet's balance, and a month's opening is the last one's closing.

/** The platform as its statements name it, from the configuration (PLATFORM_*). */
export function platformDetails(config: Config): StatementParty {
  return {
    name: config.PLATFORM_NAME,
    address: config.PLATFORM_ADDRESS,
    taxId: config.PLATFORM_TIN ?? null,
    email: config.PLATFORM_EMAIL ?? null,
  }
}

const sellerNotFound = () => notFound('statements.sellerNotFound', 'SELLER_NOT_FOUND')

async function loadSeller(db: Executor, sellerId: string) {
  const seller = await q.findStatementSeller(db, { sellerId })
  if (!seller) throw sellerNotFound()
  return seller
}

/** Months with any line, and the current month, newest first. */
export async function listMonths(
  db: Executor,
  sellerId: string,
  now = new Date(),
): Promise<StatementMonths> {
  await loadSeller(db, sellerId)
  const currentMonth = currentStatementMonth(now)
  const active = await q.listActiveMonths(db, { sellerId })
  const months = [...new Set([currentMonth, ...active])]
    .filter((month) => month <= currentMonth)
    .sort()
    .reverse()
  return { currentMonth, months }
}

const sum = <T>(rows: T[], pick: (row: T) => string): Big =>
  rows.reduce((total, row) => total.plus(pick(row)), money(0))

export async function getStatement(
  db: Executor,
  params: { sellerId: string; month: string; platform: StatementParty; now?: Date },
): Promise<SellerStatement> {
  const now = params.now ?? new Date()
  const currentMonth = currentStatementMonth(now)
  // Months are YYYY-MM, so their text order is their time order.
  if (params.month > currentMonth) {
    throw new AppError(400, 'MONTH_IN_FUTURE', 'statements.futureMonth', {
      details: { fields: { month: 'statements.futureMonth' } },
    })
  }
  const seller = await loadSeller(db, params.sellerId)
  const { start, end } = monthBounds(params.month)
  const period = { sellerId: params.sellerId, start, end }
  const [opening, orders, services, returns, payouts, planFees] = await Promise.all([
    q.balanceBefore(db, { sellerId: params.sellerId, before: start }),
    q.listEarnedOrders(db, period),
    q.listEarnedServices(db, period),
    q.listRefundedReturns(db, period),
    q.listPayouts(db, period),
    q.listPlanFees(db, period),
  ])

  const openingBalance = money(opening.orders)
    .plus(opening.services)
    .minus(opening.returns)
    .minus(opening.payouts)
  const ordersNet = sum(orders, (row) => row.sellerNet)
  const servicesNet = sum(services, (row) => row.sellerEarnings)
  const returnsCharged = sum(returns, (row) => row.sellerCharge)
  const payoutsTotal = sum(payouts, (row) => row.amount)
  const credits = ordersNet.plus(servicesNet)
  const debits = returnsCharged.plus(payoutsTotal)

  const commission = sum(orders, (row) => row.commissionAmount)
  const deliveryShare = sum(orders, (row) => row.deliveryShare)
  const serviceFees = sum(services, (row) => row.platformFee)
  const returnShipping = sum(returns, (row) => row.returnShipping)
  const commissionReversed = sum(returns, (row) => row.commissionReversed)

  const totals: StatementTotals = {
    orders: {
      count: orders.length,
      items: roundMoney(sum(orders, (row) => row.itemsAmount)),
      discount: roundMoney(sum(orders, (row) => row.discountAmount)),
      sales: roundMoney(sum(orders, (row) => row.sales)),
      commission: roundMoney(commission),
      deliveryShare: roundMoney(deliveryShare),
      net: roundMoney(ordersNet),
    },
    services: {
      count: services.length,
      price: roundMoney(sum(services, (row) => row.price)),
      platformFee: roundMoney(serviceFees),
      net: roundMoney(servicesNet),
    },
    returns: {
      count: returns.length,
      refunded: roundMoney(sum(returns, (row) => row.refundAmount)),
      sellerNetReversed: roundMoney(sum(returns, (row) => row.sellerNetReversed)),
      commissionReversed: roundMoney(commissionReversed),
      returnShipping: roundMoney(returnShipping),
      charged: roundMoney(returnsCharged),
    },
    fees: {
      commission: roundMoney(commission),
      deliveryShare: roundMoney(deliveryShare),
      serviceFees: roundMoney(serviceFees),
      returnShipping: roundMoney(returnShipping),
      commissionReversed: roundMoney(commissionReversed),
      total: roundMoney(
        commission
          .plus(deliveryShare)
          .plus(serviceFees)
          .plus(returnShipping)
          .minus(commissionReversed),
      ),
    },
    payouts: { count: payouts.length, total: roundMoney(payoutsTotal) },
    planFees: { count: planFees.length, total: roundMoney(sum(planFees, (row) => row.amount)) },
    openingBalance: roundMoney(openingBalance),
    credits: roundMoney(credits),
    debits: roundMoney(debits),
    closingBalance: roundMoney(openingBalance.plus(credits).minus(debits)),
  }

  return {
    month: params.month,
    periodStart: start.toISOString(),
    periodEnd: end.toISOString(),
    generatedAt: now.toISOString(),
    isCurrentMonth: params.month === currentMonth,
    currency: 'ETB',
    platform: params.platform,
    seller: {
      id: seller.id,
      storeName: seller.storeName,
      ownerName: [seller.firstName, seller.lastName].filter(Boolean).join(' '),
      email: seller.email,
      phone: seller.phone,
      taxId: seller.taxId?.trim() || null,
      businessLicense: seller.businessLicense?.trim() || null,
    },
    orders: orders.map((row) => ({
      id: row.id,
      orderNumber: row.orderNumber,
      earnedAt: row.earnedAt.toISOString(),
      productName: row.productName,
      variantLabel: row.variantLabel,
      quantity: row.quantity,
      itemsAmount: roundMoney(row.itemsAmount),
      discountAmount: roundMoney(row.discountAmount),
      commissionAmount: roundMoney(row.commissionAmount),
      deliveryShare: roundMoney(row.deliveryShare),
      sellerNet: roundMoney(row.sellerNet),
    })),
    services: services.map((row) => ({
      id: row.id,
      earnedAt: row.earnedAt.toISOString(),
      title: row.title,
      price: roundMoney(row.price),
      platformFee: roundMoney(row.platformFee),
      sellerEarnings: roundMoney(row.sellerEarnings),
    })),
    returns: returns.map((row) => ({
      id: row.id,
      returnNumber: row.returnNumber,
      orderNumber: row.orderNumber,
      refundedAt: row.refundedAt.toISOString(),
      productName: row.productName,
      quantity: row.quantity,
      refundAmount: roundMoney(row.refundAmount),
      sellerNetReversed: roundMoney(row.sellerNetReversed),
      commissionReversed: roundMoney(row.commissionReversed),
      returnShipping: roundMoney(row.returnShipping),
      sellerCharge: roundMoney(row.sellerCharge),
    })),
    payouts: payouts.map((row) => ({
      id: row.id,
      requestedAt: row.requestedAt.toISOString(),
      status: row.status,
      referenceNumber: row.referenceNumber,
      amount: roundMoney(row.amount),
    })),
    planFees: planFees.map((row) => ({
      id: row.id,
      paidAt: row.paidAt.toISOString(),
      description: row.description ?? '',
      plan:
        row.planName === null || row.billingInterval === null
          ? null
          : {
              name: row.planName,
              nameAmharic: row.planNameAmharic,
              nameOm: row.planNameOm,
              nameTi: row.planNameTi,
              billingInterval: row.billingInterval,
            },
      amount: roundMoney(row.amount),
    })),
    totals,
  }
}
