import { and, desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { affiliateSales, affiliates } from '#server/db/schema/revenue.ts'
import { users } from '#server/db/schema/users.ts'
import { affiliateNetCommission, affiliateNetSale } from '#server/lib/order-money.ts'

const affiliateColumns = {
  id: affiliates.id,
  affiliateCode: affiliates.affiliateCode,
  commissionRate: affiliates.commissionRate,
  status: affiliates.status,
  payoutThreshold: affiliates.payoutThreshold,
  lastPayoutAt: affiliates.lastPayoutAt,
  totalReferrals: affiliates.totalReferrals,
  createdAt: affiliates.createdAt,
}

export async function findAffiliateByUser(db: Executor, userId: string) {
  const [row] = await db
    .select(affiliateColumns)
    .from(affiliates)
    .where(eq(affiliates.userId, userId))
  return row
}

export async function lockAffiliateByUser(db: Executor, userId: string) {
  const [row] = await db
    .select(affiliateColumns)
    .from(affiliates)
    .where(eq(affiliates.userId, userId))
    .for('update')
  return row
}

/** Inserts the affiliate; undefined when the code (or the user) is already taken. */
export async function insertAffiliate(db: Executor, values: typeof affiliates.$inferInsert) {
  const [row] = await db
    .insert(affiliates)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: affiliates.id })
  return row
}

export async function affiliateSaleTotals(db: Executor, affiliateId: string) {
  const sum = (status: string) =>
    sql<string>`coalesce(sum(${affiliateNetCommission}) filter (where ${affiliateSales.status} = ${status}), 0)::text`
  const [row] = await db
    .select({
      sales: sql<number>`count(*) filter (where ${affiliateSales.status} <> 'cancelled')::int`,
      salesTotal: sql<string>`coalesce(sum(${affiliateNetSale}) filter (where ${affiliateSales.status} <> 'cancelled'), 0)::text`,
      buyers: sql<number>`count(distinct ${affiliateSales.buyerId})::int`,
      pending: sum('pending'),
      approved: sum('approved'),
      requested: sum('payout_requested'),
      paid: sum('paid'),
    })
    .from(affiliateSales)
    .where(eq(affiliateSales.affiliateId, affiliateId))
  return row!
}

export async function listAffiliateSales(db: Executor, affiliateId: string, limit: number) {
  return db
    .select({
      id: affiliateSales.id,
      saleAmount: affiliateNetSale,
      commissionAmount: affiliateNetCommission,
      status: affiliateSales.status,
      createdAt: affiliateSales.createdAt,
    })
    .from(affiliateSales)
    .where(eq(affiliateSales.affiliateId, affiliateId))
    .orderBy(desc(affiliateSales.createdAt))
    .limit(limit)
}

/** Moves every approved sale to payout_requested; returns the moved rows. */
export async function requestSalesPayout(db: Executor, affiliateId: string) {
  return db
    .update(affiliateSales)
    .set({ status: 'payout_requested', updatedAt: new Date() })
    .where(and(eq(affiliateSales.affiliateId, affiliateId), eq(affiliateSales.status, 'approved')))
    .returning({ id: affiliateSales.id, commissionAmount: affiliateNetCommission })
}

export async function listAdminIds(db: Executor) {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'))
  return rows.map((row) => row.id)
}
