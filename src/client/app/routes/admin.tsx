import { LogIn, ShieldAlert } from 'lucide-react'
import { Tabs } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useSearch } from 'wouter'
import { PageContainer } from '#client/components/page-container.tsx'
import { PageSkeleton } from '#client/components/page-skeleton.tsx'
import { buttonClass } from '#client/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { AffiliatePayoutsPanel } from '#client/features/admin/components/affiliate-payouts-panel.tsx'
import { AuditLogPanel } from '#client/features/admin/components/audit-log-panel.tsx'
import { FailedJobsPanel } from '#client/features/admin/components/failed-jobs-panel.tsx'
import { OutboxPanel } from '#client/features/admin/components/outbox-panel.tsx'
import { OverviewPanel } from '#client/features/admin/components/overview-panel.tsx'
import { ProductQueuePanel } from '#client/features/admin/components/product-queue-panel.tsx'
import { SellersPanel } from '#client/features/admin/components/sellers-panel.tsx'
import { ServicesPanel } from '#client/features/admin/components/services-panel.tsx'
import { UsersPanel } from '#client/features/admin/components/users-panel.tsx'
import { AdsReviewPanel } from '#client/features/ads/components/ads-review-panel.tsx'
import { AdminSettingsPanel } from '#client/features/admin-settings/components/admin-settings-panel.tsx'
import { AdminSupportPanel } from '#client/features/admin-support/components/admin-support-panel.tsx'
import { useMe } from '#client/lib/session.ts'
import { AdminOrdersPanel } from '#client/features/orders/components/admin-orders-panel.tsx'
import { AdminReturnsPanel } from '#client/features/returns/components/admin-returns-panel.tsx'

const TABS = [
  'overview',
  'sellers',
  'products',
  'services',
  'users',
  'orders',
  'returns',
  'affiliates',
  'ads',
  'support',
  'settings',
  'jobs',
  'outbox',
  'audit',
] as const
type Tab = (typeof TABS)[number]

const tabTriggerClass =
  'inline-flex shrink-0 items-center rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-muted ' +
  'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring ' +
  'data-[state=active]:bg-primary data-[state=active]:text-primary-foreground'

/** The admin console (/admin): admins only; the open tab lives in the address (?tab=). */
export default function AdminRoute() {
  const { t } = useTranslation('admin')
  const { t: tc } = useTranslation('common')
  const me = useMe()
  const [location] = useLocation()
  const title = `${t('title')} · ${tc('brand.name')}`

  if (me.isPending) return <PageSkeleton />
  if (me.isError) {
    return (
      <PageContainer>
        <ErrorState error={me.error} onRetry={() => void me.refetch()} />
      </PageContainer>
    )
  }

  const user = me.data
  if (!user || user.role !== 'admin') {
    return (
      <PageContainer className="max-w-lg">
        <title>{title}</title>
        <Card>
          <CardHeader className="items-center text-center">
            {user ? (
              <ShieldAlert aria-hidden="true" className="size-10 text-destructive" />
            ) : (
              <LogIn aria-hidden="true" className="size-10 text-primary" />
            )}
            <h1 className="text-2xl leading-tight font-semibold">
              {user ? t('notAllowed.title') : t('signIn.title')}
            </h1>
            <CardDescription>
              {user ? t('notAllowed.description') : t('signIn.description')}
            </CardDescription>
          </CardHeader>
          <CardContent className="flex justify-center">
            {user ? (
              <Link href="/" className={buttonClass({ variant: 'outline' })}>
                {t('notAllowed.home')}
              </Link>
            ) : (
              <Link href={`/login?next=${encodeURIComponent(location)}`} className={buttonClass()}>
                {t('signIn.action')}
              </Link>
            )}
          </CardContent>
        </Card>
      </PageContainer>
    )
  }

  return (
    <PageContainer>
      <title>{title}</title>
      <AdminConsole userId={user.id} />
    </PageContainer>
  )
}

function AdminConsole({ userId }: { userId: string }) {
  const { t } = useTranslation('admin')
  const search = new URLSearchParams(useSearch())
  const [, navigate] = useLocation()
  const requested = search.get('tab')
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'overview'
  const open = (next: Tab) => navigate(`/admin?tab=${next}`, { replace: true })

  return (
    <div className="grid gap-5">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('title')}</h1>
        <p className="text-muted-foreground">{t('description')}</p>
      </header>
      <Tabs.Root value={tab} onValueChange={(value) => open(value as Tab)} className="grid gap-4">
        <Tabs.List
          aria-label={t('tabs.label')}
          className="flex flex-wrap gap-1 rounded-lg border border-border bg-surface p-1"
        >
          {TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} className={tabTriggerClass}>
              {t(`tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="overview" className="min-w-0">
          <OverviewPanel onOpen={open} />
        </Tabs.Content>
        <Tabs.Content value="sellers" className="min-w-0">
          <SellersPanel />
        </Tabs.Content>
        <Tabs.Content value="products" className="min-w-0">
          <ProductQueuePanel />
        </Tabs.Content>
        <Tabs.Content value="services" className="min-w-0">
          <ServicesPanel />
        </Tabs.Content>
        <Tabs.Content value="users" className="min-w-0">
          <UsersPanel currentUserId={userId} />
        </Tabs.Content>
        <Tabs.Content value="orders" className="min-w-0">
          <AdminOrdersPanel />
        </Tabs.Content>
        <Tabs.Content value="returns" className="min-w-0">
          <AdminReturnsPanel />
        </Tabs.Content>
        <Tabs.Content value="affiliates" className="min-w-0">
          <AffiliatePayoutsPanel />
        </Tabs.Content>
        <Tabs.Content value="ads" className="min-w-0">
          <AdsReviewPanel />
        </Tabs.Content>
        <Tabs.Content value="support" className="min-w-0">
          <AdminSupportPanel />
        </Tabs.Content>
        <Tabs.Content value="settings" className="min-w-0">
          <AdminSettingsPanel />
        </Tabs.Content>
        <Tabs.Content value="jobs" className="min-w-0">
          <FailedJobsPanel />
        </Tabs.Content>
        <Tabs.Content value="outbox" className="min-w-0">
          <OutboxPanel />
        </Tabs.Content>
        <Tabs.Content value="audit" className="min-w-0">
          <AuditLogPanel />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  )
}
