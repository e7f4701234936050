import { buildDemoData } from '#server/db/seed/demo-data.ts'
import { sellerSeeds } from '#server/db/seed/people-data.ts'
const t0 = performance.now()
const d = buildDemoData({ now: new Date('2026-11-21T12:00:00Z'), passwordHash: 'x' })
console.log('build ms', Math.round(performance.now() - t0))
for (const [k, v] of Object.entries(d)) console.log(k, (v as unknown[]).length)
const p = d.products
const pct = (f: (x: typeof p[number]) => boolean) => (100 * p.filter(f).length / p.length).toFixed(1) + '%'
console.log('discount', pct(x => x.discountPrice != null), 'featured', pct(x => !!x.isFeatured), 'intl', pct(x => !!x.shipsInternationally), 'inactive', pct(x => x.isActive === false))
console.log('stock in', pct(x => (x.stock ?? 0) > 10), 'low', pct(x => (x.stock ?? 0) >= 1 && (x.stock ?? 0) <= 9), 'out', pct(x => x.stock === 0))
const tierName = new Map(d.commissionTiers.map(t => [t.id, t.name]))
for (const s of d.sellers) {
  const seed = sellerSeeds.find(x => x.storeName === s.storeName)!
  const own = p.filter(x => x.sellerId === s.id)
  console.log(s.storeName.padEnd(48), 'n', own.length, 'active', own.filter(x => x.isActive).length, 'rating', s.rating, 'rev', s.totalReviews, 'tier', tierName.get(s.currentTierId!), '(seed', seed.tier + ')', 'prog', s.tierProgressPercentage, 'cats', new Set(own.map(x => x.categoryId)).size)
}
const byCat = new Map<string, number>(); for (const x of p) byCat.set(x.categoryId, (byCat.get(x.categoryId) ?? 0) + 1)
console.log([...byCat.entries()].map(([c, n]) => d.categories.find(k => k.id === c)!.slug + ':' + n).join(' '))
console.log(d.trialPlans.length, d.userTrials.map(t => t.status).join(','))
console.log(d.sellerSubscriptions.length)
const names = p.map(x => x.name); console.log(names.slice(0, 12))
console.log(d.advertisements.map(a => a.adType + ' ' + a.websiteUrl + ' ' + a.imageUrl))
const emails = new Set(d.users.map(u => u.email)); const unames = new Set(d.users.map(u => u.username)); console.log('users', d.users.length, emails.size, unames.size)
console.log('maxlen img', Math.max(...d.productImages.map(i => i.imageUrl.length)))
const d2 = buildDemoData({ now: new Date('2026-11-21T12:00:00Z'), passwordHash: 'x' })
console.log('deterministic', JSON.stringify(d) === JSON.stringify(d2))
console.log('price sample', p.slice(0,8).map(x => `${x.name}: ${x.price} / ${x.discountPrice}`))
