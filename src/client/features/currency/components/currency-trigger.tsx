import { ChevronDown } from 'lucide-react'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { Currency } from '#shared/contracts/currencies.ts'
import { localizedName } from '#shared/language.ts'
import { Button } from '#client/components/ui/button.tsx'
import { cn } from '#client/lib/cn.ts'
import { displaySymbol } from '#client/lib/glyph-support.ts'

export type CurrencyPickerVariant = 'default' | 'compact' | 'detailed'

/**
 * The picker's button, without the popover: the header shows it alone until someone reaches for
 * it, so the popover code loads only then.
 */
export function CurrencyTrigger({
  variant,
  selected,
  current,
  className,
  ...props
}: ComponentProps<'button'> & {
  variant: CurrencyPickerVariant
  selected: string
  current: Currency | undefined
}) {
  const { t, i18n } = useTranslation('currency')
  const currentName = current ? localizedName(current, i18n.resolvedLanguage) : selected
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={t('trigger', { name: currentName })}
      className={cn(
        'gap-1 border border-border',
        variant === 'compact' ? 'min-w-10 px-2' : 'px-3',
        className,
      )}
      {...props}
    >
      {variant === 'compact' ? (
        <span className="font-semibold">{displaySymbol(current?.symbol, selected)}</span>
      ) : (
        <span className="flex items-baseline gap-1.5">
          <span className="font-semibold">{selected}</span>
          {current ? (
            <span className="text-muted-foreground">
              {displaySymbol(current.symbol, current.id)}
            </span>
          ) : null}
          {variant === 'detailed' && current && currentName !== current.name ? (
            <span lang={i18n.resolvedLanguage} className="hidden text-muted-foreground sm:inline">
              {currentName}
            </span>
          ) : variant === 'detailed' && current?.nameAmharic ? (
            <span lang="am" className="hidden text-muted-foreground sm:inline">
              {current.nameAmharic}
            </span>
          ) : null}
        </span>
      )}
      <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground" />
    </Button>
  )
}
