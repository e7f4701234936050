import { useTranslation } from 'react-i18next'
import { useMarketplaceStats } from '../api/get-marketplace-stats.ts'

/**
 * The marketplace in numbers, counted by the server from what a visitor can browse. Left out when
 * the figures cannot be loaded: no figure is better than a made-up one.
 */
export function HomeStats() {
  const { t, i18n } = useTranslation('catalog')
  const stats = useMarketplaceStats()
  if (stats.isError) return null
  const number = new Intl.NumberFormat(i18n.language)
  const shown = (value: number | undefined) => (value === undefined ? '…' : number.format(value))
  const figures = [
    { key: 'products', value: shown(stats.data?.products), label: t('home.stats.products') },
    { key: 'sellers', value: shown(stats.data?.sellers), label: t('home.stats.sellers') },
    { key: 'countries', value: shown(stats.data?.countries), label: t('home.stats.countries') },
    { key: 'services', value: shown(stats.data?.services), label: t('home.stats.globalServices') },
  ]
  return (
    <section
      aria-label={t('home.stats.label')}
      aria-busy={stats.isPending}
      className="mx-auto w-full max-w-6xl px-4"
    >
      <dl className="-mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((stat) => (
          <div
            key={stat.key}
            className="flex flex-col-reverse items-center rounded-lg border border-border bg-surface p-4 text-center shadow-sm"
          >
            <dt className="text-sm text-muted-foreground">{stat.label}</dt>
            <dd className="text-2xl font-bold text-primary">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
