import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { runNode } from '#test/helpers/node-process.ts'

const flagsModule = fileURLToPath(new URL('../../runtime-flags.ts', import.meta.url))
const serviceModule = fileURLToPath(new URL('./catalog.service.ts', import.meta.url))

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

/**
 * Builds product pages in a fresh Node process set up as the server is (runtime-flags.ts first), and
 * returns how much its old heap grew over 400,000 of them, plus the last page. A fresh process,
 * because a test worker that ran other files has its own history: there V8 may already build these
 * objects in the old heap (allocation-site pretenuring, which the server turns off), 90 MB here.
 */
function oldHeapGrowth(): { grown: number; page: { city: string; createdAt: string } } {
  const workload = `
    import v8 from 'node:v8'
    await import(${JSON.stringify(flagsModule)})
    const { toProductDetail } = await import(${JSON.stringify(serviceModule)})
    const oldSpaceUsed = () =>
      v8.getHeapSpaceStatistics().find((space) => space.space_name === 'old_space').space_used_size
    const rows = ${JSON.stringify([productRow(1), productRow(2)])}
    for (const row of rows) row.createdAt = new Date(row.createdAt)
    const options = [{ name: 'Size', values: ['250 g', '500 g'] }]
    const variants = [{ id: '00000000-0000-4000-8000-000000000003', sku: null,
      optionValues: { Size: '250 g' }, label: 'Size: 250 g', price: '420.00',
      discountPrice: null, stock: 40 }]
    // As a busy server does: pages kept a while (requests in flight), then the measured rounds.
    const kept = []
    for (let i = 0; i < 300000; i++) {
      kept.push(toProductDetail(rows[i % 2], options, variants))
      if (kept.length === 50000) kept.length = 0
    }
    kept.length = 0
    let page
    let grown = 0
    for (let round = 0; round < 4; round++) {
      gc()
      const before = oldSpaceUsed()
      for (let i = 0; i < 100000; i++) page = toProductDetail(rows[i % 2], options, variants)
      grown += oldSpaceUsed() - before
    }
    console.log(JSON.stringify({ grown, page: { city: page.seller.city, createdAt: page.createdAt } }))
  `
  const stdout = runNode([
    '--import',
    'tsx',
    '--expose-gc',
    '--input-type=module',
    '--eval',
    workload,
  ])
  return JSON.parse(stdout.trim().split('\n').at(-1)!)
}

// Every product page builds this object. Spread and then given more properties, each one got maps
// of its own in the old heap (some 270 bytes a page here, some 5 KB with the real rows), which
// stayed there until a full collection and made every young collection slower.
it('builds a product page without leaving anything in the old heap', () => {
  const { grown, page } = oldHeapGrowth()
  expect(page).toEqual({ city: 'Hawassa', createdAt: '2026-11-01T08:00:00.000Z' })
  // 400,000 pages: spread, 110-200 MB; added to the listing's object, under 0.5 MB.
  expect(grown).toBeLessThan(4_000_000)
})
