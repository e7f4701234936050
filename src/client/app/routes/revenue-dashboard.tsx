import { useTranslation } from 'react-i18next'
import { Link, useLocation, useSearch } from 'wouter'
import { PageContainer } from '#client/components/page-container.tsx'
import { PageSkeleton } from '#client/components/page-skeleton.tsx'
import { buttonClass } from '#client/components/ui/button.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { useMe } from '#client/lib/session.ts'
import { SignInPrompt } from '#client/features/auth/components/sign-in-prompt.tsx'
import {
  REVENUE_TABS,
  RevenueView,
  type RevenueTab,
} from '#client/features/revenue/components/revenue-view.tsx'

export default function RevenueDashboardRoute() {
  const { t } = useTranslation('revenue')
  const me = useMe()
  const search = new URLSearchParams(useSearch())
  const [, navigate] = useLocation()
  const requested = search.get('tab')
  const tab: RevenueTab = REVENUE_TABS.includes(requested as RevenueTab)
    ? (requested as RevenueTab)
    : 'plans'

  let content
  if (me.isPending) content = <PageSkeleton />
  else if (me.isError)
    content = (
      <PageContainer>
        <ErrorState error={me.error} onRetry={() => void me.refetch()} />
      </PageContainer>
    )
  else
    content = (
      <PageContainer>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-1 mb-4 text-muted-foreground">{t('description')}</p>
        <RevenueView
          tab={tab}
          user={me.data}
          signInPrompt={
            <SignInPrompt title={t('signIn.title')} description={t('signIn.description')} />
          }
          becomeSellerLink={
            <Link href="/become-seller" className={buttonClass({ variant: 'outline' })}>
              {t('plans.becomeSeller')}
            </Link>
          }
          onTabChange={(next) => navigate(`/revenue-dashboard?tab=${next}`, { replace: true })}
        />
      </PageContainer>
    )
  return (
    <>
      <title>{`${t('title')} · ${t('brand.name', { ns: 'common' })}`}</title>
      {content}
    </>
  )
}
