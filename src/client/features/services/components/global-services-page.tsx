import { BadgeCheck, Building2, Globe, LogIn, MapPin, Search, X } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { GLOBAL_SERVICE_TYPES, type GlobalService } from '#shared/contracts/marketing.ts'
import { PageContainer } from '#client/components/page-container.tsx'
import { Button, buttonClass } from '#client/components/ui/button.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { useGlobalServices } from '../api/get-global-services.ts'
import {
  activeFilterCount,
  areaOptions,
  filterServices,
  NO_SERVICE_FILTERS,
  serviceStats,
  type ServiceFilters,
} from '../lib/filter-services.ts'
import { RegisterServiceDialog } from './register-service-dialog.tsx'
import { ServiceCard } from './service-card.tsx'
import { usePlaceNames } from '#client/lib/places.ts'

/**
 * The diaspora services directory. `signedIn` is undefined while the session is being checked;
 * visitors are offered sign-in instead of the registration form.
 */
export function GlobalServicesPage({
  signedIn,
  cardActions,
}: {
  signedIn: boolean | undefined
  cardActions?: (service: GlobalService) => ReactNode
}) {
  const { t } = useTranslation('services')
  const places = usePlaceNames()
  const services = useGlobalServices()
  const [filters, setFilters] = useState<ServiceFilters>(NO_SERVICE_FILTERS)
  const all = services.data ?? []
  const stats = serviceStats(all)
  const areas = areaOptions(all)
  const results = filterServices(all, filters)
  const filterCount = activeFilterCount(filters)

  return (
    <PageContainer className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="flex items-center gap-2 text-3xl font-bold">
          <Globe aria-hidden="true" className="size-8 text-primary" />
          {t('title')}
        </h1>
        <p className="max-w-2xl text-muted-foreground">{t('subtitle')}</p>
      </header>

      {services.isSuccess ? (
        <dl className="grid grid-cols-3 gap-3">
          {(
            [
              ['total', stats.total, Building2],
              ['areas', stats.areas, MapPin],
              ['verified', stats.verified, BadgeCheck],
            ] as const
          ).map(([key, value, Icon]) => (
            <div
              key={key}
              className="flex flex-col items-center rounded-lg border border-border bg-surface p-3 text-center"
            >
              <dt className="order-3 text-xs text-muted-foreground sm:text-sm">
                {t(`stats.${key}`)}
              </dt>
              <Icon aria-hidden="true" className="order-1 size-5 text-primary" />
              <dd className="order-2 mt-1 text-2xl font-bold">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}

      <section
        aria-label={t('filters.label')}
        className="grid gap-3 rounded-lg border border-border bg-surface p-4 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
      >
        <div className="grid gap-1.5">
          <Label htmlFor="services-search">{t('filters.search')}</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="services-search"
              type="search"
              className="ps-9"
              placeholder={t('filters.searchPlaceholder')}
              value={filters.search}
              onChange={(event) => setFilters({ ...filters, search: event.target.value })}
            />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="services-type">{t('filters.type')}</Label>
          <Select
            id="services-type"
            value={filters.serviceType}
            onChange={(event) => setFilters({ ...filters, serviceType: event.target.value })}
          >
            <option value="">{t('filters.allTypes')}</option>
            {GLOBAL_SERVICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="services-area">{t('filters.area')}</Label>
          <Select
            id="services-area"
            value={filters.area}
            onChange={(event) => setFilters({ ...filters, area: event.target.value })}
          >
            <option value="">{t('filters.allAreas')}</option>
            {areas.map((area) => (
              <option key={area} value={area}>
                {places.place(area)}
              </option>
            ))}
          </Select>
        </div>
        <Button
          variant="ghost"
          disabled={filterCount === 0}
          onClick={() => setFilters(NO_SERVICE_FILTERS)}
        >
          <X aria-hidden="true" />
          {t('filters.clear')}
        </Button>
      </section>

      <section aria-labelledby="services-results-heading" className="grid gap-3">
        <h2 id="services-results-heading" className="sr-only">
          {t('results.heading')}
        </h2>
        {services.isPending ? (
          <div role="status" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <span className="sr-only">{t('results.loading')}</span>
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-56" />
            ))}
          </div>
        ) : services.isError ? (
          <ErrorState error={services.error} onRetry={() => void services.refetch()} />
        ) : all.length === 0 ? (
          <EmptyState
            icon={<Globe />}
            title={t('empty.noServices')}
            description={t('empty.noServicesText')}
          />
        ) : results.length === 0 ? (
          <EmptyState
            icon={<Search />}
            title={t('empty.noMatches')}
            description={t('empty.noMatchesText')}
            action={
              <Button variant="outline" onClick={() => setFilters(NO_SERVICE_FILTERS)}>
                {t('filters.clear')}
              </Button>
            }
          />
        ) : (
          <>
            <p role="status" className="text-sm text-muted-foreground">
              {t('results.count', { count: results.length })}
            </p>
            <ul role="list" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {results.map((service) => (
                <li key={service.id}>
                  <ServiceCard service={service} actions={cardActions?.(service)} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section
        aria-labelledby="register-business-heading"
        className="flex flex-col items-start gap-4 rounded-lg border border-primary/30 bg-primary-soft p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="register-business-heading" className="text-xl font-bold">
            {t('cta.title')}
          </h2>
          <p className="mt-1 text-foreground">{t('cta.text')}</p>
        </div>
        {signedIn === undefined ? (
          <Skeleton className="h-12 w-48" />
        ) : signedIn ? (
          <RegisterServiceDialog />
        ) : (
          <Link
            href={`/login?next=${encodeURIComponent('/global-services')}`}
            className={buttonClass({ size: 'lg' })}
          >
            <LogIn aria-hidden="true" />
            {t('cta.signIn')}
          </Link>
        )}
      </section>
    </PageContainer>
  )
}
