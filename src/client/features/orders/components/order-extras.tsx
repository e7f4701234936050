import { useTranslation } from 'react-i18next'
import type { Order } from '#shared/contracts/orders.ts'
import { compareMoney } from '#shared/money.ts'
import { useFormatMoney } from '#client/lib/money-display.ts'

/**
 * The order's membership cashback, when it has any: pending until delivery, then credited, less
 * what a refunded return took back.
 */
export function OrderCashbackLine({ order }: { order: Order }) {
  const money = useFormatMoney()
  const { t } = useTranslation('orders')
  if (compareMoney(order.cashbackAmount, '0') <= 0) return null
  const amount = money(order.cashbackAmount)
  return (
    <p className="text-sm text-primary">
      {order.cashbackCreditedAt
        ? t('card.cashbackCredited', { amount })
        : t('card.cashbackPending', { amount })}
      {compareMoney(order.cashbackReturned, '0') > 0
        ? ` · ${t('card.cashbackReturned', { returned: money(order.cashbackReturned) })}`
        : null}
    </p>
  )
}

/** For an order abroad: that the seller ships it, and its carrier and tracking number once given. */
export function OrderShipmentLine({ order }: { order: Order }) {
  const { t } = useTranslation('orders')
  if (!order.international) return null
  return (
    <p className="text-sm">
      {[
        t('card.shipsAbroad'),
        order.shippingCarrier ? t('card.carrier', { carrier: order.shippingCarrier }) : null,
        order.trackingNumber ? t('card.trackingNumber', { number: order.trackingNumber }) : null,
      ]
        .filter(Boolean)
        .join(' · ')}
    </p>
  )
}
