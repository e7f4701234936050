import { Calculator, TrendingUp, Wallet } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { SellerDashboard } from '#shared/contracts/seller-dashboard.ts'
import { formatMoney } from '#shared/money.ts'
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { barHeights, formatPercent, monthLabel } from '../lib/figures.ts'
import { StatCard } from '#client/components/ui/stat-card.tsx'

/** Earnings tab: this month, growth, average order and a 7-month bar chart (plain CSS bars). */
export function EarningsPanel({ data }: { data: SellerDashboard }) {
  const { t, i18n } = useTranslation('dashboard')
  const language = i18n.language
  const { earnings } = data
  const heights = barHeights(earnings.months.map((month) => month.amount))
  const hasSales = heights.some((height) => height > 0)
  const growth = formatPercent(earnings.growthRate, language)

  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <StatCard
          icon={<Wallet />}
          label={t('earnings.monthly')}
          value={formatMoney(data.overview.monthlyEarnings, 'ETB', language)}
          empty={t('noData')}
        />
        <StatCard
          icon={<TrendingUp />}
          label={t('earnings.growth')}
          value={
            growth && earnings.growthRate !== null && earnings.growthRate > 0
              ? `+${growth}`
              : growth
          }
          detail={t('earnings.growthHint')}
          empty={t('noData')}
        />
        <StatCard
          icon={<Calculator />}
          label={t('earnings.averageOrder')}
          value={
            earnings.averageOrderValue === null
              ? null
              : formatMoney(earnings.averageOrderValue, 'ETB', language)
          }
          empty={t('noData')}
        />
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t('earnings.chartTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          {hasSales ? null : (
            <p className="mb-3 text-sm text-muted-foreground">{t('earnings.noSales')}</p>
          )}
          <ol className="flex h-48 items-end gap-2" aria-label={t('earnings.chartTitle')}>
            {earnings.months.map((month, index) => (
              <li
                key={month.month}
                className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1"
              >
                <span className="sr-only">
                  {monthLabel(month.month, language)}: {formatMoney(month.amount, 'ETB', language)}
                </span>
                <div
                  aria-hidden="true"
                  className="w-full rounded-t bg-primary"
                  style={{
                    height: `${heights[index] ?? 0}%`,
                    minHeight: heights[index] ? '2px' : 0,
                  }}
                  title={formatMoney(month.amount, 'ETB', language)}
                />
                <span
                  aria-hidden="true"
                  className="text-center text-xs leading-tight text-muted-foreground"
                >
                  {monthLabel(month.month, language)}
                </span>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </div>
  )
}
