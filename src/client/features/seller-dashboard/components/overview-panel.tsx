import { Package, ShoppingBag, Star, Wallet } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { SellerDashboard } from '#shared/contracts/seller-dashboard.ts'
import { formatMoney } from '#shared/money.ts'
import { formatRating } from '#shared/rating.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { StatCard } from '#client/components/ui/stat-card.tsx'

/** Overview tab: headline figures, recent orders and best-selling products. */
export function OverviewPanel({ data }: { data: SellerDashboard }) {
  const { t, i18n } = useTranslation('dashboard')
  const language = i18n.language
  const birr = (amount: string) => formatMoney(amount, 'ETB', language)
  const { overview } = data
  const empty = t('noData')

  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          icon={<Wallet />}
          label={t('overview.totalEarnings')}
          value={birr(overview.grossEarnings)}
          detail={t('overview.netEarnings', { amount: birr(overview.netEarnings) })}
          empty={empty}
        />
        <StatCard
          icon={<ShoppingBag />}
          label={t('overview.totalOrders')}
          value={String(overview.totalOrders)}
          detail={t('overview.monthlyOrders', { count: overview.monthlyOrders })}
          empty={empty}
        />
        <StatCard
          icon={<Package />}
          label={t('overview.activeProducts')}
          value={String(overview.activeProducts)}
          detail={t('overview.inactiveProducts', { count: overview.inactiveProducts })}
          empty={empty}
        />
        <StatCard
          icon={<Star />}
          label={t('overview.averageRating')}
          value={
            overview.averageRating === null ? null : `${formatRating(overview.averageRating)} / 5`
          }
          detail={t('overview.reviews', { count: overview.totalReviews })}
          empty={empty}
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{t('overview.recentOrders')}</CardTitle>
          </CardHeader>
          <CardContent>
            {data.recentOrders.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('overview.noOrders')}</p>
            ) : (
              <ul className="divide-y divide-border">
                {data.recentOrders.map((order) => (
                  <li key={order.id} className="flex items-center justify-between gap-3 py-2.5">
                    <div className="min-w-0">
                      <p className="font-medium break-words">{order.product}</p>
                      <p className="text-sm text-muted-foreground">{order.customer}</p>
                    </div>
                    <div className="shrink-0 text-end">
                      <p className="font-semibold">{birr(order.amount)}</p>
                      <Badge variant={order.status === 'cancelled' ? 'outline' : 'secondary'}>
                        {t(`status.${order.status}`, { defaultValue: order.status })}
                      </Badge>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{t('overview.topProducts')}</CardTitle>
          </CardHeader>
          <CardContent>
            {data.topProducts.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('overview.noSales')}</p>
            ) : (
              <ul className="divide-y divide-border">
                {data.topProducts.map((product) => (
                  <li key={product.id} className="grid gap-1 py-2.5">
                    <div className="flex items-center justify-between gap-3">
                      <Link
                        href={`/products/${product.id}`}
                        className="min-w-0 font-medium break-words hover:underline"
                      >
                        {product.name}
                      </Link>
                      <span className="shrink-0 font-semibold">{birr(product.revenue)}</span>
                    </div>
                    <p className="text-sm text-muted-foreground">
                      {t('overview.productSold', { count: product.sales })} ·{' '}
                      {t('overview.productViews', { count: product.views })} ·{' '}
                      {product.rating === null
                        ? t('noRating')
                        : t('overview.productRating', { rating: formatRating(product.rating) })}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  )
}
