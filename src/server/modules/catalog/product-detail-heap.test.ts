import v8 from 'node:v8'
import vm from 'node:vm'
import { expect, it } from 'vitest'
import { toProductDetail } from './catalog.service.ts'

// A context made after this flag has `gc`: the test collects before each measured round.
v8.setFlagsFromString('--expose-gc')
const collect = vm.runInNewContext('gc') as () => void

const oldSpaceUsed = () =>
  v8.getHeapSpaceStatistics().find((space) => space.space_name === 'old_space')!.space_used_size

/** A product's row as its query returns it (catalog.queries.ts). */
function productRow(n: number) {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: 'ይርጋጨፌ ቡና',
    description: 'Washed Yirgacheffe',
    imageUrl: null,
    price: '420.00',
    discountPrice: null,
    priceMax: '780.00',
    currency: 'ETB',
    stock: 77,
    isFeatured: false,
    shipsInternationally: true,
    internationalShippingFee: '150.00',
    averageRating: '4.50',
    reviewCount: 12,
    createdAt: new Date('2026-11-01T08:00:00Z'),
    category: {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Coffee',
      nameAm: 'ቡና',
      nameOm: 'Buna',
      nameTi: 'ቡን',
      slug: 'coffee',
    },
    seller: {
      id: '00000000-0000-4000-8000-000000000002',
      storeName: 'Sidama Roasters',
      verified: true,
      awayUntil: null,
      description: null,
      rating: '4.80',
      totalReviews: 40,
      city: 'Hawassa',
      awayMessage: null,
    },
    originCountry: 'ET',
    originCity: 'Yirgacheffe',
    estimatedDeliveryDays: 3,
    isEthiopianMade: true,
    authenticityNote: null,
    tags: ['coffee'],
    images: [],
    listed: true,
  }
}

// Every product page builds this object. Spread and then given more properties, each one got maps
// of its own in the old heap (70-140 bytes a page here, some 5 KB with the real rows), which
// stayed there until a full collection and made every young collection slower.
it('builds a product page without leaving anything in the old heap', () => {
  const rows = [productRow(1), productRow(2)]
  const options = [{ name: 'Size', values: ['250 g', '500 g'] }]
  const variants = [
    {
      id: '00000000-0000-4000-8000-000000000003',
      sku: null,
      optionValues: { Size: '250 g' },
      label: 'Size: 250 g',
      price: '420.00',
      discountPrice: null,
      stock: 40,
    },
  ]
  let page = toProductDetail(rows[0]!, options, variants)
  for (let i = 0; i < 20_000; i++) page = toProductDetail(rows[i % 2]!, options, variants)
  let grown = 0
  for (let round = 0; round < 4; round++) {
    collect()
    const before = oldSpaceUsed()
    for (let i = 0; i < 100_000; i++) page = toProductDetail(rows[i % 2]!, options, variants)
    grown += oldSpaceUsed() - before
  }
  expect(page.seller.city).toBe('Hawassa')
  expect(page.createdAt).toBe('2026-11-01T08:00:00.000Z')
  // 400,000 pages: spread, 20-60 MB; added to the listing's object, under 0.5 MB.
  expect(grown).toBeLessThan(4_000_000)
})
