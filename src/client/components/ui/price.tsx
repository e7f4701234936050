import { useTranslation } from 'react-i18next'
import { cn } from '#client/lib/cn.ts'
import { discountPercent, formatMoney } from '#shared/money.ts'
import { Badge } from './badge.tsx'

/** A price, with the original struck through and a percent-off badge when discounted. */
export function Price({
  price,
  discountPrice,
  currency,
  className,
  size = 'md',
}: {
  price: string
  discountPrice?: string | null
  currency: string
  className?: string
  size?: 'sm' | 'md' | 'lg'
}) {
  const { t, i18n } = useTranslation('common')
  const language = i18n.resolvedLanguage ?? 'am'
  const percent = discountPercent(price, discountPrice)
  const discounted = Boolean(discountPrice) && percent > 0
  const current = discounted && discountPrice ? discountPrice : price
  const textSize = { sm: 'text-base', md: 'text-lg', lg: 'text-2xl' }[size]
  return (
    <div className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-1', className)}>
      <span className={cn('font-bold text-foreground', textSize)}>
        {discounted ? <span className="sr-only">{t('price.now')} </span> : null}
        {formatMoney(current, currency, language)}
      </span>
      {discounted ? (
        <>
          <s className="text-sm text-muted-foreground">
            <span className="sr-only">{t('price.was')} </span>
            {formatMoney(price, currency, language)}
          </s>
          <Badge variant="destructive">{t('price.off', { percent })}</Badge>
        </>
      ) : null}
    </div>
  )
}
