import { Check, Crown } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import type { SessionUser } from '#shared/contracts/auth.ts'
import type { SellerSubscriptionView, SubscriptionPlan } from '#shared/contracts/revenue.ts'
import { formatDate } from '#shared/dates.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useCancelSubscription } from '../api/cancel-subscription.ts'
import { usePlans } from '../api/get-plans.ts'
import { useSellerSubscription } from '../api/get-seller-subscription.ts'
import { useSubscribePlan } from '../api/subscribe-plan.ts'
import { planPerks } from '../lib/plan-perks.ts'
import { followCheckout } from './checkout-redirect.ts'
import { PaymentMethodSelect, useOnlineMethod } from './payment-method-select.tsx'
import { useFormatMoney } from '#client/lib/money-display.ts'
import { localizedName } from '#shared/language.ts'
import { localizedText } from '#shared/localized-text.ts'

export function CardsSkeleton() {
  const { t } = useTranslation('revenue')
  return (
    <div
      role="status"
      aria-label={t('loading')}
      className="grid gap-4 md:grid-cols-2 xl:grid-cols-4"
    >
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} className="h-64" />
      ))}
    </div>
  )
}

/** Seller plans: the cards, the current plan marked, subscribe and cancel for sellers. */
export function PlansTab({
  user,
  signInPrompt,
  becomeSellerLink,
}: {
  user: SessionUser | null
  signInPrompt: ReactNode
  becomeSellerLink: ReactNode
}) {
  const { t } = useTranslation('revenue')
  const isSeller = Boolean(user?.isSeller && user.sellerId)
  const plans = usePlans()
  const subscription = useSellerSubscription(isSeller)
  const [method, setMethod] = useOnlineMethod()
  const [, navigate] = useLocation()
  const subscribe = useSubscribePlan({
    onSuccess: (result) => {
      if (result.paymentId) followCheckout(result, navigate)
      else toast.success(t('plans.activated'))
    },
    onError: (error) => toast.error(t('error'), { description: errorMessage(error, t('error')) }),
  })

  if (plans.isPending) return <CardsSkeleton />
  if (plans.isError) {
    return (
      <ErrorState
        title={t('plans.error')}
        error={plans.error}
        onRetry={() => void plans.refetch()}
      />
    )
  }
  if (plans.data.length === 0) {
    return (
      <EmptyState
        icon={<Crown />}
        title={t('plans.emptyTitle')}
        description={t('plans.emptyText')}
      />
    )
  }
  const currentPlanId = subscription.data?.planId ?? null

  return (
    <div className="grid gap-4">
      {isSeller ? (
        subscription.isPending ? (
          <Skeleton className="h-24" />
        ) : subscription.isError ? (
          <ErrorState error={subscription.error} onRetry={() => void subscription.refetch()} />
        ) : (
          <CurrentPlanCard view={subscription.data} />
        )
      ) : null}
      {isSeller ? (
        <PaymentMethodSelect id="plan-payment-method" value={method} onChange={setMethod} />
      ) : null}
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {plans.data.map((plan) => (
          <li key={plan.id}>
            <PlanCard
              plan={plan}
              current={plan.id === currentPlanId}
              canSubscribe={isSeller && subscription.isSuccess}
              pending={subscribe.isPending && subscribe.variables?.planId === plan.id}
              onSubscribe={() => subscribe.mutate({ planId: plan.id, paymentMethod: method })}
            />
          </li>
        ))}
      </ul>
      {!user ? signInPrompt : null}
      {user && !isSeller ? (
        <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
          <p>{t('plans.sellersOnly')}</p>
          {becomeSellerLink}
        </Card>
      ) : null}
    </div>
  )
}

function PlanCard({
  plan,
  current,
  canSubscribe,
  pending,
  onSubscribe,
}: {
  plan: SubscriptionPlan
  current: boolean
  canSubscribe: boolean
  pending: boolean
  onSubscribe: () => void
}) {
  const money = useFormatMoney()
  const { t, i18n } = useTranslation('revenue')
  const name = localizedName(plan, i18n.resolvedLanguage)
  const description = localizedText(
    {
      en: plan.description,
      am: plan.descriptionAmharic,
      om: plan.descriptionOm,
      ti: plan.descriptionTi,
    },
    i18n.resolvedLanguage,
  )
  return (
    <Card className={`flex h-full flex-col gap-3 p-5 ${current ? 'border-2 border-primary' : ''}`}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-lg font-bold">{name}</h3>
        {current ? <Badge>{t('plans.current')}</Badge> : null}
      </div>
      <p className="text-2xl font-bold text-primary">
        {money(plan.price, plan.currency)}
        <span className="text-sm font-normal text-muted-foreground">
          {' '}
          / {t(`plans.interval.${plan.billingInterval}`)}
        </span>
      </p>
      {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      <p className="text-sm font-medium">
        {plan.maxProducts === null
          ? t('plans.unlimitedProducts')
          : t('plans.maxProducts', { count: plan.maxProducts })}
      </p>
      <ul className="grid gap-1 text-sm">
        {planPerks(plan).map((perk) => (
          <li key={perk} className="flex gap-2">
            <Check aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {t(`plans.perks.${perk}`, { count: plan.maxPhotosPerProduct })}
          </li>
        ))}
      </ul>
      <Button
        className="mt-auto"
        variant={current ? 'outline' : 'primary'}
        disabled={current || !canSubscribe || pending}
        onClick={onSubscribe}
        aria-label={current ? undefined : t('plans.subscribeTo', { name })}
      >
        {current ? t('plans.currentPlan') : t('plans.subscribe')}
      </Button>
    </Card>
  )
}

function CurrentPlanCard({ view }: { view: SellerSubscriptionView }) {
  const { t, i18n } = useTranslation('revenue')
  const cancel = useCancelSubscription({
    onSuccess: () => toast.success(t('plans.cancelled')),
    onError: (error) => toast.error(t('error'), { description: errorMessage(error, t('error')) }),
  })
  const date = (value: string | null) => (value ? formatDate(value, i18n.language) : '')
  const sub = view.subscription
  const limit =
    view.limits.maxProducts === null
      ? t('plans.unlimitedProducts')
      : t('plans.usage', { used: view.usage.products, max: view.limits.maxProducts })
  return (
    <Card className="grid gap-2 p-4" role="region" aria-label={t('plans.yourPlan')}>
      <h3 className="font-semibold">{t('plans.yourPlan')}</h3>
      {sub ? (
        <>
          <p>
            {localizedName(
              {
                name: sub.planName,
                nameAmharic: sub.planNameAmharic,
                nameOm: sub.planNameOm,
                nameTi: sub.planNameTi,
              },
              i18n.resolvedLanguage,
            )}{' '}
            {sub.cancelAtPeriodEnd ? (
              <Badge variant="warning">
                {t('plans.endsOn', { date: date(sub.currentPeriodEnd) })}
              </Badge>
            ) : (
              <Badge variant="success">
                {t('plans.renewsOn', { date: date(sub.currentPeriodEnd) })}
              </Badge>
            )}
          </p>
          {!sub.cancelAtPeriodEnd ? (
            <div>
              <Button
                variant="outline"
                size="sm"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate()}
              >
                {t('plans.cancel')}
              </Button>
            </div>
          ) : null}
        </>
      ) : view.limits.source === 'trial' && view.trial ? (
        <>
          <p>{t('plans.onTrial', { date: date(view.trial.expiresAt) })}</p>
          {view.limits.maxProducts !== null && view.limits.maxCategories !== null ? (
            <p className="text-sm">
              {t('plans.trialLimits', {
                products: view.limits.maxProducts,
                categories: view.limits.maxCategories,
              })}
            </p>
          ) : null}
        </>
      ) : (
        <p>{t('plans.noPlan')}</p>
      )}
      <p className="text-sm text-muted-foreground">
        {limit}
        {view.limits.maxCategories !== null
          ? ` · ${t('plans.categoryUsage', { used: view.usage.categories, max: view.limits.maxCategories })}`
          : ''}
      </p>
    </Card>
  )
}
