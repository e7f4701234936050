import { Search } from 'lucide-react'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { cn } from '#client/lib/cn.ts'

/** Submitting non-blank text goes to /search?q=… ; blank text does nothing. */
export function HeaderSearch({
  id,
  className,
  onSearch,
}: {
  id: string
  className?: string
  onSearch?: () => void
}) {
  const { t } = useTranslation('common')
  const [, navigate] = useLocation()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim()
    if (!query) return
    navigate(`/search?q=${encodeURIComponent(query)}`)
    onSearch?.()
  }

  return (
    <form role="search" onSubmit={handleSubmit} className={cn('relative flex w-full', className)}>
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={t('search.placeholder')}
        className="h-10 w-full rounded-s-md border border-e-0 border-input bg-surface px-3 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring"
      />
      <button
        type="submit"
        className="inline-flex h-10 items-center justify-center rounded-e-md bg-primary px-3 text-primary-foreground hover:bg-primary-hover focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Search aria-hidden="true" className="size-5" />
        <span className="sr-only">{t('search.submit')}</span>
      </button>
    </form>
  )
}
