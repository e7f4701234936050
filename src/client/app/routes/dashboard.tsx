import { useQueryClient } from '@tanstack/react-query'
import { LogIn, Plus, Store, UserPen } from 'lucide-react'
import { Tabs } from 'radix-ui'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useSearch } from 'wouter'
import { PageContainer } from '#client/components/page-container.tsx'
import { PageSkeleton } from '#client/components/page-skeleton.tsx'
import { Button, buttonClass } from '#client/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { useMe } from '#client/lib/session.ts'
import { useCategories } from '#client/features/catalog/api/get-categories.ts'
import { OrderChatButton } from '#client/features/chat/components/order-chat-button.tsx'
import { SellerOrdersPanel } from '#client/features/orders/components/seller-orders-panel.tsx'
import { SellerReturnsPanel } from '#client/features/returns/components/seller-returns-panel.tsx'
import { SellerReviewsPanel } from '#client/features/reviews/components/seller-reviews-panel.tsx'
import { CouponsManager } from '#client/features/seller-coupons/components/coupons-manager.tsx'
import { PromotionsWidget } from '#client/features/seller-coupons/components/promotions-widget.tsx'
import { useSellerDashboard } from '#client/features/seller-dashboard/api/get-seller-dashboard.ts'
import { sellerDashboardKeys } from '#client/features/seller-dashboard/api/query-keys.ts'
import { EarningsPanel } from '#client/features/seller-dashboard/components/earnings-panel.tsx'
import { OverviewPanel } from '#client/features/seller-dashboard/components/overview-panel.tsx'
import { PerformancePanel } from '#client/features/seller-dashboard/components/performance-panel.tsx'
import { TrialBanner } from '#client/features/seller-dashboard/components/trial-banner.tsx'
import { VacationSettings } from '#client/features/seller-dashboard/components/vacation-settings.tsx'
import { InventoryPanel } from '#client/features/seller-products/components/inventory-panel.tsx'
import { ProductDialog } from '#client/features/seller-products/components/product-dialog.tsx'
import { TierCard } from '#client/features/tiers/components/tier-card.tsx'
import { localizedName } from '#shared/language.ts'

const TABS = [
  'overview',
  'inventory',
  'orders',
  'reviews',
  'earnings',
  'performance',
  'promotions',
  'store',
] as const
type Tab = (typeof TABS)[number]
/** Tabs whose figures come from the dashboard call; opening one refreshes them. */
const FIGURE_TABS: readonly Tab[] = ['overview', 'earnings', 'performance']

const tabTriggerClass =
  'inline-flex shrink-0 items-center rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-muted ' +
  'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring ' +
  'data-[state=active]:bg-primary data-[state=active]:text-primary-foreground'

/** The seller dashboard (/dashboard and /seller-dashboard): sign-in, become-seller or the store. */
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

  if (!user.isSeller || !user.sellerId) {
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
      <SellerDashboardView firstName={user.firstName} sellerId={user.sellerId} />
    </PageContainer>
  )
}

function SellerDashboardView({ firstName, sellerId }: { firstName: string; sellerId: string }) {
  const { t, i18n } = useTranslation('dashboard')
  const { t: tc } = useTranslation('common')
  const queryClient = useQueryClient()
  const dashboard = useSellerDashboard()
  const categories = useCategories()
  const search = useSearch()
  // A link may open a tab (`/dashboard?tab=inventory`, after a bulk listing for instance).
  const [tab, setTab] = useState<Tab>(() => {
    const asked = new URLSearchParams(search).get('tab')
    return (TABS as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'overview'
  })
  const [addOpen, setAddOpen] = useState(false)

  const refreshFigures = () =>
    void queryClient.invalidateQueries({ queryKey: sellerDashboardKeys.all })
  const changeTab = (value: string) => {
    const next = value as Tab
    if (FIGURE_TABS.includes(next)) refreshFigures()
    setTab(next)
  }

  const figures = (render: (data: NonNullable<typeof dashboard.data>) => ReactNode) =>
    dashboard.isPending ? (
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-24 w-full" />
        ))}
      </div>
    ) : dashboard.isError ? (
      <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />
    ) : (
      render(dashboard.data)
    )

  return (
    <div className="grid gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-primary">{tc('pages.dashboard.title')}</p>
          <h1 className="text-2xl font-bold sm:text-3xl">
            {tc('dashboard.welcome', { name: firstName })}
          </h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link href="/profile" className={buttonClass({ variant: 'outline' })}>
            <UserPen aria-hidden="true" />
            {t('editProfile')}
          </Link>
          <Button onClick={() => setAddOpen(true)}>
            <Plus aria-hidden="true" />
            {t('addProduct')}
          </Button>
        </div>
      </header>

      {dashboard.data?.trial ? <TrialBanner trial={dashboard.data.trial} /> : null}

      <Tabs.Root value={tab} onValueChange={changeTab} className="grid gap-4">
        <Tabs.List
          aria-label={t('tabsLabel')}
          className="flex flex-wrap gap-1 rounded-lg border border-border bg-surface p-1"
        >
          {TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} className={tabTriggerClass}>
              {t(`tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="overview" className="grid min-w-0 gap-4">
          {figures((data) => (
            <OverviewPanel data={data} />
          ))}
          <div className="grid gap-4 lg:grid-cols-2">
            <TierCard sellerId={sellerId} />
            <PromotionsWidget onManage={() => setTab('promotions')} />
          </div>
        </Tabs.Content>
        <Tabs.Content value="inventory" className="min-w-0">
          <InventoryPanel />
        </Tabs.Content>
        <Tabs.Content value="orders" className="grid min-w-0 gap-6">
          <SellerReturnsPanel />
          <SellerOrdersPanel
            orderActions={(order) => (
              <OrderChatButton orderId={order.id} party="seller" size="sm" />
            )}
          />
        </Tabs.Content>
        <Tabs.Content value="reviews" className="min-w-0">
          <SellerReviewsPanel />
        </Tabs.Content>
        <Tabs.Content value="earnings" className="min-w-0">
          {figures((data) => (
            <EarningsPanel data={data} />
          ))}
        </Tabs.Content>
        <Tabs.Content value="performance" className="min-w-0">
          {figures((data) => (
            <PerformancePanel data={data} />
          ))}
        </Tabs.Content>
        <Tabs.Content value="promotions" className="min-w-0">
          <CouponsManager
            categories={(categories.data ?? []).map((category) => ({
              id: category.id,
              name: localizedName(category, i18n.resolvedLanguage),
            }))}
          />
        </Tabs.Content>
        <Tabs.Content value="store" className="min-w-0">
          <VacationSettings />
        </Tabs.Content>
      </Tabs.Root>

      <ProductDialog open={addOpen} onOpenChange={setAddOpen} onSaved={refreshFigures} />
    </div>
  )
}
