import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderStatus } from '#shared/constants.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { formatDate } from '#shared/dates.ts'
import { formatMoney } from '#shared/money.ts'
import { orderServiceArea } from '#shared/orders.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useAssignCourier } from '../api/assign-courier.ts'
import { useTripQuotes } from '../api/get-trip-quotes.ts'
import { orderLabel } from '../lib/order-status.ts'
import { OrderShipmentLine } from './order-extras.tsx'
import { FilteredOrderList } from './filtered-order-list.tsx'
import { OrderMoneyBreakdown } from './order-money-breakdown.tsx'
import { OrderStatusActions } from './order-status-actions.tsx'
import { OrderStatusBadge } from './order-status-badge.tsx'
import { OrderThumbnail } from './order-thumbnail.tsx'
import { usePlaceNames } from '#client/lib/places.ts'
import { VariantLabel } from './variant-label.tsx'

// A courier can be (re)assigned until the order leaves the store.
const ASSIGNABLE: readonly OrderStatus[] = ['pending', 'confirmed', 'preparing', 'ready_for_pickup']

/**
 * The signed-in seller's orders with the seller's next steps (confirm, preparing, ready, cancel)
 * and a courier chooser listing the active couriers serving each order's area. Mount it only for
 * a signed-in seller; it reads everything from the session.
 */
export function SellerOrdersPanel({
  headingLevel = 2,
  orderActions,
}: {
  headingLevel?: 2 | 3
  /** More actions on each order, composed in by the page from other features (e.g. chat). */
  orderActions?: (order: Order) => ReactNode
}) {
  const { t } = useTranslation('orders')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <FilteredOrderList
      as="seller"
      heading={<Heading className="text-xl font-semibold">{t('seller.title')}</Heading>}
      emptyTitle={t('seller.emptyTitle')}
      emptyDescription={t('seller.emptyDescription')}
      renderOrder={(order) => (
        <SellerOrderCard key={order.id} order={order} actions={orderActions?.(order)} />
      )}
    />
  )
}

function SellerOrderCard({ order, actions }: { order: Order; actions?: ReactNode }) {
  const places = usePlaceNames()
  const { t, i18n } = useTranslation('orders')
  const language = i18n.resolvedLanguage ?? 'am'
  return (
    <li className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-lg border border-border bg-surface p-4 shadow-sm">
      <div className="flex gap-3">
        <OrderThumbnail imageUrl={order.product.imageUrl} />
        <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="min-w-0 text-base font-semibold break-words">{order.product.name}</p>
            <OrderStatusBadge status={order.status} />
          </div>
          <VariantLabel label={order.variantLabel} />
          <p className="text-muted-foreground">
            {t('card.order', { id: orderLabel(order) })} · {formatDate(order.createdAt, language)}
          </p>
          <p>
            {t('courier.customer')}: {order.buyer.firstName} {order.buyer.lastName} ·{' '}
            {t('seller.quantity', { count: order.quantity })}
          </p>
          <p className="break-words">{places.address(order.deliveryAddress)}</p>
          <p className="font-semibold">
            {t('card.total', { amount: formatMoney(order.totalAmount, 'ETB', language) })}
          </p>
          {order.international ? (
            <OrderShipmentLine order={order} />
          ) : (
            <>
              <p>
                {order.courier
                  ? t('card.courier', { name: order.courier.name })
                  : t('card.noCourier')}
              </p>
              <p className="text-muted-foreground">
                {order.chosenCourier
                  ? t('money.buyerChose', { name: order.chosenCourier.name })
                  : t('money.buyerChoseNone')}
              </p>
            </>
          )}
        </div>
      </div>
      <OrderMoneyBreakdown order={order} />
      <OrderStatusActions order={order} roles={['seller']} />
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      {/* An order abroad ships with the seller's carrier: no courier of ours takes it. */}
      {ASSIGNABLE.includes(order.status) && !order.international ? (
        <AssignCourier order={order} />
      ) : null}
    </li>
  )
}

function AssignCourier({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders')
  const language = i18n.resolvedLanguage ?? 'am'
  const selectId = useId()
  const area = orderServiceArea(order.deliveryAddress)
  const quotes = useTripQuotes(area, order.itemsAmount)
  const [courierId, setCourierId] = useState('')
  const assign = useAssignCourier({
    onSuccess: () => {
      setCourierId('')
      toast.success(t('assign.done'))
    },
    onError: (error) =>
      toast.error(t('assign.failed'), { description: errorMessage(error, t('toast.tryAgain')) }),
  })
  if (quotes.isError) {
    return <p className="text-sm text-destructive">{t('assign.loadError')}</p>
  }
  // Each courier is paid their own quote for the trip (docs/decisions/012-money-per-party.md).
  const choices = (quotes.data?.quotes ?? []).filter(
    (quote) => quote.courierId !== order.courier?.id,
  )
  if (quotes.isSuccess && choices.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('assign.none')}</p>
  }
  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault()
        if (courierId) assign.mutate({ orderId: order.id, courierId })
      }}
    >
      <div className="grid flex-1 gap-1">
        <Label htmlFor={selectId}>
          {order.courier ? t('assign.changeLabel') : t('assign.label')}
        </Label>
        <Select
          id={selectId}
          value={courierId}
          onChange={(event) => setCourierId(event.target.value)}
          disabled={quotes.isPending}
        >
          <option value="">{quotes.isPending ? t('assign.loading') : t('assign.choose')}</option>
          {choices.map((quote) => (
            <option key={quote.courierId} value={quote.courierId}>
              {quote.name} · {t(`vehicle.${quote.vehicleType}`)} ·{' '}
              {quote.courierId === order.chosenCourier?.id
                ? t('money.buyerChoice')
                : formatMoney(quote.fee, 'ETB', language)}
            </option>
          ))}
        </Select>
        {order.chosenCourier ? (
          <p className="text-xs text-muted-foreground">{t('money.keepsChoice')}</p>
        ) : null}
      </div>
      <Button type="submit" size="sm" disabled={!courierId || assign.isPending}>
        {t('assign.submit')}
      </Button>
    </form>
  )
}
