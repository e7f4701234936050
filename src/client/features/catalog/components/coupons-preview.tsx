import { TicketPercent, Zap } from 'lucide-react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { Coupon } from '#shared/contracts/marketing.ts'
import { formatDate } from '#shared/dates.ts'
import { formatMoney } from '#shared/money.ts'
import { DEFAULT_CURRENCY } from '#shared/constants.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { useCoupons } from '../api/get-coupons.ts'
import { useUiLanguage } from '../hooks/use-ui-language.ts'
import { SectionHeader } from './section-header.tsx'

const COUPONS_ON_HOME = 3

/** Shown only when active coupons exist; links to the coupons page. */
export function CouponsPreview() {
  const { t } = useTranslation('catalog')
  const coupons = useCoupons()
  const items = (coupons.data ?? []).slice(0, COUPONS_ON_HOME)
  if (items.length === 0) return null
  return (
    <section aria-labelledby="home-coupons-heading">
      <SectionHeader
        id="home-coupons-heading"
        title={t('home.coupons.title')}
        description={t('home.coupons.description')}
        link={{ href: '/coupons', label: t('home.coupons.viewAll') }}
      />
      <ul role="list" className="grid gap-3 md:grid-cols-3">
        {items.map((coupon) => (
          <li key={coupon.id}>
            <CouponCard coupon={coupon} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function CouponCard({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation('catalog')
  const language = useUiLanguage()
  return (
    <article className="flex h-full flex-col gap-2 rounded-lg border-2 border-dashed border-primary bg-surface p-4">
      <div className="flex items-start justify-between gap-2">
        <p className="text-lg font-bold text-primary">{couponValue(coupon, t, language)}</p>
        {coupon.isFlashSale ? (
          <Badge variant="destructive">
            <Zap aria-hidden="true" className="size-3" />
            {t('home.coupons.flashSale')}
          </Badge>
        ) : (
          <TicketPercent aria-hidden="true" className="size-6 text-primary" />
        )}
      </div>
      <h3 className="font-semibold">{coupon.title}</h3>
      <p className="text-sm text-muted-foreground">{coupon.businessName}</p>
      <p className="mt-auto flex flex-wrap items-center gap-2 text-sm">
        {t('home.coupons.code')}{' '}
        <code className="rounded bg-muted px-2 py-0.5 font-mono font-semibold">
          {coupon.couponCode}
        </code>
      </p>
      {coupon.minimumPurchase ? (
        <p className="text-xs text-muted-foreground">
          {t('home.coupons.minimum', {
            amount: formatMoney(coupon.minimumPurchase, DEFAULT_CURRENCY, language),
          })}
        </p>
      ) : null}
      {coupon.endDate ? (
        <p className="text-xs text-muted-foreground">
          {t('home.coupons.ends', { date: formatDate(coupon.endDate, language) })}
        </p>
      ) : null}
    </article>
  )
}

/** The headline of a coupon by its discount type; fixed amounts are in birr. */
function couponValue(coupon: Coupon, t: TFunction<'catalog'>, language: string): string {
  switch (coupon.discountType) {
    case 'percentage':
      return t('home.coupons.percentOff', { value: Number(coupon.discountValue) })
    case 'fixed_amount':
      return t('home.coupons.amountOff', {
        amount: formatMoney(coupon.discountValue, DEFAULT_CURRENCY, language),
      })
    case 'free_shipping':
      return t('home.coupons.freeShipping')
    case 'buy_one_get_one':
      return t('home.coupons.buyOneGetOne')
    case 'bundle_deal':
      return t('home.coupons.bundleDeal')
    default:
      return t('home.coupons.deal')
  }
}
