import Big from 'big.js'
import type { z } from 'zod'
import {
  BASE_CURRENCY_CODE,
  TIER_THRESHOLDS,
  type AdminCategory,
  type AdminCurrency,
  type AdminMembership,
  type AdminPlan,
  type AdminRate,
  type AdminTier,
  type categoryInput,
  type categoryUpdate,
  type currencyUpdate,
  type membershipInput,
  type membershipUpdate,
  type planInput,
  type planUpdate,
  type rateInput,
  type tierUpdate,
} from '#shared/contracts/admin-settings.ts'
import { normalizeDecimal } from '#shared/currency.ts'
import type { Database, Executor } from '#server/db/database.ts'
import { recordAdminAction } from '#server/lib/audit.ts'
import { AppError, fieldError, isUniqueViolation, notFound } from '#server/lib/errors.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import { upsertRate } from '#server/modules/currencies/currencies.queries.ts'
import * as q from './admin-settings.queries.ts'

// Each change runs in one transaction with its audit entry: a recorded action always happened.

/** Only the keys the caller sent, so an edit never overwrites what it did not mention. */
function sent<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as Partial<T>
}

// ---------------------------------------------------------------- categories

const categoryNotFound = () => notFound('adminSettings.categoryNotFound', 'CATEGORY_NOT_FOUND')
const slugTaken = () => fieldError('SLUG_TAKEN', 'slug', 'adminSettings.slugTaken')

export function listCategories(db: Executor): Promise<AdminCategory[]> {
  return q.listCategories(db)
}

async function loadCategory(db: Executor, id: string) {
  const row = await q.findCategory(db, id)
  if (!row) throw categoryNotFound()
  return row
}

export async function createCategory(
  db: Database,
  admin: AuthUser,
  input: z.output<typeof categoryInput>,
): Promise<AdminCategory> {
  try {
    const id = await db.transaction(async (tx) => {
      if (await q.slugTaken(tx, input.slug)) throw slugTaken()
      const made = await q.insertCategory(tx, input)
      await recordAdminAction(tx, {
        actorId: admin.id,
        action: 'category.create',
        targetType: 'category',
        targetId: made.id,
        details: { name: input.name, slug: input.slug },
      })
      return made.id
    })
    return loadCategory(db, id)
  } catch (error) {
    // Two admins creating the same slug at once: the unique index decides.
    if (isUniqueViolation(error)) throw slugTaken()
    throw error
  }
}

export async function updateCategory(
  db: Database,
  admin: AuthUser,
  id: string,
  input: z.output<typeof categoryUpdate>,
): Promise<AdminCategory> {
  const changes = sent(input)
  try {
    await db.transaction(async (tx) => {
      const before = await q.lockCategory(tx, id)
      if (!before) throw categoryNotFound()
      if (changes.slug && (await q.slugTaken(tx, changes.slug, id))) throw slugTaken()
      if (Object.keys(changes).length === 0) return
      await q.updateCategory(tx, id, changes)
      await recordAdminAction(tx, {
        actorId: admin.id,
        action:
          changes.isActive === false
            ? 'category.deactivate'
            : changes.isActive === true
              ? 'category.activate'
              : 'category.update',
        targetType: 'category',
        targetId: id,
        details: { changes },
      })
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken()
    throw error
  }
  return loadCategory(db, id)
}

/** Deletes an unused category; one that has products is kept (deactivate it instead). */
export async function deleteCategory(db: Database, admin: AuthUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await q.lockCategory(tx, id)
    if (!row) throw categoryNotFound()
    const count = await q.countCategoryProducts(tx, id)
    if (count > 0) {
      throw new AppError(409, 'CATEGORY_HAS_PRODUCTS', 'adminSettings.categoryHasProducts', {
        values: { count },
        details: { productCount: count },
      })
    }
    await q.deleteCategory(tx, id)
    await recordAdminAction(tx, {
      actorId: admin.id,
      action: 'category.delete',
      targetType: 'category',
      targetId: id,
      details: { name: row.name, slug: row.slug },
    })
  })
}

// ---------------------------------------------------------------- currencies and rates

const currencyNotFound = (code: string) =>
  new AppError(404, 'CURRENCY_NOT_FOUND', 'currency.notFound', { values: { code } })

export function listCurrencies(db: Executor): Promise<AdminCurrency[]> {
  return q.listAllCurrencies(db)
}

export async function updateCurrency(
  db: Database,
  admin: AuthUser,
  code: string,
  input: z.output<typeof currencyUpdate>,
): Promise<AdminCurrency> {
  if (code === BASE_CURRENCY_CODE && !input.isActive) {
    throw new AppError(409, 'BASE_CURRENCY', 'adminSettings.baseCurrency')
  }
  return db.transaction(async (tx) => {
    const before = await q.findCurrency(tx, code)
    if (!before) throw currencyNotFound(code)
    if (before.isActive !== input.isActive) {
      await q.setCurrencyActive(tx, code, input.isActive)
      await recordAdminAction(tx, {
        actorId: admin.id,
        action: input.isActive ? 'currency.activate' : 'currency.deactivate',
        targetType: 'currency',
        targetId: code,
      })
    }
    return { ...before, isActive: input.isActive }
  })
}

function toRate(row: Awaited<ReturnType<typeof upsertRate>>): AdminRate {
  return {
    ...row,
    rate: normalizeDecimal(row.rate),
    lastUpdated: row.lastUpdated.toISOString(),
  }
}

export async function listRates(db: Executor): Promise<AdminRate[]> {
  return (await q.listRates(db)).map(toRate)
}

const startOfUtcDay = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))

/**
 * Stores a dated rate for the pair. The pair keeps one stored rate, the latest dated one (what
 * conversions read), so a rate dated before the stored one is refused rather than silently
 * replacing newer figures; the audit log keeps every rate that was set.
 */
export async function addRate(
  db: Database,
  admin: AuthUser,
  input: z.output<typeof rateInput>,
  now = new Date(),
): Promise<AdminRate> {
  // A date means that day (UTC); today's rate is stamped with the moment it was entered.
  const dated = input.rateDate ? new Date(`${input.rateDate}T00:00:00Z`) : now
  if (dated > now) {
    throw fieldError('RATE_DATE_FUTURE', 'rateDate', 'adminSettings.rateDateFuture', 400)
  }
  const lastUpdated =
    input.rateDate && startOfUtcDay(now).getTime() === dated.getTime() ? now : dated
  for (const [field, code] of [
    ['fromCurrency', input.fromCurrency],
    ['toCurrency', input.toCurrency],
  ] as const) {
    if (!(await q.findCurrency(db, code))) {
      throw new AppError(400, 'CURRENCY_NOT_FOUND', 'currency.notFound', {
        values: { code },
        details: { fields: { [field]: 'validation.currency' } },
      })
    }
  }
  return db.transaction(async (tx) => {
    const previous = await q.lockRate(tx, input.fromCurrency, input.toCurrency)
    if (previous && previous.lastUpdated > lastUpdated) {
      throw new AppError(409, 'RATE_OLDER_THAN_STORED', 'adminSettings.rateOlder', {
        values: { date: previous.lastUpdated.toISOString().slice(0, 10) },
        details: { fields: { rateDate: 'adminSettings.rateOlder' } },
      })
    }
    const recordedBy = `admin:${admin.email || admin.id}`
    const row = await upsertRate(tx, {
      fromCurrency: input.fromCurrency,
      toCurrency: input.toCurrency,
      rate: input.rate,
      source: input.source ? `${recordedBy} (${input.source})` : recordedBy,
      lastUpdated,
    })
    await recordAdminAction(tx, {
      actorId: admin.id,
      action: 'exchange_rate.set',
      targetType: 'exchange_rate',
      targetId: `${input.fromCurrency}/${input.toCurrency}`,
      details: {
        rate: normalizeDecimal(input.rate),
        previousRate: previous ? normalizeDecimal(previous.rate) : null,
        rateDate: lastUpdated.toISOString(),
      },
    })
    return toRate(row)
  })
}

// ---------------------------------------------------------------- commission tiers

const tierNotFound = () => notFound('adminSettings.tierNotFound', 'TIER_NOT_FOUND')

export function listTiers(db: Executor): Promise<AdminTier[]> {
  return q.listTiers(db)
}

/**
 * Edits a tier's thresholds, rate and perks. Thresholds must not fall from a lower tier to a
 * higher one (by level), or a store could qualify for a tier and not for the one below it.
 */
export async function updateTier(
  db: Database,
  admin: AuthUser,
  id: string,
  input: z.output<typeof tierUpdate>,
): Promise<AdminTier> {
  const changes = sent(input)
  await db.transaction(async (tx) => {
    const tiers = await q.lockTiers(tx)
    const before = tiers.find((tier) => tier.id === id)
    if (!before) throw tierNotFound()
    const after = tiers.map((tier) => (tier.id === id ? { ...tier, ...changes } : tier))
    for (let i = 1; i < after.length; i++) {
      const lower = after[i - 1]!
      const higher = after[i]!
      const field = TIER_THRESHOLDS.find((name) =>
        new Big(String(higher[name])).lt(String(lower[name])),
      )
      if (field) {
        const named = higher.id === id ? higher : lower
        throw new AppError(409, 'TIER_THRESHOLDS_ORDER', 'adminSettings.tierOrder', {
          values: { field, tier: named.name },
          details: {
            fields: { [field]: 'adminSettings.tierOrder' },
            lowerTier: lower.name,
            higherTier: higher.name,
          },
        })
      }
    }
    if (Object.keys(changes).length === 0) return
    await q.updateTier(tx, id, changes)
    if (changes.commissionRate !== undefined) {
      await q.applyTierRateToSellers(tx, id, changes.commissionRate)
    }
    await recordAdminAction(tx, {
      actorId: admin.id,
      action: 'tier.update',
      targetType: 'commission_tier',
      targetId: id,
      details: {
        changes,
        previous: Object.fromEntries(
          Object.keys(changes).map((key) => [key, before[key as keyof typeof before]]),
        ),
      },
    })
  })
  const row = await q.findTier(db, id)
  if (!row) throw tierNotFound()
  return row
}

// ---------------------------------------------------------------- seller plans

const planNotFound = () => notFound('adminSettings.planNotFound', 'PLAN_NOT_FOUND')

export function listPlans(db: Executor): Promise<AdminPlan[]> {
  return q.listPlans(db)
}

async function loadPlan(db: Executor, id: string) {
  const row = await q.findPlan(db, id)
  if (!row) throw planNotFound()
  return row
}

export async function createPlan(
  db: Database,
  admin: AuthUser,
  input: z.output<typeof planInput>,
): Promise<AdminPlan> {
  const id = await db.transaction(async (tx) => {
    const made = await q.insertPlan(tx, input)
    await recordAdminAction(tx, {
      actorId: admin.id,
      action: 'plan.create',
      targetType: 'subscription_plan',
      targetId: made.id,
      details: { name: input.name, price: input.price, billingInterval: input.billingInterval },
    })
    return made.id
  })
  return loadPlan(db, id)
}

const toggleAction = (kind: string, changes: { isActive?: boolean }) =>
  changes.isActive === false
    ? `${kind}.deactivate`
    : changes.isActive === true && Object.keys(changes).length === 1
      ? `${kind}.activate`
      : `${kind}.update`

export async function updatePlan(
  db: Database,
  admin: AuthUser,
  id: string,
  input: z.output<typeof planUpdate>,
): Promise<AdminPlan> {
  const changes = sent(input)
  if (Object.keys(changes).length === 0) return loadPlan(db, id)
  await db.transaction(async (tx) => {
    if (!(await q.updatePlan(tx, id, changes))) throw planNotFound()
    await recordAdminAction(tx, {
      actorId: admin.id,
      action: toggleAction('plan', changes),
      targetType: 'subscription_plan',
      targetId: id,
      details: { changes },
    })
  })
  return loadPlan(db, id)
}

// ---------------------------------------------------------------- buyer memberships

const membershipNotFound = () =>
  notFound('adminSettings.membershipNotFound', 'MEMBERSHIP_NOT_FOUND')

export function listMemberships(db: Executor): Promise<AdminMembership[]> {
  return q.listMemberships(db)
}

async function loadMembership(db: Executor, id: string) {
  const row = await q.findMembership(db, id)
  if (!row) throw membershipNotFound()
  return row
}

export async function createMembership(
  db: Database,
  admin: AuthUser,
  input: z.output<typeof membershipInput>,
): Promise<AdminMembership> {
  const id = await db.transaction(async (tx) => {
    const made = await q.insertMembership(tx, input)
    await recordAdminAction(tx, {
      actorId: admin.id,
      action: 'membership.create',
      targetType: 'buyer_membership',
      targetId: made.id,
      details: { name: input.name, monthlyFee: input.monthlyFee },
    })
    return made.id
  })
  return loadMembership(db, id)
}

export async function updateMembership(
  db: Database,
  admin: AuthUser,
  id: string,
  input: z.output<typeof membershipUpdate>,
): Promise<AdminMembership> {
  const changes = sent(input)
  if (Object.keys(changes).length === 0) return loadMembership(db, id)
  await db.transaction(async (tx) => {
    if (!(await q.updateMembership(tx, id, changes))) throw membershipNotFound()
    await recordAdminAction(tx, {
      actorId: admin.id,
      action: toggleAction('membership', changes),
      targetType: 'buyer_membership',
      targetId: id,
      details: { changes },
    })
  })
  return loadMembership(db, id)
}
