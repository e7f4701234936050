import { useTranslation } from 'react-i18next'
import type { OrderReturn } from '#shared/contracts/returns.ts'
import { useDates } from '#client/lib/dates.ts'
import { useFormatMoney } from '#client/lib/money-display.ts'
import { ReturnStatusBadge } from './return-status-badge.tsx'

/**
 * One return as any of its parties reads it: what is returned and why, the photos, the decision,
 * the trip back and the money. The seller's and the platform's parts show only when the server sent
 * them (to the seller and admins).
 */
export function ReturnDetails({
  row,
  showProduct = false,
}: {
  row: OrderReturn
  showProduct?: boolean
}) {
  const { t } = useTranslation('returns')
  const dates = useDates()
  const money = useFormatMoney()
  const decided =
    row.decidedAt !== null &&
    ['accepted', 'refused', 'in_transit', 'received', 'refunded'].includes(row.status)
  return (
    <div className="grid min-w-0 gap-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold">
          {t('returnNumber', { number: row.returnNumber })}
        </h3>
        <ReturnStatusBadge status={row.status} />
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5">
        {showProduct ? (
          <>
            <dt className="text-muted-foreground">{t('details.product')}</dt>
            <dd className="break-words">
              {row.product.name}
              {row.variantLabel ? ` · ${row.variantLabel}` : ''}
            </dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{t('details.quantity')}</dt>
        <dd>{t('details.quantityOf', { count: row.quantity, total: row.orderQuantity })}</dd>
        <dt className="text-muted-foreground">{t('details.reason')}</dt>
        <dd>{t(`reasons.${row.reason}`)}</dd>
        {row.details ? (
          <>
            <dt className="text-muted-foreground">{t('details.notes')}</dt>
            <dd className="break-words whitespace-pre-line">{row.details}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{t('details.requested')}</dt>
        <dd>{dates.dateTime(row.createdAt)}</dd>
        {decided ? (
          <>
            <dt className="text-muted-foreground">{t('details.decision')}</dt>
            <dd className="break-words">
              {t(row.decidedByAdmin ? 'details.decidedByAdmin' : 'details.decidedBySeller')}
              {row.decisionReason ? ` — ${row.decisionReason}` : ''}
            </dd>
          </>
        ) : null}
        {row.appealReason ? (
          <>
            <dt className="text-muted-foreground">{t('details.appeal')}</dt>
            <dd className="break-words">{row.appealReason}</dd>
          </>
        ) : null}
      </dl>
      {row.photoUrls.length > 0 ? (
        <div className="grid gap-1">
          <p className="text-muted-foreground">{t('details.photos')}</p>
          <ul className="flex flex-wrap gap-2">
            {row.photoUrls.map((url, index) => (
              <li key={url}>
                <a
                  href={url}
                  target="_blank"
                  rel="noreferrer"
                  className="block rounded-md focus-visible:outline-3 focus-visible:outline-ring"
                >
                  <img
                    src={url}
                    alt={t('details.photo', { n: index + 1 })}
                    width={64}
                    height={64}
                    loading="lazy"
                    className="size-16 rounded-md border border-border object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {row.status === 'requested' ? (
        <p className="rounded-md bg-muted px-3 py-2">
          {row.awaitingAdmin
            ? t('details.awaitingAdmin')
            : t('details.deadline', { date: dates.dateTime(row.sellerDeadline) })}
        </p>
      ) : row.status === 'appealed' ? (
        <p className="rounded-md bg-muted px-3 py-2">{t('details.awaitingAdmin')}</p>
      ) : null}
      {['accepted', 'in_transit', 'received', 'refunded'].includes(row.status) ? (
        <TripBack row={row} />
      ) : null}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 rounded-md border border-border p-3">
        <dt className="text-muted-foreground">{t('details.refundAmount')}</dt>
        <dd className="font-semibold">{money(row.refundAmount)}</dd>
        {row.refundMethod ? (
          <>
            <dt className="text-muted-foreground">{t('details.refundWay')}</dt>
            <dd>{t(`refundMethods.${row.refundMethod}`)}</dd>
          </>
        ) : null}
        {Number(row.returnShippingFee) > 0 ? (
          <>
            <dt className="text-muted-foreground">{t('details.returnShipping')}</dt>
            <dd>
              {t(
                row.returnShippingPaidBy === 'seller'
                  ? 'details.paidBySeller'
                  : 'details.paidByBuyer',
                {
                  amount: money(row.returnShippingFee),
                },
              )}
            </dd>
          </>
        ) : null}
        {row.sellerNetReversed !== null ? (
          <>
            <dt className="text-muted-foreground">{t('details.sellerNetReversed')}</dt>
            <dd>{money(row.sellerNetReversed)}</dd>
          </>
        ) : null}
        {row.commissionReversed !== null ? (
          <>
            <dt className="text-muted-foreground">{t('details.commissionReversed')}</dt>
            <dd>{money(row.commissionReversed)}</dd>
          </>
        ) : null}
        {row.refundReference ? (
          <>
            <dt className="text-muted-foreground">{t('details.reference')}</dt>
            <dd dir="ltr" className="break-all font-mono">
              {row.refundReference}
            </dd>
          </>
        ) : null}
      </dl>
      {row.refundedAt ? (
        <p className="font-medium text-primary">
          {t('details.refundedOn', { date: dates.dateTime(row.refundedAt) })}
        </p>
      ) : null}
    </div>
  )
}

function TripBack({ row }: { row: OrderReturn }) {
  const { t } = useTranslation('returns')
  let text: string
  if (row.international) {
    text =
      row.shippingCarrier && row.trackingNumber
        ? t('details.shipment', { carrier: row.shippingCarrier, number: row.trackingNumber })
        : t('details.sendBackAbroad')
  } else {
    text = row.pickupCourier
      ? t('details.courier', { name: row.pickupCourier.name })
      : t('details.noCourierYet')
  }
  return (
    <div className="grid gap-1">
      <p className="text-muted-foreground">{t('details.tripBack')}</p>
      <p className="break-words">{text}</p>
      {!row.international && row.pickupCourier?.phone && row.status === 'accepted' ? (
        <p>
          {t('details.courierPhone')}:{' '}
          <a
            href={`tel:${row.pickupCourier.phone}`}
            className="text-primary underline-offset-2 hover:underline"
          >
            {row.pickupCourier.phone}
          </a>
        </p>
      ) : null}
    </div>
  )
}
