import { ClipboardList } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ORDER_STATUSES, type OrderStatus } from '#shared/constants.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { useOrders } from '../api/get-orders.ts'
import { ListSkeleton } from '#client/components/ui/list-skeleton.tsx'
import { StatusFilter } from './status-filter.tsx'

/**
 * The orders a seller or an admin works on: a heading, the status filter, and the list with its
 * loading, error and empty states; each order is drawn by `renderOrder`.
 */
export function FilteredOrderList({
  as,
  heading,
  emptyTitle,
  emptyDescription,
  listClassName = 'grid gap-3',
  renderOrder,
}: {
  as: 'seller' | 'admin'
  heading: ReactNode
  emptyTitle: string
  emptyDescription?: string
  listClassName?: string
  renderOrder: (order: Order) => ReactNode
}) {
  const { t } = useTranslation('orders')
  const [status, setStatus] = useState<OrderStatus | undefined>()
  const orders = useOrders(as, status)
  return (
    <section className="grid grid-cols-[minmax(0,1fr)] gap-4">
      {heading}
      <StatusFilter statuses={ORDER_STATUSES} value={status} onChange={setStatus} />
      {orders.isPending ? (
        <ListSkeleton />
      ) : orders.isError ? (
        <ErrorState
          title={t('seller.error')}
          error={orders.error}
          onRetry={() => void orders.refetch()}
        />
      ) : orders.data.length === 0 ? (
        <EmptyState
          icon={<ClipboardList />}
          title={status ? t('seller.emptyFiltered') : emptyTitle}
          description={status ? undefined : emptyDescription}
        />
      ) : (
        <ul className={listClassName}>{orders.data.map(renderOrder)}</ul>
      )}
    </section>
  )
}
