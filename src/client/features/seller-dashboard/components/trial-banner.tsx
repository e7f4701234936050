import { Hourglass } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { SellerDashboard } from '#shared/contracts/seller-dashboard.ts'
import { buttonClass } from '#client/components/ui/button.tsx'

/** The free trial's days left, limits and usage, with the way to the paid plans. */
export function TrialBanner({ trial }: { trial: NonNullable<SellerDashboard['trial']> }) {
  const { t } = useTranslation('dashboard')
  const full =
    trial.productsUsed >= trial.maxProducts || trial.categoriesUsed >= trial.maxCategories
  return (
    <section
      aria-labelledby="trial-banner-title"
      className="flex flex-col gap-3 rounded-lg border border-primary/40 bg-primary-soft p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <h2 id="trial-banner-title" className="font-semibold">
            {t('trial.title', { count: trial.daysLeft })}
          </h2>
          <p className="text-sm">
            {t('trial.usage', {
              products: trial.productsUsed,
              maxProducts: trial.maxProducts,
              categories: trial.categoriesUsed,
              maxCategories: trial.maxCategories,
            })}
          </p>
          {full ? <p className="text-sm font-medium">{t('trial.limitReached')}</p> : null}
        </div>
      </div>
      <Link href="/revenue-dashboard" className={buttonClass({ variant: 'outline', size: 'sm' })}>
        {t('trial.seePlans')}
      </Link>
    </section>
  )
}
