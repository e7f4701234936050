import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import type {
  BuyerMembership,
  RevenueCheckout,
  UserMembershipView,
  joinMembershipInput,
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
import * as q from './memberships.queries.ts'

const DASHBOARD = '/revenue-dashboard'
const iso = (date: Date | null | undefined) => date?.toISOString() ?? null

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

/**
 * Applies a settled membership payment, inside the payment's transaction (revenue-payments
 * dispatches here). Only a verified 'paid' starts the membership; either way the buyer is told.
 */
export async function settleMembershipPayment(
  tx: Executor,
  payment: SettledRevenuePayment,
  paid: boolean,
) {
  const meta = payment.metadata
  if (paid && meta.membershipId) {
    await activateMembership(
      tx,
      payment.userId,
      meta.membershipId,
      payment.paymentMethod,
      new Date(),
    )
  }
  await notifyUsers(tx, [
    {
      userId: payment.userId,
      type: paid ? 'membership_activated' : 'payment_failed',
      title: paid ? 'Your membership is active' : 'Membership payment not completed',
      link: `${DASHBOARD}?tab=memberships`,
    },
  ])
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
  return 'opened' in step
    ? startWithProvider(db, external, step.opened, log, settleMembershipPayment)
    : step
}

/** The membership runs to its end date and is not renewed. */
export async function cancelMembershipRenewal(db: Database, user: AuthUser) {
  const current = await q.findCurrentMembership(db, user.id)
  if (!current) throw notFound('revenue.noMembership', 'NO_MEMBERSHIP')
  if (current.autoRenew) await q.stopAutoRenew(db, current.id)
  return getUserMembership(db, user)
}

/**
 * Memberships past their end date are marked expired, so every reader of status 'active'
 * (checkout's membership perks) sees only what is in force.
 */
export async function expireLapsedMemberships(db: Executor, now = new Date()) {
  return q.expireLapsedMemberships(db, now)
}
