import { useTranslation } from 'react-i18next'
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '#shared/contracts/analytics.ts'
import { cn } from '#client/lib/cn.ts'
import { HealthSection } from './health-section.tsx'
import { PerformanceSection } from './performance-section.tsx'
import { RevenueSection } from './revenue-section.tsx'
import { TrafficSection } from './traffic-section.tsx'

/**
 * The analytics dashboard for one period. Admins see the platform with performance and system
 * health; sellers see their own store's traffic and revenue.
 */
export function AnalyticsView({
  days,
  onDaysChange,
  isAdmin,
}: {
  days: AnalyticsPeriod
  onDaysChange: (days: AnalyticsPeriod) => void
  isAdmin: boolean
}) {
  const { t } = useTranslation('analytics')
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground">{t(isAdmin ? 'scope.platform' : 'scope.seller')}</p>
        <div
          role="group"
          aria-label={t('period.label')}
          className="inline-flex rounded-md border border-border bg-surface p-1"
        >
          {ANALYTICS_PERIODS.map((period) => (
            <button
              key={period}
              type="button"
              aria-pressed={period === days}
              onClick={() => onDaysChange(period)}
              className={cn(
                'rounded px-3 py-1.5 text-sm font-medium focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring',
                period === days
                  ? 'bg-primary text-primary-foreground'
                  : 'text-foreground hover:bg-muted',
              )}
            >
              {t('period.days', { count: period })}
            </button>
          ))}
        </div>
      </div>
      <TrafficSection days={days} seller={!isAdmin} />
      <RevenueSection days={days} seller={!isAdmin} />
      {isAdmin ? (
        <>
          <PerformanceSection days={days} />
          <HealthSection days={days} />
        </>
      ) : null}
    </div>
  )
}
