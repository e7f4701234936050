import { Check, LoaderCircle, Search } from 'lucide-react'
import { Popover } from 'radix-ui'
import { useId, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Currency } from '#shared/contracts/currencies.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { cn } from '#client/lib/cn.ts'
import { setPreferredCurrency, usePreferredCurrency } from '#client/lib/preferred-currency.ts'
import { toast } from '#client/lib/toast.ts'
import { useCurrencies } from '../api/get-currencies.ts'
import { isAccountCurrency, useSavePreferredCurrency } from '../api/save-preferred-currency.ts'
import { filterCurrencies, type CurrencyTypeFilter } from '../lib/filter-currencies.ts'
import { displaySymbol } from '#client/lib/glyph-support.ts'
import { CurrencyTrigger, type CurrencyPickerVariant } from './currency-trigger.tsx'
import type { UiLanguage } from '#shared/constants.ts'
import { localizedName, uiLanguageFor } from '#shared/language.ts'

type CurrencyPickerProps = {
  /** The currency to show as chosen; without it, the viewer's preferred currency. */
  value?: string
  onChange?: (code: string) => void
  variant?: CurrencyPickerVariant
  type?: CurrencyTypeFilter
  /** Also save the choice as the signed-in user's preferredCurrency (when the profile allows it). */
  saveToAccount?: boolean
  /** Opened at once (the header's stand-in button was clicked before this loaded). */
  defaultOpen?: boolean
  /** Focus the button on mount (it replaces a stand-in that had focus). */
  autoFocus?: boolean
  className?: string
}

/**
 * The currency picker: a button opening a searchable list grouped into fiat and crypto. Choosing
 * stores the preference in this browser (every price follows it), tells the parent, and for a
 * signed-in user saves it to the account too.
 */
export function CurrencyPicker({
  value,
  onChange,
  variant = 'default',
  type = 'all',
  saveToAccount = false,
  defaultOpen = false,
  autoFocus,
  className,
}: CurrencyPickerProps) {
  const { t, i18n } = useTranslation('currency')
  const preferred = usePreferredCurrency()
  const selected = value ?? preferred
  const [open, setOpen] = useState(defaultOpen)
  const currencies = useCurrencies()
  const save = useSavePreferredCurrency({
    onError: (error) => toast.error(errorMessage(error, t('saveFailed'))),
  })
  const current = currencies.data?.find((currency) => currency.id === selected)
  const language = uiLanguageFor(i18n.resolvedLanguage)

  const choose = (code: string) => {
    setOpen(false)
    if (code === selected) return
    setPreferredCurrency(code)
    onChange?.(code)
    if (saveToAccount && isAccountCurrency(code)) save.mutate(code)
  }

  return (
    <div className={cn('flex items-center gap-2', className)}>
      {variant === 'default' ? (
        <span className="text-sm font-medium text-foreground" aria-hidden="true">
          {t('label')}
        </span>
      ) : null}
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <CurrencyTrigger
            variant={variant}
            selected={selected}
            current={current}
            autoFocus={autoFocus}
          />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 w-[min(20rem,calc(100vw-1rem))] rounded-lg border border-border bg-surface p-2 shadow-lg"
          >
            <CurrencyList
              currencies={currencies.data}
              isPending={currencies.isPending}
              isError={currencies.isError}
              onRetry={() => void currencies.refetch()}
              type={type}
              selected={selected}
              language={language}
              detailed={variant === 'detailed'}
              onChoose={choose}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  )
}

function CurrencyList({
  currencies,
  isPending,
  isError,
  onRetry,
  type,
  selected,
  language,
  detailed,
  onChoose,
}: {
  currencies: Currency[] | undefined
  isPending: boolean
  isError: boolean
  onRetry: () => void
  type: CurrencyTypeFilter
  selected: string
  /** The reader's language: each currency's name in it goes under the English one. */
  language: UiLanguage
  /** The detailed picker shows English readers the Amharic name too. */
  detailed: boolean
  onChoose: (code: string) => void
}) {
  const { t } = useTranslation('currency')
  const [search, setSearch] = useState('')
  const [active, setActive] = useState<string | null>(null)
  const listId = useId()
  const groups = filterCurrencies(currencies ?? [], { type, search })
  const secondName = (currency: Currency) => {
    const name =
      language === 'en'
        ? detailed
          ? currency.nameAmharic
          : null
        : localizedName(currency, language)
    return name && name !== currency.name ? name : null
  }
  const options = [...groups.fiat, ...groups.crypto]
  const activeId = options.some((option) => option.id === active)
    ? active
    : (options.find((option) => option.id === selected)?.id ?? options[0]?.id ?? null)
  const optionId = (code: string) => `${listId}-${code}`

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return
    const index = options.findIndex((option) => option.id === activeId)
    const move = (to: number) => {
      event.preventDefault()
      const next = options[(to + options.length) % options.length]!
      setActive(next.id)
      document.getElementById(optionId(next.id))?.scrollIntoView({ block: 'nearest' })
    }
    if (event.key === 'ArrowDown') move(index + 1)
    else if (event.key === 'ArrowUp') move(index - 1)
    else if (event.key === 'Home') move(0)
    else if (event.key === 'End') move(options.length - 1)
    else if (event.key === 'Enter' && activeId) {
      event.preventDefault()
      onChoose(activeId)
    }
  }

  if (isPending) {
    return (
      <p role="status" className="flex items-center gap-2 p-3 text-sm text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-primary" />
        {t('loading')}
      </p>
    )
  }
  if (isError) {
    return (
      <div role="alert" className="grid gap-2 p-3 text-sm">
        <p>{t('loadFailed')}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('retry')}
        </Button>
      </div>
    )
  }

  return (
    <div className="grid gap-2">
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          type="search"
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId ? optionId(activeId) : undefined}
          aria-label={t('search')}
          placeholder={t('search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={onKeyDown}
          className="h-10 w-full rounded-md border border-input bg-surface ps-8 pe-3 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring"
        />
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={t('listLabel')}
        className="max-h-72 overflow-y-auto"
      >
        {options.length === 0 ? (
          <p className="p-3 text-sm text-muted-foreground">{t('empty')}</p>
        ) : null}
        {(
          [
            ['fiat', groups.fiat],
            ['crypto', groups.crypto],
          ] as const
        ).map(([group, members]) =>
          members.length === 0 ? null : (
            <div key={group} role="group" aria-labelledby={`${listId}-${group}`}>
              <p
                id={`${listId}-${group}`}
                className="px-2 pt-2 pb-1 text-xs font-semibold text-muted-foreground"
              >
                {t(group === 'fiat' ? 'groupFiat' : 'groupCrypto')}
              </p>
              {members.map((currency) => (
                <div
                  key={currency.id}
                  id={optionId(currency.id)}
                  role="option"
                  aria-selected={currency.id === selected}
                  onClick={() => onChoose(currency.id)}
                  onMouseMove={() => setActive(currency.id)}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded px-2 py-2 text-sm text-foreground',
                    currency.id === activeId && 'bg-primary-soft text-primary',
                  )}
                >
                  <span className="w-8 shrink-0 text-center font-semibold" aria-hidden="true">
                    {displaySymbol(currency.symbol, currency.id)}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate">
                      <span className="font-medium">{currency.id}</span> · {currency.name}
                    </span>
                    {secondName(currency) ? (
                      <span
                        lang={language === 'en' ? 'am' : language}
                        className="block truncate text-xs text-muted-foreground"
                      >
                        {secondName(currency)}
                      </span>
                    ) : null}
                  </span>
                  {currency.type === 'crypto' ? (
                    <Badge variant="secondary">{t('cryptoBadge')}</Badge>
                  ) : null}
                  {currency.id === selected ? (
                    <Check aria-hidden="true" className="size-4 shrink-0 text-primary" />
                  ) : null}
                </div>
              ))}
            </div>
          ),
        )}
      </div>
    </div>
  )
}
