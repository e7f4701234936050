import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import type {
  RevenueCheckout,
  SellerSubscriptionView,
  SubscriptionPlan,
  subscribeInput,
} from '#shared/contracts/revenue.ts'
import { compareMoney, roundMoney } from '#shared/money.ts'
import type { Database, Executor } from '#server/db/database.ts'
import { addMonths } from '#server/lib/calendar-months.ts'
import { conflict, notFound } from '#server/lib/errors.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import { notifyUsers } from '#server/modules/messaging/notices.service.ts'
import type { ExternalProviders } from '#server/modules/payments/providers/registry.ts'
import {
  type OpenedPayment,
  openPayment,
  type SettledRevenuePayment,
  startWithProvider,
} from '#server/modules/payments/revenue-checkout.ts'
import * as q from './plans.queries.ts'

type Seller = AuthUser & { sellerId: string }

const DASHBOARD = '/revenue-dashboard'
const iso = (date: Date | null | undefined) => date?.toISOString() ?? null

export async function getPlans(db: Executor): Promise<SubscriptionPlan[]> {
  return q.listActivePlans(db)
}

async function activateSubscription(
  tx: Executor,
  sellerId: string,
  planId: string,
  method: string | null,
  now: Date,
) {
  const [plan, seller] = await Promise.all([
    q.findPlanById(tx, planId),
    q.findSellerUser(tx, sellerId),
  ])
  if (!plan || !seller) return
  const trial = await q.findLatestTrial(tx, seller.userId)
  await q.endSubscriptions(tx, sellerId, 'replaced')
  const periodEnd = addMonths(now, plan.billingInterval === 'yearly' ? 12 : 1)
  await q.insertSubscription(tx, {
    sellerId,
    planId,
    status: 'active',
    currentPeriodStart: now,
    currentPeriodEnd: periodEnd,
    trialStart: trial?.startedAt ?? null,
    // A running trial ends now, converted into this plan.
    trialEnd: trial ? (trial.status === 'active' ? now : trial.expiresAt) : null,
    paymentMethod: method,
    lastPaymentAt: compareMoney(plan.price, '0') > 0 ? now : null,
    nextPaymentAt: periodEnd,
  })
  await q.convertActiveTrials(tx, seller.userId, now)
}

/**
 * Applies a settled plan payment, inside the payment's transaction (revenue-payments dispatches
 * here). Only a verified 'paid' activates the plan; either way the seller is told.
 */
export async function settlePlanPayment(
  tx: Executor,
  payment: SettledRevenuePayment,
  paid: boolean,
) {
  const meta = payment.metadata
  if (paid && meta.sellerId && meta.planId) {
    await activateSubscription(tx, meta.sellerId, meta.planId, payment.paymentMethod, new Date())
  }
  await notifyUsers(tx, [
    {
      userId: payment.userId,
      type: paid ? 'plan_activated' : 'payment_failed',
      title: paid ? 'Your seller plan is active' : 'Plan payment not completed',
      link: `${DASHBOARD}?tab=plans`,
    },
  ])
}

async function subscriptionView(db: Executor, seller: Seller): Promise<SellerSubscriptionView> {
  const [current, trial, usage] = await Promise.all([
    q.findCurrentSubscription(db, seller.sellerId),
    q.findLatestTrial(db, seller.id),
    q.countSellerCatalogue(db, seller.sellerId),
  ])
  const trialRunning = trial?.status === 'active' && trial.expiresAt > new Date()
  const limits: SellerSubscriptionView['limits'] = current
    ? { source: 'plan', maxProducts: current.maxProducts, maxCategories: null }
    : trialRunning
      ? { source: 'trial', maxProducts: trial.maxProducts, maxCategories: trial.maxCategories }
      : { source: 'none', maxProducts: null, maxCategories: null }
  return {
    planId: current?.planId ?? null,
    subscription: current
      ? {
          id: current.id,
          planId: current.planId,
          planName: current.planName,
          planNameAmharic: current.planNameAmharic,
          planNameOm: current.planNameOm,
          planNameTi: current.planNameTi,
          status: current.status,
          currentPeriodStart: current.currentPeriodStart.toISOString(),
          currentPeriodEnd: iso(current.currentPeriodEnd),
          cancelAtPeriodEnd: current.cancelAtPeriodEnd,
          paymentMethod: current.paymentMethod,
          lastPaymentAt: iso(current.lastPaymentAt),
          nextPaymentAt: iso(current.nextPaymentAt),
        }
      : null,
    trial: trial
      ? {
          status: trialRunning || trial.status !== 'active' ? trial.status : 'expired',
          startedAt: trial.startedAt.toISOString(),
          expiresAt: trial.expiresAt.toISOString(),
          convertedAt: iso(trial.convertedAt),
        }
      : null,
    limits,
    usage,
  }
}

export function getSellerSubscription(db: Executor, seller: Seller) {
  return subscriptionView(db, seller)
}

/**
 * Subscribing to a paid plan opens a payment; the plan starts when the provider confirms it.
 * A free plan starts at once. Subscribing again to a plan set to end resumes it.
 */
export async function subscribe(
  db: Database,
  seller: Seller,
  input: z.output<typeof subscribeInput>,
  external: ExternalProviders = {},
  log: Pick<FastifyBaseLogger, 'warn'> = console,
): Promise<RevenueCheckout> {
  const step = await db.transaction(
    async (tx): Promise<RevenueCheckout | { opened: OpenedPayment }> => {
      const plan = await q.findActivePlan(tx, input.planId)
      if (!plan) throw notFound('revenue.planNotFound', 'PLAN_NOT_FOUND')
      const current = await q.findCurrentSubscription(tx, seller.sellerId)
      if (current?.planId === plan.id) {
        if (!current.cancelAtPeriodEnd) {
          throw conflict('ALREADY_SUBSCRIBED', 'revenue.alreadySubscribed')
        }
        await q.resumeSubscription(tx, current.id)
        return { paymentId: null, next: `${DASHBOARD}?tab=plans` }
      }
      if (compareMoney(plan.price, '0') <= 0) {
        await activateSubscription(tx, seller.sellerId, plan.id, null, new Date())
        return { paymentId: null, next: `${DASHBOARD}?tab=plans` }
      }
      return openPayment(tx, seller, external, {
        method: input.paymentMethod,
        amount: roundMoney(plan.price),
        description: `Seller plan ${plan.name} (${plan.billingInterval})`,
        metadata: { purpose: 'seller_plan', planId: plan.id, sellerId: seller.sellerId },
      })
    },
  )
  return 'opened' in step
    ? startWithProvider(db, external, step.opened, log, settlePlanPayment)
    : step
}

/** The plan stays in force until the end of the paid period, then ends; nothing more is charged. */
export async function cancelSubscription(db: Database, seller: Seller) {
  await db.transaction(async (tx) => {
    const current = await q.findCurrentSubscription(tx, seller.sellerId)
    if (!current) throw notFound('revenue.noSubscription', 'NO_SUBSCRIPTION')
    if (!current.cancelAtPeriodEnd) await q.setCancelAtPeriodEnd(tx, current.id)
  })
  return subscriptionView(db, seller)
}

/** Plans past their period end are marked expired, so the product limits see only what is in force. */
export async function expireLapsedSubscriptions(db: Executor, now = new Date()) {
  return q.expireLapsedSubscriptions(db, now)
}
