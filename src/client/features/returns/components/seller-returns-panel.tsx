import { useTranslation } from 'react-i18next'
import type { OrderReturn } from '#shared/contracts/returns.ts'
import { Button } from '#client/components/ui/button.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { ListSkeleton } from '#client/components/ui/list-skeleton.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useReturns } from '../api/get-returns.ts'
import { useMarkReturnReceived } from '../api/mark-return-received.ts'
import { useRefundReturn } from '../api/refund-return.ts'
import { DecisionForm } from './decision-form.tsx'
import { PickupCourierForm } from './pickup-courier-form.tsx'
import { ReturnDetails } from './return-details.tsx'

/** The signed-in seller's return requests, each with the seller's next step. */
export function SellerReturnsPanel() {
  const { t } = useTranslation('returns')
  const returns = useReturns('seller')
  return (
    <section aria-labelledby="seller-returns" className="grid gap-3">
      <h2 id="seller-returns" className="text-xl font-semibold">
        {t('seller.title')}
      </h2>
      {returns.isPending ? (
        <ListSkeleton count={2} />
      ) : returns.isError ? (
        <ErrorState
          title={t('seller.loadError')}
          error={returns.error}
          onRetry={() => void returns.refetch()}
        />
      ) : returns.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('seller.emptyText')}</p>
      ) : (
        <ul className="grid gap-3">
          {returns.data.map((row) => (
            <li
              key={row.id}
              className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-lg border border-border bg-surface p-4 shadow-sm"
            >
              <p className="text-sm text-muted-foreground">
                {row.orderNumber} ·{' '}
                {t('details.customer', { name: `${row.buyer.firstName} ${row.buyer.lastName}` })}
              </p>
              <ReturnDetails row={row} showProduct />
              <SellerSteps row={row} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function SellerSteps({ row }: { row: OrderReturn }) {
  const { t } = useTranslation('returns')
  const onError = (error: Error) =>
    toast.error(t('actions.failed'), { description: errorMessage(error, t('actions.failed')) })
  const received = useMarkReturnReceived({
    onSuccess: () => toast.success(t('actions.receivedDone')),
    onError,
  })
  const refund = useRefundReturn({ onSuccess: () => toast.success(t('actions.refunded')), onError })
  if (row.status === 'requested' && !row.awaitingAdmin) return <DecisionForm row={row} />
  return (
    <div className="grid gap-3">
      {row.status === 'accepted' && !row.international ? <PickupCourierForm row={row} /> : null}
      {row.status === 'accepted' || row.status === 'in_transit' ? (
        <div>
          <Button
            size="sm"
            disabled={received.isPending}
            onClick={() => received.mutate({ returnId: row.id })}
          >
            {t('actions.received')}
          </Button>
        </div>
      ) : null}
      {row.status === 'received' ? (
        row.refundMethod === 'manual' ? (
          <p className="text-sm text-muted-foreground">{t('actions.manualByTeam')}</p>
        ) : (
          <div>
            <Button
              size="sm"
              disabled={refund.isPending}
              onClick={() => refund.mutate({ returnId: row.id })}
            >
              {t('actions.refund')}
            </Button>
          </div>
        )
      ) : null}
    </div>
  )
}
