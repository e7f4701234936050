import { BadgeCheck, MapPin, PackageCheck, Truck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Courier } from '#shared/contracts/couriers.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { StarRating } from '#client/components/ui/star-rating.tsx'
import { useCouriers } from '../api/get-couriers.ts'
import { useFormatMoney } from '#client/lib/money-display.ts'

/** The active couriers with their prices and the areas they serve. */
export function CourierInfoCards() {
  const { t } = useTranslation('delivery')
  const couriers = useCouriers()
  return (
    <section aria-labelledby="couriers-heading" className="grid gap-3">
      <h2 id="couriers-heading" className="text-xl font-bold">
        {t('couriers.title')}
      </h2>
      {couriers.isPending ? (
        <div role="status" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">{t('couriers.loading')}</span>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-44" />
          ))}
        </div>
      ) : couriers.isError ? (
        <ErrorState error={couriers.error} onRetry={() => void couriers.refetch()} />
      ) : couriers.data.length === 0 ? (
        <EmptyState icon={<Truck />} title={t('couriers.empty')} />
      ) : (
        <ul role="list" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {couriers.data.map((courier) => (
            <li key={courier.id}>
              <CourierCard courier={courier} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function CourierCard({ courier }: { courier: Courier }) {
  const { t } = useTranslation('delivery')
  const money = useFormatMoney()
  return (
    <article className="flex h-full flex-col gap-2 rounded-lg border border-border bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold">{courier.name}</h3>
        {courier.isVerified ? (
          <Badge variant="success">
            <BadgeCheck aria-hidden="true" className="size-3" />
            {t('courier.verified')}
          </Badge>
        ) : null}
      </div>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        {/* No courier reviews yet: no stars rather than zero stars. */}
        {Number(courier.rating) > 0 ? (
          <StarRating value={Number(courier.rating)} size="sm" />
        ) : null}
        {t(`vehicles.${courier.vehicleType}`)}
      </p>
      <p className="text-sm">
        {t('courier.pricing', {
          base: money(courier.baseDeliveryFee),
          perKm: money(courier.pricePerKm),
        })}
      </p>
      <p className="flex items-start gap-1.5 text-sm">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        {courier.serviceAreas.map((area) => t(`areas.${area}`, { defaultValue: area })).join(', ')}
      </p>
      <p className="mt-auto flex items-center gap-1.5 text-xs text-muted-foreground">
        <PackageCheck aria-hidden="true" className="size-4" />
        {t('courier.stats', { count: courier.totalDeliveries, radius: courier.maxRadius })}
      </p>
    </article>
  )
}
