import { HandCoins } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminAffiliatePayout } from '#shared/contracts/admin.ts'
import { formatDate } from '#shared/dates.ts'
import { formatMoney } from '#shared/money.ts'
import { Button } from '#client/components/ui/button.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { toast } from '#client/lib/toast.ts'
import { useAffiliatePayouts } from '../api/get-affiliate-payouts.ts'
import { useMarkAffiliatePayoutPaid } from '../api/mark-affiliate-payout-paid.ts'
import { ListSkeleton, Pager } from './pager.tsx'

/** Affiliates waiting for their commission (longest waiting first); mark a payout paid. */
export function AffiliatePayoutsPanel() {
  const { t } = useTranslation('admin')
  const [page, setPage] = useState(1)
  const payouts = useAffiliatePayouts(page)

  return (
    <section aria-labelledby="admin-affiliates-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="admin-affiliates-title" className="text-xl font-bold">
          {t('affiliates.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('affiliates.description')}</p>
      </div>
      {payouts.isPending ? (
        <ListSkeleton />
      ) : payouts.isError ? (
        <ErrorState error={payouts.error} onRetry={() => void payouts.refetch()} />
      ) : payouts.data.items.length === 0 ? (
        <EmptyState
          icon={<HandCoins />}
          title={t('affiliates.emptyTitle')}
          description={t('affiliates.empty')}
        />
      ) : (
        <>
          <ul role="list" className="grid gap-2">
            {payouts.data.items.map((payout) => (
              <PayoutRow key={payout.affiliateId} payout={payout} />
            ))}
          </ul>
          <Pager
            page={payouts.data.page}
            pageSize={payouts.data.pageSize}
            total={payouts.data.total}
            onPage={setPage}
          />
        </>
      )}
    </section>
  )
}

function PayoutRow({ payout }: { payout: AdminAffiliatePayout }) {
  const { t, i18n } = useTranslation('admin')
  const [confirming, setConfirming] = useState(false)
  const amount = formatMoney(payout.requestedAmount, 'ETB', i18n.language)
  const markPaid = useMarkAffiliatePayoutPaid({
    onSuccess: (result) => {
      setConfirming(false)
      toast.success(
        t('affiliates.paidToast', {
          amount: formatMoney(result.amount, 'ETB', i18n.language),
          name: payout.name,
        }),
      )
    },
    onError: (error) => toast.error(t('actionFailed'), { description: error.message }),
  })

  return (
    <li
      aria-label={payout.name}
      className="grid gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <p className="font-semibold">
            {payout.name} <span className="font-mono text-sm">({payout.affiliateCode})</span>
          </p>
          <p className="text-sm text-muted-foreground">{payout.email}</p>
          <p className="text-sm text-muted-foreground">
            {t('affiliates.requested', { date: formatDate(payout.requestedAt, i18n.language) })}
            {' · '}
            {t('affiliates.sales', { count: payout.salesCount })}
            {' · '}
            {payout.lastPayoutAt
              ? t('affiliates.lastPayout', {
                  date: formatDate(payout.lastPayoutAt, i18n.language),
                })
              : t('affiliates.neverPaid')}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <p className="grid text-end">
            <span className="text-xs text-muted-foreground">{t('affiliates.amountLabel')}</span>
            <span className="text-lg font-bold tabular-nums">{amount}</span>
          </p>
          {confirming ? null : (
            <Button
              size="sm"
              aria-label={t('affiliates.markPaidFor', { name: payout.name })}
              onClick={() => setConfirming(true)}
            >
              {t('affiliates.markPaid')}
            </Button>
          )}
        </div>
      </div>
      {confirming ? (
        <div
          role="group"
          aria-label={t('affiliates.confirmTitle')}
          className="grid gap-2 rounded-md bg-muted p-3 sm:grid-cols-[1fr_auto_auto] sm:items-center"
        >
          <p className="text-sm">
            <span className="font-semibold">{t('affiliates.confirmTitle')}</span>{' '}
            {t('affiliates.confirmBody', {
              amount,
              name: payout.name,
              code: payout.affiliateCode,
            })}
          </p>
          <Button
            size="sm"
            autoFocus
            disabled={markPaid.isPending}
            onClick={() => markPaid.mutate(payout.affiliateId)}
          >
            {t('affiliates.confirm')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
            {t('cancel')}
          </Button>
        </div>
      ) : null}
    </li>
  )
}
