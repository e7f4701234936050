import { Check, Gift } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import type { SessionUser } from '#shared/contracts/auth.ts'
import type { BuyerMembership, UserMembershipView } from '#shared/contracts/revenue.ts'
import { formatDate } from '#shared/dates.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useCancelMembershipRenewal } from '../api/cancel-membership-renewal.ts'
import { useMemberships } from '../api/get-memberships.ts'
import { useUserMembership } from '../api/get-user-membership.ts'
import { useJoinMembership } from '../api/join-membership.ts'
import { membershipPerks, plainPercent, type MembershipPerk } from '../lib/membership-perks.ts'
import { followCheckout } from './checkout-redirect.ts'
import { PaymentMethodSelect, useOnlineMethod } from './payment-method-select.tsx'
import { CardsSkeleton } from './plans-tab.tsx'
import { useFormatMoney } from '#client/lib/money-display.ts'
import { localizedName } from '#shared/language.ts'

/** Buyer memberships: the plans, the member's current one with its perks and cashback. */
export function MembershipsTab({
  user,
  signInPrompt,
}: {
  user: SessionUser | null
  signInPrompt: ReactNode
}) {
  const { t } = useTranslation('revenue')
  const memberships = useMemberships()
  const mine = useUserMembership(user !== null)
  const [method, setMethod] = useOnlineMethod()
  const [, navigate] = useLocation()
  const join = useJoinMembership({
    onSuccess: (result) => {
      if (result.paymentId) followCheckout(result, navigate)
      else toast.success(t('memberships.joined'))
    },
    onError: (error) => toast.error(t('error'), { description: errorMessage(error, t('error')) }),
  })

  if (memberships.isPending) return <CardsSkeleton />
  if (memberships.isError) {
    return (
      <ErrorState
        title={t('memberships.error')}
        error={memberships.error}
        onRetry={() => void memberships.refetch()}
      />
    )
  }
  if (memberships.data.length === 0) {
    return (
      <EmptyState
        icon={<Gift />}
        title={t('memberships.emptyTitle')}
        description={t('memberships.emptyText')}
      />
    )
  }
  const current = mine.data?.membership ?? null
  return (
    <div className="grid gap-4">
      {user ? (
        mine.isPending ? (
          <Skeleton className="h-24" />
        ) : mine.isError ? (
          <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />
        ) : (
          <CurrentMembershipCard view={mine.data} />
        )
      ) : null}
      {user ? (
        <PaymentMethodSelect id="membership-payment-method" value={method} onChange={setMethod} />
      ) : null}
      <ul className="grid gap-4 md:grid-cols-3">
        {memberships.data.map((plan) => (
          <li key={plan.id}>
            <MembershipCard
              plan={plan}
              current={current?.membershipId === plan.id}
              canJoin={user !== null && mine.isSuccess}
              pending={join.isPending && join.variables?.membershipId === plan.id}
              onJoin={() => join.mutate({ membershipId: plan.id, paymentMethod: method })}
            />
          </li>
        ))}
      </ul>
      {!user ? signInPrompt : null}
    </div>
  )
}

function MembershipCard({
  plan,
  current,
  canJoin,
  pending,
  onJoin,
}: {
  plan: BuyerMembership
  current: boolean
  canJoin: boolean
  pending: boolean
  onJoin: () => void
}) {
  const money = useFormatMoney()
  const { t, i18n } = useTranslation('revenue')
  const name = localizedName(plan, i18n.resolvedLanguage)
  const perkText = (perk: MembershipPerk) => {
    switch (perk.kind) {
      case 'freeShipping':
        return /[1-9]/.test(perk.threshold)
          ? t('memberships.freeShippingFrom', { amount: money(perk.threshold) })
          : t('memberships.freeShippingAlways')
      case 'cashback':
        return t('memberships.cashback', { percent: perk.percent })
      case 'returns':
        return t('memberships.returns', { count: perk.days })
      default:
        return t(`memberships.perks.${perk.kind}`)
    }
  }
  return (
    <Card className={`flex h-full flex-col gap-3 p-5 ${current ? 'border-2 border-primary' : ''}`}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-lg font-bold">{name}</h3>
        {current ? <Badge>{t('memberships.current')}</Badge> : null}
      </div>
      <p className="text-2xl font-bold text-primary">
        {money(plan.monthlyFee, plan.currency)}
        <span className="text-sm font-normal text-muted-foreground">
          {' '}
          / {t('plans.interval.monthly')}
        </span>
      </p>
      <ul className="grid gap-1 text-sm">
        {membershipPerks(plan).map((perk) => (
          <li key={perk.kind} className="flex gap-2">
            <Check aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {perkText(perk)}
          </li>
        ))}
      </ul>
      <Button
        className="mt-auto"
        variant={current ? 'outline' : 'primary'}
        disabled={current || !canJoin || pending}
        onClick={onJoin}
        aria-label={current ? undefined : t('memberships.joinNamed', { name })}
      >
        {current ? t('memberships.currentButton') : t('memberships.join')}
      </Button>
    </Card>
  )
}

function CurrentMembershipCard({ view }: { view: UserMembershipView }) {
  const { t, i18n } = useTranslation('revenue')
  const cancel = useCancelMembershipRenewal({
    onSuccess: () => toast.success(t('memberships.renewalStopped')),
    onError: (error) => toast.error(t('error'), { description: errorMessage(error, t('error')) }),
  })
  const money = useFormatMoney()
  const membership = view.membership
  return (
    <Card className="grid gap-2 p-4" role="region" aria-label={t('memberships.yours')}>
      <h3 className="font-semibold">{t('memberships.yours')}</h3>
      {membership ? (
        <>
          <p>
            {localizedName(membership.plan, i18n.resolvedLanguage)}{' '}
            <Badge variant={membership.autoRenew ? 'success' : 'warning'}>
              {t(membership.autoRenew ? 'memberships.renewsOn' : 'memberships.endsOn', {
                date: membership.endDate ? formatDate(membership.endDate, i18n.language) : '',
              })}
            </Badge>
          </p>
          <ul className="grid gap-1 text-sm text-muted-foreground">
            <li>
              {membership.plan.freeShippingThreshold === null
                ? t('memberships.noFreeShipping')
                : Number(membership.plan.freeShippingThreshold) === 0
                  ? t('memberships.freeShippingAlways')
                  : t('memberships.freeShippingFrom', {
                      amount: money(membership.plan.freeShippingThreshold),
                    })}
            </li>
            <li>
              {t('memberships.cashback', {
                percent: plainPercent(membership.plan.cashbackPercentage),
              })}
            </li>
            {membership.plan.extendedReturnPeriod > 0 ? (
              <li>{t('memberships.returns', { count: membership.plan.extendedReturnPeriod })}</li>
            ) : null}
          </ul>
          {membership.autoRenew ? (
            <div>
              <Button
                variant="outline"
                size="sm"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate()}
              >
                {t('memberships.stopRenewal')}
              </Button>
            </div>
          ) : null}
        </>
      ) : (
        <p>{t('memberships.none')}</p>
      )}
      <p className="text-sm">
        {t('memberships.cashbackEarned', {
          earned: money(view.cashbackEarned),
          pending: money(view.cashbackPending),
        })}
      </p>
    </Card>
  )
}
