import { Clock, Eye, LogOut, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { AnalyticsPeriod } from '#shared/contracts/analytics.ts'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { useTraffic } from '../api/get-traffic.ts'
import { dayLabel, formatNumber, formatPercent } from '../lib/format.ts'
import { pageLabel, type PageLabel } from '../lib/page-names.ts'
import { BarChart } from './bar-chart.tsx'
import { StatCard } from '#client/components/ui/stat-card.tsx'
import { RankTable, Section } from './section.tsx'

export function TrafficSection({ days, seller }: { days: AnalyticsPeriod; seller: boolean }) {
  const { t, i18n } = useTranslation('analytics')
  const labelText = (label: PageLabel) => {
    switch (label.kind) {
      case 'product':
        return t('traffic.productPage', { name: label.name })
      case 'store':
        return t('traffic.storePage', { name: label.name })
      case 'page':
        return t(`traffic.pageNames.${label.page}`)
      case 'path':
        return label.path
    }
  }
  const language = i18n.language
  const query = useTraffic(days)
  return (
    <Section
      id="analytics-traffic"
      title={t('traffic.title')}
      description={seller ? t('traffic.sellerHint') : undefined}
      query={query}
    >
      {(data) => (
        <div className="grid gap-5">
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard
              icon={<Eye />}
              label={t('traffic.totalViews')}
              value={formatNumber(data.totalViews, language)}
              detail={t('perDay', { value: formatNumber(data.averageViewsPerDay, language) })}
              empty={t('noData')}
            />
            <StatCard
              icon={<Users />}
              label={t('traffic.uniqueUsers')}
              value={formatNumber(data.uniqueUsers, language)}
              detail={t('traffic.sessions', {
                count: data.totalSessions,
                value: formatNumber(data.totalSessions, language),
              })}
              empty={t('noData')}
            />
            <StatCard
              icon={<LogOut />}
              label={t('traffic.bounceRate')}
              value={data.bounceRate === null ? null : formatPercent(data.bounceRate, language)}
              detail={t('traffic.bounceHint')}
              empty={t('noData')}
            />
            <StatCard
              icon={<Clock />}
              label={t('traffic.averageDuration')}
              value={
                data.averageDuration === null
                  ? null
                  : t('seconds', { value: formatNumber(data.averageDuration, language, 0) })
              }
              empty={t('noData')}
            />
          </div>
          {data.totalViews === 0 ? (
            <EmptyState icon={<Eye />} title={t('traffic.empty')} />
          ) : (
            <div className="grid gap-6 lg:grid-cols-2">
              <BarChart
                title={t('traffic.chart')}
                valueHeader={t('traffic.views')}
                bars={data.perDay.map((day) => ({
                  key: day.date,
                  label: dayLabel(day.date, language),
                  value: day.views,
                  display: formatNumber(day.views, language),
                }))}
              />
              <RankTable
                caption={t('traffic.topPages')}
                headers={[t('traffic.page'), t('traffic.views')]}
                rows={data.topPages.map((page) => ({
                  key: page.page,
                  cells: [
                    <span key="page" title={page.page}>
                      {labelText(pageLabel(page.page, page.title))}
                    </span>,
                    formatNumber(page.views, language),
                  ],
                }))}
              />
            </div>
          )}
        </div>
      )}
    </Section>
  )
}
