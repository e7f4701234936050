import { Banknote, Percent, Receipt, Wallet } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { AnalyticsPeriod } from '#shared/contracts/analytics.ts'
import { formatMoney } from '#shared/money.ts'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { useRevenue } from '../api/get-revenue.ts'
import { dayLabel, formatNumber } from '../lib/format.ts'
import { BarChart } from './bar-chart.tsx'
import { StatCard } from '#client/components/ui/stat-card.tsx'
import { Section } from './section.tsx'

export function RevenueSection({ days, seller }: { days: AnalyticsPeriod; seller: boolean }) {
  const { t, i18n } = useTranslation('analytics')
  const language = i18n.language
  const query = useRevenue(days)
  return (
    <Section
      id="analytics-revenue"
      title={t('revenue.title')}
      description={t(seller ? 'revenue.sellerHint' : 'revenue.platformHint')}
      query={query}
    >
      {(data) => {
        const money = (amount: string) => formatMoney(amount, data.currency, language)
        return (
          <div className="grid gap-5">
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <StatCard
                icon={<Banknote />}
                label={t('revenue.totalRevenue')}
                value={money(data.totalRevenue)}
                detail={t('perDay', { value: money(data.averageRevenuePerDay) })}
                empty={t('noData')}
              />
              <StatCard
                icon={<Percent />}
                label={t('revenue.commission')}
                value={money(data.totalCommission)}
                empty={t('noData')}
              />
              <StatCard
                icon={<Wallet />}
                label={t('revenue.net')}
                value={money(data.netRevenue)}
                empty={t('noData')}
              />
              <StatCard
                icon={<Receipt />}
                label={t('revenue.transactions')}
                value={formatNumber(data.transactionCount, language)}
                empty={t('noData')}
              />
            </div>
            {data.transactionCount === 0 ? (
              <EmptyState icon={<Banknote />} title={t('revenue.empty')} />
            ) : (
              <BarChart
                title={t('revenue.chart')}
                valueHeader={t('revenue.totalRevenue')}
                bars={data.perDay.map((day) => ({
                  key: day.date,
                  label: dayLabel(day.date, language),
                  // Bar heights only; every figure shown is the exact decimal.
                  value: Number(day.revenue),
                  display: money(day.revenue),
                }))}
              />
            )}
          </div>
        )
      }}
    </Section>
  )
}
