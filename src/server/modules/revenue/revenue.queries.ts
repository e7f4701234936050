import {
  and,
  asc,
  countDistinct,
  desc,
  eq,
  gt,
  isNull,
  lte,
  ne,
  notInArray,
  or,
  sql,
} from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { products } from '#server/db/schema/catalog.ts'
import { orders } from '#server/db/schema/delivery.ts'
import { payments } from '#server/db/schema/payments.ts'
import {
  affiliateSales,
  affiliates,
  buyerMemberships,
  digitalServiceOrders,
  digitalServices,
  sellerSubscriptions,
  subscriptionPlans,
  userBuyerMemberships,
} from '#server/db/schema/revenue.ts'
import { sellers, trialPlans, userTrials } from '#server/db/schema/sellers.ts'
import { users } from '#server/db/schema/users.ts'
import { affiliateNetCommission, affiliateNetSale, orderCashback } from '#server/lib/order-money.ts'

/* ------------------------------------------------------------------ payments */

export async function insertPayment(db: Executor, values: typeof payments.$inferInsert) {
  const [row] = await db.insert(payments).values(values).returning({ id: payments.id })
  return row!
}

/** The user's pending payments of one purpose, newest first. */
export async function findPendingPayment(
  db: Executor,
  userId: string,
  purpose: string,
  key: { name: string; value: string },
) {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.status, 'pending'),
        sql`${payments.metadata}->>'purpose' = ${purpose}`,
        sql`${payments.metadata}->>${key.name} = ${key.value}`,
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1)
  return row
}

/* ------------------------------------------------------------------ seller plans */

export const planColumns = {
  id: subscriptionPlans.id,
  name: subscriptionPlans.name,
  nameAmharic: subscriptionPlans.nameAmharic,
  nameOm: subscriptionPlans.nameOm,
  nameTi: subscriptionPlans.nameTi,
  description: subscriptionPlans.description,
  descriptionAmharic: subscriptionPlans.descriptionAmharic,
  descriptionOm: subscriptionPlans.descriptionOm,
  descriptionTi: subscriptionPlans.descriptionTi,
  price: subscriptionPlans.price,
  billingInterval: subscriptionPlans.billingInterval,
  currency: subscriptionPlans.currency,
  features: subscriptionPlans.features,
  maxProducts: subscriptionPlans.maxProducts,
  maxPhotosPerProduct: subscriptionPlans.maxPhotosPerProduct,
  analytics: subscriptionPlans.analytics,
  prioritySupport: subscriptionPlans.prioritySupport,
  promotedListings: subscriptionPlans.promotedListings,
  socialMediaIntegration: subscriptionPlans.socialMediaIntegration,
  internationalShipping: subscriptionPlans.internationalShipping,
  customStorefront: subscriptionPlans.customStorefront,
  bulkProductUpload: subscriptionPlans.bulkProductUpload,
  apiAccess: subscriptionPlans.apiAccess,
  whitelabelOptions: subscriptionPlans.whitelabelOptions,
}

export async function listActivePlans(db: Executor) {
  return db
    .select(planColumns)
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(asc(subscriptionPlans.displayOrder), asc(subscriptionPlans.price))
}

export async function findPlanById(db: Executor, planId: string) {
  const [row] = await db
    .select(planColumns)
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, planId))
  return row
}

export async function findActivePlan(db: Executor, planId: string) {
  const [row] = await db
    .select(planColumns)
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.id, planId), eq(subscriptionPlans.isActive, true)))
  return row
}

/** Active and not past its period: the subscription in force (cancelled ones run to period end). */
const subscriptionInForce = (sellerId: string) =>
  and(
    eq(sellerSubscriptions.sellerId, sellerId),
    eq(sellerSubscriptions.status, 'active'),
    or(
      isNull(sellerSubscriptions.currentPeriodEnd),
      gt(sellerSubscriptions.currentPeriodEnd, sql`now()`),
    ),
  )

export async function findCurrentSubscription(db: Executor, sellerId: string) {
  const [row] = await db
    .select({
      id: sellerSubscriptions.id,
      planId: sellerSubscriptions.planId,
      planName: subscriptionPlans.name,
      planNameAmharic: subscriptionPlans.nameAmharic,
      planNameOm: subscriptionPlans.nameOm,
      planNameTi: subscriptionPlans.nameTi,
      maxProducts: subscriptionPlans.maxProducts,
      status: sellerSubscriptions.status,
      currentPeriodStart: sellerSubscriptions.currentPeriodStart,
      currentPeriodEnd: sellerSubscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: sellerSubscriptions.cancelAtPeriodEnd,
      paymentMethod: sellerSubscriptions.paymentMethod,
      lastPaymentAt: sellerSubscriptions.lastPaymentAt,
      nextPaymentAt: sellerSubscriptions.nextPaymentAt,
    })
    .from(sellerSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, sellerSubscriptions.planId))
    .where(subscriptionInForce(sellerId))
    .orderBy(desc(sellerSubscriptions.currentPeriodStart))
    .limit(1)
  return row
}

/** Ends every subscription in force (a new plan replaces it). */
export async function endSubscriptions(db: Executor, sellerId: string, status: string) {
  await db
    .update(sellerSubscriptions)
    .set({ status, currentPeriodEnd: new Date(), nextPaymentAt: null, updatedAt: new Date() })
    .where(subscriptionInForce(sellerId))
}

export async function insertSubscription(
  db: Executor,
  values: typeof sellerSubscriptions.$inferInsert,
) {
  const [row] = await db
    .insert(sellerSubscriptions)
    .values(values)
    .returning({ id: sellerSubscriptions.id })
  return row!
}

export async function setCancelAtPeriodEnd(db: Executor, subscriptionId: string) {
  await db
    .update(sellerSubscriptions)
    .set({ cancelAtPeriodEnd: true, nextPaymentAt: null, updatedAt: new Date() })
    .where(eq(sellerSubscriptions.id, subscriptionId))
}

export async function resumeSubscription(db: Executor, subscriptionId: string) {
  await db
    .update(sellerSubscriptions)
    .set({
      cancelAtPeriodEnd: false,
      nextPaymentAt: sql`${sellerSubscriptions.currentPeriodEnd}`,
      updatedAt: new Date(),
    })
    .where(eq(sellerSubscriptions.id, subscriptionId))
}

/** Plans and memberships whose period has ended become expired; returns how many. */
export async function expireLapsed(db: Executor) {
  const now = new Date()
  const plans = await db
    .update(sellerSubscriptions)
    .set({ status: 'expired', nextPaymentAt: null, updatedAt: now })
    .where(
      and(
        eq(sellerSubscriptions.status, 'active'),
        lte(sellerSubscriptions.currentPeriodEnd, sql`now()`),
      ),
    )
    .returning({ id: sellerSubscriptions.id })
  const memberships = await db
    .update(userBuyerMemberships)
    .set({ status: 'expired', nextPaymentAt: null, updatedAt: now })
    .where(
      and(eq(userBuyerMemberships.status, 'active'), lte(userBuyerMemberships.endDate, sql`now()`)),
    )
    .returning({ id: userBuyerMemberships.id })
  return plans.length + memberships.length
}

/** The user's latest trial with its plan limits. */
export async function findLatestTrial(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: userTrials.id,
      status: userTrials.status,
      startedAt: userTrials.startedAt,
      expiresAt: userTrials.expiresAt,
      convertedAt: userTrials.convertedAt,
      maxProducts: trialPlans.maxProducts,
      maxCategories: trialPlans.maxCategories,
    })
    .from(userTrials)
    .innerJoin(trialPlans, eq(trialPlans.id, userTrials.trialPlanId))
    .where(eq(userTrials.userId, userId))
    .orderBy(desc(userTrials.startedAt))
    .limit(1)
  return row
}

/** A paid plan ends the trial: it is converted. */
export async function convertActiveTrials(db: Executor, userId: string, at: Date) {
  await db
    .update(userTrials)
    .set({ status: 'converted', convertedAt: at, updatedAt: at })
    .where(and(eq(userTrials.userId, userId), eq(userTrials.status, 'active')))
}

export async function findSellerUser(db: Executor, sellerId: string) {
  const [row] = await db
    .select({ id: sellers.id, userId: sellers.userId, storeName: sellers.storeName })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
  return row
}

/** What counts towards plan and trial limits: the seller's products except rejected ones. */
export async function countSellerCatalogue(db: Executor, sellerId: string) {
  const [row] = await db
    .select({
      products: sql<number>`count(*)::int`,
      categories: countDistinct(products.categoryId),
    })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), ne(products.reviewStatus, 'rejected')))
  return { products: row?.products ?? 0, categories: Number(row?.categories ?? 0) }
}

/* ------------------------------------------------------------------ buyer memberships */

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

/* ------------------------------------------------------------------ affiliates */

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

/* ------------------------------------------------------------------ digital services */

const serviceColumns = {
  id: digitalServices.id,
  sellerId: digitalServices.sellerId,
  storeName: sellers.storeName,
  sellerUserId: sellers.userId,
  title: digitalServices.title,
  description: digitalServices.description,
  category: digitalServices.category,
  subcategory: digitalServices.subcategory,
  price: digitalServices.price,
  currency: digitalServices.currency,
  deliveryTime: digitalServices.deliveryTime,
  revisions: digitalServices.revisions,
  requirements: digitalServices.requirements,
  tags: digitalServices.tags,
  rating: digitalServices.rating,
  totalOrders: digitalServices.totalOrders,
  isActive: digitalServices.isActive,
  createdAt: digitalServices.createdAt,
}
export type ServiceRow = Awaited<ReturnType<typeof findService>> & {}

export async function listServices(
  db: Executor,
  filter: { category?: string; sellerId?: string; activeOnly: boolean },
) {
  return db
    .select(serviceColumns)
    .from(digitalServices)
    .innerJoin(sellers, eq(sellers.id, digitalServices.sellerId))
    .where(
      and(
        filter.activeOnly ? eq(digitalServices.isActive, true) : undefined,
        filter.category ? eq(digitalServices.category, filter.category) : undefined,
        filter.sellerId ? eq(digitalServices.sellerId, filter.sellerId) : undefined,
      ),
    )
    .orderBy(desc(digitalServices.createdAt))
    .limit(200)
}

export async function findService(db: Executor, id: string) {
  const [row] = await db
    .select(serviceColumns)
    .from(digitalServices)
    .innerJoin(sellers, eq(sellers.id, digitalServices.sellerId))
    .where(eq(digitalServices.id, id))
  return row
}

export async function insertService(db: Executor, values: typeof digitalServices.$inferInsert) {
  const [row] = await db
    .insert(digitalServices)
    .values(values)
    .returning({ id: digitalServices.id })
  return row!
}

export async function updateService(
  db: Executor,
  id: string,
  values: Partial<typeof digitalServices.$inferInsert>,
) {
  await db
    .update(digitalServices)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(digitalServices.id, id))
}

export async function incrementServiceOrders(db: Executor, serviceId: string) {
  await db
    .update(digitalServices)
    .set({ totalOrders: sql`${digitalServices.totalOrders} + 1` })
    .where(eq(digitalServices.id, serviceId))
}

export async function insertServiceOrder(
  db: Executor,
  values: typeof digitalServiceOrders.$inferInsert,
) {
  const [row] = await db
    .insert(digitalServiceOrders)
    .values(values)
    .returning({ id: digitalServiceOrders.id })
  return row!
}

export async function updateServiceOrder(
  db: Executor,
  id: string,
  values: Partial<typeof digitalServiceOrders.$inferInsert>,
) {
  await db
    .update(digitalServiceOrders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(digitalServiceOrders.id, id))
}

export async function lockServiceOrder(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: digitalServiceOrders.id,
      serviceId: digitalServiceOrders.serviceId,
      buyerId: digitalServiceOrders.buyerId,
      sellerId: digitalServiceOrders.sellerId,
      status: digitalServiceOrders.status,
      createdAt: digitalServiceOrders.createdAt,
      serviceTitle: digitalServices.title,
      deliveryTime: digitalServices.deliveryTime,
      sellerUserId: sellers.userId,
    })
    .from(digitalServiceOrders)
    .innerJoin(digitalServices, eq(digitalServices.id, digitalServiceOrders.serviceId))
    .innerJoin(sellers, eq(sellers.id, digitalServiceOrders.sellerId))
    .where(eq(digitalServiceOrders.id, id))
    .for('update', { of: digitalServiceOrders })
  return row
}

/** Orders bought by the user, or sold by the seller; newest first. */
export async function listServiceOrders(
  db: Executor,
  scope: { buyerId: string } | { sellerId: string } | { orderId: string },
) {
  return db
    .select({
      id: digitalServiceOrders.id,
      serviceId: digitalServiceOrders.serviceId,
      serviceTitle: digitalServices.title,
      storeName: sellers.storeName,
      buyerFirstName: users.firstName,
      buyerLastName: users.lastName,
      price: digitalServiceOrders.price,
      currency: digitalServiceOrders.currency,
      platformFee: digitalServiceOrders.platformFee,
      sellerEarnings: digitalServiceOrders.sellerEarnings,
      requirements: digitalServiceOrders.requirements,
      status: digitalServiceOrders.status,
      deliveryDate: digitalServiceOrders.deliveryDate,
      completedAt: digitalServiceOrders.completedAt,
      createdAt: digitalServiceOrders.createdAt,
      paymentId: sql<string | null>`(
        select ${payments.id} from ${payments}
        where ${payments.metadata}->>'digitalOrderId' = ${digitalServiceOrders.id}::text
          and ${payments.status} = 'pending'
        order by ${payments.createdAt} desc limit 1
      )`,
    })
    .from(digitalServiceOrders)
    .innerJoin(digitalServices, eq(digitalServices.id, digitalServiceOrders.serviceId))
    .innerJoin(sellers, eq(sellers.id, digitalServiceOrders.sellerId))
    .innerJoin(users, eq(users.id, digitalServiceOrders.buyerId))
    .where(
      'orderId' in scope
        ? eq(digitalServiceOrders.id, scope.orderId)
        : 'buyerId' in scope
          ? eq(digitalServiceOrders.buyerId, scope.buyerId)
          : and(
              eq(digitalServiceOrders.sellerId, scope.sellerId),
              // Unpaid orders (awaiting payment, or cancelled unpaid) are the buyer's alone.
              notInArray(digitalServiceOrders.status, ['pending_payment', 'cancelled']),
            ),
    )
    .orderBy(desc(digitalServiceOrders.createdAt))
    .limit(200)
}
