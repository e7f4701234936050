import { and, count, eq, type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Conversation, MessagePage } from '#shared/contracts/chat.ts'
import type { OrderReturn, OrderReturns, WalletCredit } from '#shared/contracts/returns.ts'
import type { SellerBalance, SellerEarning } from '#shared/contracts/wallet.ts'
import { addMoney, compareMoney, money as toMoney, roundMoney } from '#shared/money.ts'
import { products } from '#server/db/schema/catalog.ts'
import { productVariants } from '#server/db/schema/variants.ts'
import { couriers } from '#server/db/schema/delivery.ts'
import { outboundMessages } from '#server/db/schema/messaging.ts'
import { deliverPendingMessages } from '#server/modules/messaging/messaging.service.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { users } from '#server/db/schema/users.ts'
import {
  GENERATED_IMAGE_NAME_MAX,
  GENERATED_IMAGE_NAME_PATTERN,
} from '#server/modules/media/generated-image.ts'
import { addisMonthStart } from '#server/modules/seller-dashboard/seller-dashboard.figures.ts'
import { computeSellerTotals, listActiveTiers } from '#server/modules/tiers/tiers.queries.ts'
import { pickTier } from '#server/modules/tiers/tiers.rules.ts'
import { createUploadStorage } from '#server/modules/uploads/upload-storage.ts'
import { isStoredUpload } from '#server/modules/uploads/uploads.service.ts'
import { sellerEarnings } from '#server/modules/wallet/wallet.queries.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { uploadDataDir } from '#test/helpers/upload-fixtures.ts'
import { DEMO_PRODUCT_COUNT, buildDemoData } from './demo-data.ts'
import { DEMO_EMAILS } from './people-data.ts'
import { isDemoSeeded, seedDemo } from './seed.ts'
import { VARIANT_DEMO_PRODUCTS } from './variant-demo.ts'

const now = new Date('2026-11-21T09:00:00Z')
const data = buildDemoData({ now, passwordHash: 'hash' })
const money = /^\d+\.\d{2}$/

describe('buildDemoData', () => {
  it('is reproducible', () => {
    expect(buildDemoData({ now, passwordHash: 'hash' })).toEqual(data)
  })

  it('has the catalogue the demo promises', () => {
    expect(data.categories.length).toBeGreaterThanOrEqual(12)
    expect(data.sellers).toHaveLength(15)
    expect(data.products).toHaveLength(DEMO_PRODUCT_COUNT)
    expect(new Set(data.products.map((product) => product.categoryId)).size).toBe(
      data.categories.length,
    )
  })

  it('writes money as decimal strings, sale prices below prices', () => {
    for (const product of data.products) {
      expect(product.price).toMatch(money)
      if (product.discountPrice != null) {
        expect(product.discountPrice).toMatch(money)
        expect(Number(product.discountPrice)).toBeLessThan(Number(product.price))
      }
      expect(product.shipsInternationally).toBe(product.internationalShippingFee != null)
    }
  })

  it('types in no figure: ratings, counts and totals start at zero and come from the history', () => {
    for (const product of data.products) {
      expect([product.averageRating, product.reviewCount]).toEqual(['0.00', 0])
      expect([product.salesCount, product.viewCount]).toEqual([0, 0])
    }
    for (const seller of data.sellers) {
      expect([seller.rating, seller.totalReviews]).toEqual(['0.00', 0])
      expect([seller.totalSalesAmount, seller.monthlySalesAmount]).toEqual(['0.00', '0.00'])
    }
    for (const courier of data.couriers) {
      expect([courier.rating, courier.totalDeliveries]).toEqual(['0.00', 0])
    }
    for (const coupon of data.coupons) expect(coupon.usedCount).toBe(0)
    for (const ad of data.advertisements) {
      expect([ad.impressions, ad.clicks, ad.spend]).toEqual([0, 0, '0.00'])
    }
    for (const service of data.globalServices) {
      expect([service.rating, service.totalReviews]).toEqual(['0.00', 0])
    }
    for (const faq of data.faqs) {
      expect([faq.viewCount, faq.helpfulCount, faq.notHelpfulCount]).toEqual([0, 0, 0])
    }
  })

  it('lists products only in stores whose trade fits them', () => {
    const categorySlug = new Map(data.categories.map((category) => [category.id, category.slug]))
    const storeOf = new Map(data.sellers.map((seller) => [seller.id, seller.storeName]))
    const sold = (slug: string) =>
      new Set(
        data.products
          .filter((product) => categorySlug.get(product.categoryId) === slug)
          .map((product) => storeOf.get(product.sellerId)),
      )
    expect([...sold('spices')]).toEqual(['Harar Spice Market'])
    for (const store of sold('art')) expect(store).not.toMatch(/Music/)
    for (const store of sold('music-instruments')) expect(store).toMatch(/Music/)
  })

  it('gives every product exactly one primary image with a valid generated-image name', () => {
    for (const product of data.products) {
      const images = data.productImages.filter((image) => image.productId === product.id)
      expect(images.filter((image) => image.isPrimary)).toHaveLength(1)
      expect(images.find((image) => image.isPrimary)?.imageUrl).toBe(product.imageUrl)
    }
    const urls = [
      ...data.productImages.map((image) => image.imageUrl),
      ...data.categories.map((category) => category.imageUrl as string),
      ...data.advertisements.map((ad) => ad.imageUrl as string),
    ]
    for (const url of urls) {
      const match = /^\/media\/generated\/(product|category|seller|ad|service)\/(.+)\.svg$/.exec(
        url,
      )
      expect(match, url).not.toBeNull()
      const name = match?.[2] ?? ''
      expect(name.length).toBeLessThanOrEqual(GENERATED_IMAGE_NAME_MAX)
      expect(name).toMatch(GENERATED_IMAGE_NAME_PATTERN)
    }
  })

  it('has unique lower-case accounts and the four demo roles', () => {
    const emails = data.users.map((user) => user.email)
    expect(new Set(emails).size).toBe(emails.length)
    expect(new Set(data.users.map((user) => user.username)).size).toBe(data.users.length)
    for (const email of emails) expect(email).toBe(email.toLowerCase())
    const byEmail = (email: string) => data.users.find((user) => user.email === email)
    expect(byEmail(DEMO_EMAILS.admin)?.role).toBe('admin')
    const seller = byEmail(DEMO_EMAILS.seller)
    expect(seller?.isSeller).toBe(true)
    expect(data.sellers.some((store) => store.userId === seller?.id)).toBe(true)
    const courier = byEmail(DEMO_EMAILS.courier)
    expect(data.couriers.filter((row) => row.userId === courier?.id)).toHaveLength(1)
  })

  it('opens every store on the lowest tier, at its commission, until its orders move it', () => {
    const lowest = data.commissionTiers.find((tier) => tier.level === 1)!
    for (const seller of data.sellers) {
      expect(seller.currentTierId).toBe(lowest.id)
      expect(seller.currentCommissionRate).toBe(lowest.commissionRate)
    }
  })

  it('links sponsored products to seeded products of the advertiser', () => {
    const sponsored = data.advertisements.filter((ad) => ad.adType === 'sponsored_product')
    expect(sponsored).toHaveLength(4)
    for (const ad of sponsored) {
      const id = ad.websiteUrl?.replace('/products/', '')
      const product = data.products.find((candidate) => candidate.id === id)
      const advertiser = data.users.find((user) => user.id === ad.createdBy)
      const store = data.sellers.find((seller) => seller.userId === advertiser?.id)
      expect(product?.sellerId).toBe(store?.id)
      expect(product?.isActive).toBe(true)
    }
  })

  it('uses unique coupon codes in the form generator format', () => {
    const codes = data.coupons.map((coupon) => coupon.couponCode)
    expect(new Set(codes).size).toBe(codes.length)
    for (const coupon of data.coupons) {
      const prefix = coupon.discountType === 'percentage' ? 'SAVE' : 'GET'
      expect(coupon.couponCode).toMatch(new RegExp(`^${prefix}[A-Z0-9]{6}$`))
    }
  })

  it('quotes both directions of every exchange-rate pair', () => {
    const pairs = new Set(
      data.exchangeRates.map((rate) => `${rate.fromCurrency}>${rate.toCurrency}`),
    )
    for (const rate of data.exchangeRates) {
      expect(pairs.has(`${rate.toCurrency}>${rate.fromCurrency}`)).toBe(true)
      expect(Number(rate.rate)).toBeGreaterThan(0)
    }
  })
})

describe('seedDemo', () => {
  let t: TestApp
  let uploads: Awaited<ReturnType<typeof uploadDataDir>>
  // The photo store the app serves uploads from (its DATA_DIR).
  let storage: ReturnType<typeof createUploadStorage>

  beforeAll(async () => {
    uploads = await uploadDataDir()
    storage = createUploadStorage({ dataDir: uploads.dir })
    t = await createTestApp({ DATA_DIR: uploads.dir })
  })

  afterAll(async () => {
    await t.close()
    await uploads.remove()
  })

  const rows = async <T>(query: SQL) =>
    ((await t.db.execute(query)) as unknown as { rows: T[] }).rows
  const get = async <T>(url: string, userId?: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: userId ? { cookie: await t.cookieFor(userId) } : {},
    })
    expect(response.statusCode, url).toBe(200)
    return response.json<T>()
  }
  const demoUser = async (email: string) => {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))
    return user!.id
  }

  it('seeds once and is a quick no-op afterwards', { timeout: 120_000 }, async () => {
    expect(await isDemoSeeded(t.db)).toBe(false)
    await seedDemo(t.db, { storage })
    expect(await isDemoSeeded(t.db)).toBe(true)
    // The history's notices leave through the outbox after the seed commits; the timing below is
    // of the seed's own check, not of that delivery sharing the embedded database's connection.
    // (A test app on PostgreSQL hears no NOTIFY, so this sends what is left pending itself.)
    await deliverPendingMessages(t.db, t.app.messaging.channels, { limit: 10_000 })
    await vi.waitFor(
      async () => {
        const [waiting] = await t.db
          .select({ n: count() })
          .from(outboundMessages)
          .where(eq(outboundMessages.status, 'pending'))
        expect(waiting?.n).toBe(0)
      },
      { timeout: 60_000, interval: 250 },
    )

    const started = performance.now()
    await seedDemo(t.db, { storage })
    expect(performance.now() - started).toBeLessThan(100)

    const [productCount] = await t.db.select({ n: count() }).from(products)
    const [sellerCount] = await t.db.select({ n: count() }).from(sellers)
    expect(productCount?.n).toBe(DEMO_PRODUCT_COUNT + VARIANT_DEMO_PRODUCTS)
    expect(sellerCount?.n).toBe(15)

    // The Harar coffee sells in three sizes, its price and stock mirroring them.
    const [harar] = await t.db
      .select({ id: products.id, price: products.price, stock: products.stock })
      .from(products)
      .where(eq(products.name, 'ሀረር ቡና — Harar Coffee'))
    expect([harar?.price, harar?.stock]).toEqual(['420.00', 77])
    const sizes = await t.db
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .where(eq(productVariants.productId, harar!.id))
    expect(sizes.map((size) => size.sku).sort()).toEqual(['HARAR-1000', 'HARAR-250', 'HARAR-500'])

    const linked = await t.db
      .select({ id: couriers.id })
      .from(couriers)
      .where(eq(couriers.userId, await demoUser(DEMO_EMAILS.courier)))
    expect(linked).toHaveLength(1)
  })

  it('gives the demo buyer, seller and courier orders in every state of the lifecycle', async () => {
    const wanted = ['pending', 'confirmed', 'preparing', 'in_transit', 'delivered', 'cancelled']
    for (const [email, as] of [
      [DEMO_EMAILS.buyer, 'buyer'],
      [DEMO_EMAILS.seller, 'seller'],
      [DEMO_EMAILS.courier, 'courier'],
    ] as const) {
      const list = await get<{ status: string }[]>(`/api/orders?as=${as}`, await demoUser(email))
      const statuses = new Set(list.map((order) => order.status))
      for (const status of wanted) expect(statuses, `${as} ${status}`).toContain(status)
    }
  })

  it('has the demo store answering reviews and talking with the demo buyer about an order on its way', async () => {
    const sellerUserId = await demoUser(DEMO_EMAILS.seller)
    const [reviews] = await rows<{ answered: number; waiting: number }>(sql`
      select count(*) filter (where r.seller_reply is not null
          and r.seller_replied_at > r.created_at)::int as answered,
        count(*) filter (where r.seller_reply is null)::int as waiting
      from detailed_reviews r
      join products p on p.id = r.target_id and r.target_type = 'product'
      join sellers s on s.id = p.seller_id
      where s.user_id = ${sellerUserId}`)
    // Some answered, and some still waiting for the store's answer (the demo shows both).
    expect(reviews!.answered).toBeGreaterThan(0)
    expect(reviews!.waiting).toBeGreaterThan(0)

    const buyerId = await demoUser(DEMO_EMAILS.buyer)
    const conversations = await get<Conversation[]>('/api/chat/conversations', buyerId)
    const aboutOrder = conversations.find((conversation) => conversation.order !== null)
    expect(aboutOrder).toBeDefined()
    const order = await get<{ status: string }>(`/api/orders/${aboutOrder!.order!.id}`, buyerId)
    expect(order.status).toBe('in_transit')
    const page = await get<MessagePage>(
      `/api/chat/conversations/${aboutOrder!.id}/messages`,
      sellerUserId,
    )
    expect(page.items.map((message) => message.senderId)).toEqual([buyerId, sellerUserId])
  })

  it("has the demo buyer's return refunded as wallet credit, and another waiting for the demo store", async () => {
    const buyerId = await demoUser(DEMO_EMAILS.buyer)
    const sellerUserId = await demoUser(DEMO_EMAILS.seller)
    const mine = await get<OrderReturn[]>('/api/returns?as=buyer', buyerId)
    const refunded = mine.find((row) => row.status === 'refunded')
    expect(refunded).toMatchObject({
      paymentMethod: 'cash_on_delivery',
      refundMethod: 'wallet_credit',
      quantity: 1,
    })
    expect(compareMoney(refunded!.refundAmount, '0')).toBe(1)
    // With a photo the buyer uploaded: stored, and served from its address.
    expect(refunded!.photoUrls).toHaveLength(1)
    const [photoUrl] = refunded!.photoUrls
    expect(await isStoredUpload(storage, photoUrl!)).toBe(true)
    expect((await t.app.inject({ method: 'GET', url: photoUrl! })).statusCode).toBe(302)

    // Asked after delivery within the window; decided, received and refunded in turn, all past.
    const { eligibility } = await get<OrderReturns>(
      `/api/orders/${refunded!.orderId}/returns`,
      buyerId,
    )
    expect(eligibility.refusal).toBe('already_returned')
    const windowEnds = new Date(eligibility.windowEndsAt!).getTime()
    const deliveredAt = windowEnds - eligibility.windowDays * 24 * 60 * 60 * 1000
    const times = [
      deliveredAt,
      refunded!.createdAt,
      refunded!.decidedAt,
      refunded!.receivedAt,
      refunded!.refundedAt,
    ].map((time) => new Date(time!).getTime())
    expect([...times].sort((a, b) => a - b)).toEqual(times)
    expect(times[1]).toBeLessThan(windowEnds)
    expect(times[4]).toBeLessThan(Date.now() - 24 * 60 * 60 * 1000)

    // The wallet credit is that refund, as the service computed it.
    const credit = await get<WalletCredit>('/api/wallet-credit', buyerId)
    expect(credit.balance).toBe(roundMoney(refunded!.refundAmount))
    expect(credit.entries).toEqual([
      expect.objectContaining({
        amount: roundMoney(refunded!.refundAmount),
        kind: 'return_refund',
        returnNumber: refunded!.returnNumber,
      }),
    ])

    // Every product's stock is what it started with, less what orders hold, plus what came back
    // (ids and stock of the demo's products do not depend on its date).
    const started = new Map(data.products.map((product) => [product.id, product.stock ?? 0]))
    const stock = await rows<{ id: string; stock: number; held: number; returned: number }>(sql`
      select p.id, p.stock,
        (select coalesce(sum(o.quantity), 0)::int from orders o
          where o.product_id = p.id and o.status <> 'cancelled') as held,
        (select coalesce(sum(r.quantity), 0)::int from order_returns r
          join orders o on o.id = r.order_id
          where o.product_id = p.id and r.status in ('received', 'refunded')) as returned
      from products p`)
    const demoStock = stock.filter((row) => started.has(row.id))
    expect(demoStock).toHaveLength(DEMO_PRODUCT_COUNT)
    for (const row of demoStock) {
      expect(row.stock, row.id).toBe(started.get(row.id)! - row.held + row.returned)
    }
    expect(stock.find((row) => row.id === refunded!.product.id)?.returned).toBe(1)

    // The store's earnings drop by what the return took back: its net and the trip back it bore.
    const asSeller = await get<OrderReturn>(`/api/returns/${refunded!.id}`, sellerUserId)
    const charge = addMoney(
      asSeller.sellerNetReversed!,
      asSeller.returnShippingPaidBy === 'seller' ? asSeller.returnShippingFee : '0',
    )
    expect(compareMoney(charge, '0')).toBe(1)
    const earnings = await get<SellerEarning[]>('/api/seller/earnings', sellerUserId)
    expect(earnings.find((row) => row.id === refunded!.id)).toMatchObject({
      source: 'return',
      amount: roundMoney(toMoney(charge).neg()),
    })
    const [store] = await t.db
      .select({ id: sellers.id })
      .from(sellers)
      .where(eq(sellers.userId, sellerUserId))
    const totals = await sellerEarnings(t.db, { sellerId: store!.id })
    const balance = await get<SellerBalance>('/api/seller/balance', sellerUserId)
    expect(balance.bySource.product_order).toBe(
      roundMoney(toMoney(totals.ordersTotal).minus(charge)),
    )

    // The other waits for the store's answer, still within its deadline.
    const waiting = mine.find((row) => row.status === 'requested')
    expect(waiting).toMatchObject({ refundMethod: 'wallet_credit', awaitingAdmin: false })
    expect(waiting!.photoUrls).toHaveLength(1)
    expect(new Date(waiting!.sellerDeadline).getTime()).toBeGreaterThan(Date.now())
    const theirs = await get<OrderReturn[]>('/api/returns?as=seller', sellerUserId)
    expect(theirs.map((row) => [row.id, row.status])).toEqual(
      expect.arrayContaining([
        [refunded!.id, 'refunded'],
        [waiting!.id, 'requested'],
      ]),
    )
  })

  it("keeps each store's tier figures equal to its delivered orders, and its tier to them", async () => {
    const tiers = await listActiveTiers(t.db)
    const standing = await t.db
      .select({
        id: sellers.id,
        total: sellers.totalSalesAmount,
        monthly: sellers.monthlySalesAmount,
        rating: sellers.rating,
        reviews: sellers.totalReviews,
        tierId: sellers.currentTierId,
        rate: sellers.currentCommissionRate,
      })
      .from(sellers)
    const [delivered] = await rows<{ total: string }>(
      sql`select coalesce(sum(total_amount), 0)::text as total from orders where status = 'delivered'`,
    )
    expect(Number(delivered?.total)).toBeGreaterThan(0)
    for (const seller of standing) {
      const totals = await computeSellerTotals(t.db, seller.id, addisMonthStart(new Date()))
      expect(seller.total).toBe(roundMoney(totals.totalSales))
      expect(seller.monthly).toBe(roundMoney(totals.monthlySales))
      expect([seller.rating, seller.reviews]).toEqual([
        Number(totals.rating).toFixed(2),
        totals.reviews,
      ])
      const tier = pickTier(totals, tiers)!
      expect([seller.tierId, seller.rate]).toEqual([tier.id, tier.commissionRate])
    }
  })

  it("keeps every product's rating and review count equal to its reviews, every review verified", async () => {
    const mismatched = await rows(sql`
      select p.id from products p
      left join detailed_reviews r on r.target_type = 'product' and r.target_id = p.id
      group by p.id, p.average_rating, p.review_count
      having p.review_count <> count(r.id)
        or p.average_rating <> coalesce(round(avg(r.rating), 2), 0)`)
    expect(mismatched).toEqual([])
    const [reviews] = await rows<{ all: number; verified: number }>(sql`
      select count(*)::int as all, count(*) filter (where is_verified_purchase)::int as verified
      from detailed_reviews`)
    expect(reviews!.all).toBeGreaterThan(10)
    expect(reviews!.verified).toBe(reviews!.all)
    // Through the API too: a reviewed product's page shows the same figures.
    const [reviewed] = await rows<{ id: string; average_rating: string; review_count: number }>(
      sql`select id, average_rating, review_count from products where review_count > 0 limit 1`,
    )
    const product = await get<{ averageRating: number; reviewCount: number }>(
      `/api/products/${reviewed!.id}`,
    )
    expect(product.averageRating).toBe(Number(reviewed!.average_rating))
    expect(product.reviewCount).toBe(reviewed!.review_count)
  })

  it("keeps every review's helpful count equal to its helpful votes", async () => {
    const mismatched = await rows(sql`
      select r.id from detailed_reviews r
      left join review_helpfulness v on v.review_id = r.id and v.is_helpful
      group by r.id, r.helpful_count
      having r.helpful_count <> count(v.id)`)
    expect(mismatched).toEqual([])
    const [voted] = await rows<{ target_id: string; id: string; helpful_count: number }>(
      sql`select target_id, id, helpful_count from detailed_reviews where helpful_count > 0 limit 1`,
    )
    expect(voted).toBeDefined()
    const listed = await get<{ id: string; helpfulCount: number }[]>(
      `/api/detailed-reviews?targetId=${voted!.target_id}`,
    )
    expect(listed.find((review) => review.id === voted!.id)?.helpfulCount).toBe(
      voted!.helpful_count,
    )
  })

  it('shows one rating for a store on every page that shows it', async () => {
    const sellerUser = await demoUser(DEMO_EMAILS.seller)
    const [store] = await t.db
      .select({ id: sellers.id, rating: sellers.rating })
      .from(sellers)
      .where(eq(sellers.userId, sellerUser))
    expect(Number(store!.rating)).toBeGreaterThan(0)
    const [product] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.sellerId, store!.id), eq(products.isActive, true)))
      .limit(1)
    const list = await get<{ id: string; rating: string }[]>('/api/sellers')
    const detail = await get<{ rating: string }>(`/api/sellers/${store!.id}`)
    const page = await get<{ seller: { rating: string } }>(`/api/products/${product!.id}`)
    const dashboard = await get<{ overview: { averageRating: string | null } }>(
      '/api/seller/dashboard',
      sellerUser,
    )
    const tier = await get<{ seller: { rating: string } }>(`/api/sellers/${store!.id}/tier`)
    expect([
      list.find((seller) => seller.id === store!.id)?.rating,
      detail.rating,
      page.seller.rating,
      dashboard.overview.averageRating,
      tier.seller.rating,
    ]).toEqual(Array(5).fill(store!.rating))
  })

  it("keeps every advert's impressions, clicks and spend equal to its recorded delivery", async () => {
    const mismatched = await rows(sql`
      select a.id from advertisements a
      left join advertisement_delivery_stats s on s.advertisement_id = a.id
      group by a.id, a.impressions, a.clicks, a.spend
      having a.impressions <> coalesce(sum(s.impressions), 0)
        or a.clicks <> coalesce(sum(s.clicks), 0)
        or a.spend <> coalesce(sum(s.spend), 0)`)
    expect(mismatched).toEqual([])
    // Ads are served on the pages people viewed: never more impressions than home page views
    // times the home page's four advert slots.
    const [served] = await rows<{ impressions: number; home: number }>(sql`
      select (select coalesce(sum(impressions), 0)::int from advertisements) as impressions,
        (select count(*)::int from page_views where page = '/') as home`)
    expect(served!.impressions).toBeGreaterThan(0)
    expect(served!.impressions).toBeLessThanOrEqual(served!.home * 4)
    // Platforms we are not connected to report nothing.
    const [offSite] = await rows<{ figures: number }>(sql`
      select count(*)::int as figures from social_media_campaigns
      where status = 'not_connected' and (impressions > 0 or clicks > 0 or spend > 0)`)
    expect(offSite!.figures).toBe(0)
  })

  it('counts courier deliveries and coupon uses from their rows', async () => {
    const couriersOff = await rows(sql`
      select c.id from couriers c
      where c.total_deliveries <> (select count(*) from orders o
        where o.courier_id = c.id and o.status = 'delivered')`)
    expect(couriersOff).toEqual([])
    const couponsOff = await rows(sql`
      select c.id from coupons c
      where c.used_count <> (select count(*) from coupon_usage u where u.coupon_id = c.id)`)
    expect(couponsOff).toEqual([])
  })

  it('states the marketplace figures a visitor can browse', async () => {
    const stats = await get<{ products: number; sellers: number; services: number }>(
      '/api/marketplace/stats',
    )
    const [browsable] = await rows<{ products: number }>(sql`
      select count(*)::int as products from products p
      join sellers s on s.id = p.seller_id join users u on u.id = s.user_id
      where p.is_active and p.review_status = 'approved' and u.is_active and u.suspended_at is null`)
    expect(stats.products).toBe(browsable!.products)
    expect(stats.sellers).toBe((await get<unknown[]>('/api/sellers')).length)
    expect(stats.services).toBe((await get<unknown[]>('/api/global-services')).length)
  })
})
