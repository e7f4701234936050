import { describe, expect, it } from 'vitest'
import type { GlobalService } from '#shared/contracts/marketing.ts'
import {
  activeFilterCount,
  areaOptions,
  areasSummary,
  filterServices,
  languageCode,
  NO_SERVICE_FILTERS,
  serviceStats,
} from './filter-services.ts'

let seq = 0
function service(overrides: Partial<GlobalService> = {}): GlobalService {
  seq += 1
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    businessName: `Service ${seq}`,
    description: null,
    serviceType: 'restaurant',
    serviceAreas: [],
    languagesSupported: ['am'],
    website: null,
    rating: '0.00',
    totalReviews: 0,
    isVerified: false,
    servesEthiopianCommunity: true,
    ...overrides,
  }
}

const habesha = service({
  businessName: 'Habesha Kitchen',
  description: 'Injera and tibs, catering for weddings',
  serviceAreas: ['Washington DC', 'Silver Spring', 'Alexandria'],
  isVerified: true,
})
const cargo = service({
  businessName: 'Abay Cargo',
  serviceType: 'shipping_agent',
  description: 'Boxes to Addis every week',
  serviceAreas: ['Toronto', 'washington dc'],
})
const words = service({
  businessName: 'ቃል Translation',
  serviceType: 'translation',
  serviceAreas: ['London'],
  isVerified: true,
})
const all = [habesha, cargo, words]

describe('filterServices', () => {
  it('returns everything without filters', () => {
    expect(filterServices(all, NO_SERVICE_FILTERS)).toEqual(all)
  })

  it('searches name, description and areas, case-insensitively, every word', () => {
    const ids = (search: string) =>
      filterServices(all, { ...NO_SERVICE_FILTERS, search }).map((item) => item.id)
    expect(ids('habesha')).toEqual([habesha.id])
    expect(ids('INJERA')).toEqual([habesha.id])
    expect(ids('toronto')).toEqual([cargo.id])
    expect(ids('washington')).toEqual([habesha.id, cargo.id])
    expect(ids('washington boxes')).toEqual([cargo.id])
    expect(ids('ቃል')).toEqual([words.id])
    expect(ids('  ')).toEqual(all.map((item) => item.id))
    expect(ids('sushi')).toEqual([])
  })

  it('filters by type and by area (exact area, any case), combined with the search', () => {
    expect(filterServices(all, { ...NO_SERVICE_FILTERS, serviceType: 'shipping_agent' })).toEqual([
      cargo,
    ])
    expect(filterServices(all, { ...NO_SERVICE_FILTERS, area: 'Washington DC' })).toEqual([
      habesha,
      cargo,
    ])
    expect(
      filterServices(all, { search: 'kitchen', serviceType: '', area: 'washington dc' }),
    ).toEqual([habesha])
    expect(
      filterServices(all, { search: '', serviceType: 'translation', area: 'Toronto' }),
    ).toEqual([])
  })

  it('counts the filters in use', () => {
    expect(activeFilterCount(NO_SERVICE_FILTERS)).toBe(0)
    expect(activeFilterCount({ search: ' x ', serviceType: 'grocery', area: '' })).toBe(2)
  })
})

describe('areaOptions and serviceStats', () => {
  it('lists each area once whatever its case, and counts total, distinct areas and verified', () => {
    expect(areaOptions(all)).toEqual([
      'Alexandria',
      'London',
      'Silver Spring',
      'Toronto',
      'Washington DC',
    ])
    expect(serviceStats(all)).toEqual({ total: 3, areas: 5, verified: 2 })
    expect(serviceStats([])).toEqual({ total: 0, areas: 0, verified: 0 })
  })
})

describe('areasSummary', () => {
  it('shows the first two areas and says when there are others', () => {
    expect(areasSummary(['A', 'B', 'C'])).toEqual({ shown: ['A', 'B'], hasOthers: true })
    expect(areasSummary(['A', 'B'])).toEqual({ shown: ['A', 'B'], hasOthers: false })
    expect(areasSummary([])).toEqual({ shown: [], hasOthers: false })
  })
})

describe('languageCode', () => {
  it('reads codes and English names alike, and answers null for others', () => {
    expect(['am', 'Amharic', 'ENGLISH', 'Afaan Oromo', 'Tigrinya', 'ti'].map(languageCode)).toEqual(
      ['am', 'am', 'en', 'om', 'ti', 'ti'],
    )
    expect(languageCode('Somali')).toBeNull()
  })
})
