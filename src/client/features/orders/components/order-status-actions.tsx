import type { TFunction } from 'i18next'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderStatus } from '#shared/constants.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { compareMoney, formatMoney } from '#shared/money.ts'
import { nextStatuses, type OrderRole } from '#shared/orders.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useChangeOrderStatus } from '../api/change-order-status.ts'
import { cancelledMoney } from '../lib/order-credit.ts'
import { orderLabel } from '../lib/order-status.ts'
import { CancelOrderDialog } from './cancel-order-dialog.tsx'

/**
 * Exactly the moves the server allows the viewer's role from the order's current status. An
 * order abroad is shipped by its seller: that step asks for the carrier and tracking number.
 */
export function OrderStatusActions({ order, roles }: { order: Order; roles: OrderRole[] }) {
  const { t, i18n } = useTranslation('orders')
  const change = useChangeOrderStatus({
    onSuccess: (updated) =>
      toast.success(
        updated.status === 'cancelled'
          ? cancelledToast(updated, t, i18n.resolvedLanguage ?? 'am')
          : t('toast.statusChanged', {
              id: orderLabel(updated),
              status: t(`status.${updated.status}`),
            }),
      ),
    onError: (error) =>
      toast.error(t('toast.statusFailed'), {
        description: errorMessage(error, t('toast.tryAgain')),
      }),
  })
  const next = nextStatuses(roles, order.status, { international: order.international })
  if (next.length === 0) return null
  const ships = (status: OrderStatus) => order.international && status === 'in_transit'
  const buttons = next.filter((status) => !ships(status))
  return (
    <div className="grid gap-3">
      {next.some(ships) ? <ShipAbroadForm order={order} /> : null}
      {buttons.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {buttons.map((status) =>
            status === 'cancelled' ? (
              <CancelOrderDialog
                key={status}
                order={order}
                disabled={change.isPending}
                onConfirm={() => change.mutate({ id: order.id, status })}
              >
                {t('actions.cancelled')}
              </CancelOrderDialog>
            ) : (
              <Button
                key={status}
                size="sm"
                disabled={change.isPending}
                onClick={() => change.mutate({ id: order.id, status })}
              >
                {t(`actions.${status}`)}
              </Button>
            ),
          )}
        </div>
      ) : null}
    </div>
  )
}

/** The cancelled order's toast says what happened to its money. */
function cancelledToast(order: Order, t: TFunction<'orders'>, language: string) {
  const { credit, paidInCredit, owed } = cancelledMoney(order)
  const values = { id: orderLabel(order), amount: formatMoney(owed, 'ETB', language) }
  const creditBack = paidInCredit
    ? ` ${t('cancel.doneCreditBack', { amount: formatMoney(credit, 'ETB', language) })}`
    : ''
  // Paid all in credit, nothing is owed through the payment: only the credit came back.
  switch (compareMoney(owed, '0') > 0 ? order.payment?.refund : undefined) {
    case 'refund_pending':
      return t('cancel.doneRefundPending', values) + creditBack
    case 'refunded':
      return t('cancel.doneRefunded', values) + creditBack
    default:
      return creditBack
        ? t('cancel.doneCreditOnly', { id: values.id }) + creditBack
        : t('cancel.doneNothingCharged', values)
  }
}

/** The seller hands an order abroad to a postal or courier service: carrier and tracking number. */
function ShipAbroadForm({ order }: { order: Order }) {
  const { t } = useTranslation('orders')
  const id = useId()
  const [carrier, setCarrier] = useState('')
  const [trackingNumber, setTrackingNumber] = useState('')
  const ship = useChangeOrderStatus({
    onSuccess: (updated) => toast.success(t('ship.done', { id: orderLabel(updated) })),
    onError: (error) =>
      toast.error(t('toast.statusFailed'), {
        description: errorMessage(error, t('toast.tryAgain')),
      }),
  })
  return (
    <form
      aria-labelledby={`${id}-title`}
      className="grid gap-2 rounded-md border border-border p-3"
      onSubmit={(event) => {
        event.preventDefault()
        ship.mutate({
          id: order.id,
          status: 'in_transit',
          carrier: carrier.trim() || undefined,
          trackingNumber: trackingNumber.trim() || undefined,
        })
      }}
    >
      <p id={`${id}-title`} className="text-sm font-semibold">
        {t('ship.title')}
      </p>
      <p className="text-sm text-muted-foreground">{t('ship.hint')}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-carrier`}>{t('ship.carrier')}</Label>
          <Input
            id={`${id}-carrier`}
            value={carrier}
            maxLength={80}
            onChange={(event) => setCarrier(event.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-tracking`}>{t('ship.trackingNumber')}</Label>
          <Input
            id={`${id}-tracking`}
            value={trackingNumber}
            maxLength={80}
            dir="ltr"
            onChange={(event) => setTrackingNumber(event.target.value)}
          />
        </div>
      </div>
      <div>
        <Button type="submit" size="sm" disabled={ship.isPending}>
          {t('ship.submit')}
        </Button>
      </div>
    </form>
  )
}
