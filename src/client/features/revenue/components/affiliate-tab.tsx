import { Copy, Share2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { compareMoney, formatMoney } from '#shared/money.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { formatDate } from '#shared/dates.ts'
import { useAffiliate } from '../api/get-affiliate.ts'
import { useJoinAffiliate } from '../api/join-affiliate.ts'
import { useRequestAffiliatePayout } from '../api/request-affiliate-payout.ts'

/** The affiliate program for a signed-in user: join, the referral link, statistics, payout. */
export function AffiliateTab() {
  const { t, i18n } = useTranslation('revenue')
  const affiliate = useAffiliate(true)
  const join = useJoinAffiliate({
    onSuccess: () => toast.success(t('affiliate.joined')),
    onError: (error) => toast.error(t('error'), { description: errorMessage(error, t('error')) }),
  })
  const payout = useRequestAffiliatePayout({
    onSuccess: (result) =>
      toast.success(t('affiliate.payoutRequested', { amount: money(result.amount) })),
    onError: (error) => toast.error(t('error'), { description: errorMessage(error, t('error')) }),
  })
  const money = (amount: string) => formatMoney(amount, 'ETB', i18n.language)

  if (affiliate.isPending) {
    return (
      <div role="status" aria-label={t('loading')}>
        <Skeleton className="h-48" />
      </div>
    )
  }
  if (affiliate.isError) {
    return (
      <ErrorState
        title={t('affiliate.error')}
        error={affiliate.error}
        onRetry={() => void affiliate.refetch()}
      />
    )
  }
  const { affiliate: record, stats, sales } = affiliate.data
  if (!record) {
    return (
      <EmptyState
        icon={<Share2 />}
        title={t('affiliate.joinTitle')}
        description={t('affiliate.joinText')}
        action={
          <Button disabled={join.isPending} onClick={() => join.mutate()}>
            {t('affiliate.join')}
          </Button>
        }
      />
    )
  }
  const link = `${window.location.origin}/?ref=${record.affiliateCode}`
  const canRequest = compareMoney(stats.approvedCommission, record.payoutThreshold) >= 0
  const copy = () => {
    navigator.clipboard.writeText(link).then(
      () => toast.success(t('affiliate.copied')),
      () => toast.error(t('affiliate.copyFailed')),
    )
  }
  const figures: [string, string | number][] = [
    [t('affiliate.referrals'), stats.referrals],
    [t('affiliate.sales'), stats.sales],
    [t('affiliate.salesTotal'), money(stats.salesTotal)],
    [t('affiliate.pending'), money(stats.pendingCommission)],
    [t('affiliate.approved'), money(stats.approvedCommission)],
    [t('affiliate.requested'), money(stats.requestedCommission)],
    [t('affiliate.paid'), money(stats.paidCommission)],
    [t('affiliate.earnings'), money(stats.earnings)],
  ]
  return (
    <div className="grid gap-4">
      <Card className="grid gap-3 p-4">
        <p>
          {t('affiliate.code')}: <strong dir="ltr">{record.affiliateCode}</strong>{' '}
          <Badge variant="success">
            {t('affiliate.rate', {
              percent: (Number(record.commissionRate) * 100).toFixed(1),
            })}
          </Badge>
        </p>
        <div className="flex gap-2">
          <label htmlFor="affiliate-link" className="sr-only">
            {t('affiliate.link')}
          </label>
          <Input id="affiliate-link" readOnly value={link} dir="ltr" />
          <Button variant="outline" onClick={copy}>
            <Copy aria-hidden="true" />
            {t('affiliate.copy')}
          </Button>
        </div>
      </Card>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {figures.map(([label, value]) => (
          <Card key={label} className="p-4">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-xl font-bold">{value}</dd>
          </Card>
        ))}
      </dl>
      <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
        <div className="grid gap-1 text-sm">
          <p>{t('affiliate.threshold', { amount: money(record.payoutThreshold) })}</p>
          <p className="text-muted-foreground">{t('affiliate.settles')}</p>
        </div>
        <Button disabled={!canRequest || payout.isPending} onClick={() => payout.mutate()}>
          {t('affiliate.requestPayout')}
        </Button>
      </Card>
      <section aria-labelledby="affiliate-sales" className="grid gap-2">
        <h3 id="affiliate-sales" className="text-lg font-semibold">
          {t('affiliate.recentSales')}
        </h3>
        {sales.length === 0 ? (
          <EmptyState
            title={t('affiliate.noSalesTitle')}
            description={t('affiliate.noSalesText')}
          />
        ) : (
          <ul className="grid gap-2">
            {sales.map((sale) => (
              <li key={sale.id}>
                <Card className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                  <span>{formatDate(sale.createdAt, i18n.language)}</span>
                  <span>{money(sale.saleAmount)}</span>
                  <span className="font-semibold">{money(sale.commissionAmount)}</span>
                  <Badge variant="outline">
                    {t(`affiliate.status.${sale.status}`, { defaultValue: sale.status })}
                  </Badge>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
