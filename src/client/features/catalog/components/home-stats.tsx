import { useTranslation } from 'react-i18next'
import { cn } from '#client/lib/cn.ts'
import { useGlobalServices } from '../api/get-global-services.ts'

/** Marketing figures from the spec plus the real number of active global services. */
export function HomeStats() {
  const { t } = useTranslation('catalog')
  const services = useGlobalServices()
  const stats: { value: string; label: string }[] = [
    { value: '2,500+', label: t('home.stats.products') },
    { value: '350+', label: t('home.stats.sellers') },
    { value: '45+', label: t('home.stats.countries') },
  ]
  // The one live figure: shown once known, left out if the services call fails.
  if (!services.isError) {
    stats.push({
      value: services.data ? String(services.data.length) : '…',
      label: t('home.stats.globalServices'),
    })
  }
  return (
    <section aria-label={t('home.stats.label')} className="mx-auto w-full max-w-6xl px-4">
      <dl
        className={cn(
          '-mt-6 grid grid-cols-2 gap-3',
          stats.length === 4 ? 'sm:grid-cols-4' : 'sm:grid-cols-3',
        )}
      >
        {stats.map((stat) => (
          <div
            key={stat.label}
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
