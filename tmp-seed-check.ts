import { sql } from 'drizzle-orm'
import { openDatabase } from '#server/db/database.ts'
import { seedDemo } from '#server/db/seed/seed.ts'

const t0 = performance.now()
const handle = await openDatabase({ engine: 'pglite' })
await handle.migrate()
const t1 = performance.now()
await seedDemo(handle.db)
const t2 = performance.now()
await seedDemo(handle.db)
const t3 = performance.now()
console.log(`open+migrate ${Math.round(t1 - t0)} ms, first seed ${Math.round(t2 - t1)} ms, second seed ${Math.round(t3 - t2)} ms`)
const counts = await handle.db.execute(sql`select
  (select count(*) from categories)::int as categories,
  (select count(*) from sellers)::int as sellers,
  (select count(*) from products)::int as products,
  (select count(*) from users)::int as users,
  (select count(*) from product_images)::int as product_images,
  (select count(*) from detailed_reviews)::int as reviews,
  (select count(*) from coupons)::int as coupons,
  (select count(*) from advertisements)::int as ads,
  (select count(*) from couriers)::int as couriers,
  (select count(*) from exchange_rates)::int as rates,
  (select count(*) from faqs)::int as faqs`)
console.log((counts as unknown as { rows: unknown[] }).rows ?? counts)
const check = await handle.db.execute(sql`select count(*)::int as mismatched from products p
  where p.review_count <> (select count(*) from detailed_reviews r where r.target_id = p.id)
     or p.average_rating <> coalesce((select round(avg(rating)::numeric, 2) from detailed_reviews r where r.target_id = p.id), 0)`)
console.log('rating mismatches', (check as unknown as { rows: unknown[] }).rows)
await handle.close()
