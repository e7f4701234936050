import { PackageOpen } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { OrderStatus } from '#shared/constants.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { formatDate } from '#shared/dates.ts'
import { buttonClass } from '#client/components/ui/button.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { useOrders } from '../api/get-orders.ts'
import { BUYER_STATUS_FILTERS, orderLabel } from '../lib/order-status.ts'
import { OrderCashbackLine, OrderShipmentLine } from './order-extras.tsx'
import { ListSkeleton } from '#client/components/ui/list-skeleton.tsx'
import { OrderStatusActions } from './order-status-actions.tsx'
import { OrderStatusBadge } from './order-status-badge.tsx'
import { OrderThumbnail } from './order-thumbnail.tsx'
import { StatusFilter } from './status-filter.tsx'
import { useFormatMoney } from '#client/lib/money-display.ts'
import { VariantLabel } from './variant-label.tsx'

/** The signed-in buyer's orders, filtered by status, each with Track and (while allowed) cancel. */
export function MyOrders() {
  const { t } = useTranslation('orders')
  const [status, setStatus] = useState<OrderStatus | undefined>()
  const orders = useOrders('buyer', status)
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('mine.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('mine.description')}</p>
      </header>
      <StatusFilter statuses={BUYER_STATUS_FILTERS} value={status} onChange={setStatus} />
      {orders.isPending ? (
        <ListSkeleton />
      ) : orders.isError ? (
        <ErrorState
          title={t('mine.error')}
          error={orders.error}
          onRetry={() => void orders.refetch()}
        />
      ) : orders.data.length === 0 ? (
        <EmptyState
          icon={<PackageOpen />}
          title={status ? t('mine.emptyFiltered') : t('mine.emptyTitle')}
          description={t('mine.emptyDescription')}
          action={
            <Link href="/products" className={buttonClass()}>
              {t('mine.browse')}
            </Link>
          }
        />
      ) : (
        <ul className="grid gap-3">
          {orders.data.map((order) => (
            <BuyerOrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
    </div>
  )
}

function BuyerOrderCard({ order }: { order: Order }) {
  const money = useFormatMoney()
  const { t, i18n } = useTranslation('orders')
  const language = i18n.resolvedLanguage ?? 'am'
  return (
    <li className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-lg border border-border bg-surface p-4 shadow-sm">
      <div className="flex gap-3">
        <OrderThumbnail imageUrl={order.product.imageUrl} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="truncate font-semibold">{order.product.name}</h2>
            <OrderStatusBadge status={order.status} />
          </div>
          <VariantLabel label={order.variantLabel} />
          <p className="text-sm text-muted-foreground">
            {t('card.order', { id: orderLabel(order) })} · {formatDate(order.createdAt, language)}
          </p>
          <p className="text-sm">{t('card.seller', { store: order.seller.storeName })}</p>
          {order.international ? (
            <OrderShipmentLine order={order} />
          ) : (
            <p className="text-sm">
              {order.courier
                ? t('card.courier', { name: order.courier.name })
                : t('card.noCourier')}
            </p>
          )}
          <p className="text-sm">{t('card.quantity', { count: order.quantity })}</p>
          <p className="font-semibold">{t('card.total', { amount: money(order.totalAmount) })}</p>
          {order.payment && order.payment.refund !== 'none' ? (
            <p className="text-sm font-medium text-destructive">
              {t(order.payment.refund === 'refunded' ? 'card.refunded' : 'card.refundPending', {
                amount: money(order.totalAmount),
              })}
            </p>
          ) : null}
          <OrderCashbackLine order={order} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Link href={`/orders/${order.id}`} className={buttonClass({ size: 'sm' })}>
          {t('card.track')}
        </Link>
        <OrderStatusActions order={order} roles={['buyer']} />
      </div>
    </li>
  )
}
