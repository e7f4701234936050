import { Bike, CheckCircle2, PackageCheck, Phone, Wallet } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderStatus } from '#shared/constants.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { formatDate } from '#shared/dates.ts'
import { formatMoney } from '#shared/money.ts'
import { Card } from '#client/components/ui/card.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { useCourierStats } from '../api/get-courier-stats.ts'
import { useOrders } from '../api/get-orders.ts'
import { COURIER_STATUS_FILTERS, orderLabel } from '../lib/order-status.ts'
import { ListSkeleton } from '#client/components/ui/list-skeleton.tsx'
import { OrderStatusActions } from './order-status-actions.tsx'
import { OrderStatusBadge } from './order-status-badge.tsx'
import { ShareLocationButton } from './share-location-button.tsx'
import { StatusFilter } from './status-filter.tsx'
import { usePlaceNames } from '#client/lib/places.ts'
import { VariantLabel } from './variant-label.tsx'

/** The signed-in courier's figures and assigned orders, with the next step of each. */
export function CourierDashboard() {
  const { t } = useTranslation('orders')
  const [status, setStatus] = useState<OrderStatus | undefined>()
  const orders = useOrders('courier', status)
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('courier.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('courier.description')}</p>
      </header>
      <CourierStatsCards />
      <StatusFilter statuses={COURIER_STATUS_FILTERS} value={status} onChange={setStatus} />
      {orders.isPending ? (
        <ListSkeleton />
      ) : orders.isError ? (
        <ErrorState
          title={t('courier.error')}
          error={orders.error}
          onRetry={() => void orders.refetch()}
        />
      ) : orders.data.length === 0 ? (
        <EmptyState
          icon={<Bike />}
          title={status ? t('courier.emptyFiltered') : t('courier.emptyTitle')}
          description={t('courier.emptyDescription')}
        />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {orders.data.map((order) => (
            <CourierOrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
    </div>
  )
}

function CourierStatsCards() {
  const { t, i18n } = useTranslation('orders')
  const language = i18n.resolvedLanguage ?? 'am'
  const stats = useCourierStats()
  if (stats.isError) {
    return <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />
  }
  const cards: { label: string; icon: ReactNode; value: string | undefined }[] = [
    { label: t('courier.active'), icon: <Bike />, value: stats.data?.activeOrders.toString() },
    {
      label: t('courier.completedToday'),
      icon: <CheckCircle2 />,
      value: stats.data?.completedToday.toString(),
    },
    {
      label: t('courier.totalDeliveries'),
      icon: <PackageCheck />,
      value: stats.data?.totalDeliveries.toString(),
    },
    {
      label: t('courier.earnings'),
      icon: <Wallet />,
      value: stats.data ? formatMoney(stats.data.earnings, 'ETB', language) : undefined,
    },
  ]
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((card) => (
        <Card key={card.label} className="flex items-center gap-3 p-4">
          <span aria-hidden="true" className="text-primary [&_svg]:size-6">
            {card.icon}
          </span>
          <div className="grid min-w-0">
            <dt className="text-sm text-muted-foreground">{card.label}</dt>
            <dd className="text-xl font-bold">{card.value ?? <Skeleton className="h-6 w-12" />}</dd>
          </div>
        </Card>
      ))}
    </dl>
  )
}

function CourierOrderCard({ order }: { order: Order }) {
  const places = usePlaceNames()
  const { t, i18n } = useTranslation('orders')
  const language = i18n.resolvedLanguage ?? 'am'
  return (
    <li className="grid grid-cols-[minmax(0,1fr)] content-start gap-3 rounded-lg border border-border bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">{order.product.name}</h2>
        <OrderStatusBadge status={order.status} />
      </div>
      <VariantLabel label={order.variantLabel} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('card.orderLabel')}</dt>
        <dd>{orderLabel(order)}</dd>
        <dt className="text-muted-foreground">{t('courier.customer')}</dt>
        <dd>
          {order.buyer.firstName} {order.buyer.lastName}
        </dd>
        <dt className="text-muted-foreground">{t('detail.address')}</dt>
        <dd className="break-words">{places.address(order.deliveryAddress)}</dd>
        <dt className="text-muted-foreground">{t('detail.phone')}</dt>
        <dd>
          {order.deliveryPhone ? (
            <a
              href={`tel:${order.deliveryPhone}`}
              className="inline-flex items-center gap-1 text-primary underline-offset-2 hover:underline"
            >
              <Phone aria-hidden="true" className="size-3.5" />
              {order.deliveryPhone}
            </a>
          ) : (
            t('detail.none')
          )}
        </dd>
        <dt className="text-muted-foreground">{t('detail.total')}</dt>
        <dd className="font-semibold">{formatMoney(order.totalAmount, 'ETB', language)}</dd>
        <dt className="text-muted-foreground">{t('detail.quantity')}</dt>
        <dd>{order.quantity}</dd>
        <dt className="text-muted-foreground">{t('detail.deliveryFee')}</dt>
        <dd>{formatMoney(order.deliveryFee, 'ETB', language)}</dd>
        <dt className="text-muted-foreground">{t('detail.ordered')}</dt>
        <dd>{formatDate(order.createdAt, language)}</dd>
        {order.deliveryInstructions ? (
          <>
            <dt className="text-muted-foreground">{t('detail.instructions')}</dt>
            <dd className="break-words">{order.deliveryInstructions}</dd>
          </>
        ) : null}
      </dl>
      <OrderStatusActions order={order} roles={['courier']} />
      {order.status === 'in_transit' ? <ShareLocationButton orderId={order.id} /> : null}
    </li>
  )
}
