import { useTranslation } from 'react-i18next'
import type { Order } from '#shared/contracts/orders.ts'
import { nextStatuses, type OrderRole } from '#shared/orders.ts'
import { Button } from '#client/components/ui/button.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useChangeOrderStatus } from '../api/change-order-status.ts'
import { shortOrderId } from '../lib/order-status.ts'

/** Exactly the moves the server allows the viewer's role from the order's current status. */
export function OrderStatusActions({ order, roles }: { order: Order; roles: OrderRole[] }) {
  const { t } = useTranslation('orders')
  const change = useChangeOrderStatus({
    onSuccess: (updated) =>
      toast.success(
        t('toast.statusChanged', {
          id: shortOrderId(updated.id),
          status: t(`status.${updated.status}`),
        }),
      ),
    onError: (error) =>
      toast.error(t('toast.statusFailed'), {
        description: errorMessage(error, t('toast.tryAgain')),
      }),
  })
  const next = nextStatuses(roles, order.status)
  if (next.length === 0) return null
  return (
    <div className="flex flex-wrap gap-2">
      {next.map((status) => (
        <Button
          key={status}
          size="sm"
          variant={status === 'cancelled' ? 'outline' : 'primary'}
          disabled={change.isPending}
          onClick={() => {
            if (status === 'cancelled' && !window.confirm(t('actions.confirmCancel'))) return
            change.mutate({ id: order.id, status })
          }}
        >
          {t(`actions.${status}`)}
        </Button>
      ))}
    </div>
  )
}
