import { and, asc, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { cartItems } from '#server/db/schema/cart.ts'
import {
  detailedReviews,
  favorites,
  products,
  reviewHelpfulness,
  reviews,
  wishlists,
} from '#server/db/schema/catalog.ts'
import { chatConversations, chatMessages, messages } from '#server/db/schema/chat.ts'
import { couriers, orders } from '#server/db/schema/delivery.ts'
import { outboundMessages } from '#server/db/schema/messaging.ts'
import {
  paymentMethods,
  payments,
  payouts,
  sellerPayoutMethods,
} from '#server/db/schema/payments.ts'
import { affiliateSales, affiliates, digitalServiceOrders } from '#server/db/schema/revenue.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import {
  faqHelpfulness,
  feedback,
  supportMessages,
  supportTickets,
} from '#server/db/schema/support.ts'
import {
  idempotencyKeys,
  newsletterSubscriptions,
  notifications,
} from '#server/db/schema/system.ts'
import { sessions, users } from '#server/db/schema/users.ts'
import { pageViews, userSessions } from '#server/db/schema/analytics.ts'

// Every query here is scoped by the signed-in user's own id (or their seller/courier row).

/** Orders that have not reached an end: the account cannot go while one of these is open. */
const FINISHED_ORDER: ('delivered' | 'cancelled')[] = ['delivered', 'cancelled']
const FINISHED_SERVICE_ORDER = ['delivered', 'cancelled']
const FINISHED_PAYOUT = ['paid', 'failed', 'cancelled', 'rejected']
const FINISHED_AFFILIATE_SALE = ['paid', 'cancelled']

export async function findAccount(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      passwordHash: users.passwordHash,
      role: users.role,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  return row
}

/** Locks the user row, so two deletions (or a deletion and a checkout's insert) queue up. */
export async function lockUser(db: Executor, userId: string) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}

export async function findSellerOf(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: sellers.id,
      storeName: sellers.storeName,
      description: sellers.description,
      businessLicense: sellers.businessLicense,
      taxId: sellers.taxId,
      verified: sellers.verified,
      createdAt: sellers.createdAt,
    })
    .from(sellers)
    .where(eq(sellers.userId, userId))
    .limit(1)
  return row
}

export async function findCourierOf(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: couriers.id,
      name: couriers.name,
      phone: couriers.phone,
      email: couriers.email,
      vehicleType: couriers.vehicleType,
      totalDeliveries: couriers.totalDeliveries,
      createdAt: couriers.createdAt,
    })
    .from(couriers)
    .where(eq(couriers.userId, userId))
    .limit(1)
  return row
}

/** Orders still under way where the user is the buyer, the seller or the courier. */
export async function countOpenOrders(
  db: Executor,
  owner: { userId: string; sellerId?: string; courierId?: string },
) {
  const parties = [
    eq(orders.buyerId, owner.userId),
    owner.sellerId ? eq(orders.sellerId, owner.sellerId) : undefined,
    owner.courierId ? eq(orders.courierId, owner.courierId) : undefined,
  ]
  const [productOrders] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(or(...parties), notInArray(orders.status, FINISHED_ORDER)))
  const serviceParties = [
    eq(digitalServiceOrders.buyerId, owner.userId),
    owner.sellerId ? eq(digitalServiceOrders.sellerId, owner.sellerId) : undefined,
  ]
  const [serviceOrders] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(digitalServiceOrders)
    .where(
      and(or(...serviceParties), notInArray(digitalServiceOrders.status, FINISHED_SERVICE_ORDER)),
    )
  return (productOrders?.count ?? 0) + (serviceOrders?.count ?? 0)
}

export async function countPendingPayouts(db: Executor, sellerId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payouts)
    .where(and(eq(payouts.sellerId, sellerId), notInArray(payouts.status, FINISHED_PAYOUT)))
  return row?.count ?? 0
}

/** Affiliate commission earned but not yet paid out to the user. */
export async function countUnpaidAffiliateSales(db: Executor, userId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(affiliateSales)
    .innerJoin(affiliates, eq(affiliates.id, affiliateSales.affiliateId))
    .where(
      and(
        eq(affiliates.userId, userId),
        notInArray(affiliateSales.status, FINISHED_AFFILIATE_SALE),
        sql`${affiliateSales.commissionAmount} > 0`,
      ),
    )
  return row?.count ?? 0
}

/* ------------------------------------------------------------------ export */

export async function exportProfile(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      dateOfBirth: users.dateOfBirth,
      gender: users.gender,
      profileImageUrl: users.profileImageUrl,
      bio: users.bio,
      address: users.address,
      city: users.city,
      state: users.state,
      postalCode: users.postalCode,
      country: users.country,
      timezone: users.timezone,
      preferredCurrency: users.preferredCurrency,
      preferredLanguage: users.preferredLanguage,
      isEthiopianDiaspora: users.isEthiopianDiaspora,
      ethiopianRegionOfOrigin: users.ethiopianRegionOfOrigin,
      isEmailVerified: users.isEmailVerified,
      isPhoneVerified: users.isPhoneVerified,
      isSeller: users.isSeller,
      role: users.role,
      lastLoginAt: users.lastLoginAt,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  return row
}

export function exportOrders(db: Executor, userId: string) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      storeName: sellers.storeName,
      productId: products.id,
      productName: products.name,
      quantity: orders.quantity,
      productPrice: orders.productPrice,
      deliveryFee: orders.deliveryFee,
      discountAmount: orders.discountAmount,
      totalAmount: orders.totalAmount,
      cashbackAmount: orders.cashbackAmount,
      deliveryAddress: orders.deliveryAddress,
      deliveryPhone: orders.deliveryPhone,
      deliveryInstructions: orders.deliveryInstructions,
      orderNotes: orders.orderNotes,
      shippingCarrier: orders.shippingCarrier,
      trackingNumber: orders.trackingNumber,
      estimatedDeliveryTime: orders.estimatedDeliveryTime,
      actualDeliveryTime: orders.actualDeliveryTime,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
    })
    .from(orders)
    .innerJoin(sellers, eq(sellers.id, orders.sellerId))
    .leftJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.buyerId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
}

export function exportPayments(db: Executor, userId: string) {
  return db
    .select({
      id: payments.id,
      orderId: payments.orderId,
      amount: payments.amount,
      currency: payments.currency,
      status: payments.status,
      paymentMethod: payments.paymentMethod,
      transactionId: payments.transactionId,
      referenceNumber: payments.referenceNumber,
      description: payments.description,
      processedAt: payments.processedAt,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
}

export function exportPaymentMethods(db: Executor, userId: string) {
  return db
    .select({
      id: paymentMethods.id,
      type: paymentMethods.type,
      provider: paymentMethods.provider,
      accountNumber: paymentMethods.accountNumber,
      accountHolderName: paymentMethods.accountHolderName,
      bankName: paymentMethods.bankName,
      isDefault: paymentMethods.isDefault,
      createdAt: paymentMethods.createdAt,
    })
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(asc(paymentMethods.createdAt))
}

export function exportReviews(db: Executor, userId: string) {
  return db
    .select({
      id: reviews.id,
      productId: products.id,
      productName: products.name,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
    })
    .from(reviews)
    .leftJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt))
}

export function exportDetailedReviews(db: Executor, userId: string) {
  return db
    .select({
      id: detailedReviews.id,
      targetType: detailedReviews.targetType,
      targetId: detailedReviews.targetId,
      rating: detailedReviews.rating,
      title: detailedReviews.title,
      comment: detailedReviews.comment,
      pros: detailedReviews.pros,
      cons: detailedReviews.cons,
      wouldRecommend: detailedReviews.wouldRecommend,
      createdAt: detailedReviews.createdAt,
    })
    .from(detailedReviews)
    .where(eq(detailedReviews.userId, userId))
    .orderBy(desc(detailedReviews.createdAt))
}

export function exportReviewVotes(db: Executor, userId: string) {
  return db
    .select({
      reviewId: reviewHelpfulness.reviewId,
      isHelpful: reviewHelpfulness.isHelpful,
      createdAt: reviewHelpfulness.createdAt,
    })
    .from(reviewHelpfulness)
    .where(eq(reviewHelpfulness.userId, userId))
}

export function exportFaqVotes(db: Executor, userId: string) {
  return db
    .select({
      faqId: faqHelpfulness.faqId,
      isHelpful: faqHelpfulness.isHelpful,
      createdAt: faqHelpfulness.createdAt,
    })
    .from(faqHelpfulness)
    .where(eq(faqHelpfulness.userId, userId))
}

export function exportWishlist(db: Executor, userId: string) {
  return db
    .select({ productId: products.id, productName: products.name, createdAt: wishlists.createdAt })
    .from(wishlists)
    .leftJoin(products, eq(products.id, wishlists.productId))
    .where(eq(wishlists.userId, userId))
    .orderBy(desc(wishlists.createdAt))
}

export function exportFavorites(db: Executor, userId: string) {
  return db
    .select({
      targetType: favorites.targetType,
      targetId: favorites.targetId,
      createdAt: favorites.createdAt,
    })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt))
}

export function exportCart(db: Executor, userId: string) {
  return db
    .select({
      productId: products.id,
      productName: products.name,
      quantity: cartItems.quantity,
      createdAt: cartItems.createdAt,
    })
    .from(cartItems)
    .leftJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt))
}

/** The user's conversations with the other person's display name only (store or first name). */
export function exportConversations(db: Executor, userId: string) {
  const otherId = sql`case when ${chatConversations.participant1Id} = ${userId} then ${chatConversations.participant2Id} else ${chatConversations.participant1Id} end`
  return db
    .select({
      id: chatConversations.id,
      productId: products.id,
      productName: products.name,
      createdAt: chatConversations.createdAt,
      otherStoreName: sql<
        string | null
      >`(select ${sellers.storeName} from ${sellers} where ${sellers.userId} = ${otherId})`,
      otherFirstName: sql<string>`(select ${users.firstName} from ${users} where ${users.id} = ${otherId})`,
    })
    .from(chatConversations)
    .leftJoin(products, eq(products.id, chatConversations.productId))
    .where(
      or(
        eq(chatConversations.participant1Id, userId),
        eq(chatConversations.participant2Id, userId),
      ),
    )
    .orderBy(asc(chatConversations.createdAt))
}

export function exportConversationMessages(db: Executor, conversationIds: string[]) {
  if (conversationIds.length === 0) return Promise.resolve([])
  return db
    .select({
      conversationId: chatMessages.conversationId,
      senderId: chatMessages.senderId,
      content: chatMessages.content,
      messageType: chatMessages.messageType,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(inArray(chatMessages.conversationId, conversationIds))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
}

export function exportTickets(db: Executor, userId: string) {
  return db
    .select({
      id: supportTickets.id,
      ticketNumber: supportTickets.ticketNumber,
      subject: supportTickets.subject,
      description: supportTickets.description,
      status: supportTickets.status,
      priority: supportTickets.priority,
      createdAt: supportTickets.createdAt,
    })
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.createdAt))
}

/** Ticket messages the customer can see: staff's internal notes are left out. */
export function exportTicketMessages(db: Executor, ticketIds: string[]) {
  if (ticketIds.length === 0) return Promise.resolve([])
  return db
    .select({
      ticketId: supportMessages.ticketId,
      senderId: supportMessages.senderId,
      message: supportMessages.message,
      createdAt: supportMessages.createdAt,
    })
    .from(supportMessages)
    .where(and(inArray(supportMessages.ticketId, ticketIds), eq(supportMessages.isInternal, false)))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id))
}

export function exportFeedback(db: Executor, userId: string) {
  return db
    .select({
      type: feedback.type,
      subject: feedback.subject,
      description: feedback.description,
      rating: feedback.rating,
      createdAt: feedback.createdAt,
    })
    .from(feedback)
    .where(eq(feedback.userId, userId))
    .orderBy(desc(feedback.createdAt))
}

export function exportNotifications(db: Executor, userId: string) {
  return db
    .select({
      type: notifications.type,
      title: notifications.title,
      body: notifications.body,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
}

/** Sessions by device and time; the token hash never leaves the database. */
export function exportSessions(db: Executor, userId: string) {
  return db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastSeenAt))
}

export function exportSellerProducts(db: Executor, sellerId: string) {
  return db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      stock: products.stock,
      isActive: products.isActive,
      createdAt: products.createdAt,
    })
    .from(products)
    .where(eq(products.sellerId, sellerId))
    .orderBy(desc(products.createdAt))
}

export function exportPayoutMethods(db: Executor, sellerId: string) {
  return db
    .select({
      type: sellerPayoutMethods.type,
      provider: sellerPayoutMethods.provider,
      accountNumber: sellerPayoutMethods.accountNumber,
      accountHolderName: sellerPayoutMethods.accountHolderName,
      bankName: sellerPayoutMethods.bankName,
      createdAt: sellerPayoutMethods.createdAt,
    })
    .from(sellerPayoutMethods)
    .where(eq(sellerPayoutMethods.sellerId, sellerId))
}

export function exportPayouts(db: Executor, sellerId: string) {
  return db
    .select({
      id: payouts.id,
      amount: payouts.amount,
      netAmount: payouts.netAmount,
      currency: payouts.currency,
      status: payouts.status,
      createdAt: payouts.createdAt,
    })
    .from(payouts)
    .where(eq(payouts.sellerId, sellerId))
    .orderBy(desc(payouts.createdAt))
}

/* ------------------------------------------------------------------ erasure */

/**
 * Overwrites every personal field of the account. The email and username become placeholders
 * on the reserved `.invalid` domain (RFC 2606), unique by the account id, that no mail reaches.
 */
export async function eraseUser(
  db: Executor,
  userId: string,
  values: { unusablePasswordHash: string; now: Date },
) {
  const compact = userId.replaceAll('-', '')
  await db
    .update(users)
    .set({
      username: `deleted_${compact}`,
      email: `deleted-${compact}@deleted.invalid`,
      passwordHash: values.unusablePasswordHash,
      firstName: '',
      lastName: '',
      phone: null,
      dateOfBirth: null,
      gender: null,
      profileImageUrl: null,
      bio: null,
      address: null,
      city: null,
      state: null,
      postalCode: null,
      ethiopianRegionOfOrigin: null,
      isEthiopianDiaspora: false,
      isEmailVerified: false,
      isPhoneVerified: false,
      isActive: false,
      deletedAt: values.now,
      updatedAt: values.now,
    })
    .where(eq(users.id, userId))
}

/** Rows that exist only for the user's own use, deleted with the account. */
export async function deletePersonalRows(db: Executor, userId: string, email: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId))
  await db.delete(cartItems).where(eq(cartItems.userId, userId))
  await db.delete(wishlists).where(eq(wishlists.userId, userId))
  await db.delete(favorites).where(eq(favorites.userId, userId))
  await db.delete(notifications).where(eq(notifications.userId, userId))
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId))
  await db.delete(paymentMethods).where(eq(paymentMethods.userId, userId))
  await db.delete(outboundMessages).where(eq(outboundMessages.userId, userId))
  await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))
  // The legacy direct inbox has no conversation for the other side to keep.
  await db
    .delete(messages)
    .where(or(eq(messages.senderId, userId), eq(messages.receiverId, userId)))
  // Feedback and visit records stay as anonymous figures.
  await db
    .update(feedback)
    .set({ userId: null, userAgent: null })
    .where(eq(feedback.userId, userId))
  await db
    .update(pageViews)
    .set({ userId: null, ipAddress: null, userAgent: null, city: null })
    .where(eq(pageViews.userId, userId))
  await db.update(userSessions).set({ userId: null }).where(eq(userSessions.userId, userId))
}

/**
 * Orders stay for the seller and the tax records; what only served the delivery goes. The
 * address stays on delivered orders (where the goods were supplied) and is cleared on cancelled
 * ones, which supplied nothing.
 */
export async function eraseOrderContactDetails(db: Executor, userId: string) {
  await db
    .update(orders)
    .set({ deliveryPhone: null, deliveryInstructions: null, orderNotes: null })
    .where(eq(orders.buyerId, userId))
  await db
    .update(orders)
    .set({ deliveryAddress: '' })
    .where(and(eq(orders.buyerId, userId), eq(orders.status, 'cancelled')))
}

/** A seller's store leaves the shop window; payout accounts go, past payouts stay. */
export async function closeStore(db: Executor, sellerId: string, now: Date) {
  await db
    .update(products)
    .set({ isActive: false, updatedAt: now })
    .where(eq(products.sellerId, sellerId))
  await db
    .update(sellers)
    .set({ description: null, updatedAt: now })
    .where(eq(sellers.id, sellerId))
  await db.delete(sellerPayoutMethods).where(eq(sellerPayoutMethods.sellerId, sellerId))
}

export async function eraseCourier(db: Executor, courierId: string, now: Date) {
  await db
    .update(couriers)
    .set({ name: '', phone: '', email: null, isActive: false, updatedAt: now })
    .where(eq(couriers.id, courierId))
}
