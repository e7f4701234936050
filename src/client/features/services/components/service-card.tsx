import type { ReactNode } from 'react'
import { BadgeCheck, ExternalLink, Globe, Languages, MapPin } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { GlobalService } from '#shared/contracts/marketing.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { StarRating } from '#client/components/ui/star-rating.tsx'
import { areasSummary, languageCode } from '../lib/filter-services.ts'
import { usePlaceNames } from '#client/lib/places.ts'

/** `actions` is where the page puts controls other features own (e.g. the favourite toggle). */
export function ServiceCard({ service, actions }: { service: GlobalService; actions?: ReactNode }) {
  const { t } = useTranslation('services')
  const places = usePlaceNames()
  const { shown, hasOthers } = areasSummary(service.serviceAreas)
  const areas = shown.map(places.place).join(', ')
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border border-border bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">
          {t(`types.${service.serviceType}`, { defaultValue: service.serviceType })}
        </Badge>
        {service.isVerified ? (
          <Badge variant="success">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {t('card.verified')}
          </Badge>
        ) : null}
      </div>
      <h3 className="flex items-center gap-2 text-lg font-semibold">
        <Globe aria-hidden="true" className="size-4 shrink-0 text-primary" />
        {service.businessName}
      </h3>
      {service.description ? (
        <p className="text-sm text-muted-foreground">{service.description}</p>
      ) : null}
      {areas ? (
        <p className="flex items-start gap-1.5 text-sm">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span>
            <span className="sr-only">{t('card.areas')}: </span>
            {hasOthers ? t('card.areasAndOthers', { areas }) : areas}
          </span>
        </p>
      ) : null}
      {service.languagesSupported.length > 0 ? (
        <p className="flex items-start gap-1.5 text-sm">
          <Languages aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span>
            <span className="sr-only">{t('card.languages')}: </span>
            {service.languagesSupported
              .map((language) => {
                const code = languageCode(language)
                return code ? t(`languages.${code}`) : language
              })
              .join(', ')}
          </span>
        </p>
      ) : null}
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          {service.totalReviews > 0 ? (
            <StarRating value={Number(service.rating)} size="sm" />
          ) : null}
          {t('card.reviews', { count: service.totalReviews })}
        </p>
        {service.website ? (
          <a
            href={service.website}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-ring"
          >
            {t('card.website')}
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t('card.opensInNewTab')}</span>
          </a>
        ) : null}
      </div>
    </article>
  )
}
