import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { SellerFilter, UserFilter } from '#shared/contracts/admin.ts'
import type { Executor } from '#server/db/database.ts'
import { advertisements } from '#server/db/schema/advertising.ts'
import { categories, products } from '#server/db/schema/catalog.ts'
import {
  affiliateSales,
  affiliates,
  buyerMemberships,
  subscriptionPlans,
} from '#server/db/schema/revenue.ts'
import { commissionTiers, sellers } from '#server/db/schema/sellers.ts'
import { globalServices, type GlobalServiceApprovalStatus } from '#server/db/schema/services.ts'
import { feedback, supportTickets } from '#server/db/schema/support.ts'
import { adminAuditLog } from '#server/db/schema/system.ts'
import { users } from '#server/db/schema/users.ts'
import { affiliateNetCommission } from '#server/lib/order-money.ts'
import { containing } from '#server/db/like-pattern.ts'

// Admin queries read across every owner on purpose: the service calls them only for admins.

export type PageWindow = { limit: number; offset: number }

/* ---------------------------------------------------------------------------- overview */

export async function countOverview(db: Executor) {
  const [row] = await db
    .select({
      pendingSellers: sql<number>`(select count(*) from ${sellers} where not ${sellers.verified})`,
      pendingProducts: sql<number>`(select count(*) from ${products} where ${products.reviewStatus} = 'pending')`,
      pendingServices: sql<number>`(select count(*) from ${globalServices} where ${globalServices.approvalStatus} = 'pending')`,
      openTickets: sql<number>`(select count(*) from ${supportTickets} where ${supportTickets.status} in ('open', 'in_progress'))`,
      users: sql<number>`(select count(*) from ${users})`,
      suspendedUsers: sql<number>`(select count(*) from ${users} where ${users.suspendedAt} is not null)`,
    })
    .from(sql`(select 1) as one`)
  return {
    pendingSellers: Number(row!.pendingSellers),
    pendingProducts: Number(row!.pendingProducts),
    pendingServices: Number(row!.pendingServices),
    openTickets: Number(row!.openTickets),
    users: Number(row!.users),
    suspendedUsers: Number(row!.suspendedUsers),
  }
}

/* ----------------------------------------------------------------------------- sellers */

const sellerColumns = {
  id: sellers.id,
  userId: sellers.userId,
  storeName: sellers.storeName,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  city: users.city,
  preferredLanguage: users.preferredLanguage,
  verified: sellers.verified,
  rating: sellers.rating,
  businessLicense: sellers.businessLicense,
  taxId: sellers.taxId,
  createdAt: sellers.createdAt,
  productCount: sql<number>`(select count(*) from ${products} where ${products.sellerId} = ${sellers.id})`,
}

export type AdminSellerRow = NonNullable<Awaited<ReturnType<typeof findSeller>>>

function sellerFilter(params: { status: SellerFilter; q?: string | undefined }) {
  return and(
    params.status === 'verified' ? eq(sellers.verified, true) : undefined,
    params.status === 'unverified' ? eq(sellers.verified, false) : undefined,
    params.q
      ? or(
          ilike(sellers.storeName, containing(params.q)),
          ilike(users.email, containing(params.q)),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containing(params.q)),
        )
      : undefined,
  )
}

/** Sellers, unverified first, then newest. */
export async function listSellers(
  db: Executor,
  params: { status: SellerFilter; q?: string | undefined } & PageWindow,
) {
  const where = sellerFilter(params)
  const [rows, [total]] = await Promise.all([
    db
      .select(sellerColumns)
      .from(sellers)
      .innerJoin(users, eq(users.id, sellers.userId))
      .where(where)
      .orderBy(asc(sellers.verified), desc(sellers.createdAt), asc(sellers.id))
      .limit(params.limit)
      .offset(params.offset),
    db
      .select({ total: count() })
      .from(sellers)
      .innerJoin(users, eq(users.id, sellers.userId))
      .where(where),
  ])
  return { rows, total: total?.total ?? 0 }
}

export async function findSeller(db: Executor, sellerId: string) {
  const [row] = await db
    .select(sellerColumns)
    .from(sellers)
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(eq(sellers.id, sellerId))
  return row
}

export async function setSellerVerified(db: Executor, sellerId: string, verified: boolean) {
  await db.update(sellers).set({ verified, updatedAt: new Date() }).where(eq(sellers.id, sellerId))
}

/* ---------------------------------------------------------------------------- services */

const serviceColumns = {
  id: globalServices.id,
  businessName: globalServices.businessName,
  serviceType: globalServices.serviceType,
  description: globalServices.description,
  serviceAreas: globalServices.serviceAreas,
  languagesSupported: globalServices.languagesSupported,
  website: globalServices.website,
  contactInfo: globalServices.contactInfo,
  providerId: globalServices.providerId,
  providerFirstName: users.firstName,
  providerLastName: users.lastName,
  providerEmail: users.email,
  providerLanguage: users.preferredLanguage,
  approvalStatus: globalServices.approvalStatus,
  isActive: globalServices.isActive,
  isVerified: globalServices.isVerified,
  createdAt: globalServices.createdAt,
  reviewedAt: globalServices.reviewedAt,
}

export type AdminServiceRow = NonNullable<Awaited<ReturnType<typeof findService>>>

/** Services by approval status; pending ones oldest first (a queue), others newest first. */
export async function listServices(
  db: Executor,
  params: { status: GlobalServiceApprovalStatus | 'all' } & PageWindow,
) {
  const where =
    params.status === 'all' ? undefined : eq(globalServices.approvalStatus, params.status)
  const order =
    params.status === 'pending'
      ? [asc(globalServices.createdAt), asc(globalServices.id)]
      : [desc(globalServices.createdAt), asc(globalServices.id)]
  const [rows, [total]] = await Promise.all([
    db
      .select(serviceColumns)
      .from(globalServices)
      .leftJoin(users, eq(users.id, globalServices.providerId))
      .where(where)
      .orderBy(...order)
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(globalServices).where(where),
  ])
  return { rows, total: total?.total ?? 0 }
}

export async function findService(db: Executor, serviceId: string) {
  const [row] = await db
    .select(serviceColumns)
    .from(globalServices)
    .leftJoin(users, eq(users.id, globalServices.providerId))
    .where(eq(globalServices.id, serviceId))
  return row
}

export async function setServiceApproval(
  db: Executor,
  serviceId: string,
  approvalStatus: 'approved' | 'rejected',
) {
  const now = new Date()
  await db
    .update(globalServices)
    // Only approved services are shown: approval switches the listing on, rejection off.
    .set({
      approvalStatus,
      isActive: approvalStatus === 'approved',
      reviewedAt: now,
      updatedAt: now,
    })
    .where(eq(globalServices.id, serviceId))
}

/* ------------------------------------------------------------------------------- users */

const userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  isSeller: users.isSeller,
  isActive: users.isActive,
  suspendedAt: users.suspendedAt,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
}

export type AdminUserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>

export async function listUsers(
  db: Executor,
  params: { status: UserFilter; q?: string | undefined } & PageWindow,
) {
  const where = and(
    params.status === 'active' ? isNull(users.suspendedAt) : undefined,
    params.status === 'suspended' ? isNotNull(users.suspendedAt) : undefined,
    params.q
      ? or(
          ilike(users.email, containing(params.q)),
          ilike(users.username, containing(params.q)),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containing(params.q)),
        )
      : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(users).where(where),
  ])
  return { rows, total: total?.total ?? 0 }
}

export async function findUser(db: Executor, userId: string) {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId))
  return row
}

/** Locks the user row so two admins acting at once serialise. */
export async function lockUser(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
  return row
}

export async function setUserSuspended(db: Executor, userId: string, suspended: boolean) {
  const now = new Date()
  await db
    .update(users)
    .set({ isActive: !suspended, suspendedAt: suspended ? now : null, updatedAt: now })
    .where(eq(users.id, userId))
}

/* --------------------------------------------------------------------------- audit log */

const targetIs = (type: string) => sql`${adminAuditLog.targetType} = ${type}`
const byId = (column: unknown) => sql`${column}::text = ${adminAuditLog.targetId}`

/**
 * The name of what an admin action touched (product, store, user, ticket…), read now; null when
 * it is gone or has no name (the details keep the name at the time for some actions).
 */
const targetName = sql<string | null>`(case
  when ${targetIs('product')} then (select ${products.name} from ${products} where ${byId(products.id)})
  when ${targetIs('seller')} then (select ${sellers.storeName} from ${sellers} where ${byId(sellers.id)})
  when ${targetIs('user')} then (select trim(u.first_name || ' ' || u.last_name) from users u where u.id::text = ${adminAuditLog.targetId})
  when ${targetIs('advertisement')} then (select ${advertisements.title} from ${advertisements} where ${byId(advertisements.id)})
  when ${targetIs('global_service')} then (select ${globalServices.businessName} from ${globalServices} where ${byId(globalServices.id)})
  when ${targetIs('support_ticket')} then (select ${supportTickets.ticketNumber} || ' · ' || ${supportTickets.subject} from ${supportTickets} where ${byId(supportTickets.id)})
  when ${targetIs('feedback')} then (select ${feedback.subject} from ${feedback} where ${byId(feedback.id)})
  when ${targetIs('category')} then (select ${categories.name} from ${categories} where ${byId(categories.id)})
  when ${targetIs('subscription_plan')} then (select ${subscriptionPlans.name} from ${subscriptionPlans} where ${byId(subscriptionPlans.id)})
  when ${targetIs('buyer_membership')} then (select ${buyerMemberships.name} from ${buyerMemberships} where ${byId(buyerMemberships.id)})
  when ${targetIs('commission_tier')} then (select ${commissionTiers.name} from ${commissionTiers} where ${byId(commissionTiers.id)})
  when ${targetIs('affiliate')} then (select trim(u.first_name || ' ' || u.last_name) from ${affiliates} join users u on u.id = ${affiliates.userId} where ${byId(affiliates.id)})
  when ${targetIs('currency')} or ${targetIs('exchange_rate')} then ${adminAuditLog.targetId}
end)`

export async function listAuditLog(db: Executor, window: PageWindow) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: adminAuditLog.id,
        actorId: adminAuditLog.actorId,
        actorFirstName: users.firstName,
        actorLastName: users.lastName,
        actorEmail: users.email,
        action: adminAuditLog.action,
        targetType: adminAuditLog.targetType,
        targetId: adminAuditLog.targetId,
        targetName,
        details: adminAuditLog.details,
        createdAt: adminAuditLog.createdAt,
      })
      .from(adminAuditLog)
      .leftJoin(users, eq(users.id, adminAuditLog.actorId))
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(adminAuditLog),
  ])
  return { rows, total: total?.total ?? 0 }
}

/* ------------------------------------------------------------------- affiliate payouts */

const requested = eq(affiliateSales.status, 'payout_requested')

/** Affiliates with payout_requested sales, the longest waiting first, with the amount owed. */
export async function listAffiliatePayouts(db: Executor, window: PageWindow) {
  const owed = db
    .select({
      affiliateId: affiliateSales.affiliateId,
      amount: sql<string>`sum(${affiliateNetCommission})`.as('amount'),
      salesCount: sql<number>`count(*)`.as('sales_count'),
      requestedAt: sql<Date>`min(${affiliateSales.updatedAt})`.as('requested_at'),
    })
    .from(affiliateSales)
    .where(requested)
    .groupBy(affiliateSales.affiliateId)
    .as('owed')
  const [rows, [total]] = await Promise.all([
    db
      .select({
        affiliateId: affiliates.id,
        affiliateCode: affiliates.affiliateCode,
        userId: affiliates.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        lastPayoutAt: affiliates.lastPayoutAt,
        amount: sql<string>`${owed.amount}`.mapWith(String),
        salesCount: sql<number>`${owed.salesCount}`.mapWith(Number),
        requestedAt: sql<Date>`${owed.requestedAt}`.mapWith(
          (value: string | Date) => new Date(value),
        ),
      })
      .from(owed)
      .innerJoin(affiliates, eq(affiliates.id, owed.affiliateId))
      .innerJoin(users, eq(users.id, affiliates.userId))
      .orderBy(asc(owed.requestedAt), asc(affiliates.id))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ total: sql<number>`count(distinct ${affiliateSales.affiliateId})`.mapWith(Number) })
      .from(affiliateSales)
      .where(requested),
  ])
  return { rows, total: total?.total ?? 0 }
}

export type AdminAffiliatePayoutRow = Awaited<
  ReturnType<typeof listAffiliatePayouts>
>['rows'][number]

/** Locks the affiliate row: a payout request and a payment of the same affiliate serialise. */
export async function lockAffiliate(db: Executor, affiliateId: string) {
  const [row] = await db
    .select({
      id: affiliates.id,
      userId: affiliates.userId,
      affiliateCode: affiliates.affiliateCode,
      preferredLanguage: users.preferredLanguage,
    })
    .from(affiliates)
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(eq(affiliates.id, affiliateId))
    .for('update', { of: affiliates })
  return row
}

/** Moves every payout_requested sale of the affiliate to paid; returns the moved rows. */
export async function markSalesPaid(db: Executor, affiliateId: string, now: Date) {
  return db
    .update(affiliateSales)
    .set({ status: 'paid', updatedAt: now })
    .where(and(eq(affiliateSales.affiliateId, affiliateId), requested))
    .returning({ id: affiliateSales.id, commissionAmount: affiliateNetCommission })
}

export async function setAffiliateLastPayout(db: Executor, affiliateId: string, now: Date) {
  await db
    .update(affiliates)
    .set({ lastPayoutAt: now, updatedAt: now })
    .where(eq(affiliates.id, affiliateId))
}
