import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { categories, products } from '#server/db/schema/catalog.ts'
import { currencies, exchangeRates } from '#server/db/schema/currencies.ts'
import {
  buyerMemberships,
  sellerSubscriptions,
  subscriptionPlans,
  userBuyerMemberships,
} from '#server/db/schema/revenue.ts'
import { commissionTiers, sellers } from '#server/db/schema/sellers.ts'
import {
  currencyColumns as baseCurrencyColumns,
  rateColumns as baseRateColumns,
} from '#server/modules/currencies/currencies.queries.ts'
import { membershipColumns as baseMembershipColumns } from '#server/modules/memberships/memberships.queries.ts'
import { planColumns as basePlanColumns } from '#server/modules/plans/plans.queries.ts'
import { tierColumns as baseTierColumns } from '#server/modules/tiers/tiers.queries.ts'

// Marketplace-wide settings: no owner scope, every caller is an admin (checked in the routes).
// Correlated counts name their tables explicitly: Drizzle leaves columns unqualified in a
// single-table select, which would bind them to the inner table.

// ---------------------------------------------------------------- categories

const productCount = sql<number>`(select count(*)::int from ${products} where ${products}.category_id = ${categories}.id)`

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  nameAm: categories.nameAm,
  nameOm: categories.nameOm,
  nameTi: categories.nameTi,
  slug: categories.slug,
  description: categories.description,
  icon: categories.icon,
  displayOrder: categories.displayOrder,
  isActive: categories.isActive,
  productCount,
}

export function listCategories(db: Executor) {
  return db
    .select(categoryColumns)
    .from(categories)
    .orderBy(asc(categories.displayOrder), asc(categories.name), asc(categories.id))
}

export async function findCategory(db: Executor, id: string) {
  const [row] = await db.select(categoryColumns).from(categories).where(eq(categories.id, id))
  return row
}

export async function slugTaken(db: Executor, slug: string, exceptId?: string) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.slug, slug), exceptId ? ne(categories.id, exceptId) : undefined))
  return row !== undefined
}

export async function insertCategory(db: Executor, values: typeof categories.$inferInsert) {
  const [row] = await db.insert(categories).values(values).returning({ id: categories.id })
  return row!
}

export async function updateCategory(
  db: Executor,
  id: string,
  values: Partial<typeof categories.$inferInsert>,
) {
  await db.update(categories).set(values).where(eq(categories.id, id))
}

/** Locks the category so a product filed at the same moment cannot slip past the delete check. */
export async function lockCategory(db: Executor, id: string) {
  const [row] = await db
    .select({ id: categories.id, slug: categories.slug, name: categories.name })
    .from(categories)
    .where(eq(categories.id, id))
    .for('update')
  return row
}

export async function countCategoryProducts(db: Executor, id: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.categoryId, id))
  return row?.count ?? 0
}

export async function deleteCategory(db: Executor, id: string) {
  await db.delete(categories).where(eq(categories.id, id))
}

// ---------------------------------------------------------------- currencies and rates

const currencyColumns = { ...baseCurrencyColumns, displayOrder: currencies.displayOrder }

export function listAllCurrencies(db: Executor) {
  return db
    .select(currencyColumns)
    .from(currencies)
    .orderBy(asc(currencies.displayOrder), asc(currencies.id))
}

export async function findCurrency(db: Executor, code: string) {
  const [row] = await db.select(currencyColumns).from(currencies).where(eq(currencies.id, code))
  return row
}

export async function setCurrencyActive(db: Executor, code: string, isActive: boolean) {
  await db.update(currencies).set({ isActive }).where(eq(currencies.id, code))
}

const rateColumns = {
  id: exchangeRates.id,
  ...baseRateColumns,
  isActive: exchangeRates.isActive,
}

export function listRates(db: Executor) {
  return db
    .select(rateColumns)
    .from(exchangeRates)
    .orderBy(asc(exchangeRates.fromCurrency), asc(exchangeRates.toCurrency))
}

/** The stored rate of the pair, locked until the transaction ends. */
export async function lockRate(db: Executor, from: string, to: string) {
  const [row] = await db
    .select(rateColumns)
    .from(exchangeRates)
    .where(and(eq(exchangeRates.fromCurrency, from), eq(exchangeRates.toCurrency, to)))
    .for('update')
  return row
}

// ---------------------------------------------------------------- commission tiers

const tierColumns = {
  ...baseTierColumns,
  isActive: commissionTiers.isActive,
  sellerCount: sql<number>`(select count(*)::int from ${sellers} where ${sellers}.current_tier_id = ${commissionTiers}.id)`,
}

export function listTiers(db: Executor) {
  return db.select(tierColumns).from(commissionTiers).orderBy(asc(commissionTiers.level))
}

/** Every tier, locked: an edit is checked against its neighbours, which must not move meanwhile. */
export function lockTiers(db: Executor) {
  return db
    .select(tierColumns)
    .from(commissionTiers)
    .orderBy(asc(commissionTiers.level))
    .for('update', { of: commissionTiers })
}

export async function findTier(db: Executor, id: string) {
  const [row] = await db.select(tierColumns).from(commissionTiers).where(eq(commissionTiers.id, id))
  return row
}

export async function updateTier(
  db: Executor,
  id: string,
  values: Partial<typeof commissionTiers.$inferInsert>,
) {
  await db.update(commissionTiers).set(values).where(eq(commissionTiers.id, id))
}

/** Stores on this tier pay its (new) rate from now on; the rate is copied onto each store. */
export async function applyTierRateToSellers(db: Executor, tierId: string, rate: string) {
  await db
    .update(sellers)
    .set({ currentCommissionRate: rate })
    .where(eq(sellers.currentTierId, tierId))
}

// ---------------------------------------------------------------- seller plans

const planColumns = {
  ...basePlanColumns,
  isActive: subscriptionPlans.isActive,
  displayOrder: subscriptionPlans.displayOrder,
  subscriberCount: sql<number>`(select count(*)::int from ${sellerSubscriptions} where ${sellerSubscriptions}.plan_id = ${subscriptionPlans}.id and ${sellerSubscriptions}.status = 'active')`,
}

export function listPlans(db: Executor) {
  return db
    .select(planColumns)
    .from(subscriptionPlans)
    .orderBy(asc(subscriptionPlans.displayOrder), asc(subscriptionPlans.price))
}

export async function findPlan(db: Executor, id: string) {
  const [row] = await db
    .select(planColumns)
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, id))
  return row
}

export async function insertPlan(db: Executor, values: typeof subscriptionPlans.$inferInsert) {
  const [row] = await db
    .insert(subscriptionPlans)
    .values(values)
    .returning({ id: subscriptionPlans.id })
  return row!
}

export async function updatePlan(
  db: Executor,
  id: string,
  values: Partial<typeof subscriptionPlans.$inferInsert>,
) {
  const rows = await db
    .update(subscriptionPlans)
    .set(values)
    .where(eq(subscriptionPlans.id, id))
    .returning({ id: subscriptionPlans.id })
  return rows.length > 0
}

// ---------------------------------------------------------------- buyer memberships

const membershipColumns = {
  ...baseMembershipColumns,
  isActive: buyerMemberships.isActive,
  memberCount: sql<number>`(select count(*)::int from ${userBuyerMemberships} where ${userBuyerMemberships}.membership_id = ${buyerMemberships}.id and ${userBuyerMemberships}.status = 'active')`,
}

export function listMemberships(db: Executor) {
  return db
    .select(membershipColumns)
    .from(buyerMemberships)
    .orderBy(asc(buyerMemberships.monthlyFee), asc(buyerMemberships.name))
}

export async function findMembership(db: Executor, id: string) {
  const [row] = await db
    .select(membershipColumns)
    .from(buyerMemberships)
    .where(eq(buyerMemberships.id, id))
  return row
}

export async function insertMembership(db: Executor, values: typeof buyerMemberships.$inferInsert) {
  const [row] = await db
    .insert(buyerMemberships)
    .values(values)
    .returning({ id: buyerMemberships.id })
  return row!
}

export async function updateMembership(
  db: Executor,
  id: string,
  values: Partial<typeof buyerMemberships.$inferInsert>,
) {
  const rows = await db
    .update(buyerMemberships)
    .set(values)
    .where(eq(buyerMemberships.id, id))
    .returning({ id: buyerMemberships.id })
  return rows.length > 0
}
