import { useTranslation } from 'react-i18next'
import { DEFAULT_DELIVERY_CITY, type ServiceArea } from '#shared/delivery-areas.ts'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { useCourierQuotes } from '../api/get-courier-quotes.ts'

/**
 * A product's delivery time in an Ethiopian city, from the same courier quotes the delivery
 * options list (the fastest courier's minimum to the slowest one's maximum), so the two agree.
 */
export function DeliveryEstimate({
  productPrice,
  city = DEFAULT_DELIVERY_CITY,
}: {
  productPrice: string
  city?: ServiceArea
}) {
  const { t } = useTranslation('delivery')
  const quotes = useCourierQuotes(city, productPrice)
  const area = t(`areas.${city}`)
  if (quotes.isPending) return <Skeleton className="h-5 w-40" />
  const list = quotes.data?.quotes ?? []
  if (list.length === 0) return <>{t('estimate.noCourier', { area })}</>
  const min = Math.min(...list.map((quote) => quote.minMinutes))
  const max = Math.max(...list.map((quote) => quote.maxMinutes))
  return <>{t('estimate.byCourier', { area, min, max })}</>
}
