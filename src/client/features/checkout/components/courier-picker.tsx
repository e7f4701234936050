import { useTranslation } from 'react-i18next'
import type { CheckoutQuote } from '#shared/contracts/checkout.ts'
import { formatMoney } from '#shared/money.ts'

type Courier = CheckoutQuote['sellers'][number]['couriers'][number]

/**
 * The couriers serving the city as a list of radio cards: each shows the courier's whole name,
 * fee and delivery time, which a select cut short on a phone.
 */
export function CourierPicker({
  sellerId,
  storeName,
  couriers,
  value,
  onChange,
}: {
  sellerId: string
  storeName: string
  couriers: Courier[]
  value: string | null
  onChange: (courierId: string) => void
}) {
  const { t, i18n } = useTranslation('checkout')
  return (
    <div
      role="radiogroup"
      aria-label={t('delivery.courierFor', { store: storeName })}
      className="ms-6 grid gap-2"
    >
      {couriers.map((courier) => (
        <label
          key={courier.courierId}
          className="flex cursor-pointer items-start gap-2 rounded-md border border-border p-2 text-sm has-checked:border-primary has-checked:bg-primary-soft"
        >
          <input
            type="radio"
            name={`courier-${sellerId}`}
            value={courier.courierId}
            className="mt-1 size-4 shrink-0 accent-primary"
            checked={value === courier.courierId}
            onChange={() => onChange(courier.courierId)}
          />
          <span className="grid min-w-0">
            <span className="font-medium break-words">{courier.name}</span>
            <span className="text-muted-foreground">
              {t('delivery.courierTerms', {
                fee: formatMoney(courier.fee, 'ETB', i18n.language),
                min: courier.minMinutes,
                max: courier.maxMinutes,
              })}
            </span>
          </span>
        </label>
      ))}
    </div>
  )
}
