import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '#client/lib/cn.ts'
import { useExchangeRate } from '#client/lib/exchange-rate.ts'
import { usePreferredCurrency } from '#client/lib/preferred-currency.ts'
import { convertAmount } from '#shared/currency.ts'
import { discountPercent, formatMoney } from '#shared/money.ts'
import { Badge } from './badge.tsx'

type PriceProps = {
  price: string
  discountPrice?: string | null
  currency: string
  className?: string
  size?: 'sm' | 'md' | 'lg'
  /** The lowest of several prices (a product whose variants cost more): shown as "from …". */
  from?: boolean
}

/**
 * A price, with the original struck through and a percent-off badge when discounted. When the
 * viewer reads prices in another currency it shows the converted amount, with a toggle back to
 * the original; the original stays whenever a conversion is pending or fails.
 */
export function Price(props: PriceProps) {
  const preferred = usePreferredCurrency()
  if (preferred === props.currency) return <PriceAmounts {...props} />
  return (
    // The currency wording loads on first use; until then the original price shows.
    <Suspense fallback={<PriceAmounts {...props} />}>
      <ConvertedPrice {...props} target={preferred} />
    </Suspense>
  )
}

function ConvertedPrice({ target, ...props }: PriceProps & { target: string }) {
  const { t } = useTranslation('currency')
  const [showOriginal, setShowOriginal] = useState(false)
  const { data: rate, isPending, isError } = useExchangeRate(props.currency, target)

  if (isError || (!isPending && !rate)) return <PriceAmounts {...props} />
  if (isPending) {
    return (
      <div className={props.className}>
        <PriceAmounts {...props} className={undefined} />
        <p role="status" className="text-xs text-muted-foreground">
          {t('price.converting')}
        </p>
      </div>
    )
  }

  const convert = (amount: string) => convertAmount(amount, rate.rate, rate.decimals)
  const shown = showOriginal
    ? props
    : {
        ...props,
        price: convert(props.price),
        discountPrice: props.discountPrice ? convert(props.discountPrice) : props.discountPrice,
        currency: target,
        decimals: rate.decimals,
      }
  return (
    <div className={cn('flex flex-col items-start gap-0.5', props.className)}>
      <PriceAmounts {...shown} className={undefined} />
      <button
        type="button"
        // Above the card's stretched link, so the toggle is not swallowed by it.
        className="relative z-10 rounded-sm text-xs font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        aria-pressed={showOriginal}
        onClick={() => setShowOriginal((value) => !value)}
      >
        {t('price.showIn', { currency: showOriginal ? target : props.currency })}
      </button>
    </div>
  )
}

function PriceAmounts({
  price,
  discountPrice,
  currency,
  className,
  size = 'md',
  decimals,
  from = false,
}: PriceProps & { decimals?: number }) {
  const { t, i18n } = useTranslation('common')
  const language = i18n.resolvedLanguage ?? 'am'
  const percent = discountPercent(price, discountPrice)
  const discounted = Boolean(discountPrice) && percent > 0
  const current = discounted && discountPrice ? discountPrice : price
  const textSize = { sm: 'text-base', md: 'text-lg', lg: 'text-2xl' }[size]
  const format = (amount: string) => formatMoney(amount, currency, language, { decimals })
  return (
    <div className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-1', className)}>
      <span className={cn('font-bold text-foreground', textSize)}>
        {discounted ? <span className="sr-only">{t('price.now')} </span> : null}
        {from ? t('price.from', { price: format(current) }) : format(current)}
      </span>
      {discounted ? (
        <>
          <s className="text-sm text-muted-foreground">
            <span className="sr-only">{t('price.was')} </span>
            {format(price)}
          </s>
          <Badge variant="destructive">{t('price.off', { percent })}</Badge>
        </>
      ) : null}
    </div>
  )
}
