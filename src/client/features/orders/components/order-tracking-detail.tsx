import { Headset, MapPin, Package, Phone, RefreshCw, SearchX, Truck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { Order, OrderTracking } from '#shared/contracts/orders.ts'
import { formatDate } from '#shared/dates.ts'
import { compareMoney } from '#shared/money.ts'
import { buttonClass } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { ApiRequestError } from '#client/lib/api-client.ts'
import { useOrder } from '../api/get-order.ts'
import { useOrderTracking } from '../api/get-order-tracking.ts'
import { orderLabel, orderRef } from '../lib/order-status.ts'
import { OrderMoneyBreakdown } from './order-money-breakdown.tsx'
import { OrderStatusBadge } from './order-status-badge.tsx'
import { OrderThumbnail } from './order-thumbnail.tsx'
import { useFormatMoney } from '#client/lib/money-display.ts'
import { useDates } from '#client/lib/dates.ts'
import { usePlaceNames } from '#client/lib/places.ts'
import { VariantLabel } from './variant-label.tsx'

// Someone else's order answers 403; to the reader it is simply not one of theirs to track.
const isMissing = (error: unknown) =>
  error instanceof ApiRequestError && [400, 403, 404].includes(error.status)

/** One order's status, details, courier and timeline; refreshes itself while open. */
export function OrderTrackingDetail({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders')
  // The address may name the order by its id or by its order number.
  const ref = orderRef(orderId)
  const valid = ref !== null
  const order = useOrder(ref ?? orderId, { enabled: valid })
  const tracking = useOrderTracking(ref ?? orderId, { enabled: valid })

  if (!valid || isMissing(order.error)) {
    return (
      <EmptyState
        icon={<SearchX />}
        title={t('tracking.notFoundTitle')}
        description={t('tracking.notFound')}
        action={
          <Link href="/orders" className={buttonClass({ variant: 'outline' })}>
            {t('tracking.myOrders')}
          </Link>
        }
      />
    )
  }
  if (order.isPending) return <TrackingSkeleton />
  if (order.isError) {
    return (
      <ErrorState
        title={t('tracking.error')}
        error={order.error}
        onRetry={() => void order.refetch()}
      />
    )
  }
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_1fr]">
      <p className="flex items-center gap-1 text-xs text-muted-foreground lg:col-span-2">
        <RefreshCw aria-hidden="true" className="size-3" />
        {t('tracking.live')}
      </p>
      <OrderSummary order={order.data} />
      <div className="grid content-start gap-4">
        {order.data.international ? (
          <ShipmentCard order={order.data} />
        ) : (
          <CourierCard order={order.data} tracking={tracking.data} />
        )}
        <Card className="grid gap-3 p-4">
          <h2 className="text-lg font-semibold">{t('tracking.history')}</h2>
          {tracking.isPending ? (
            <Skeleton className="h-24" />
          ) : tracking.isError ? (
            <ErrorState
              title={t('tracking.historyError')}
              error={tracking.error}
              onRetry={() => void tracking.refetch()}
            />
          ) : (
            <Timeline updates={tracking.data.updates} />
          )}
        </Card>
        <Card className="flex flex-col items-start gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">{t('tracking.helpText')}</p>
          <Link href="/support" className={buttonClass({ variant: 'outline', size: 'sm' })}>
            <Headset aria-hidden="true" />
            {t('tracking.support')}
          </Link>
        </Card>
      </div>
    </div>
  )
}

function OrderSummary({ order }: { order: Order }) {
  const places = usePlaceNames()
  const money = useFormatMoney()
  const { t, i18n } = useTranslation('orders')
  const language = i18n.resolvedLanguage ?? 'am'
  return (
    <Card className="grid content-start gap-4 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold">{t('card.order', { id: orderLabel(order) })}</h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <div className="flex gap-3">
        <OrderThumbnail imageUrl={order.product.imageUrl} />
        <div className="flex min-w-0 flex-col gap-1">
          <Link
            href={`/products/${order.product.id}`}
            className="font-semibold underline-offset-2 hover:underline"
          >
            {order.product.name}
          </Link>
          <VariantLabel label={order.variantLabel} />
          <p className="text-sm text-muted-foreground">
            {t('card.seller', { store: order.seller.storeName })}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">{t('detail.quantity')}</dt>
        <dd>{order.quantity}</dd>
        <dt className="text-muted-foreground">{t('detail.deliveryFee')}</dt>
        <dd>{money(order.deliveryFee)}</dd>
        <dt className="text-muted-foreground">{t('detail.total')}</dt>
        <dd className="font-semibold">{money(order.totalAmount)}</dd>
        {compareMoney(order.cashbackAmount, '0') > 0 ? (
          <>
            <dt className="text-muted-foreground">{t('detail.cashback')}</dt>
            <dd className="text-primary">
              {t(order.cashbackCreditedAt ? 'detail.cashbackCredited' : 'detail.cashbackPending', {
                amount: money(order.cashbackAmount),
              })}
              {compareMoney(order.cashbackReturned, '0') > 0 ? (
                <span className="block text-muted-foreground">
                  {t('detail.cashbackReturned', { returned: money(order.cashbackReturned) })}
                </span>
              ) : null}
            </dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{t('detail.ordered')}</dt>
        <dd>{formatDate(order.createdAt, language)}</dd>
        <dt className="text-muted-foreground">{t('detail.address')}</dt>
        <dd className="break-words">{places.address(order.deliveryAddress)}</dd>
        <dt className="text-muted-foreground">{t('detail.phone')}</dt>
        <dd>{order.deliveryPhone ?? t('detail.none')}</dd>
        {order.deliveryInstructions ? (
          <>
            <dt className="text-muted-foreground">{t('detail.instructions')}</dt>
            <dd className="break-words">{order.deliveryInstructions}</dd>
          </>
        ) : null}
      </dl>
      <OrderMoneyBreakdown order={order} />
    </Card>
  )
}

/** An order abroad travels with the seller's carrier, not one of our couriers. */
function ShipmentCard({ order }: { order: Order }) {
  const { t } = useTranslation('orders')
  const shipped = order.shippingCarrier || order.trackingNumber
  return (
    <Card className="grid gap-2 p-4">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Package aria-hidden="true" className="size-5 text-primary" />
        {t('detail.shipment')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('card.shipsAbroad')}</p>
      {shipped ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">{t('detail.carrier')}</dt>
          <dd>{order.shippingCarrier ?? t('detail.none')}</dd>
          <dt className="text-muted-foreground">{t('detail.trackingNumber')}</dt>
          <dd dir="ltr" className="break-all font-mono">
            {order.trackingNumber ?? t('detail.none')}
          </dd>
        </dl>
      ) : (
        <p className="text-sm">{t('detail.notShipped')}</p>
      )}
    </Card>
  )
}

function CourierCard({ order, tracking }: { order: Order; tracking: OrderTracking | undefined }) {
  const dates = useDates()
  const { t } = useTranslation('orders')
  const position = tracking?.latestPosition
  return (
    <Card className="grid gap-2 p-4">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Truck aria-hidden="true" className="size-5 text-primary" />
        {t('detail.courier')}
      </h2>
      {order.courier ? (
        <>
          <p className="font-medium">
            {order.courier.name} · {t(`vehicle.${order.courier.vehicleType}`)}
          </p>
          <a
            href={`tel:${order.courier.phone}`}
            className="inline-flex items-center gap-2 text-primary underline-offset-2 hover:underline"
          >
            <Phone aria-hidden="true" className="size-4" />
            {order.courier.phone}
          </a>
        </>
      ) : (
        <p className="text-muted-foreground">{t('card.noCourier')}</p>
      )}
      {position ? (
        <p className="flex items-start gap-2 text-sm">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            {t('detail.position', {
              latitude: position.latitude,
              longitude: position.longitude,
              time: dates.dateTime(position.recordedAt),
            })}{' '}
            <a
              href={`https://www.openstreetmap.org/?mlat=${position.latitude}&mlon=${position.longitude}#map=16/${position.latitude}/${position.longitude}`}
              target="_blank"
              rel="noreferrer"
              className="text-primary underline"
            >
              {t('detail.openMap')}
            </a>
          </span>
        </p>
      ) : null}
    </Card>
  )
}

function Timeline({ updates }: { updates: OrderTracking['updates'] }) {
  const dates = useDates()
  const places = usePlaceNames()
  const { t } = useTranslation('orders')
  if (updates.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('tracking.noUpdates')}</p>
  }
  return (
    <ol className="grid gap-3 border-l-2 border-border pl-4">
      {updates.map((update) => (
        <li key={update.id} className="relative grid gap-0.5">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.4rem] size-3 rounded-full bg-primary"
          />
          <div className="flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={update.status} />
            <time dateTime={update.timestamp} className="text-xs text-muted-foreground">
              {dates.dateTime(update.timestamp)}
            </time>
          </div>
          {update.message ? <p className="text-sm">{update.message}</p> : null}
          {update.location ? (
            <p className="flex items-center gap-1 text-xs text-muted-foreground">
              <MapPin aria-hidden="true" className="size-3" />
              {places.address(update.location)}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  )
}

function TrackingSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-4 lg:grid-cols-2">
      <Skeleton className="h-72" />
      <Skeleton className="h-72" />
    </div>
  )
}
