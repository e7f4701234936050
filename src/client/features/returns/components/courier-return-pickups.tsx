import { useTranslation } from 'react-i18next'
import { Button } from '#client/components/ui/button.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { ListSkeleton } from '#client/components/ui/list-skeleton.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { useFormatMoney } from '#client/lib/money-display.ts'
import { usePlaceNames } from '#client/lib/places.ts'
import { toast } from '#client/lib/toast.ts'
import { useReturns } from '../api/get-returns.ts'
import { useMarkReturnPickedUp } from '../api/mark-return-picked-up.ts'
import { ReturnStatusBadge } from './return-status-badge.tsx'

/** The courier's trips back: where to pick each return up, the fee, and the "Picked up" step. */
export function CourierReturnPickups() {
  const { t } = useTranslation('returns')
  const places = usePlaceNames()
  const money = useFormatMoney()
  const returns = useReturns('courier')
  const pickedUp = useMarkReturnPickedUp({
    onSuccess: () => toast.success(t('actions.pickedUpDone')),
    onError: (error) =>
      toast.error(t('actions.failed'), { description: errorMessage(error, t('actions.failed')) }),
  })
  return (
    <section aria-labelledby="courier-returns" className="grid gap-3">
      <h2 id="courier-returns" className="text-xl font-semibold">
        {t('courier.title')}
      </h2>
      {returns.isPending ? (
        <ListSkeleton count={1} />
      ) : returns.isError ? (
        <ErrorState
          title={t('courier.loadError')}
          error={returns.error}
          onRetry={() => void returns.refetch()}
        />
      ) : returns.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('courier.emptyText')}</p>
      ) : (
        <ul className="grid gap-3">
          {returns.data.map((row) => (
            <li
              key={row.id}
              className="grid gap-2 rounded-lg border border-border bg-surface p-4 text-sm shadow-sm"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold">{t('returnNumber', { number: row.returnNumber })}</p>
                <ReturnStatusBadge status={row.status} />
              </div>
              <p className="break-words">
                {row.product.name} ·{' '}
                {t('details.quantityOf', { count: row.quantity, total: row.orderQuantity })}
              </p>
              <p>
                {t('details.customer', { name: `${row.buyer.firstName} ${row.buyer.lastName}` })}
              </p>
              <p className="break-words">
                {t('details.address')}: {places.address(row.deliveryAddress)}
              </p>
              <p>
                {t('details.returnShipping')}: {money(row.returnShippingFee)}
              </p>
              {row.status === 'accepted' ? (
                <div>
                  <Button
                    size="sm"
                    disabled={pickedUp.isPending}
                    onClick={() => pickedUp.mutate({ returnId: row.id })}
                  >
                    {t('actions.pickedUp')}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
