import { Clock, Eye, MessageCircle, MousePointerClick, Star, Truck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { SellerDashboard } from '#shared/contracts/seller-dashboard.ts'
import { formatRating } from '#shared/rating.ts'
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { formatPercent } from '../lib/figures.ts'
import { StatCard } from '#client/components/ui/stat-card.tsx'

/** Performance tab: views, conversion, rating, replies, reach and delivery, all from real data. */
export function PerformancePanel({ data }: { data: SellerDashboard }) {
  const { t, i18n } = useTranslation('dashboard')
  const language = i18n.language
  const { overview, performance } = data
  const empty = t('noData')

  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard
          icon={<Eye />}
          label={t('performance.profileViews')}
          value={String(overview.profileViews)}
          detail={t('performance.last30Days')}
          empty={empty}
        />
        <StatCard
          icon={<MousePointerClick />}
          label={t('performance.conversion')}
          value={formatPercent(overview.conversionRate, language)}
          detail={t('performance.conversionHint')}
          empty={empty}
        />
        <StatCard
          icon={<Star />}
          label={t('performance.rating')}
          value={
            overview.averageRating === null ? null : `${formatRating(overview.averageRating)} / 5`
          }
          detail={t('overview.reviews', { count: overview.totalReviews })}
          empty={empty}
        />
        <StatCard
          icon={<MessageCircle />}
          label={t('performance.responseRate')}
          value={formatPercent(performance.responseRate, language)}
          detail={t('performance.responseHint')}
          empty={empty}
        />
        <StatCard
          icon={<Truck />}
          label={t('performance.onTime')}
          value={formatPercent(performance.onTimeDelivery, language)}
          empty={empty}
        />
        <StatCard
          icon={<Clock />}
          label={t('performance.averageDelivery')}
          value={
            // No delivery yet: "no data yet", never "0 days"; a same-day average reads as such.
            performance.averageDeliveryDays === null
              ? null
              : performance.averageDeliveryDays < 1
                ? t('performance.underADay')
                : t('performance.days', { count: performance.averageDeliveryDays })
          }
          empty={empty}
        />
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t('performance.reach')}</CardTitle>
        </CardHeader>
        <CardContent>
          {performance.geographicReach.length === 0 ? (
            <p className="text-sm text-muted-foreground">{empty}</p>
          ) : (
            <ul className="grid gap-3">
              {performance.geographicReach.map((row) => (
                <li key={row.city ?? 'other'} className="grid gap-1">
                  <div className="flex justify-between gap-3 text-sm">
                    <span className="font-medium">
                      {row.city
                        ? t(`cities.${row.city}`, { defaultValue: row.city })
                        : t('performance.otherCity')}
                    </span>
                    <span className="text-muted-foreground">
                      {t('performance.reachLine', {
                        count: row.orders,
                        percent: formatPercent(row.percentage, language),
                      })}
                    </span>
                  </div>
                  <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                    <div
                      className="h-full rounded-full bg-primary"
                      style={{ width: `${row.percentage}%` }}
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  )
}
