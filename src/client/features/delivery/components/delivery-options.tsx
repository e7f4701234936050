import { useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isMoney } from '#shared/money.ts'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { CourierFeeSelector } from './courier-fee-selector.tsx'
import { CourierInfoCards } from './courier-info-cards.tsx'

const SAMPLE_PRICE = '1500'

/** The delivery options tab: try the courier chooser with a sample price, and meet the couriers. */
export function DeliveryOptions() {
  const { t } = useTranslation('delivery')
  const [price, setPrice] = useState(SAMPLE_PRICE)
  // Quotes follow the typed price without a request per keystroke.
  const deferredPrice = useDeferredValue(price.trim())
  const valid = isMoney(deferredPrice)
  return (
    <div className="grid gap-8">
      <div className="grid gap-4 lg:grid-cols-[1fr_1.4fr] lg:items-start">
        <div className="grid gap-3">
          <p className="text-muted-foreground">{t('options.intro')}</p>
          <div className="grid gap-1.5">
            <Label htmlFor="delivery-sample-price">{t('options.samplePrice')}</Label>
            <Input
              id="delivery-sample-price"
              inputMode="decimal"
              value={price}
              onChange={(event) => setPrice(event.target.value)}
              aria-invalid={!valid}
              aria-describedby={valid ? undefined : 'delivery-sample-price-error'}
            />
            {valid ? null : (
              <p id="delivery-sample-price-error" className="text-sm font-medium text-destructive">
                {t('options.priceInvalid')}
              </p>
            )}
          </div>
        </div>
        <CourierFeeSelector productPrice={valid ? deferredPrice : ''} />
      </div>
      <CourierInfoCards />
    </div>
  )
}
