import Big from 'big.js'
import {
  DASHBOARD_VIEW_DAYS,
  EARNINGS_MONTHS,
  type SellerDashboard,
} from '#shared/contracts/seller-dashboard.ts'
import type { Executor } from '#server/db/database.ts'
import { periodStart } from '#server/modules/analytics/analytics.service.ts'
import {
  addDays,
  addisMonth,
  averageAmount,
  cityOf,
  customerName,
  growthRate,
  lastMonths,
  percentage,
} from './seller-dashboard.figures.ts'
import {
  countStoreViews,
  findActiveTrial,
  findSellerRating,
  listConversationReplies,
  listSellerOrders,
  listSellerProducts,
  reviewStatsByProduct,
} from './seller-dashboard.queries.ts'

const RECENT_ORDERS = 5
const TOP_PRODUCTS = 5
const DAY_MS = 24 * 60 * 60 * 1000

const asDate = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value)

/** Everything on the seller's dashboard, from their own data only. */
export async function getSellerDashboard(
  db: Executor,
  seller: { sellerId: string; userId: string },
  now = new Date(),
): Promise<SellerDashboard> {
  // The same period as the analytics page's "last 30 days": today and the 29 Addis days before.
  const viewsSince = periodStart(DASHBOARD_VIEW_DAYS, now)
  const [orders, standing, products, reviewStats, views, conversations, trial] = await Promise.all([
    listSellerOrders(db, seller.sellerId),
    findSellerRating(db, seller.sellerId),
    listSellerProducts(db, seller.sellerId),
    reviewStatsByProduct(db, seller.sellerId),
    countStoreViews(db, seller.sellerId, {
      since: viewsSince,
      until: new Date(now.getTime() + 1),
    }),
    listConversationReplies(db, seller.userId),
    findActiveTrial(db, seller.userId, now),
  ])

  const thisMonth = addisMonth(now)
  const months = lastMonths(now, EARNINGS_MONTHS)
  const previousMonth = months[months.length - 2] ?? ''
  const earningsByMonth = new Map(months.map((month) => [month, new Big(0)]))
  const live = orders.filter((order) => order.status !== 'cancelled')
  const delivered = orders.filter((order) => order.status === 'delivered')

  // Sales are the goods less the coupon; the seller's net is what is left after the commission and
  // the seller's share of the delivery (stored per order, docs/decisions/012-money-per-party.md).
  let gross = new Big(0)
  let net = new Big(0)
  let monthlyDeliveredCount = 0
  for (const order of delivered) {
    gross = gross.plus(order.sales)
    net = net.plus(order.sellerNet)
    const month = addisMonth(order.createdAt)
    const sum = earningsByMonth.get(month)
    if (sum) earningsByMonth.set(month, sum.plus(order.sales))
    if (month === thisMonth) monthlyDeliveredCount++
  }
  const monthlyEarnings = (earningsByMonth.get(thisMonth) ?? new Big(0)).toFixed(2)

  // Reviews ----------------------------------------------------------------------------------
  const ratingByProduct = new Map<string, string>()
  for (const stat of reviewStats) {
    ratingByProduct.set(stat.productId, new Big(stat.sum).div(stat.count).toFixed(2))
  }

  // Views --------------------------------------------------------------------------------------
  const viewsByPath = new Map(views.map((row) => [row.path, row.views]))
  const totalViews = views.reduce((sum, row) => sum + row.views, 0)
  const productViews = totalViews - (viewsByPath.get(`/sellers/${seller.sellerId}`) ?? 0)
  const recentOrderCount = live.filter((order) => order.createdAt >= viewsSince).length

  // Top products ---------------------------------------------------------------------------------
  const byProduct = new Map<string, { name: string; sales: number; revenue: Big }>()
  for (const order of live) {
    const entry = byProduct.get(order.productId) ?? {
      name: order.productName,
      sales: 0,
      revenue: new Big(0),
    }
    entry.sales += order.quantity
    if (order.status === 'delivered') entry.revenue = entry.revenue.plus(order.sales)
    byProduct.set(order.productId, entry)
  }
  const topProducts = [...byProduct.entries()]
    .sort(
      ([, a], [, b]) =>
        b.sales - a.sales || b.revenue.cmp(a.revenue) || a.name.localeCompare(b.name),
    )
    .slice(0, TOP_PRODUCTS)
    .map(([id, entry]) => ({
      id,
      name: entry.name,
      sales: entry.sales,
      views: viewsByPath.get(`/products/${id}`) ?? 0,
      rating: ratingByProduct.get(id) ?? null,
      revenue: entry.revenue.toFixed(2),
    }))

  // Delivery -------------------------------------------------------------------------------------
  let onTime = 0
  let timed = 0
  let deliveryDaysTotal = new Big(0)
  let withUpdates = 0
  for (const order of delivered) {
    const fromUpdates = asDate(order.deliveredAt)
    const arrivedAt = fromUpdates ?? order.actualDeliveryTime
    if (!arrivedAt) continue
    const promised =
      order.estimatedDeliveryTime ?? addDays(order.createdAt, order.estimatedDeliveryDays)
    timed++
    if (arrivedAt <= promised) onTime++
    if (fromUpdates) {
      withUpdates++
      deliveryDaysTotal = deliveryDaysTotal.plus(fromUpdates.getTime() - order.createdAt.getTime())
    }
  }

  // Reach ----------------------------------------------------------------------------------------
  const byCity = new Map<string | null, number>()
  for (const order of live) {
    const city = cityOf(order.deliveryAddress)
    byCity.set(city, (byCity.get(city) ?? 0) + 1)
  }
  const geographicReach = [...byCity.entries()]
    // Most orders first; addresses without a known city last.
    .sort(
      ([cityA, a], [cityB, b]) =>
        Number(cityA === null) - Number(cityB === null) ||
        b - a ||
        (cityA ?? '').localeCompare(cityB ?? ''),
    )
    .map(([city, count]) => ({
      city,
      orders: count,
      percentage: percentage(count, live.length) ?? 0,
    }))

  const asked = conversations.filter((conversation) => conversation.buyerWrote)
  // A rejected product is neither for sale nor counted towards the trial's limits.
  const active = products.filter(
    (product) => product.isActive && product.reviewStatus !== 'rejected',
  ).length
  const counted = products.filter((product) => product.reviewStatus !== 'rejected')

  return {
    overview: {
      grossEarnings: gross.toFixed(2),
      netEarnings: net.toFixed(2),
      totalFees: gross.minus(net).toFixed(2),
      totalOrders: live.length,
      activeProducts: active,
      inactiveProducts: products.length - active,
      totalProducts: products.length,
      // The store's rating is the one the tier card and the store and product pages show.
      averageRating: standing.totalReviews > 0 ? standing.rating : null,
      totalReviews: standing.totalReviews,
      monthlyEarnings,
      monthlyOrders: live.filter((order) => addisMonth(order.createdAt) === thisMonth).length,
      profileViews: totalViews,
      conversionRate: percentage(recentOrderCount, productViews),
    },
    recentOrders: [...orders]
      .reverse()
      .slice(0, RECENT_ORDERS)
      .map((order) => ({
        id: order.id,
        product: order.productName,
        customer: customerName(order.buyerFirstName, order.buyerLastName),
        amount: order.sales,
        status: order.status,
        createdAt: order.createdAt.toISOString(),
      })),
    topProducts,
    earnings: {
      months: months.map((month) => ({
        month,
        amount: (earningsByMonth.get(month) ?? new Big(0)).toFixed(2),
      })),
      averageOrderValue: averageAmount(monthlyEarnings, monthlyDeliveredCount),
      growthRate: growthRate(
        monthlyEarnings,
        (earningsByMonth.get(previousMonth) ?? new Big(0)).toFixed(2),
      ),
    },
    performance: {
      responseRate: percentage(
        asked.filter((conversation) => conversation.sellerReplied).length,
        asked.length,
      ),
      geographicReach,
      onTimeDelivery: percentage(onTime, timed),
      averageDeliveryDays:
        withUpdates > 0
          ? Number(deliveryDaysTotal.div(withUpdates).div(DAY_MS).round(1).toString())
          : null,
    },
    trial: trial
      ? {
          planName: trial.planName,
          expiresAt: trial.expiresAt.toISOString(),
          daysLeft: Math.max(0, Math.ceil((trial.expiresAt.getTime() - now.getTime()) / DAY_MS)),
          maxProducts: trial.maxProducts,
          maxCategories: trial.maxCategories,
          productsUsed: counted.length,
          categoriesUsed: new Set(counted.map((product) => product.categoryId)).size,
        }
      : null,
  }
}
