import { LogIn, Store } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import { PageContainer } from '#client/components/page-container.tsx'
import { PageSkeleton } from '#client/components/page-skeleton.tsx'
import { buttonClass } from '#client/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { useMe } from '#client/features/auth/api/get-me.ts'

/** The seller dashboard (/dashboard and /seller-dashboard): access states now, the tools later. */
export default function DashboardRoute() {
  const { t } = useTranslation('common')
  const me = useMe()
  const [location] = useLocation()
  const title = t('pages.dashboard.title')

  if (me.isPending) return <PageSkeleton />
  if (me.isError) {
    return (
      <PageContainer>
        <ErrorState error={me.error} onRetry={() => void me.refetch()} />
      </PageContainer>
    )
  }

  const user = me.data
  if (!user) {
    return (
      <PageContainer className="max-w-lg">
        <title>{`${title} · ${t('brand.name')}`}</title>
        <Card>
          <CardHeader className="items-center text-center">
            <LogIn aria-hidden="true" className="size-10 text-primary" />
            <h1 className="text-2xl leading-tight font-semibold">{t('dashboard.pleaseLogin')}</h1>
            <CardDescription>{t('dashboard.pleaseLoginText')}</CardDescription>
          </CardHeader>
          <CardContent className="flex justify-center">
            <Link href={`/login?next=${encodeURIComponent(location)}`} className={buttonClass()}>
              {t('dashboard.login')}
            </Link>
          </CardContent>
        </Card>
      </PageContainer>
    )
  }

  if (!user.isSeller) {
    return (
      <PageContainer className="max-w-lg">
        <title>{`${title} · ${t('brand.name')}`}</title>
        <Card>
          <CardHeader className="items-center text-center">
            <Store aria-hidden="true" className="size-10 text-primary" />
            <h1 className="text-2xl leading-tight font-semibold">{t('dashboard.noSellerTitle')}</h1>
            <CardDescription>{t('dashboard.noSellerText')}</CardDescription>
          </CardHeader>
          <CardContent className="flex justify-center">
            <Link href="/become-seller" className={buttonClass()}>
              {t('dashboard.becomeSeller')}
            </Link>
          </CardContent>
        </Card>
      </PageContainer>
    )
  }

  return (
    <PageContainer>
      <title>{`${title} · ${t('brand.name')}`}</title>
      <p className="text-sm font-medium text-primary">{title}</p>
      <h1 className="text-3xl font-bold">{t('dashboard.welcome', { name: user.firstName })}</h1>
      <p className="mt-6 rounded-lg border border-dashed border-border bg-surface p-6">
        {t('pages.dashboard.comingSoon')}
      </p>
    </PageContainer>
  )
}
