import { Hammer } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { PageContainer } from './page-container.tsx'
import { buttonClass } from './ui/button.tsx'

export type ComingSoonPage =
  | 'dashboard'
  | 'socialAds'
  | 'telebirrAds'
  | 'delivery'
  | 'courierDashboard'
  | 'orders'
  | 'coupons'
  | 'globalServices'
  | 'wishlist'
  | 'favorites'
  | 'chat'
  | 'addProduct'
  | 'search'
  | 'wallet'
  | 'analytics'
  | 'support'
  | 'revenueDashboard'

/**
 * A page whose feature is not built yet: its real heading and one honest line about what will be
 * there. Nothing on it pretends to work.
 */
export function ComingSoon({ page }: { page: ComingSoonPage }) {
  const { t } = useTranslation('common')
  const title = t(`pages.${page}.title`)
  return (
    <PageContainer>
      <title>{`${title} · ${t('brand.name')}`}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <div className="mt-6 flex flex-col items-start gap-4 rounded-lg border border-dashed border-border bg-surface p-6 sm:flex-row sm:items-center">
        <Hammer aria-hidden="true" className="size-8 shrink-0 text-primary" />
        <p className="text-foreground">{t(`pages.${page}.comingSoon`)}</p>
      </div>
      <Link href="/products" className={buttonClass({ variant: 'outline', className: 'mt-6' })}>
        {t('actions.browseProducts')}
      </Link>
    </PageContainer>
  )
}
