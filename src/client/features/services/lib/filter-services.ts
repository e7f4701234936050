import type { GlobalService } from '#shared/contracts/marketing.ts'

export type ServiceFilters = {
  search: string
  /** '' = every type. */
  serviceType: string
  /** '' = every area; matched case-insensitively. */
  area: string
}

export const NO_SERVICE_FILTERS: ServiceFilters = { search: '', serviceType: '', area: '' }

export const AREAS_SHOWN = 2

const fold = (text: string) => text.trim().toLocaleLowerCase()

/** The spec's local search: every word must appear in the name, the description or an area. */
export function filterServices(
  services: readonly GlobalService[],
  filters: ServiceFilters,
): GlobalService[] {
  const words = fold(filters.search).split(/\s+/).filter(Boolean)
  const area = fold(filters.area)
  return services.filter((service) => {
    if (filters.serviceType && service.serviceType !== filters.serviceType) return false
    if (area && !service.serviceAreas.some((item) => fold(item) === area)) return false
    if (words.length === 0) return true
    const haystack = fold(
      [service.businessName, service.description ?? '', ...service.serviceAreas].join(' '),
    )
    return words.every((word) => haystack.includes(word))
  })
}

export function activeFilterCount(filters: ServiceFilters): number {
  return [filters.search.trim(), filters.serviceType, filters.area].filter(Boolean).length
}

/** Every area any service covers, once each (first spelling wins), alphabetically. */
export function areaOptions(services: readonly GlobalService[]): string[] {
  const byKey = new Map<string, string>()
  for (const service of services) {
    for (const area of service.serviceAreas) {
      const key = fold(area)
      if (key && !byKey.has(key)) byKey.set(key, area.trim())
    }
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b))
}

export function serviceStats(services: readonly GlobalService[]) {
  return {
    total: services.length,
    areas: areaOptions(services).length,
    verified: services.filter((service) => service.isVerified).length,
  }
}

/** The first two areas, and whether there are others to mention. */
export function areasSummary(areas: readonly string[]): { shown: string[]; hasOthers: boolean } {
  return { shown: areas.slice(0, AREAS_SHOWN), hasOthers: areas.length > AREAS_SHOWN }
}

// Listings store languages either as codes (registration form) or as English names (older
// listings); both are shown in the reader's language.
const LANGUAGE_NAMES: Record<string, string> = {
  amharic: 'am',
  english: 'en',
  'afaan oromo': 'om',
  oromo: 'om',
  oromiffa: 'om',
  tigrinya: 'ti',
}

/** The language code for a stored language, or null when it is not one the interface names. */
export function languageCode(stored: string): string | null {
  const key = fold(stored)
  if (['am', 'en', 'om', 'ti'].includes(key)) return key
  return LANGUAGE_NAMES[key] ?? null
}
