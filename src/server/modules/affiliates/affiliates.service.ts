import { randomInt } from 'node:crypto'
import type { AffiliatePayoutResult, AffiliateView } from '#shared/contracts/revenue.ts'
import {
  AFFILIATE_CODE_PREFIX,
  AFFILIATE_COMMISSION_RATE,
  AFFILIATE_PAYOUT_THRESHOLD,
} from '#shared/constants.ts'
import { addMoney, compareMoney, roundMoney } from '#shared/money.ts'
import type { Database, Executor } from '#server/db/database.ts'
import { AppError, conflict, notFound } from '#server/lib/errors.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import { notifyUsers } from '#server/modules/messaging/notices.service.ts'
import * as q from './affiliates.queries.ts'

const DASHBOARD = '/revenue-dashboard'
const iso = (date: Date | null | undefined) => date?.toISOString() ?? null

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** SELAM + 6 characters without look-alikes (no 0/O, 1/I). */
export function newAffiliateCode() {
  let code = AFFILIATE_CODE_PREFIX
  for (let i = 0; i < 6; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
  return code
}

const EMPTY_STATS: AffiliateView['stats'] = {
  referrals: 0,
  sales: 0,
  salesTotal: '0.00',
  pendingCommission: '0.00',
  approvedCommission: '0.00',
  requestedCommission: '0.00',
  paidCommission: '0.00',
  earnings: '0.00',
}

export async function getAffiliate(db: Executor, user: AuthUser): Promise<AffiliateView> {
  const affiliate = await q.findAffiliateByUser(db, user.id)
  if (!affiliate) return { affiliate: null, stats: EMPTY_STATS, sales: [] }
  const [totals, sales] = await Promise.all([
    q.affiliateSaleTotals(db, affiliate.id),
    q.listAffiliateSales(db, affiliate.id, 20),
  ])
  return {
    affiliate: {
      id: affiliate.id,
      affiliateCode: affiliate.affiliateCode,
      commissionRate: affiliate.commissionRate,
      status: affiliate.status,
      payoutThreshold: roundMoney(affiliate.payoutThreshold),
      lastPayoutAt: iso(affiliate.lastPayoutAt),
      createdAt: affiliate.createdAt.toISOString(),
    },
    stats: {
      referrals: Math.max(affiliate.totalReferrals, totals.buyers),
      sales: totals.sales,
      salesTotal: roundMoney(totals.salesTotal),
      pendingCommission: roundMoney(totals.pending),
      approvedCommission: roundMoney(totals.approved),
      requestedCommission: roundMoney(totals.requested),
      paidCommission: roundMoney(totals.paid),
      earnings: addMoney(totals.approved, totals.requested, totals.paid),
    },
    sales: sales.map((sale) => ({
      id: sale.id,
      saleAmount: roundMoney(sale.saleAmount),
      commissionAmount: roundMoney(sale.commissionAmount),
      status: sale.status,
      createdAt: sale.createdAt.toISOString(),
    })),
  }
}

/** Any signed-in user may join once; the code is unique (a clash is retried with a new code). */
export async function joinAffiliate(db: Executor, user: AuthUser): Promise<AffiliateView> {
  if (await q.findAffiliateByUser(db, user.id)) {
    throw conflict('ALREADY_AFFILIATE', 'revenue.alreadyAffiliate')
  }
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const inserted = await q.insertAffiliate(db, {
      userId: user.id,
      affiliateCode: newAffiliateCode(),
      commissionRate: AFFILIATE_COMMISSION_RATE,
      payoutThreshold: AFFILIATE_PAYOUT_THRESHOLD,
    })
    if (inserted) return getAffiliate(db, user)
    // A concurrent join by the same user wins: nothing to retry.
    if (await q.findAffiliateByUser(db, user.id)) {
      throw conflict('ALREADY_AFFILIATE', 'revenue.alreadyAffiliate')
    }
  }
  throw new AppError(503, 'CODE_UNAVAILABLE', 'error.unavailable')
}

/**
 * Asks for the approved commission to be paid. Below the threshold the request is refused; above
 * it every approved sale moves to payout_requested (the payout record) and the team is told.
 */
export async function requestAffiliatePayout(
  db: Database,
  user: AuthUser,
): Promise<AffiliatePayoutResult> {
  return db.transaction(async (tx) => {
    const affiliate = await q.lockAffiliateByUser(tx, user.id)
    if (!affiliate) throw notFound('revenue.notAffiliate', 'NOT_AFFILIATE')
    const totals = await q.affiliateSaleTotals(tx, affiliate.id)
    const threshold = roundMoney(affiliate.payoutThreshold)
    if (compareMoney(totals.approved, threshold) < 0) {
      throw new AppError(409, 'PAYOUT_BELOW_THRESHOLD', 'revenue.affiliatePayoutBelowThreshold', {
        values: { threshold, available: roundMoney(totals.approved) },
        details: { threshold, available: roundMoney(totals.approved) },
      })
    }
    const moved = await q.requestSalesPayout(tx, affiliate.id)
    const amount = addMoney(...moved.map((sale) => sale.commissionAmount))
    const now = new Date()
    const admins = await q.listAdminIds(tx)
    await notifyUsers(tx, [
      {
        userId: user.id,
        type: 'affiliate_payout_requested',
        title: `Payout of ${amount} ETB requested`,
        link: `${DASHBOARD}?tab=affiliate`,
      },
      ...admins.map((adminId) => ({
        userId: adminId,
        type: 'affiliate_payout_requested',
        title: `Affiliate ${affiliate.affiliateCode} requests a payout of ${amount} ETB`,
        link: '/admin',
      })),
    ])
    return { amount, salesCount: moved.length, requestedAt: now.toISOString() }
  })
}
