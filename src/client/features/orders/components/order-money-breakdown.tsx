import Big from 'big.js'
import { useTranslation } from 'react-i18next'
import type { Order } from '#shared/contracts/orders.ts'
import { compareMoney, formatMoney } from '#shared/money.ts'

/** "0.0700" → "7", "0.0750" → "7.5". */
const percentOf = (rate: string) => new Big(rate).times(100).toString()

/**
 * Who earns what on one order (docs/decisions/012-money-per-party.md): items, the coupon's discount,
 * the delivery fee and whom it goes to, the courier's fee, the seller's share of a delivery, the
 * commission and what the seller receives. Only the seller and admins get these figures from the
 * API; for anyone else it renders nothing.
 */
export function OrderMoneyBreakdown({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders')
  const language = i18n.resolvedLanguage ?? 'am'
  if (order.sellerNet === null || order.commissionAmount === null) return null
  const birr = (amount: string) => formatMoney(amount, 'ETB', language)
  const minus = (amount: string) => `−${birr(amount)}`
  const share = order.sellerDeliveryShare ?? '0'
  const courierName = order.courier?.name ?? order.chosenCourier?.name
  return (
    <section
      aria-label={t('money.title')}
      className="grid gap-2 rounded-md bg-muted/50 p-3 text-sm"
    >
      <h3 className="font-semibold">{t('money.title')}</h3>
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1">
        <dt>{t('money.items', { quantity: order.quantity, price: birr(order.productPrice) })}</dt>
        <dd className="text-end tabular-nums">{birr(order.itemsAmount)}</dd>
        {compareMoney(order.discountAmount, '0') > 0 ? (
          <>
            <dt>{t('money.discount')}</dt>
            <dd className="text-end tabular-nums">{minus(order.discountAmount)}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{t('money.deliveryFee')}</dt>
        <dd className="text-end text-muted-foreground tabular-nums">{birr(order.deliveryFee)}</dd>
        <dt className="text-muted-foreground">{t('money.deliveryTo')}</dt>
        <dd className="text-end text-muted-foreground">
          {order.international ? t('money.sellerShips') : (courierName ?? t('money.noCourierYet'))}
        </dd>
        {!order.international && order.courierFee !== null ? (
          <>
            <dt className="text-muted-foreground">
              {courierName
                ? t('money.courierFee', { name: courierName })
                : t('money.courierFeeUnassigned')}
            </dt>
            <dd className="text-end text-muted-foreground tabular-nums">
              {birr(order.courierFee)}
            </dd>
          </>
        ) : null}
        {compareMoney(share, '0') !== 0 ? (
          <>
            <dt>
              {order.international
                ? t('money.shippingToSeller')
                : compareMoney(share, '0') > 0
                  ? t('money.sellerShare')
                  : t('money.sellerCredit')}
            </dt>
            <dd className="text-end tabular-nums">
              {compareMoney(share, '0') > 0
                ? minus(share)
                : `+${birr(new Big(share).abs().toFixed(2))}`}
            </dd>
          </>
        ) : null}
        <dt>{t('money.commission', { rate: percentOf(order.commissionRate ?? '0') })}</dt>
        <dd className="text-end tabular-nums">{minus(order.commissionAmount)}</dd>
        <dt className="font-semibold">{t('money.sellerNet')}</dt>
        <dd className="text-end font-semibold tabular-nums">{birr(order.sellerNet)}</dd>
      </dl>
    </section>
  )
}
