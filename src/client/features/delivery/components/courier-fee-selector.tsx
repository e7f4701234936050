import { BadgeCheck, Bike, Car, Clock, Footprints, Truck, Zap } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  DEFAULT_DELIVERY_CITY,
  SERVICE_AREAS,
  type ServiceArea,
  type VehicleType,
} from '#shared/delivery-areas.ts'
import { isMoney } from '#shared/money.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Checkbox } from '#client/components/ui/checkbox.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { cn } from '#client/lib/cn.ts'
import { useCourierQuotes } from '../api/get-courier-quotes.ts'
import { deliveryTotal, effectiveCourier } from '../lib/delivery-choice.ts'
import { useFormatMoney } from '#client/lib/money-display.ts'

const VEHICLE_ICONS: Record<VehicleType, typeof Truck> = {
  motorcycle: Bike,
  car: Car,
  bicycle: Bike,
  walking: Footprints,
}

/**
 * Delivery quotes for a product price: a city, one courier at a time (radio group) and the
 * express option. Mount it with the product's price (a decimal string in ETB), e.g.
 * `<CourierFeeSelector productPrice={product.discountPrice ?? product.price} />`.
 */
export function CourierFeeSelector({
  productPrice,
  defaultCity = DEFAULT_DELIVERY_CITY,
  className,
}: {
  productPrice: string
  defaultCity?: ServiceArea
  className?: string
}) {
  const { t } = useTranslation('delivery')
  const id = useId()
  const [city, setCity] = useState<ServiceArea>(defaultCity)
  const [pickedId, setPickedId] = useState<string | null>(null)
  const [express, setExpress] = useState(false)
  const quotes = useCourierQuotes(city, productPrice)
  const money = useFormatMoney()

  const priceValid = isMoney(productPrice)
  const list = (priceValid ? quotes.data?.quotes : undefined) ?? []
  const chosen = effectiveCourier(list, pickedId)
  const expressFee = quotes.data?.expressFee ?? '0.00'
  const total = deliveryTotal(chosen, express, expressFee)

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={cn('grid gap-4 rounded-lg border border-border bg-surface p-4', className)}
    >
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-semibold">
        <Truck aria-hidden="true" className="size-5 text-primary" />
        {t('selector.title')}
      </h2>

      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-city`}>{t('selector.city')}</Label>
        <Select
          id={`${id}-city`}
          value={city}
          onChange={(event) => {
            setCity(event.target.value as ServiceArea)
          }}
        >
          {SERVICE_AREAS.map((area) => (
            <option key={area} value={area}>
              {t(`areas.${area}`)}
            </option>
          ))}
        </Select>
      </div>

      {!priceValid ? (
        <p className="text-sm text-muted-foreground">{t('selector.enterPrice')}</p>
      ) : quotes.isPending ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">{t('selector.loading')}</span>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-16" />
          ))}
        </div>
      ) : quotes.isError ? (
        <ErrorState error={quotes.error} onRetry={() => void quotes.refetch()} />
      ) : list.length === 0 ? (
        <p
          role="status"
          className="rounded-md border border-dashed border-border p-4 text-center text-muted-foreground"
        >
          {t('selector.noCouriers', { area: t(`areas.${city}`) })}
        </p>
      ) : (
        <fieldset
          className={cn('grid gap-2', quotes.isPlaceholderData && 'opacity-60')}
          aria-busy={quotes.isPlaceholderData}
        >
          <legend className="mb-1 text-sm font-medium">{t('selector.chooseCourier')}</legend>
          {list.map((quote) => {
            const Icon = VEHICLE_ICONS[quote.vehicleType]
            const inputId = `${id}-courier-${quote.courierId}`
            const checked = chosen?.courierId === quote.courierId
            return (
              <label
                key={quote.courierId}
                htmlFor={inputId}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-md border p-3 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ring',
                  checked ? 'border-primary bg-primary-soft' : 'border-border',
                )}
              >
                <input
                  id={inputId}
                  type="radio"
                  name={`${id}-courier`}
                  value={quote.courierId}
                  checked={checked}
                  onChange={() => setPickedId(quote.courierId)}
                  className="size-4 accent-primary"
                />
                <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
                <span className="grid flex-1 gap-0.5">
                  <span className="flex flex-wrap items-center gap-2 font-medium">
                    {quote.name}
                    {quote.isVerified ? (
                      <Badge variant="success">
                        <BadgeCheck aria-hidden="true" className="size-3" />
                        {t('courier.verified')}
                      </Badge>
                    ) : null}
                  </span>
                  <span className="flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground">
                    <span>{t(`vehicles.${quote.vehicleType}`)}</span>
                    <span className="inline-flex items-center gap-1">
                      <Clock aria-hidden="true" className="size-3" />
                      {t('selector.minutes', { min: quote.minMinutes, max: quote.maxMinutes })}
                    </span>
                    <span>{t('selector.distance', { km: quote.distanceKm })}</span>
                  </span>
                </span>
                <span className="font-semibold">{money(quote.fee)}</span>
              </label>
            )
          })}
        </fieldset>
      )}

      {list.length > 0 ? (
        <>
          <div className="flex items-start gap-3 rounded-md border border-border p-3">
            <Checkbox
              id={`${id}-express`}
              checked={express}
              onCheckedChange={(value) => setExpress(value === true)}
              aria-describedby={`${id}-express-hint`}
              className="mt-0.5"
            />
            <div className="grid flex-1 gap-0.5">
              <label htmlFor={`${id}-express`} className="flex items-center gap-1 font-medium">
                <Zap aria-hidden="true" className="size-4 text-accent-foreground" />
                {t('selector.express', { fee: money(expressFee) })}
              </label>
              <p id={`${id}-express-hint`} className="text-sm text-muted-foreground">
                {t('selector.expressHint')}
              </p>
            </div>
          </div>
          {total ? (
            <p
              aria-live="polite"
              className="flex items-center justify-between border-t border-border pt-3 font-semibold"
            >
              <span>{t('selector.total')}</span>
              <span>{money(total)}</span>
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
