import {
  ChevronRight,
  Gift,
  Percent,
  ShoppingBag,
  Store,
  TicketPercent,
  Truck,
  Wallet,
} from 'lucide-react'
import { Tabs } from 'radix-ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { Coupon } from '#shared/contracts/marketing.ts'
import { PageContainer } from '#client/components/page-container.tsx'
import { buttonClass } from '#client/components/ui/button.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { useCoupons } from '../api/get-coupons.ts'
import { useCopyCode } from '../hooks/use-copy-code.ts'
import { couponsForTab, DEAL_TABS, type DealTab } from '../lib/coupon-tabs.ts'
import { CouponCard } from './coupon-card.tsx'
import { FlashSaleBanner } from './flash-sale-banner.tsx'
import { NewsletterBox } from './newsletter-box.tsx'

const tabTriggerClass =
  'shrink-0 rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-muted ' +
  'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring ' +
  'data-[state=active]:bg-primary data-[state=active]:text-primary-foreground'

const STEPS = ['find', 'copy', 'apply'] as const
const DEAL_TYPES = [
  { key: 'percentage', icon: Percent },
  { key: 'fixed', icon: Wallet },
  { key: 'shipping', icon: Truck },
  { key: 'special', icon: Gift },
] as const

export function CouponsPage() {
  const { t } = useTranslation('deals')
  const coupons = useCoupons()
  const [tab, setTab] = useState<DealTab>('all')

  return (
    <PageContainer className="grid gap-8">
      <nav aria-label={t('breadcrumb.label')}>
        <ol className="flex items-center gap-1 text-sm text-muted-foreground">
          <li>
            <Link href="/" className="underline-offset-4 hover:text-foreground hover:underline">
              {t('breadcrumb.home')}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4" />
          </li>
          <li aria-current="page" className="font-medium text-foreground">
            {t('title')}
          </li>
        </ol>
      </nav>

      <header>
        <h1 className="flex items-center gap-2 text-3xl font-bold">
          <TicketPercent aria-hidden="true" className="size-8 text-primary" />
          {t('title')}
        </h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">{t('subtitle')}</p>
      </header>

      {coupons.data ? <FlashSaleBanner coupons={coupons.data} /> : null}

      <section aria-labelledby="how-to-heading">
        <h2 id="how-to-heading" className="text-xl font-bold">
          {t('howTo.title')}
        </h2>
        <ol className="mt-3 grid gap-3 sm:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-3 rounded-lg border border-border bg-surface p-4">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold">{t(`howTo.${step}.title`)}</h3>
                <p className="text-sm text-muted-foreground">{t(`howTo.${step}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="deal-types-heading">
        <h2 id="deal-types-heading" className="text-xl font-bold">
          {t('dealTypes.title')}
        </h2>
        <ul role="list" className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4">
          {DEAL_TYPES.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-lg border border-border bg-surface p-4">
              <Icon aria-hidden="true" className="size-6 text-primary" />
              <h3 className="mt-2 font-semibold">{t(`dealTypes.${key}.title`)}</h3>
              <p className="text-sm text-muted-foreground">{t(`dealTypes.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="deals-heading" className="grid gap-4">
        <h2 id="deals-heading" className="text-xl font-bold">
          {t('list.title')}
        </h2>
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as DealTab)}>
          <Tabs.List
            aria-label={t('tabs.label')}
            className="flex flex-wrap gap-1 rounded-lg border border-border bg-surface p-1"
          >
            {DEAL_TABS.map((value) => (
              <Tabs.Trigger key={value} value={value} className={tabTriggerClass}>
                {t(`tabs.${value}`)}
                {coupons.data ? (
                  <span className="ms-1 opacity-80">
                    ({couponsForTab(coupons.data, value).length})
                  </span>
                ) : null}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {DEAL_TABS.map((value) => (
            <Tabs.Content key={value} value={value} className="mt-4">
              <CouponList query={coupons} tab={value} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </section>

      <NewsletterBox />

      <section
        aria-labelledby="seller-cta-heading"
        className="flex flex-col items-start gap-3 rounded-lg border border-border bg-surface p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6"
      >
        <div className="flex gap-3">
          <Store aria-hidden="true" className="size-8 shrink-0 text-primary" />
          <div>
            <h2 id="seller-cta-heading" className="text-lg font-bold">
              {t('sellerCta.title')}
            </h2>
            <p className="text-muted-foreground">{t('sellerCta.text')}</p>
          </div>
        </div>
        <Link href="/become-seller" className={buttonClass({ variant: 'outline' })}>
          {t('sellerCta.action')}
        </Link>
      </section>
    </PageContainer>
  )
}

function CouponList({ query, tab }: { query: ReturnType<typeof useCoupons>; tab: DealTab }) {
  const { t } = useTranslation('deals')
  const { copiedCode, copy } = useCopyCode()

  if (query.isPending) {
    return (
      <div role="status" aria-live="polite" className="grid gap-3 md:grid-cols-3">
        <span className="sr-only">{t('list.loading')}</span>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-52" />
        ))}
      </div>
    )
  }
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />

  const all: Coupon[] = query.data
  if (all.length === 0) {
    return (
      <EmptyState
        icon={<TicketPercent />}
        title={t('empty.noDeals')}
        description={t('empty.comingSoon')}
        action={
          <Link href="/products" className={buttonClass({ variant: 'outline' })}>
            <ShoppingBag aria-hidden="true" />
            {t('empty.browse')}
          </Link>
        }
      />
    )
  }
  const items = couponsForTab(all, tab)
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<TicketPercent />}
        title={t('empty.noDealsInTab')}
        description={t('empty.comingSoon')}
      />
    )
  }
  return (
    <ul role="list" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((coupon) => (
        <li key={coupon.id}>
          <CouponCard
            coupon={coupon}
            copied={copiedCode === coupon.couponCode}
            onCopy={(code) => void copy(code)}
          />
        </li>
      ))}
    </ul>
  )
}
