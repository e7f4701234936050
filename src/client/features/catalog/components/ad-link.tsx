import { ExternalLink } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { Advertisement } from '#shared/contracts/marketing.ts'
import { useRecordAdClick } from '../api/record-ad-click.ts'
import { adTarget } from '../lib/ad-target.ts'

/**
 * A link to an advert's destination that records the click first. Site paths stay in the app;
 * other sites open in a new tab without access to this page. Unsafe or missing addresses render
 * `fallback` (default: nothing).
 */
export function AdLink({
  ad,
  className,
  children,
  fallback = null,
}: {
  ad: Advertisement
  className?: string
  children: ReactNode
  fallback?: ReactNode
}) {
  const { t } = useTranslation('catalog')
  const recordClick = useRecordAdClick()
  const target = adTarget(ad)
  if (!target) return fallback

  const onClick = () => recordClick.mutate(ad.id)

  if (target.kind === 'internal') {
    return (
      <Link href={target.href} className={className} onClick={onClick}>
        {children}
      </Link>
    )
  }
  return (
    <a
      href={target.href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      onClick={onClick}
    >
      {children}
      <ExternalLink aria-hidden="true" />
      <span className="sr-only"> {t('ads.opensInNewTab')}</span>
    </a>
  )
}
