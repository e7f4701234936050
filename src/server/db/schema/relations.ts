// Drizzle relational-query metadata (db.query.*). No SQL is generated from this file.
// Tables with two links to the same table use relationName on both sides.
import { relations } from 'drizzle-orm'
import { advertisements, socialMediaCampaigns } from './advertising.ts'
import { apiServerErrors, pageViews, revenueMetrics, userSessions } from './analytics.ts'
import { cartItems } from './cart.ts'
import {
  categories,
  detailedReviews,
  favorites,
  productImages,
  products,
  reviewHelpfulness,
  reviews,
  wishlists,
} from './catalog.ts'
import { chatConversations, chatMessages, messages } from './chat.ts'
import { couponUsage, coupons } from './coupons.ts'
import { currencies, exchangeRates } from './currencies.ts'
import {
  couriers,
  deliveryServiceFees,
  deliveryUpdates,
  deliveryZones,
  locationUpdates,
  orders,
} from './delivery.ts'
import {
  paymentMethods,
  payments,
  payouts,
  sellerPayoutMethods,
  telebirrTransactions,
} from './payments.ts'
import {
  affiliateSales,
  affiliates,
  buyerMemberships,
  digitalServiceOrders,
  digitalServices,
  listingFees,
  productListingPayments,
  sellerSubscriptions,
  subscriptionPlans,
  transactionFees,
  userBuyerMemberships,
} from './revenue.ts'
import { commissionTiers, sellers, trialPlans, trialUsageTracking, userTrials } from './sellers.ts'
import { globalServices } from './services.ts'
import {
  faqHelpfulness,
  faqs,
  feedback,
  supportCategories,
  supportMessages,
  supportTickets,
} from './support.ts'
import { adminAuditLog, idempotencyKeys, notifications } from './system.ts'
import { sessions, users } from './users.ts'

/* ----------------------------------------------------------------------------------- users */

export const usersRelations = relations(users, ({ one, many }) => ({
  sessions: many(sessions),
  seller: one(sellers),
  courier: one(couriers),
  orders: many(orders),
  reviews: many(reviews),
  detailedReviews: many(detailedReviews),
  wishlists: many(wishlists),
  favorites: many(favorites),
  cartItems: many(cartItems),
  paymentMethods: many(paymentMethods),
  payments: many(payments),
  notifications: many(notifications),
  trials: many(userTrials),
  buyerMemberships: many(userBuyerMemberships),
  affiliate: one(affiliates),
  sentMessages: many(messages, { relationName: 'messageSender' }),
  receivedMessages: many(messages, { relationName: 'messageReceiver' }),
  conversationsAsParticipant1: many(chatConversations, { relationName: 'participant1' }),
  conversationsAsParticipant2: many(chatConversations, { relationName: 'participant2' }),
  supportTickets: many(supportTickets, { relationName: 'ticketOwner' }),
  assignedTickets: many(supportTickets, { relationName: 'ticketAssignee' }),
  feedback: many(feedback, { relationName: 'feedbackAuthor' }),
}))

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}))

/* ------------------------------------------------------------------------------ currencies */

export const currenciesRelations = relations(currencies, ({ many }) => ({
  ratesFrom: many(exchangeRates, { relationName: 'rateFrom' }),
  ratesTo: many(exchangeRates, { relationName: 'rateTo' }),
}))

export const exchangeRatesRelations = relations(exchangeRates, ({ one }) => ({
  from: one(currencies, {
    fields: [exchangeRates.fromCurrency],
    references: [currencies.id],
    relationName: 'rateFrom',
  }),
  to: one(currencies, {
    fields: [exchangeRates.toCurrency],
    references: [currencies.id],
    relationName: 'rateTo',
  }),
}))

/* --------------------------------------------------------------------- sellers and trials */

export const commissionTiersRelations = relations(commissionTiers, ({ many }) => ({
  sellers: many(sellers),
}))

export const sellersRelations = relations(sellers, ({ one, many }) => ({
  user: one(users, { fields: [sellers.userId], references: [users.id] }),
  currentTier: one(commissionTiers, {
    fields: [sellers.currentTierId],
    references: [commissionTiers.id],
  }),
  products: many(products),
  orders: many(orders),
  coupons: many(coupons),
  payoutMethods: many(sellerPayoutMethods),
  payouts: many(payouts),
  subscriptions: many(sellerSubscriptions),
  digitalServices: many(digitalServices),
}))

export const trialPlansRelations = relations(trialPlans, ({ many }) => ({
  userTrials: many(userTrials),
}))

export const userTrialsRelations = relations(userTrials, ({ one, many }) => ({
  user: one(users, { fields: [userTrials.userId], references: [users.id] }),
  trialPlan: one(trialPlans, { fields: [userTrials.trialPlanId], references: [trialPlans.id] }),
  usage: many(trialUsageTracking),
}))

export const trialUsageTrackingRelations = relations(trialUsageTracking, ({ one }) => ({
  userTrial: one(userTrials, {
    fields: [trialUsageTracking.userTrialId],
    references: [userTrials.id],
  }),
}))

/* ------------------------------------------------------------------------------- catalogue */

export const categoriesRelations = relations(categories, ({ many }) => ({
  products: many(products),
  listingFees: many(listingFees),
}))

export const productsRelations = relations(products, ({ one, many }) => ({
  seller: one(sellers, { fields: [products.sellerId], references: [sellers.id] }),
  category: one(categories, { fields: [products.categoryId], references: [categories.id] }),
  images: many(productImages),
  reviews: many(reviews),
  wishlists: many(wishlists),
  orders: many(orders),
}))

export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, { fields: [productImages.productId], references: [products.id] }),
}))

export const reviewsRelations = relations(reviews, ({ one }) => ({
  product: one(products, { fields: [reviews.productId], references: [products.id] }),
  user: one(users, { fields: [reviews.userId], references: [users.id] }),
}))

export const detailedReviewsRelations = relations(detailedReviews, ({ one, many }) => ({
  user: one(users, { fields: [detailedReviews.userId], references: [users.id] }),
  helpfulness: many(reviewHelpfulness),
}))

export const reviewHelpfulnessRelations = relations(reviewHelpfulness, ({ one }) => ({
  review: one(detailedReviews, {
    fields: [reviewHelpfulness.reviewId],
    references: [detailedReviews.id],
  }),
  user: one(users, { fields: [reviewHelpfulness.userId], references: [users.id] }),
}))

export const wishlistsRelations = relations(wishlists, ({ one }) => ({
  user: one(users, { fields: [wishlists.userId], references: [users.id] }),
  product: one(products, { fields: [wishlists.productId], references: [products.id] }),
}))

export const favoritesRelations = relations(favorites, ({ one }) => ({
  user: one(users, { fields: [favorites.userId], references: [users.id] }),
}))

export const cartItemsRelations = relations(cartItems, ({ one }) => ({
  user: one(users, { fields: [cartItems.userId], references: [users.id] }),
  product: one(products, { fields: [cartItems.productId], references: [products.id] }),
}))

/* ------------------------------------------------------------------------------------ chat */

export const messagesRelations = relations(messages, ({ one }) => ({
  sender: one(users, {
    fields: [messages.senderId],
    references: [users.id],
    relationName: 'messageSender',
  }),
  receiver: one(users, {
    fields: [messages.receiverId],
    references: [users.id],
    relationName: 'messageReceiver',
  }),
  product: one(products, { fields: [messages.productId], references: [products.id] }),
}))

export const chatConversationsRelations = relations(chatConversations, ({ one, many }) => ({
  participant1: one(users, {
    fields: [chatConversations.participant1Id],
    references: [users.id],
    relationName: 'participant1',
  }),
  participant2: one(users, {
    fields: [chatConversations.participant2Id],
    references: [users.id],
    relationName: 'participant2',
  }),
  product: one(products, { fields: [chatConversations.productId], references: [products.id] }),
  messages: many(chatMessages),
}))

export const chatMessagesRelations = relations(chatMessages, ({ one }) => ({
  conversation: one(chatConversations, {
    fields: [chatMessages.conversationId],
    references: [chatConversations.id],
  }),
  sender: one(users, { fields: [chatMessages.senderId], references: [users.id] }),
  product: one(products, { fields: [chatMessages.productReference], references: [products.id] }),
}))

/* --------------------------------------------------------------------------------- coupons */

export const couponsRelations = relations(coupons, ({ one, many }) => ({
  seller: one(sellers, { fields: [coupons.sellerId], references: [sellers.id] }),
  category: one(categories, { fields: [coupons.categoryId], references: [categories.id] }),
  usage: many(couponUsage),
}))

export const couponUsageRelations = relations(couponUsage, ({ one }) => ({
  coupon: one(coupons, { fields: [couponUsage.couponId], references: [coupons.id] }),
  user: one(users, { fields: [couponUsage.userId], references: [users.id] }),
  order: one(orders, { fields: [couponUsage.orderId], references: [orders.id] }),
}))

/* ----------------------------------------------------------------------------- advertising */

export const advertisementsRelations = relations(advertisements, ({ one, many }) => ({
  creator: one(users, { fields: [advertisements.createdBy], references: [users.id] }),
  category: one(categories, {
    fields: [advertisements.targetCategory],
    references: [categories.id],
  }),
  campaigns: many(socialMediaCampaigns),
}))

export const socialMediaCampaignsRelations = relations(socialMediaCampaigns, ({ one }) => ({
  advertisement: one(advertisements, {
    fields: [socialMediaCampaigns.advertisementId],
    references: [advertisements.id],
  }),
}))

/* -------------------------------------------------------------------------------- services */

export const globalServicesRelations = relations(globalServices, ({ one }) => ({
  provider: one(users, { fields: [globalServices.providerId], references: [users.id] }),
}))

/* -------------------------------------------------------------------- orders and delivery */

export const couriersRelations = relations(couriers, ({ one, many }) => ({
  user: one(users, { fields: [couriers.userId], references: [users.id] }),
  orders: many(orders),
  zones: many(deliveryZones),
  locationUpdates: many(locationUpdates),
}))

export const ordersRelations = relations(orders, ({ one, many }) => ({
  buyer: one(users, { fields: [orders.buyerId], references: [users.id] }),
  seller: one(sellers, { fields: [orders.sellerId], references: [sellers.id] }),
  product: one(products, { fields: [orders.productId], references: [products.id] }),
  courier: one(couriers, { fields: [orders.courierId], references: [couriers.id] }),
  updates: many(deliveryUpdates),
  locationUpdates: many(locationUpdates),
  payments: many(payments),
  serviceFees: many(deliveryServiceFees),
  transactionFees: many(transactionFees),
}))

export const deliveryUpdatesRelations = relations(deliveryUpdates, ({ one }) => ({
  order: one(orders, { fields: [deliveryUpdates.orderId], references: [orders.id] }),
}))

export const deliveryZonesRelations = relations(deliveryZones, ({ one }) => ({
  courier: one(couriers, { fields: [deliveryZones.courierId], references: [couriers.id] }),
}))

export const locationUpdatesRelations = relations(locationUpdates, ({ one }) => ({
  order: one(orders, { fields: [locationUpdates.orderId], references: [orders.id] }),
  courier: one(couriers, { fields: [locationUpdates.courierId], references: [couriers.id] }),
}))

export const deliveryServiceFeesRelations = relations(deliveryServiceFees, ({ one }) => ({
  order: one(orders, { fields: [deliveryServiceFees.orderId], references: [orders.id] }),
  courier: one(couriers, { fields: [deliveryServiceFees.courierId], references: [couriers.id] }),
}))

/* -------------------------------------------------------------------------------- payments */

export const paymentMethodsRelations = relations(paymentMethods, ({ one, many }) => ({
  user: one(users, { fields: [paymentMethods.userId], references: [users.id] }),
  payments: many(payments),
}))

export const paymentsRelations = relations(payments, ({ one, many }) => ({
  order: one(orders, { fields: [payments.orderId], references: [orders.id] }),
  user: one(users, { fields: [payments.userId], references: [users.id] }),
  seller: one(sellers, { fields: [payments.sellerId], references: [sellers.id] }),
  paymentMethodRecord: one(paymentMethods, {
    fields: [payments.paymentMethodId],
    references: [paymentMethods.id],
  }),
  telebirrTransactions: many(telebirrTransactions),
}))

export const telebirrTransactionsRelations = relations(telebirrTransactions, ({ one }) => ({
  payment: one(payments, { fields: [telebirrTransactions.paymentId], references: [payments.id] }),
}))

export const sellerPayoutMethodsRelations = relations(sellerPayoutMethods, ({ one, many }) => ({
  seller: one(sellers, { fields: [sellerPayoutMethods.sellerId], references: [sellers.id] }),
  payouts: many(payouts),
}))

export const payoutsRelations = relations(payouts, ({ one }) => ({
  seller: one(sellers, { fields: [payouts.sellerId], references: [sellers.id] }),
  payoutMethod: one(sellerPayoutMethods, {
    fields: [payouts.payoutMethodId],
    references: [sellerPayoutMethods.id],
  }),
}))

/* ------------------------------------------------------------------------------- analytics */

export const pageViewsRelations = relations(pageViews, ({ one }) => ({
  user: one(users, { fields: [pageViews.userId], references: [users.id] }),
}))

export const apiServerErrorsRelations = relations(apiServerErrors, ({ one }) => ({
  user: one(users, { fields: [apiServerErrors.userId], references: [users.id] }),
}))

export const revenueMetricsRelations = relations(revenueMetrics, ({ one }) => ({
  seller: one(sellers, { fields: [revenueMetrics.sellerId], references: [sellers.id] }),
  product: one(products, { fields: [revenueMetrics.productId], references: [products.id] }),
  order: one(orders, { fields: [revenueMetrics.orderId], references: [orders.id] }),
}))

export const userSessionsRelations = relations(userSessions, ({ one }) => ({
  user: one(users, { fields: [userSessions.userId], references: [users.id] }),
}))

/* --------------------------------------------------------------------------------- support */

export const supportCategoriesRelations = relations(supportCategories, ({ many }) => ({
  faqs: many(faqs),
  tickets: many(supportTickets),
}))

export const faqsRelations = relations(faqs, ({ one, many }) => ({
  category: one(supportCategories, {
    fields: [faqs.categoryId],
    references: [supportCategories.id],
  }),
  author: one(users, { fields: [faqs.createdBy], references: [users.id] }),
  votes: many(faqHelpfulness),
}))

export const faqHelpfulnessRelations = relations(faqHelpfulness, ({ one }) => ({
  faq: one(faqs, { fields: [faqHelpfulness.faqId], references: [faqs.id] }),
  user: one(users, { fields: [faqHelpfulness.userId], references: [users.id] }),
}))

export const supportTicketsRelations = relations(supportTickets, ({ one, many }) => ({
  user: one(users, {
    fields: [supportTickets.userId],
    references: [users.id],
    relationName: 'ticketOwner',
  }),
  assignee: one(users, {
    fields: [supportTickets.assignedTo],
    references: [users.id],
    relationName: 'ticketAssignee',
  }),
  category: one(supportCategories, {
    fields: [supportTickets.categoryId],
    references: [supportCategories.id],
  }),
  messages: many(supportMessages),
}))

export const supportMessagesRelations = relations(supportMessages, ({ one }) => ({
  ticket: one(supportTickets, {
    fields: [supportMessages.ticketId],
    references: [supportTickets.id],
  }),
  sender: one(users, { fields: [supportMessages.senderId], references: [users.id] }),
}))

export const feedbackRelations = relations(feedback, ({ one }) => ({
  user: one(users, {
    fields: [feedback.userId],
    references: [users.id],
    relationName: 'feedbackAuthor',
  }),
  reviewer: one(users, {
    fields: [feedback.reviewedBy],
    references: [users.id],
    relationName: 'feedbackReviewer',
  }),
}))

/* --------------------------------------------------------------------------------- revenue */

export const subscriptionPlansRelations = relations(subscriptionPlans, ({ many }) => ({
  subscriptions: many(sellerSubscriptions),
}))

export const sellerSubscriptionsRelations = relations(sellerSubscriptions, ({ one }) => ({
  seller: one(sellers, { fields: [sellerSubscriptions.sellerId], references: [sellers.id] }),
  plan: one(subscriptionPlans, {
    fields: [sellerSubscriptions.planId],
    references: [subscriptionPlans.id],
  }),
}))

export const transactionFeesRelations = relations(transactionFees, ({ one }) => ({
  order: one(orders, { fields: [transactionFees.orderId], references: [orders.id] }),
  seller: one(sellers, { fields: [transactionFees.sellerId], references: [sellers.id] }),
  buyer: one(users, { fields: [transactionFees.buyerId], references: [users.id] }),
}))

export const buyerMembershipsRelations = relations(buyerMemberships, ({ many }) => ({
  members: many(userBuyerMemberships),
}))

export const userBuyerMembershipsRelations = relations(userBuyerMemberships, ({ one }) => ({
  user: one(users, { fields: [userBuyerMemberships.userId], references: [users.id] }),
  membership: one(buyerMemberships, {
    fields: [userBuyerMemberships.membershipId],
    references: [buyerMemberships.id],
  }),
}))

export const listingFeesRelations = relations(listingFees, ({ one, many }) => ({
  category: one(categories, { fields: [listingFees.categoryId], references: [categories.id] }),
  payments: many(productListingPayments),
}))

export const productListingPaymentsRelations = relations(productListingPayments, ({ one }) => ({
  product: one(products, {
    fields: [productListingPayments.productId],
    references: [products.id],
  }),
  seller: one(sellers, { fields: [productListingPayments.sellerId], references: [sellers.id] }),
  listingFee: one(listingFees, {
    fields: [productListingPayments.listingFeeId],
    references: [listingFees.id],
  }),
}))

export const affiliatesRelations = relations(affiliates, ({ one, many }) => ({
  user: one(users, { fields: [affiliates.userId], references: [users.id] }),
  sales: many(affiliateSales),
}))

export const affiliateSalesRelations = relations(affiliateSales, ({ one }) => ({
  affiliate: one(affiliates, { fields: [affiliateSales.affiliateId], references: [affiliates.id] }),
  order: one(orders, { fields: [affiliateSales.orderId], references: [orders.id] }),
  buyer: one(users, { fields: [affiliateSales.buyerId], references: [users.id] }),
}))

export const digitalServicesRelations = relations(digitalServices, ({ one, many }) => ({
  seller: one(sellers, { fields: [digitalServices.sellerId], references: [sellers.id] }),
  orders: many(digitalServiceOrders),
}))

export const digitalServiceOrdersRelations = relations(digitalServiceOrders, ({ one }) => ({
  service: one(digitalServices, {
    fields: [digitalServiceOrders.serviceId],
    references: [digitalServices.id],
  }),
  buyer: one(users, { fields: [digitalServiceOrders.buyerId], references: [users.id] }),
  seller: one(sellers, { fields: [digitalServiceOrders.sellerId], references: [sellers.id] }),
}))

/* ---------------------------------------------------------------------------------- system */

export const adminAuditLogRelations = relations(adminAuditLog, ({ one }) => ({
  actor: one(users, { fields: [adminAuditLog.actorId], references: [users.id] }),
}))

export const notificationsRelations = relations(notifications, ({ one }) => ({
  user: one(users, { fields: [notifications.userId], references: [users.id] }),
}))

export const idempotencyKeysRelations = relations(idempotencyKeys, ({ one }) => ({
  user: one(users, { fields: [idempotencyKeys.userId], references: [users.id] }),
}))
