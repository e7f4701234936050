import { Check, Copy, TicketPercent, Zap } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { DEFAULT_CURRENCY } from '#shared/constants.ts'
import type { Coupon } from '#shared/contracts/marketing.ts'
import { formatDate } from '#shared/dates.ts'
import { formatMoney } from '#shared/money.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { couponValue } from '../lib/coupon-value.ts'

const FLASH_END_FORMAT: Intl.DateTimeFormatOptions = {
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
}

export function CouponCard({
  coupon,
  copied,
  onCopy,
}: {
  coupon: Coupon
  copied: boolean
  onCopy: (code: string) => void
}) {
  const { t, i18n } = useTranslation('deals')
  const language = i18n.resolvedLanguage ?? 'am'
  const usesLeft = coupon.usageLimit === null ? null : coupon.usageLimit - coupon.usedCount
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border-2 border-dashed border-primary bg-surface p-4">
      <div className="flex items-start justify-between gap-2">
        <p className="text-xl font-bold text-primary">{couponValue(coupon, t, language)}</p>
        {coupon.isFlashSale ? (
          <Badge variant="destructive">
            <Zap aria-hidden="true" className="size-3" />
            {t('flash.badge')}
          </Badge>
        ) : (
          <TicketPercent aria-hidden="true" className="size-6 shrink-0 text-primary" />
        )}
      </div>
      <div>
        <h3 className="font-semibold">{coupon.title}</h3>
        <p className="text-sm text-muted-foreground">{coupon.businessName}</p>
      </div>
      {coupon.description ? <p className="text-sm">{coupon.description}</p> : null}
      <ul className="grid gap-1 text-xs text-muted-foreground">
        {coupon.minimumPurchase ? (
          <li>
            {t('card.minimum', {
              amount: formatMoney(coupon.minimumPurchase, DEFAULT_CURRENCY, language),
            })}
          </li>
        ) : null}
        {coupon.maxDiscount ? (
          <li>
            {t('card.maxDiscount', {
              amount: formatMoney(coupon.maxDiscount, DEFAULT_CURRENCY, language),
            })}
          </li>
        ) : null}
        {coupon.endDate ? (
          <li>
            {t('card.ends', {
              // A flash sale ends within hours: the time, as the countdown above counts to it.
              date: formatDate(
                coupon.endDate,
                language,
                coupon.isFlashSale ? FLASH_END_FORMAT : undefined,
              ),
            })}
          </li>
        ) : null}
        {usesLeft !== null ? <li>{t('card.usesLeft', { count: usesLeft })}</li> : null}
      </ul>
      <div className="mt-auto flex items-center justify-between gap-2 rounded-md bg-muted p-2">
        <code className="truncate font-mono text-base font-semibold" translate="no">
          {coupon.couponCode}
        </code>
        <Button
          size="sm"
          variant={copied ? 'primary' : 'outline'}
          onClick={() => onCopy(coupon.couponCode)}
          aria-label={
            copied
              ? t('copy.copiedLabel', { code: coupon.couponCode })
              : t('copy.label', { code: coupon.couponCode })
          }
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          <span aria-live="polite">{copied ? t('copy.copied') : t('copy.button')}</span>
        </Button>
      </div>
    </article>
  )
}
