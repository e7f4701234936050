import { Clock, LoaderCircle, PackageSearch, SlidersHorizontal, TrendingUp } from 'lucide-react'
import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SEARCH_SORTS } from '#shared/search-options.ts'
import { Button } from '#client/components/ui/button.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { cn } from '#client/lib/cn.ts'
import { useSearchResults } from '../api/search-products.ts'
import { useRecentSearches } from '../hooks/use-recent-searches.ts'
import { useSearchState } from '../hooks/use-search-state.ts'
import { RECENT_SEARCHES_SHOWN } from '../lib/recent-searches.ts'
import { activeFilters, resetFilters, withoutFilter } from '../lib/search-url-state.ts'
import { FilterChips } from './filter-chips.tsx'
import { SearchBox } from './search-box.tsx'
import { SearchFilters } from './search-filters.tsx'
import { SearchResultCard, SearchResultCardSkeleton } from './search-result-card.tsx'

/** The spec's popular searches, in its order; the first three are shown. */
const POPULAR_SEARCHES = [
  'coffee',
  'berbere',
  'traditionalDress',
  'handicrafts',
  'jewelry',
] as const
const POPULAR_SHOWN = 3
const SKELETONS = 8

const chipClass =
  'inline-flex items-center rounded-full border border-border bg-surface px-3 py-1 text-sm hover:bg-muted ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring'

/** The /search page body: query box, recent and popular searches, filters, sort and results. */
export function SearchPage() {
  const { t } = useTranslation('search')
  const { state, filters, update, replace } = useSearchState()
  const { recent, remember, clear } = useRecentSearches()
  const [filtersOpen, setFiltersOpen] = useState(false)
  const results = useSearchResults(filters)

  const active = activeFilters(state)
  const items = results.data?.pages.flatMap((page) => page.items) ?? []
  const total = results.data?.pages[0]?.total ?? 0
  // Past the count's cap the page says "1000+" rather than a number it did not count.
  const atLeast = results.data?.pages[0]?.totalIsAtLeast ?? false

  function search(query: string) {
    if (query) remember(query)
    update({ q: query })
  }

  return (
    <div className="grid gap-6">
      <div className="grid gap-4">
        <SearchBox
          key={state.q}
          initialQuery={state.q}
          onSearch={search}
          onPickCategory={(category) => update({ category })}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          {recent.length > 0 ? (
            <section aria-labelledby="recent-searches-heading" className="grid gap-2">
              <div className="flex items-center justify-between gap-2">
                <h2
                  id="recent-searches-heading"
                  className="flex items-center gap-1.5 text-sm font-semibold"
                >
                  <Clock aria-hidden="true" className="size-4 text-muted-foreground" />
                  {t('recent.title')}
                </h2>
                <button
                  type="button"
                  onClick={clear}
                  className="text-sm text-primary underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-ring"
                >
                  {t('recent.clear')}
                </button>
              </div>
              <ul className="flex flex-wrap gap-2">
                {recent.slice(0, RECENT_SEARCHES_SHOWN).map((query) => (
                  <li key={query}>
                    <button type="button" className={chipClass} onClick={() => search(query)}>
                      {query}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="popular-searches-heading" className="grid gap-2">
            <h2
              id="popular-searches-heading"
              className="flex items-center gap-1.5 text-sm font-semibold"
            >
              <TrendingUp aria-hidden="true" className="size-4 text-muted-foreground" />
              {t('popular.title')}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {POPULAR_SEARCHES.slice(0, POPULAR_SHOWN).map((key) => {
                const query = t(`popular.${key}`)
                return (
                  <li key={key}>
                    <button type="button" className={chipClass} onClick={() => search(query)}>
                      {query}
                    </button>
                  </li>
                )
              })}
            </ul>
          </section>
        </div>
      </div>

      <div className="flex flex-wrap items-end justify-between gap-3">
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {results.data
            ? atLeast
              ? state.q
                ? t('results.countAtLeastFor', { total, query: state.q })
                : t('results.countAtLeast', { total })
              : state.q
                ? t('results.countFor', { count: total, query: state.q })
                : t('results.count', { count: total })
            : null}
        </p>
        <div className="flex items-end gap-2">
          <Button
            variant="outline"
            className="md:hidden"
            aria-expanded={filtersOpen}
            aria-controls="search-filters-panel"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal aria-hidden="true" />
            {t('filters.toggle')}
            {active.length > 0 ? (
              <span className="ms-1 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
                <span aria-hidden="true">{active.length}</span>
                <span className="sr-only">
                  {t('filters.activeCount', { count: active.length })}
                </span>
              </span>
            ) : null}
          </Button>
          <div className="grid gap-1">
            <Label htmlFor="search-sort">{t('sort.label')}</Label>
            <Select
              id="search-sort"
              value={state.sort}
              onChange={(event) =>
                update({ sort: event.target.value as (typeof SEARCH_SORTS)[number] })
              }
              className="min-w-40"
            >
              {SEARCH_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`sort.${sort}`)}
                </option>
              ))}
            </Select>
          </div>
        </div>
      </div>

      <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
        <aside
          id="search-filters-panel"
          aria-labelledby="search-filters-heading"
          className={cn(
            'rounded-lg border border-border bg-surface p-4 md:block md:self-start',
            filtersOpen ? 'block' : 'hidden',
          )}
        >
          <h2 id="search-filters-heading" className="mb-4 flex items-center gap-2 font-semibold">
            {t('filters.title')}
            {active.length > 0 ? (
              <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
                <span aria-hidden="true">{active.length}</span>
                <span className="sr-only">
                  {t('filters.activeCount', { count: active.length })}
                </span>
              </span>
            ) : null}
          </h2>
          {/* Its own boundary: hydrated after the results, in a task of its own (the slider and
              checkboxes measure themselves and render again as they do); on a phone the panel is
              closed anyway. */}
          <Suspense>
            <SearchFilters
              state={state}
              onChange={update}
              onReset={() => replace(resetFilters(state))}
            />
          </Suspense>
        </aside>

        <section aria-labelledby="search-results-heading" className="grid content-start gap-4">
          <h2 id="search-results-heading" className="sr-only">
            {t('results.heading')}
          </h2>
          <FilterChips
            filters={active}
            onRemove={(filter) => replace(withoutFilter(state, filter))}
          />

          {results.isPending ? (
            <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
              {Array.from({ length: SKELETONS }, (_, index) => (
                <li key={index}>
                  <SearchResultCardSkeleton />
                </li>
              ))}
            </ul>
          ) : results.isError && !results.data ? (
            <ErrorState
              title={t('results.errorTitle')}
              error={results.error}
              onRetry={() => void results.refetch()}
            />
          ) : items.length === 0 ? (
            <EmptyState
              icon={<PackageSearch />}
              title={state.q ? t('results.emptyFor', { query: state.q }) : t('results.empty')}
              description={t('results.emptyHint')}
              action={
                active.length > 0 ? (
                  <Button variant="outline" onClick={() => replace(resetFilters(state))}>
                    {t('filters.clear')}
                  </Button>
                ) : null
              }
            />
          ) : (
            <>
              <ul
                aria-busy={results.isPlaceholderData}
                className={cn(
                  'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3',
                  results.isPlaceholderData && 'opacity-60',
                )}
              >
                {items.map((product) => (
                  <li key={product.id}>
                    <SearchResultCard product={product} />
                  </li>
                ))}
              </ul>
              <div className="mt-2 flex flex-col items-center gap-3">
                <p className="text-sm text-muted-foreground">
                  {t('results.showing', {
                    shown: items.length,
                    total: atLeast
                      ? `${Math.max(total, items.length)}+`
                      : Math.max(total, items.length),
                  })}
                </p>
                {results.isFetchNextPageError ? (
                  <p role="alert" className="text-sm font-medium text-destructive">
                    {results.error?.message ?? t('results.loadMoreFailed')}
                  </p>
                ) : null}
                {results.hasNextPage ? (
                  <Button
                    variant="outline"
                    size="lg"
                    // aria-disabled rather than disabled keeps keyboard focus on the button while loading.
                    aria-disabled={results.isFetchingNextPage}
                    onClick={() => {
                      if (!results.isFetchingNextPage) void results.fetchNextPage()
                    }}
                  >
                    {results.isFetchingNextPage ? (
                      <>
                        <LoaderCircle aria-hidden="true" className="animate-spin" />
                        {t('results.loadingMore')}
                      </>
                    ) : (
                      t('results.loadMore')
                    )}
                  </Button>
                ) : null}
              </div>
            </>
          )}
        </section>
      </div>
    </div>
  )
}
