import { hash } from '@node-rs/argon2'
import { eq, sql } from 'drizzle-orm'
import type { Database, Executor } from '#server/db/database.ts'
import {
  categories,
  favorites,
  productImages,
  products,
  wishlists,
} from '#server/db/schema/catalog.ts'
import { coupons } from '#server/db/schema/coupons.ts'
import { currencies, exchangeRates } from '#server/db/schema/currencies.ts'
import { couriers } from '#server/db/schema/delivery.ts'
import {
  buyerMemberships,
  listingFees,
  sellerSubscriptions,
  subscriptionPlans,
  userBuyerMemberships,
} from '#server/db/schema/revenue.ts'
import {
  commissionTiers,
  sellers,
  trialPlans,
  trialUsageTracking,
  userTrials,
} from '#server/db/schema/sellers.ts'
import { globalServices } from '#server/db/schema/services.ts'
import { faqs, supportCategories } from '#server/db/schema/support.ts'
import { users } from '#server/db/schema/users.ts'
import { refreshProductSearchDocuments } from '#server/modules/search/search.queries.ts'
import type { UploadStorage } from '#server/modules/uploads/upload-storage.ts'
import { insertInBatches } from './batch-insert.ts'
import { type DemoData, buildDemoData } from './demo-data.ts'
import { seedHistory } from './history.ts'
import { seedVariantDemo } from './variant-demo.ts'
import { DEMO_EMAILS, DEMO_PASSWORD } from './people-data.ts'

// Any constant will do, as long as nothing else takes the same advisory lock.
const SEED_LOCK_ID = 727_002

/** The demo is present once its buyer account exists (the last thing would roll back with it). */
export async function isDemoSeeded(db: Executor): Promise<boolean> {
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_EMAILS.buyer))
    .limit(1)
  return found.length > 0
}

/** What the seed needs besides the database: the photo store the app's uploads go to. */
export type SeedDeps = { storage: UploadStorage }

/**
 * Seeds the demo marketplace (accounts, stores, 250 products, reviews, coupons, ads, services,
 * reference data) in one transaction. Does nothing when the demo is already there, so it is
 * safe to call on every start; several processes starting together seed it once.
 */
export async function seedDemo(db: Database, deps: SeedDeps): Promise<void> {
  await seedDemoIfMissing(db, deps)
}

/** `seedDemo`, telling whether this call inserted the demo (false: it was already there). */
export async function seedDemoIfMissing(db: Database, deps: SeedDeps): Promise<boolean> {
  if (await isDemoSeeded(db)) return false
  // argon2 is deliberately slow: hash the shared demo password once for every account.
  const passwordHash = await hash(DEMO_PASSWORD)
  const data = buildDemoData({ now: new Date(), passwordHash })
  return db.transaction(async (tx) => {
    // Another process may be seeding right now: wait for it, then look again.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`)
    if (await isDemoSeeded(tx)) return false
    await insertDemoData(tx, data)
    // Orders, payments, deliveries, returns, reviews, votes, page views and advert figures, made
    // by the services themselves over the past months (history.ts).
    await seedHistory(tx, data, deps)
    // A coffee in three sizes (options and variants), written by the variants service.
    await seedVariantDemo(tx)
    return true
  })
}

/** Inserts in foreign-key order, each table in as few multi-row statements as possible. */
async function insertDemoData(db: Executor, data: DemoData): Promise<void> {
  await insertInBatches(db, currencies, data.currencies)
  await insertInBatches(db, exchangeRates, data.exchangeRates)
  await insertInBatches(db, commissionTiers, data.commissionTiers)
  await insertInBatches(db, trialPlans, data.trialPlans)
  await insertInBatches(db, subscriptionPlans, data.subscriptionPlans)
  await insertInBatches(db, buyerMemberships, data.buyerMemberships)
  await insertInBatches(db, categories, data.categories)
  await insertInBatches(db, listingFees, data.listingFees)
  await insertInBatches(db, users, data.users)
  await insertInBatches(db, sellers, data.sellers)
  await insertInBatches(db, userTrials, data.userTrials)
  await insertInBatches(db, trialUsageTracking, data.trialUsage)
  await insertInBatches(db, sellerSubscriptions, data.sellerSubscriptions)
  await insertInBatches(db, userBuyerMemberships, data.userBuyerMemberships)
  await insertInBatches(db, products, data.products)
  await refreshProductSearchDocuments(db)
  await insertInBatches(db, productImages, data.productImages)
  await insertInBatches(db, wishlists, data.wishlists)
  await insertInBatches(db, couriers, data.couriers)
  await insertInBatches(db, coupons, data.coupons)
  await insertInBatches(db, globalServices, data.globalServices)
  await insertInBatches(db, favorites, data.favorites)
  await insertInBatches(db, supportCategories, data.supportCategories)
  await insertInBatches(db, faqs, data.faqs)
}
