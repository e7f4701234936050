import { randomInt } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import { PAYMENT_METHODS, type PaymentMethod } from '#shared/contracts/checkout.ts'
import {
  REVENUE_PURPOSES,
  type AffiliatePayoutResult,
  type AffiliateView,
  type BuyerMembership,
  type DigitalService,
  type DigitalServiceOrder,
  type DigitalOrderStatus,
  type OrderServiceResult,
  type RevenueCheckout,
  type RevenuePurpose,
  type SellerSubscriptionView,
  type SubscriptionPlan,
  type UserMembershipView,
  type createServiceInput,
  type digitalServicesQuery,
  type joinMembershipInput,
  type orderServiceInput,
  type subscribeInput,
  type updateServiceInput,
} from '#shared/contracts/revenue.ts'
import {
  AFFILIATE_CODE_PREFIX,
  AFFILIATE_COMMISSION_RATE,
  AFFILIATE_PAYOUT_THRESHOLD,
  DIGITAL_SERVICE_FEE_RATE,
} from '#shared/constants.ts'
import { addMoney, compareMoney, money, multiplyMoney, roundMoney } from '#shared/money.ts'
import type { Database, Executor } from '#server/db/database.ts'
import { assertOwner } from '#server/lib/access.ts'
import { AppError, conflict, notFound } from '#server/lib/errors.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import { updatePayment } from '#server/modules/payments/payments.queries.ts'
import type { ProviderPayment } from '#server/modules/payments/providers/payment-provider.ts'
import {
  type ExternalProviders,
  initiatePayment,
  providerFor,
  providerUnavailable,
} from '#server/modules/payments/providers/registry.ts'
import * as q from './revenue.queries.ts'
import { notifyUsers } from '#server/modules/messaging/notices.service.ts'

type Seller = AuthUser & { sellerId: string }

const DAY_MS = 86_400_000
const DASHBOARD = '/revenue-dashboard'
const iso = (date: Date | null | undefined) => date?.toISOString() ?? null

/** Adds calendar months (a yearly plan is 12), keeping the day where the month allows. */
function addMonths(from: Date, months: number) {
  const next = new Date(from)
  const day = next.getUTCDate()
  next.setUTCDate(1)
  next.setUTCMonth(next.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate()
  next.setUTCDate(Math.min(day, lastDay))
  return next
}

/* ------------------------------------------------------------------ payments */

type RevenueMetadata = {
  purpose: RevenuePurpose
  planId?: string
  sellerId?: string
  membershipId?: string
  digitalOrderId?: string
}

export function isRevenuePayment(metadata: unknown): metadata is RevenueMetadata {
  const purpose = (metadata as { purpose?: unknown } | null)?.purpose
  return REVENUE_PURPOSES.includes(purpose as RevenuePurpose)
}

/** Online methods (no cash on delivery) whose provider is configured; the sandbox when switched on. */
export function onlinePaymentMethods(external: ExternalProviders): PaymentMethod[] {
  return PAYMENT_METHODS.filter(
    (method) =>
      method !== 'cash_on_delivery' && (providerFor(method, external)?.isConfigured() ?? false),
  )
}

type OpenedPayment = {
  payment: ProviderPayment
  method: PaymentMethod
  userId: string
  metadata: RevenueMetadata
}

/**
 * Records a pending payment with the chosen online provider, inside the caller's transaction.
 * Cash on delivery is refused: a plan, a membership or a digital service has no delivery to pay at.
 */
async function openPayment(
  tx: Executor,
  user: AuthUser,
  external: ExternalProviders,
  params: { method: PaymentMethod; amount: string; description: string; metadata: RevenueMetadata },
): Promise<{ opened: OpenedPayment }> {
  if (params.method === 'cash_on_delivery') {
    throw new AppError(400, 'ONLINE_PAYMENT_ONLY', 'revenue.onlinePaymentOnly', {
      details: { fields: { paymentMethod: 'revenue.onlinePaymentOnly' } },
    })
  }
  const provider = providerFor(params.method, external)
  if (!provider?.isConfigured()) {
    throw new AppError(400, 'PAYMENT_METHOD_UNAVAILABLE', 'checkout.paymentMethodUnavailable')
  }
  const payment = await q.insertPayment(tx, {
    orderId: null,
    userId: user.id,
    amount: params.amount,
    currency: 'ETB',
    status: 'pending',
    paymentMethod: params.method,
    description: params.description,
    metadata: params.metadata,
  })
  return {
    opened: {
      payment: {
        id: payment.id,
        amount: params.amount,
        currency: 'ETB',
        status: 'pending',
        transactionId: null,
      },
      method: params.method,
      userId: user.id,
      metadata: params.metadata,
    },
  }
}

/**
 * Asks the provider for the payer's page, after the payment is committed, so no row stays locked
 * while it answers. A refusal fails the payment (a digital-service order is cancelled with it).
 */
async function startWithProvider(
  db: Database,
  external: ExternalProviders,
  { payment, method, userId, metadata }: OpenedPayment,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<RevenueCheckout> {
  try {
    const { redirectUrl } = await initiatePayment(db, method, external, payment)
    return { paymentId: payment.id, next: redirectUrl ?? `/payment/${payment.id}` }
  } catch (error) {
    if (error instanceof AppError) throw error
    log.warn({ err: error, paymentId: payment.id }, 'payment provider refused the payment')
    await db.transaction(async (tx) => {
      await updatePayment(tx, payment.id, {
        status: 'failed',
        failureReason: 'payment provider unavailable',
        processedAt: new Date(),
      })
      await settleRevenuePayment(
        tx,
        { id: payment.id, userId, paymentMethod: method, metadata },
        false,
      )
    })
    throw providerUnavailable()
  }
}

type SettledPayment = {
  id: string
  userId: string
  paymentMethod: string | null
  metadata: unknown
}

/**
 * Applies a settled plan, membership or digital-service payment, inside the payment's
 * transaction (payments.service settlePayment dispatches here by metadata.purpose). Only a
 * verified 'paid' activates anything; a failed or expired payment leaves the programs as they were.
 */
export async function settleRevenuePayment(tx: Executor, payment: SettledPayment, paid: boolean) {
  if (!isRevenuePayment(payment.metadata)) return
  const meta = payment.metadata
  const now = new Date()
  const method = payment.paymentMethod
  switch (meta.purpose) {
    case 'seller_plan':
      if (paid && meta.sellerId && meta.planId) {
        await activateSubscription(tx, meta.sellerId, meta.planId, method, now)
      }
      await notifyUsers(tx, [
        {
          userId: payment.userId,
          type: paid ? 'plan_activated' : 'payment_failed',
          title: paid ? 'Your seller plan is active' : 'Plan payment not completed',
          link: `${DASHBOARD}?tab=plans`,
        },
      ])
      return
    case 'buyer_membership':
      if (paid && meta.membershipId) {
        await activateMembership(tx, payment.userId, meta.membershipId, method, now)
      }
      await notifyUsers(tx, [
        {
          userId: payment.userId,
          type: paid ? 'membership_activated' : 'payment_failed',
          title: paid ? 'Your membership is active' : 'Membership payment not completed',
          link: `${DASHBOARD}?tab=memberships`,
        },
      ])
      return
    case 'digital_service':
      if (meta.digitalOrderId) await settleServiceOrder(tx, meta.digitalOrderId, paid, now)
      return
  }
}

/* ------------------------------------------------------------------ seller plans */

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
  return 'opened' in step ? startWithProvider(db, external, step.opened, log) : step
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

/* ------------------------------------------------------------------ buyer memberships */

export async function getMemberships(db: Executor): Promise<BuyerMembership[]> {
  return q.listActiveMemberships(db)
}

async function activateMembership(
  tx: Executor,
  userId: string,
  membershipId: string,
  method: string | null,
  now: Date,
) {
  if (!(await q.findMembershipById(tx, membershipId))) return
  await q.endMemberships(tx, userId, 'replaced')
  const endDate = addMonths(now, 1)
  await q.insertUserMembership(tx, {
    userId,
    membershipId,
    status: 'active',
    startDate: now,
    endDate,
    autoRenew: true,
    paymentMethod: method,
    lastPaymentAt: now,
    nextPaymentAt: endDate,
  })
}

export async function getUserMembership(db: Executor, user: AuthUser): Promise<UserMembershipView> {
  const [current, cashback] = await Promise.all([
    q.findCurrentMembership(db, user.id),
    q.sumCashback(db, user.id),
  ])
  return {
    membership: current
      ? {
          id: current.id,
          membershipId: current.membershipId,
          status: current.status,
          startDate: current.startDate.toISOString(),
          endDate: iso(current.endDate),
          autoRenew: current.autoRenew,
          paymentMethod: current.paymentMethod,
          lastPaymentAt: iso(current.lastPaymentAt),
          nextPaymentAt: iso(current.nextPaymentAt),
          plan: current.plan,
        }
      : null,
    cashbackEarned: roundMoney(cashback.earned),
    cashbackPending: roundMoney(cashback.pending),
  }
}

/** Joining opens a payment for the first month; the membership starts once it is paid. */
export async function joinMembership(
  db: Database,
  user: AuthUser,
  input: z.output<typeof joinMembershipInput>,
  external: ExternalProviders = {},
  log: Pick<FastifyBaseLogger, 'warn'> = console,
): Promise<RevenueCheckout> {
  const step = await db.transaction(
    async (tx): Promise<RevenueCheckout | { opened: OpenedPayment }> => {
      const plan = await q.findActiveMembershipPlan(tx, input.membershipId)
      if (!plan) throw notFound('revenue.membershipNotFound', 'MEMBERSHIP_NOT_FOUND')
      const current = await q.findCurrentMembership(tx, user.id)
      if (current?.membershipId === plan.id) {
        if (current.autoRenew) throw conflict('ALREADY_MEMBER', 'revenue.alreadyMember')
        await q.resumeAutoRenew(tx, current.id)
        return { paymentId: null, next: `${DASHBOARD}?tab=memberships` }
      }
      if (compareMoney(plan.monthlyFee, '0') <= 0) {
        await activateMembership(tx, user.id, plan.id, null, new Date())
        return { paymentId: null, next: `${DASHBOARD}?tab=memberships` }
      }
      return openPayment(tx, user, external, {
        method: input.paymentMethod,
        amount: roundMoney(plan.monthlyFee),
        description: `Membership ${plan.name} (1 month)`,
        metadata: { purpose: 'buyer_membership', membershipId: plan.id },
      })
    },
  )
  return 'opened' in step ? startWithProvider(db, external, step.opened, log) : step
}

/** The membership runs to its end date and is not renewed. */
export async function cancelMembershipRenewal(db: Database, user: AuthUser) {
  const current = await q.findCurrentMembership(db, user.id)
  if (!current) throw notFound('revenue.noMembership', 'NO_MEMBERSHIP')
  if (current.autoRenew) await q.stopAutoRenew(db, current.id)
  return getUserMembership(db, user)
}

/**
 * Plans and memberships past their period end are marked expired, so every reader of
 * status 'active' (checkout's membership perks, the product limits) sees only what is in force.
 */
export async function expireLapsedPrograms(db: Executor) {
  return q.expireLapsed(db)
}

/* ------------------------------------------------------------------ affiliates */

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

/* ------------------------------------------------------------------ digital services */

function toService(row: q.ServiceRow): DigitalService {
  return {
    id: row.id,
    sellerId: row.sellerId,
    storeName: row.storeName,
    title: row.title,
    description: row.description,
    category: row.category,
    subcategory: row.subcategory,
    price: roundMoney(row.price),
    currency: row.currency,
    deliveryTime: row.deliveryTime,
    revisions: row.revisions,
    requirements: row.requirements,
    tags: row.tags,
    rating: row.rating,
    totalOrders: row.totalOrders,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  }
}

const serviceNotFound = () => notFound('revenue.serviceNotFound', 'SERVICE_NOT_FOUND')

export async function listServices(db: Executor, query: z.output<typeof digitalServicesQuery>) {
  const rows = await q.listServices(db, { category: query.category, activeOnly: true })
  return rows.map(toService)
}

export async function listMyServices(db: Executor, seller: Seller) {
  const rows = await q.listServices(db, { sellerId: seller.sellerId, activeOnly: false })
  return rows.map(toService)
}

export async function createService(
  db: Executor,
  seller: Seller,
  input: z.output<typeof createServiceInput>,
): Promise<DigitalService> {
  const { id } = await q.insertService(db, {
    sellerId: seller.sellerId,
    title: input.title,
    description: input.description,
    category: input.category,
    subcategory: input.subcategory,
    price: roundMoney(input.price),
    currency: 'ETB',
    deliveryTime: input.deliveryTime,
    revisions: input.revisions,
    requirements: input.requirements,
    tags: input.tags,
  })
  return toService((await q.findService(db, id))!)
}

export async function updateService(
  db: Executor,
  user: AuthUser,
  id: string,
  input: z.output<typeof updateServiceInput>,
): Promise<DigitalService> {
  const service = await q.findService(db, id)
  if (!service) throw serviceNotFound()
  assertOwner(user, service.sellerUserId)
  await q.updateService(db, id, {
    ...input,
    ...(input.price !== undefined ? { price: roundMoney(input.price) } : {}),
  })
  return toService((await q.findService(db, id))!)
}

/** The platform's share and the seller's earnings of a price, exact to the cent. */
export function splitServicePrice(price: string) {
  const platformFee = multiplyMoney(price, DIGITAL_SERVICE_FEE_RATE)
  return { platformFee, sellerEarnings: roundMoney(money(price).minus(platformFee)) }
}

/**
 * Orders a service at its current price: the order waits for payment, and the fee and the
 * seller's earnings are fixed now, so a later price change does not touch it.
 */
export async function orderService(
  db: Database,
  user: AuthUser,
  serviceId: string,
  input: z.output<typeof orderServiceInput>,
  external: ExternalProviders = {},
  log: Pick<FastifyBaseLogger, 'warn'> = console,
): Promise<OrderServiceResult> {
  const { opened, orderId } = await db.transaction(async (tx) => {
    const service = await q.findService(tx, serviceId)
    if (!service || !service.isActive) throw serviceNotFound()
    if (service.sellerUserId === user.id) throw conflict('OWN_SERVICE', 'revenue.ownService')
    const price = roundMoney(service.price)
    const order = await q.insertServiceOrder(tx, {
      serviceId,
      buyerId: user.id,
      sellerId: service.sellerId,
      price,
      currency: service.currency,
      ...splitServicePrice(price),
      requirements: input.requirements,
      status: 'pending_payment',
    })
    const { opened } = await openPayment(tx, user, external, {
      method: input.paymentMethod,
      amount: price,
      description: `Digital service: ${service.title}`,
      metadata: {
        purpose: 'digital_service',
        digitalOrderId: order.id,
        sellerId: service.sellerId,
      },
    })
    return { opened, orderId: order.id }
  })
  return { ...(await startWithProvider(db, external, opened, log)), orderId }
}

async function settleServiceOrder(tx: Executor, orderId: string, paid: boolean, now: Date) {
  const order = await q.lockServiceOrder(tx, orderId)
  if (!order || order.status !== 'pending_payment') return
  if (!paid) {
    await q.updateServiceOrder(tx, orderId, { status: 'cancelled' })
    return
  }
  await q.updateServiceOrder(tx, orderId, {
    status: 'active',
    deliveryDate: new Date(now.getTime() + order.deliveryTime * DAY_MS),
  })
  await q.incrementServiceOrders(tx, order.serviceId)
  await notifyUsers(tx, [
    {
      userId: order.sellerUserId,
      type: 'service_order',
      title: `New order: ${order.serviceTitle}`,
      link: `${DASHBOARD}?tab=services`,
    },
    {
      userId: order.buyerId,
      type: 'payment_paid',
      title: 'Payment received',
      body: `Your order for ${order.serviceTitle} has started`,
      link: `${DASHBOARD}?tab=services`,
    },
  ])
}

function toOrder(
  row: Awaited<ReturnType<typeof q.listServiceOrders>>[number],
): DigitalServiceOrder {
  return {
    id: row.id,
    serviceId: row.serviceId,
    serviceTitle: row.serviceTitle,
    storeName: row.storeName,
    buyerName: `${row.buyerFirstName} ${row.buyerLastName}`.trim(),
    price: roundMoney(row.price),
    currency: row.currency,
    platformFee: roundMoney(row.platformFee),
    sellerEarnings: roundMoney(row.sellerEarnings),
    requirements: row.requirements,
    status: row.status as DigitalOrderStatus,
    deliveryDate: iso(row.deliveryDate),
    completedAt: iso(row.completedAt),
    createdAt: row.createdAt.toISOString(),
    paymentId: row.status === 'pending_payment' ? row.paymentId : null,
  }
}

export async function listPurchasedOrders(db: Executor, user: AuthUser) {
  return (await q.listServiceOrders(db, { buyerId: user.id })).map(toOrder)
}

export async function listSoldOrders(db: Executor, seller: Seller) {
  return (await q.listServiceOrders(db, { sellerId: seller.sellerId })).map(toOrder)
}

/** The seller hands the work over: an active order becomes delivered. */
export async function deliverServiceOrder(db: Database, user: AuthUser, orderId: string) {
  await db.transaction(async (tx) => {
    const order = await q.lockServiceOrder(tx, orderId)
    if (!order) throw notFound('revenue.serviceOrderNotFound', 'SERVICE_ORDER_NOT_FOUND')
    assertOwner(user, order.sellerUserId)
    if (order.status !== 'active') {
      throw conflict('ORDER_NOT_ACTIVE', 'revenue.orderNotActive')
    }
    await q.updateServiceOrder(tx, orderId, { status: 'delivered', completedAt: new Date() })
    await notifyUsers(tx, [
      {
        userId: order.buyerId,
        type: 'service_delivered',
        title: `Delivered: ${order.serviceTitle}`,
        link: `${DASHBOARD}?tab=services`,
      },
    ])
  })
  const [row] = await q.listServiceOrders(db, { orderId })
  return toOrder(row!)
}
