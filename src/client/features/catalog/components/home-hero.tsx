import { Globe, Search, ShoppingBag, Store } from 'lucide-react'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import { buttonClass } from '#client/components/ui/button.tsx'

/**
 * Home hero: a search box (to /search?q=…) and the three main ways in. "Sell" leads sellers to
 * their dashboard and everyone else to the seller sign-up.
 */
export function HomeHero({ isSeller }: { isSeller: boolean }) {
  const { t } = useTranslation('catalog')
  const [, navigate] = useLocation()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim()
    if (query) navigate(`/search?q=${encodeURIComponent(query)}`)
  }

  return (
    <section aria-labelledby="home-hero-heading" className="bg-primary text-primary-foreground">
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-10 sm:py-14">
        <div className="grid gap-3">
          <h1 id="home-hero-heading" className="text-3xl leading-tight font-bold sm:text-5xl">
            {t('home.hero.title')}
          </h1>
          <p className="max-w-2xl text-base text-[#e6f2ec] sm:text-lg">{t('home.hero.subtitle')}</p>
        </div>
        <form role="search" onSubmit={handleSubmit} className="flex w-full max-w-2xl">
          <label htmlFor="home-search" className="sr-only">
            {t('home.hero.searchLabel')}
          </label>
          <input
            id="home-search"
            name="q"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={200}
            placeholder={t('home.hero.searchPlaceholder')}
            className="h-12 min-w-0 flex-1 rounded-s-md border-0 bg-surface px-4 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent"
          />
          <button
            type="submit"
            className="inline-flex h-12 items-center gap-2 rounded-e-md bg-accent px-4 font-semibold text-accent-foreground hover:bg-[#e8bf0f] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            <Search aria-hidden="true" className="size-5" />
            <span className="sr-only sm:not-sr-only">{t('home.hero.searchSubmit')}</span>
          </button>
        </form>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Link href="/products" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
            <ShoppingBag aria-hidden="true" />
            {t('home.hero.browseProducts')}
          </Link>
          <Link href="/global-services" className={buttonClass({ variant: 'inverse', size: 'lg' })}>
            <Globe aria-hidden="true" />
            {t('home.hero.globalServices')}
          </Link>
          <Link
            href={isSeller ? '/dashboard' : '/become-seller'}
            className={buttonClass({ variant: 'inverse', size: 'lg' })}
          >
            <Store aria-hidden="true" />
            {t('home.hero.sell')}
          </Link>
        </div>
      </div>
    </section>
  )
}
