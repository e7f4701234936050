import { ArrowLeft, BarChart3 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, Redirect, useLocation, useSearch } from 'wouter'
import {
  ANALYTICS_PERIODS,
  DEFAULT_ANALYTICS_PERIOD,
  type AnalyticsPeriod,
} from '#shared/contracts/analytics.ts'
import { PageContainer } from '#client/components/page-container.tsx'
import { PageSkeleton } from '#client/components/page-skeleton.tsx'
import { buttonClass } from '#client/components/ui/button.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { useMe } from '#client/lib/session.ts'
import { AnalyticsView } from '#client/features/analytics/components/analytics-view.tsx'

function periodFrom(search: string): AnalyticsPeriod {
  const requested = Number(new URLSearchParams(search).get('days'))
  return (ANALYTICS_PERIODS as readonly number[]).includes(requested)
    ? (requested as AnalyticsPeriod)
    : DEFAULT_ANALYTICS_PERIOD
}

/** /analytics: sign-in required; admins see the platform, sellers their own store. */
export default function AnalyticsRoute() {
  const { t } = useTranslation('analytics')
  const me = useMe()
  const [, navigate] = useLocation()
  const days = periodFrom(useSearch())

  let content
  if (me.isPending) content = <PageSkeleton />
  else if (me.isError)
    content = (
      <PageContainer>
        <ErrorState error={me.error} onRetry={() => void me.refetch()} />
      </PageContainer>
    )
  else if (!me.data)
    content = <Redirect to={`/login?next=${encodeURIComponent('/analytics')}`} replace />
  else {
    const isAdmin = me.data.role === 'admin'
    const isSeller = me.data.isSeller && me.data.sellerId !== null
    content = (
      <PageContainer>
        <Link
          href="/"
          className="mb-3 inline-flex items-center gap-1 text-sm text-primary underline-offset-2 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('backHome')}
        </Link>
        <h1 className="mb-4 text-2xl font-bold">{t('title')}</h1>
        {isAdmin || isSeller ? (
          <AnalyticsView
            days={days}
            isAdmin={isAdmin}
            onDaysChange={(next) => navigate(`/analytics?days=${next}`, { replace: true })}
          />
        ) : (
          <EmptyState
            icon={<BarChart3 />}
            title={t('noAccess.title')}
            description={t('noAccess.description')}
            action={
              <Link href="/become-seller" className={buttonClass()}>
                {t('noAccess.becomeSeller')}
              </Link>
            }
          />
        )}
      </PageContainer>
    )
  }
  return (
    <>
      <title>{`${t('title')} · ${t('brand.name', { ns: 'common' })}`}</title>
      {content}
    </>
  )
}
