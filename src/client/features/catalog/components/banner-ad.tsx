import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Advertisement } from '#shared/contracts/marketing.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { buttonClass } from '#client/components/ui/button.tsx'
import { cn } from '#client/lib/cn.ts'
import { adTarget } from '../lib/ad-target.ts'
import { AdLink } from './ad-link.tsx'
import { Photo } from '#client/components/photo.tsx'

/**
 * A sponsored banner with a labelled close button; its link records the click, then opens the site.
 * `priority` for a banner at the top of a page: on a phone its image is the largest thing painted
 * first, so it loads at once rather than lazily.
 */
export function BannerAd({
  ad,
  onDismiss,
  priority = false,
  className,
}: {
  ad: Advertisement
  onDismiss?: (id: string) => void
  priority?: boolean
  className?: string
}) {
  const { t } = useTranslation('catalog')
  return (
    <aside
      aria-label={t('ads.bannerLabel', { business: ad.businessName })}
      className={cn(
        'relative flex flex-col gap-4 overflow-hidden rounded-lg border border-accent bg-[#fffbea] p-4 sm:flex-row sm:items-center',
        className,
      )}
    >
      {ad.imageUrl ? (
        <Photo
          url={ad.imageUrl}
          alt=""
          width={160}
          height={90}
          sizes="(min-width: 640px) 144px, 100vw"
          priority={priority}
          className="h-24 w-full rounded-md bg-muted object-cover sm:h-20 sm:w-36"
        />
      ) : null}
      <div className="min-w-0 flex-1 pe-8">
        <Badge variant="outline" className="bg-surface">
          {t('ads.sponsored')}
        </Badge>
        <p className="mt-1 text-base font-semibold">{ad.title}</p>
        {ad.description ? (
          <p className="line-clamp-2 text-sm text-muted-foreground">{ad.description}</p>
        ) : null}
        <p className="mt-1 text-xs text-muted-foreground">{ad.businessName}</p>
      </div>
      <AdLink
        ad={ad}
        className={buttonClass({
          variant: 'primary',
          size: 'sm',
          className: 'self-start sm:self-center',
        })}
      >
        {/* A store or product page is "seen", a website "visited". */}
        {adTarget(ad)?.kind === 'internal' ? t('ads.view') : t('ads.visit')}
      </AdLink>
      {onDismiss ? (
        <button
          type="button"
          onClick={() => onDismiss(ad.id)}
          className="absolute end-2 top-2 inline-flex size-9 items-center justify-center rounded-full bg-surface text-foreground shadow-sm hover:bg-muted"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{t('ads.close', { title: ad.title })}</span>
        </button>
      ) : null}
    </aside>
  )
}
