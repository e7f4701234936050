import type { Executor } from '#server/db/database.ts'
import { AppError, forbidden, notFound } from '#server/lib/errors.ts'
import { assertOwner } from '#server/lib/access.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import { compareMoney, money, roundMoney } from '#shared/money.ts'
import {
  maskAccountNumber,
  type PaymentMethod,
  type PaymentMethodInput,
  type Payout,
  type PayoutInput,
  type PayoutMethod,
  type PayoutMethodInput,
  type SellerBalance,
  type SellerEarning,
} from '#shared/contracts/wallet.ts'
import * as q from './wallet.queries.ts'

type ParsedMethod = Omit<PaymentMethodInput, 'bankName' | 'branchCode'> & {
  bankName: string | null
  branchCode: string | null
}
type ParsedPayoutMethod = Omit<
  PayoutMethodInput,
  'bankName' | 'branchName' | 'swiftCode' | 'iban'
> & {
  bankName: string | null
  branchName: string | null
  swiftCode: string | null
  iban: string | null
}

/** Only the last 4 digits ever leave the server; the stored number is not in the response. */
function toPaymentMethod(row: q.PaymentMethodRow): PaymentMethod {
  const { lastFour, masked } = maskAccountNumber(row.accountNumber)
  return {
    id: row.id,
    type: row.type,
    provider: row.provider,
    lastFour,
    maskedAccountNumber: masked,
    accountHolderName: row.accountHolderName,
    bankName: row.bankName,
    branchCode: row.branchCode,
    isDefault: row.isDefault,
    isVerified: row.isVerified,
    createdAt: row.createdAt.toISOString(),
  }
}

function toPayoutMethod(row: q.PayoutMethodRow): PayoutMethod {
  const { lastFour, masked } = maskAccountNumber(row.accountNumber)
  return {
    id: row.id,
    type: row.type,
    provider: row.provider,
    lastFour,
    maskedAccountNumber: masked,
    accountHolderName: row.accountHolderName,
    bankName: row.bankName,
    branchName: row.branchName,
    swiftCode: row.swiftCode,
    iban: row.iban,
    isDefault: row.isDefault,
    isVerified: row.isVerified,
    minimumPayout: row.minimumPayout,
    createdAt: row.createdAt.toISOString(),
  }
}

function toPayout(row: Awaited<ReturnType<typeof q.insertPayout>>): Payout {
  return { ...row, createdAt: row.createdAt.toISOString() }
}

/** Dashes and spaces are only for readability; the number is stored as digits. */
const compactNumber = (value: string) => value.replace(/[\s-]/g, '')

export async function listPaymentMethods(db: Executor, user: AuthUser) {
  const rows = await q.listPaymentMethods(db, { userId: user.id })
  return rows.map(toPaymentMethod)
}

export async function addPaymentMethod(db: Executor, user: AuthUser, input: ParsedMethod) {
  const row = await db.transaction(async (tx) => {
    const isFirst = (await q.countPaymentMethods(tx, { userId: user.id })) === 0
    return q.insertPaymentMethod(tx, {
      userId: user.id,
      type: input.type,
      provider: input.provider,
      accountNumber: compactNumber(input.accountNumber),
      accountHolderName: input.accountHolderName,
      bankName: input.type === 'bank_account' ? input.bankName : null,
      branchCode: input.type === 'bank_account' ? input.branchCode : null,
      isDefault: isFirst,
      isVerified: false,
    })
  })
  return toPaymentMethod(row)
}

async function ownedMethod(db: Executor, user: AuthUser, id: string) {
  const row = await q.findPaymentMethod(db, { id })
  if (!row) throw notFound('wallet.methodNotFound')
  assertOwner(user, row.userId)
  return row
}

export async function removePaymentMethod(db: Executor, user: AuthUser, id: string) {
  await db.transaction(async (tx) => {
    const row = await ownedMethod(tx, user, id)
    await q.deletePaymentMethod(tx, { id, userId: row.userId })
    // Someone who still has methods keeps a default, so checkout always has one to preselect.
    if (row.isDefault) {
      const next = await q.oldestPaymentMethodId(tx, { userId: row.userId })
      if (next) await q.makeDefaultPaymentMethod(tx, { id: next, userId: row.userId })
    }
  })
}

export async function setDefaultPaymentMethod(db: Executor, user: AuthUser, id: string) {
  const row = await db.transaction(async (tx) => {
    const method = await ownedMethod(tx, user, id)
    return q.makeDefaultPaymentMethod(tx, { id, userId: method.userId })
  })
  return toPaymentMethod(row)
}

export async function listPayoutMethods(db: Executor, sellerId: string) {
  const rows = await q.listPayoutMethods(db, { sellerId })
  return rows.map(toPayoutMethod)
}

export async function addPayoutMethod(db: Executor, sellerId: string, input: ParsedPayoutMethod) {
  const row = await db.transaction(async (tx) => {
    await q.lockSeller(tx, { sellerId })
    const isFirst = (await q.countPayoutMethods(tx, { sellerId })) === 0
    return q.insertPayoutMethod(tx, {
      sellerId,
      type: input.type,
      provider: input.provider,
      accountNumber: compactNumber(input.accountNumber),
      accountHolderName: input.accountHolderName,
      bankName: input.type === 'bank_account' ? input.bankName : null,
      branchName: input.type === 'bank_account' ? input.branchName : null,
      swiftCode: input.swiftCode,
      iban: input.iban,
      isDefault: isFirst,
      isVerified: false,
      minimumPayout: '100.00',
    })
  })
  return toPayoutMethod(row)
}

async function computeBalance(db: Executor, sellerId: string): Promise<SellerBalance> {
  const totals = await q.sellerEarnings(db, { sellerId })
  // Each delivered order pays the seller its stored net (docs/decisions/012-money-per-party.md);
  // a refunded return takes back its charge (docs/decisions/024-returns-and-refunds.md).
  const fromOrders = money(totals.ordersTotal).minus(totals.returnsTotal)
  // Payouts draw on one balance: product orders and digital services together.
  const earned = fromOrders.plus(totals.servicesTotal)
  const available = earned.minus(totals.requestedTotal)
  return {
    earned: roundMoney(earned),
    bySource: {
      product_order: roundMoney(fromOrders),
      digital_service: roundMoney(totals.servicesTotal),
    },
    requested: roundMoney(totals.requestedTotal),
    available: roundMoney(available.lt(0) ? '0' : available),
    currency: 'ETB',
  }
}

export function getBalance(db: Executor, sellerId: string) {
  return computeBalance(db, sellerId)
}

export async function listEarnings(db: Executor, sellerId: string): Promise<SellerEarning[]> {
  const rows = await q.listSellerEarnings(db, { sellerId })
  return rows.map((row) => ({
    id: row.id,
    source: row.source,
    title: row.title,
    amount: roundMoney(row.amount),
    earnedAt: row.earnedAt.toISOString(),
  }))
}

export async function listPayouts(db: Executor, sellerId: string) {
  const rows = await q.listPayouts(db, { sellerId })
  return rows.map(toPayout)
}

/**
 * A payout goes only to a seller whose phone is verified: the number is how the seller is reached
 * about the money, and a stolen password alone cannot then send earnings elsewhere.
 */
export async function requestPayout(
  db: Executor,
  seller: { sellerId: string; isPhoneVerified: boolean },
  input: PayoutInput,
) {
  const { sellerId } = seller
  if (!seller.isPhoneVerified) {
    throw new AppError(403, 'PHONE_NOT_VERIFIED', 'wallet.phoneNotVerified')
  }
  const row = await db.transaction(async (tx) => {
    await q.lockSeller(tx, { sellerId })
    const method = await q.findPayoutMethod(tx, { id: input.payoutMethodId })
    if (!method) throw notFound('wallet.payoutMethodNotFound')
    // A payout only ever goes to one of the requesting seller's own accounts, admins included.
    if (method.sellerId !== sellerId) throw forbidden()
    const amount = roundMoney(input.amount)
    if (compareMoney(amount, method.minimumPayout) < 0) {
      throw new AppError(409, 'PAYOUT_BELOW_MINIMUM', 'wallet.payoutBelowMinimum', {
        values: { minimum: method.minimumPayout },
        details: { minimum: method.minimumPayout },
      })
    }
    const balance = await computeBalance(tx, sellerId)
    if (compareMoney(amount, balance.available) > 0) {
      throw new AppError(409, 'PAYOUT_ABOVE_AVAILABLE', 'wallet.payoutAboveAvailable', {
        values: { available: balance.available },
        details: { available: balance.available },
      })
    }
    return q.insertPayout(tx, {
      sellerId,
      payoutMethodId: method.id,
      amount,
      netAmount: amount,
      currency: 'ETB',
      status: 'pending',
    })
  })
  return toPayout(row)
}
