import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { orders } from '#server/db/schema/delivery.ts'
import { buyerMemberships, userBuyerMemberships } from '#server/db/schema/revenue.ts'
import { orderCashback } from '#server/lib/order-money.ts'

export const membershipColumns = {
  id: buyerMemberships.id,
  name: buyerMemberships.name,
  nameAmharic: buyerMemberships.nameAmharic,
  nameOm: buyerMemberships.nameOm,
  nameTi: buyerMemberships.nameTi,
  monthlyFee: buyerMemberships.monthlyFee,
  currency: buyerMemberships.currency,
  benefits: buyerMemberships.benefits,
  freeShippingThreshold: buyerMemberships.freeShippingThreshold,
  cashbackPercentage: buyerMemberships.cashbackPercentage,
  earlyAccessToSales: buyerMemberships.earlyAccessToSales,
  priorityCustomerService: buyerMemberships.priorityCustomerService,
  exclusiveDeals: buyerMemberships.exclusiveDeals,
  internationalShipping: buyerMemberships.internationalShipping,
  extendedReturnPeriod: buyerMemberships.extendedReturnPeriod,
}

export async function listActiveMemberships(db: Executor) {
  return db
    .select(membershipColumns)
    .from(buyerMemberships)
    .where(eq(buyerMemberships.isActive, true))
    .orderBy(asc(buyerMemberships.monthlyFee), asc(buyerMemberships.name))
}

export async function findMembershipById(db: Executor, membershipId: string) {
  const [row] = await db
    .select(membershipColumns)
    .from(buyerMemberships)
    .where(eq(buyerMemberships.id, membershipId))
  return row
}

export async function findActiveMembershipPlan(db: Executor, membershipId: string) {
  const [row] = await db
    .select(membershipColumns)
    .from(buyerMemberships)
    .where(and(eq(buyerMemberships.id, membershipId), eq(buyerMemberships.isActive, true)))
  return row
}

const membershipInForce = (userId: string) =>
  and(
    eq(userBuyerMemberships.userId, userId),
    eq(userBuyerMemberships.status, 'active'),
    or(isNull(userBuyerMemberships.endDate), gt(userBuyerMemberships.endDate, sql`now()`)),
  )

export async function findCurrentMembership(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: userBuyerMemberships.id,
      membershipId: userBuyerMemberships.membershipId,
      status: userBuyerMemberships.status,
      startDate: userBuyerMemberships.startDate,
      endDate: userBuyerMemberships.endDate,
      autoRenew: userBuyerMemberships.autoRenew,
      paymentMethod: userBuyerMemberships.paymentMethod,
      lastPaymentAt: userBuyerMemberships.lastPaymentAt,
      nextPaymentAt: userBuyerMemberships.nextPaymentAt,
      plan: membershipColumns,
    })
    .from(userBuyerMemberships)
    .innerJoin(buyerMemberships, eq(buyerMemberships.id, userBuyerMemberships.membershipId))
    .where(membershipInForce(userId))
    .orderBy(desc(userBuyerMemberships.startDate))
    .limit(1)
  return row
}

/** Ends the user's memberships in force, so only one is ever active (checkout reads it). */
export async function endMemberships(db: Executor, userId: string, status: string) {
  await db
    .update(userBuyerMemberships)
    .set({
      status,
      endDate: new Date(),
      autoRenew: false,
      nextPaymentAt: null,
      updatedAt: new Date(),
    })
    .where(membershipInForce(userId))
}

export async function insertUserMembership(
  db: Executor,
  values: typeof userBuyerMemberships.$inferInsert,
) {
  await db.insert(userBuyerMemberships).values(values)
}

export async function stopAutoRenew(db: Executor, id: string) {
  await db
    .update(userBuyerMemberships)
    .set({ autoRenew: false, nextPaymentAt: null, updatedAt: new Date() })
    .where(eq(userBuyerMemberships.id, id))
}

export async function resumeAutoRenew(db: Executor, id: string) {
  await db
    .update(userBuyerMemberships)
    .set({
      autoRenew: true,
      nextPaymentAt: sql`${userBuyerMemberships.endDate}`,
      updatedAt: new Date(),
    })
    .where(eq(userBuyerMemberships.id, id))
}

/** Membership cashback on the buyer's orders: credited (delivered) and still to come. */
export async function sumCashback(db: Executor, userId: string) {
  const [row] = await db
    .select({
      // A refunded return takes back its part of the cashback (docs/decisions/024-returns-and-refunds.md).
      earned: sql<string>`coalesce(sum(${orderCashback}) filter (where ${orders.cashbackCreditedAt} is not null), 0)::text`,
      pending: sql<string>`coalesce(sum(${orders.cashbackAmount}) filter (where ${orders.cashbackCreditedAt} is null and ${orders.status} <> 'cancelled'), 0)::text`,
    })
    .from(orders)
    .where(eq(orders.buyerId, userId))
  return { earned: row?.earned ?? '0', pending: row?.pending ?? '0' }
}

/** Memberships whose end date has passed become expired; returns how many. */
export async function expireLapsedMemberships(db: Executor, now: Date) {
  const memberships = await db
    .update(userBuyerMemberships)
    .set({ status: 'expired', nextPaymentAt: null, updatedAt: now })
    .where(
      and(eq(userBuyerMemberships.status, 'active'), lte(userBuyerMemberships.endDate, sql`now()`)),
    )
    .returning({ id: userBuyerMemberships.id })
  return memberships.length
}
