import { HeartPulse } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { AnalyticsPeriod, HealthStatus } from '#shared/contracts/analytics.ts'
import { Badge, type BadgeVariant } from '#client/components/ui/badge.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { useDashboard } from '../api/get-dashboard.ts'
import { formatNumber } from '../lib/format.ts'
import { Section } from './section.tsx'
import { useDates } from '#client/lib/dates.ts'

const STATUS_VARIANT: Record<HealthStatus, BadgeVariant> = {
  healthy: 'success',
  warning: 'warning',
  critical: 'destructive',
}

const KNOWN_METRICS = ['database_latency', 'error_rate', 'memory_usage', 'uptime'] as const

export function HealthSection({ days }: { days: AnalyticsPeriod }) {
  const dates = useDates()
  const { t, i18n } = useTranslation('analytics')
  const language = i18n.language
  const query = useDashboard(days)
  const metricName = (metric: string) =>
    (KNOWN_METRICS as readonly string[]).includes(metric) ? t(`health.metrics.${metric}`) : metric
  return (
    <Section id="analytics-health" title={t('health.title')} query={query}>
      {(data) =>
        data.systemHealth.length === 0 ? (
          <EmptyState
            icon={<HeartPulse />}
            title={t('health.empty')}
            description={t('health.emptyHint')}
          />
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {data.systemHealth.map((reading) => (
              <li
                key={reading.metric}
                className="flex items-center justify-between gap-3 rounded-md border border-border p-3"
              >
                <div className="min-w-0">
                  <p className="font-medium">{metricName(reading.metric)}</p>
                  <p className="text-xs text-muted-foreground">
                    {t('health.recordedAt', {
                      time: dates.dateTime(reading.recordedAt, {
                        month: 'short',
                        day: 'numeric',
                        hour: '2-digit',
                        minute: '2-digit',
                      }),
                    })}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-2">
                  <span className="font-semibold tabular-nums">
                    {formatNumber(Number(reading.value), language, 2)}
                    {reading.unit ? ` ${reading.unit}` : ''}
                  </span>
                  <Badge variant={STATUS_VARIANT[reading.status]}>
                    {t(`health.status.${reading.status}`)}
                  </Badge>
                </div>
              </li>
            ))}
          </ul>
        )
      }
    </Section>
  )
}
