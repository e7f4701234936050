import { BadgeCheck, Globe, MapPin } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { GlobalService } from '#shared/contracts/marketing.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { StarRating } from '#client/components/ui/star-rating.tsx'
import { usePlaceName } from '#client/lib/place-name.ts'
import { useGlobalServices } from '../api/get-global-services.ts'
import { truncate } from '../lib/placement.ts'
import { SectionHeader } from './section-header.tsx'

const SERVICES_ON_HOME = 3
const DESCRIPTION_MAX = 120
const AREAS_SHOWN = 2

/** The first three active global (diaspora) services, linking to the full list. */
export function GlobalServicesPreview() {
  const { t } = useTranslation('catalog')
  const services = useGlobalServices()
  const items = (services.data ?? []).slice(0, SERVICES_ON_HOME)
  if (items.length === 0) return null
  return (
    <section aria-labelledby="home-services-heading">
      <SectionHeader
        id="home-services-heading"
        title={t('home.services.title')}
        description={t('home.services.description')}
        link={{ href: '/global-services', label: t('home.services.viewAll') }}
      />
      <ul role="list" className="grid gap-3 md:grid-cols-3">
        {items.map((service) => (
          <li key={service.id}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function ServiceCard({ service }: { service: GlobalService }) {
  const { t } = useTranslation('catalog')
  const place = usePlaceName()
  const areas = service.serviceAreas.slice(0, AREAS_SHOWN).map(place).join(', ')
  const moreAreas = service.serviceAreas.length > AREAS_SHOWN
  return (
    <article className="flex h-full flex-col gap-2 rounded-lg border border-border bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">
          {t(`serviceType.${service.serviceType}`, { defaultValue: service.serviceType })}
        </Badge>
        {service.isVerified ? (
          <Badge variant="success">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {t('seller.verified')}
          </Badge>
        ) : null}
      </div>
      <h3 className="flex items-center gap-2 font-semibold">
        <Globe aria-hidden="true" className="size-4 shrink-0 text-primary" />
        {service.businessName}
      </h3>
      {service.description ? (
        <p className="text-sm text-muted-foreground">
          {truncate(service.description, DESCRIPTION_MAX)}
        </p>
      ) : null}
      {areas ? (
        <p className="mt-auto flex items-start gap-1 text-sm">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span>{moreAreas ? t('home.services.areasAndOthers', { areas }) : areas}</span>
        </p>
      ) : null}
      <p className="flex items-center gap-1 text-xs text-muted-foreground">
        {service.totalReviews > 0 ? <StarRating value={Number(service.rating)} size="sm" /> : null}
        {t('seller.reviews', { count: service.totalReviews })}
      </p>
    </article>
  )
}
