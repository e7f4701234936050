import { ClipboardList } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { ORDER_STATUSES, type OrderStatus } from '#shared/constants.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { formatDate } from '#shared/dates.ts'
import { formatMoney } from '#shared/money.ts'
import { buttonClass } from '#client/components/ui/button.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { useOrders } from '../api/get-orders.ts'
import { orderLabel } from '../lib/order-status.ts'
import { OrderListSkeleton } from './order-list-skeleton.tsx'
import { OrderMoneyBreakdown } from './order-money-breakdown.tsx'
import { OrderStatusBadge } from './order-status-badge.tsx'
import { StatusFilter } from './status-filter.tsx'

/**
 * Every store's orders for admins, newest first, each with who earns what (items, coupon, delivery
 * and to whom, commission, the seller's net) and a link to the order's page.
 */
export function AdminOrdersPanel() {
  const { t } = useTranslation('orders')
  const [status, setStatus] = useState<OrderStatus | undefined>()
  const orders = useOrders('admin', status)
  return (
    <section className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <h2 className="text-xl font-semibold">{t('money.adminTitle')}</h2>
      <StatusFilter statuses={ORDER_STATUSES} value={status} onChange={setStatus} />
      {orders.isPending ? (
        <OrderListSkeleton />
      ) : orders.isError ? (
        <ErrorState
          title={t('seller.error')}
          error={orders.error}
          onRetry={() => void orders.refetch()}
        />
      ) : orders.data.length === 0 ? (
        <EmptyState
          icon={<ClipboardList />}
          title={status ? t('seller.emptyFiltered') : t('money.adminEmpty')}
        />
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {orders.data.map((order) => (
            <AdminOrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
    </section>
  )
}

function AdminOrderCard({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders')
  const language = i18n.resolvedLanguage ?? 'am'
  return (
    <li className="grid grid-cols-[minmax(0,1fr)] content-start gap-3 rounded-lg border border-border bg-surface p-4 text-sm shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="truncate text-base font-semibold">{order.product.name}</p>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="text-muted-foreground">
        {t('card.order', { id: orderLabel(order) })} · {formatDate(order.createdAt, language)} ·{' '}
        {t('card.seller', { store: order.seller.storeName })}
      </p>
      <p>
        {t('courier.customer')}: {order.buyer.firstName} {order.buyer.lastName} ·{' '}
        {t('card.total', { amount: formatMoney(order.totalAmount, 'ETB', language) })}
      </p>
      {order.international ? null : (
        <p className="text-muted-foreground">
          {order.courier ? t('card.courier', { name: order.courier.name }) : t('card.noCourier')}
          {' · '}
          {order.chosenCourier
            ? t('money.buyerChose', { name: order.chosenCourier.name })
            : t('money.buyerChoseNone')}
        </p>
      )}
      <OrderMoneyBreakdown order={order} />
      <Link
        href={`/orders/${order.id}`}
        className={buttonClass({ variant: 'outline', size: 'sm', className: 'justify-self-start' })}
      >
        {t('card.track')}
      </Link>
    </li>
  )
}
