import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { buttonClass } from '#client/components/ui/button.tsx'

/**
 * Closing call to action. The page passes whether the visitor already sells, so sellers are
 * sent to their dashboard and everyone else is invited to start selling.
 */
export function HomeCta({ isSeller }: { isSeller: boolean }) {
  const { t } = useTranslation('catalog')
  return (
    <section
      aria-labelledby="home-cta-heading"
      className="rounded-xl bg-foreground p-6 text-center text-white sm:p-10"
    >
      <h2 id="home-cta-heading" className="text-2xl font-bold sm:text-3xl">
        {t('home.cta.title')}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-[#e5e7eb]">
        {isSeller ? t('home.cta.textSeller') : t('home.cta.text')}
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href="/products" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
          {t('home.cta.shop')}
        </Link>
        <Link
          href={isSeller ? '/dashboard' : '/become-seller'}
          className={buttonClass({ variant: 'inverse', size: 'lg' })}
        >
          {isSeller ? t('home.cta.dashboard') : t('home.cta.sell')}
        </Link>
      </div>
    </section>
  )
}
