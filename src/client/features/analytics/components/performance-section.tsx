import { Activity, CircleAlert, Gauge, ServerCog } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { AnalyticsPeriod } from '#shared/contracts/analytics.ts'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { usePerformance } from '../api/get-performance.ts'
import { formatNumber, formatPercent } from '../lib/format.ts'
import { StatCard } from '#client/components/ui/stat-card.tsx'
import { RankTable, Section } from './section.tsx'

export function PerformanceSection({ days }: { days: AnalyticsPeriod }) {
  const { t, i18n } = useTranslation('analytics')
  const language = i18n.language
  const query = usePerformance(days)
  const ms = (value: number) => t('milliseconds', { value: formatNumber(value, language) })
  return (
    <Section id="analytics-performance" title={t('performance.title')} query={query}>
      {(data) => (
        <div className="grid gap-5">
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard
              icon={<Gauge />}
              label={t('performance.averageResponseTime')}
              value={data.averageResponseTime === null ? null : ms(data.averageResponseTime)}
              empty={t('noData')}
            />
            <StatCard
              icon={<CircleAlert />}
              label={t('performance.errorRate')}
              value={data.errorRate === null ? null : formatPercent(data.errorRate, language)}
              detail={t('performance.errorHint')}
              empty={t('noData')}
            />
            <StatCard
              icon={<Activity />}
              label={t('performance.totalRequests')}
              value={formatNumber(data.totalRequests, language)}
              empty={t('noData')}
            />
            <StatCard
              icon={<ServerCog />}
              label={t('performance.uptime')}
              value={data.uptime === null ? null : formatPercent(data.uptime, language)}
              detail={t('performance.uptimeHint')}
              empty={t('noData')}
            />
          </div>
          {data.endpointStats.length === 0 ? (
            <EmptyState icon={<Activity />} title={t('performance.empty')} />
          ) : (
            <RankTable
              caption={t('performance.topEndpoints')}
              headers={[
                t('performance.endpoint'),
                t('performance.requests'),
                t('performance.averageResponseTime'),
                t('performance.errorRate'),
              ]}
              rows={data.endpointStats.map((row) => ({
                key: `${row.method} ${row.endpoint}`,
                cells: [
                  <code key="endpoint" className="text-xs">
                    {row.method} {row.endpoint}
                  </code>,
                  formatNumber(row.requests, language),
                  ms(row.averageResponseTime),
                  formatPercent(row.errorRate, language),
                ],
              }))}
            />
          )}
        </div>
      )}
    </Section>
  )
}
