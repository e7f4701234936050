import { and, asc, countDistinct, desc, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { products } from '#server/db/schema/catalog.ts'
import { sellerSubscriptions, subscriptionPlans } from '#server/db/schema/revenue.ts'
import { sellers, trialPlans, userTrials } from '#server/db/schema/sellers.ts'

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

/** Plans whose period has ended become expired; returns how many. */
export async function expireLapsedSubscriptions(db: Executor, now: Date) {
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
  return plans.length
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
