import { z } from 'zod'

// The seller dashboard, computed on the server from the seller's own orders, products, reviews,
// page views, chats and delivery updates. A figure with no data behind it is null, never a guess.
// Amounts are ETB decimal strings; rates are percentages with one decimal.

/** Views and conversion look back this many days. */
export const DASHBOARD_VIEW_DAYS = 30
export const EARNINGS_MONTHS = 7

export const sellerDashboard = z.object({
  overview: z.object({
    /** Sales of delivered orders: items less the coupon's discount, never the delivery fee. */
    grossEarnings: z.string(),
    /** What the seller is paid for them: gross less commission and the seller's delivery share. */
    netEarnings: z.string(),
    /** Gross less net. */
    totalFees: z.string(),
    /** Orders that were not cancelled. */
    totalOrders: z.number().int(),
    activeProducts: z.number().int(),
    inactiveProducts: z.number().int(),
    totalProducts: z.number().int(),
    averageRating: z.string().nullable(),
    totalReviews: z.number().int(),
    /** Delivered orders placed this calendar month (Addis Ababa time). */
    monthlyEarnings: z.string(),
    /** Orders placed this calendar month, not cancelled. */
    monthlyOrders: z.number().int(),
    /** Views of the store page and its product pages in the last 30 days. */
    profileViews: z.number().int(),
    /** Orders per 100 product-page views in the last 30 days; null without views. */
    conversionRate: z.number().nullable(),
  }),
  recentOrders: z.array(
    z.object({
      id: z.uuid(),
      product: z.string(),
      customer: z.string(),
      /** The order's sales: items less the coupon's discount (no delivery fee). */
      amount: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  topProducts: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      /** Units in orders that were not cancelled. */
      sales: z.number().int(),
      views: z.number().int(),
      rating: z.string().nullable(),
      /** Amounts of delivered orders. */
      revenue: z.string(),
    }),
  ),
  earnings: z.object({
    /** Oldest first, the current month last; months without sales are "0.00". */
    months: z.array(z.object({ month: z.string(), amount: z.string() })),
    /** This month's earnings per delivered order; null when none was delivered. */
    averageOrderValue: z.string().nullable(),
    /** Change against the previous month in percent; null when that month had no earnings. */
    growthRate: z.number().nullable(),
  }),
  performance: z.object({
    /** Conversations with a buyer's message that the seller answered, in percent. */
    responseRate: z.number().nullable(),
    geographicReach: z.array(
      z.object({ city: z.string().nullable(), orders: z.number().int(), percentage: z.number() }),
    ),
    /** Delivered orders that arrived by their promised date, in percent. */
    onTimeDelivery: z.number().nullable(),
    averageDeliveryDays: z.number().nullable(),
  }),
  trial: z
    .object({
      planName: z.string(),
      expiresAt: z.string(),
      daysLeft: z.number().int(),
      maxProducts: z.number().int(),
      maxCategories: z.number().int(),
      productsUsed: z.number().int(),
      categoriesUsed: z.number().int(),
    })
    .nullable(),
})
export type SellerDashboard = z.infer<typeof sellerDashboard>
