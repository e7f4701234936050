import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { Order } from '#shared/contracts/orders.ts'
import { formatDate } from '#shared/dates.ts'
import { formatMoney } from '#shared/money.ts'
import { buttonClass } from '#client/components/ui/button.tsx'
import { orderLabel } from '../lib/order-status.ts'
import { OrderMoneyBreakdown } from './order-money-breakdown.tsx'
import { FilteredOrderList } from './filtered-order-list.tsx'
import { OrderStatusBadge } from './order-status-badge.tsx'
import { VariantLabel } from './variant-label.tsx'

/**
 * Every store's orders for admins, newest first, each with who earns what (items, coupon, delivery
 * and to whom, commission, the seller's net) and a link to the order's page.
 */
export function AdminOrdersPanel() {
  const { t } = useTranslation('orders')
  return (
    <FilteredOrderList
      as="admin"
      heading={<h2 className="text-xl font-semibold">{t('money.adminTitle')}</h2>}
      emptyTitle={t('money.adminEmpty')}
      listClassName="grid gap-3 lg:grid-cols-2"
      renderOrder={(order) => <AdminOrderCard key={order.id} order={order} />}
    />
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
      <VariantLabel label={order.variantLabel} />
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
