import { useTranslation } from 'react-i18next'
import { formatDate } from '#shared/dates.ts'
import { Badge } from '#client/components/ui/badge.tsx'

// Kept apart from store-away.tsx and without an icon: product and store cards are on the first
// page a visitor loads, whose bytes are counted (e2e/first-load-budget.test.ts).

/** The small "Away" mark on a product or store card; its return date on hover and for screen readers. */
export function StoreAwayBadge({ until, className }: { until: string; className?: string }) {
  const { t, i18n } = useTranslation('common')
  const date = formatDate(`${until}T12:00:00+03:00`, i18n.resolvedLanguage ?? i18n.language)
  const label = t('storeAway.badgeLabel', { date })
  return (
    <Badge variant="warning" className={className} title={label}>
      <span aria-hidden="true">{t('storeAway.badge')}</span>
      <span className="sr-only">{label}</span>
    </Badge>
  )
}
