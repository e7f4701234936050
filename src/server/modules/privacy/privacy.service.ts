import { randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'
import type { DataExport, DeleteAccountInput } from '#shared/contracts/privacy.ts'
import type { Database, Executor } from '#server/db/database.ts'
import { recordAdminAction } from '#server/lib/audit.ts'
import { AppError, conflict, fieldError, unauthenticated } from '#server/lib/errors.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import { getBalance } from '#server/modules/wallet/wallet.service.ts'
import * as q from './privacy.queries.ts'

const iso = (value: Date) => value.toISOString()
const isoOrNull = (value: Date | null) => value?.toISOString() ?? null
const productOf = (row: { productId: string | null; productName: string | null }) =>
  row.productId && row.productName !== null ? { id: row.productId, name: row.productName } : null

/** The name the site shows another person by; a deleted account reads as nobody in particular. */
function displayName(storeName: string | null, firstName: string | null) {
  return storeName ?? (firstName || 'deleted user')
}

/** The date in the file name, as the user's calendar day in Addis Ababa. */
export function exportFileName(now = new Date()) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Addis_Ababa' }).format(now)
  return `selam-market-data-${day}.json`
}

/** Everything held about the signed-in user, their own rows only (GDPR art. 15 and 20). */
export async function exportData(db: Executor, user: AuthUser): Promise<DataExport> {
  const profile = await q.exportProfile(db, user.id)
  if (!profile) throw unauthenticated()
  const [
    orders,
    payments,
    paymentMethods,
    reviews,
    detailedReviews,
    reviewVotes,
    faqVotes,
    wishlist,
    favorites,
    cart,
    conversations,
    tickets,
    feedback,
    notifications,
    sessions,
    seller,
    courier,
  ] = await Promise.all([
    q.exportOrders(db, user.id),
    q.exportPayments(db, user.id),
    q.exportPaymentMethods(db, user.id),
    q.exportReviews(db, user.id),
    q.exportDetailedReviews(db, user.id),
    q.exportReviewVotes(db, user.id),
    q.exportFaqVotes(db, user.id),
    q.exportWishlist(db, user.id),
    q.exportFavorites(db, user.id),
    q.exportCart(db, user.id),
    q.exportConversations(db, user.id),
    q.exportTickets(db, user.id),
    q.exportFeedback(db, user.id),
    q.exportNotifications(db, user.id),
    q.exportSessions(db, user.id),
    q.findSellerOf(db, user.id),
    q.findCourierOf(db, user.id),
  ])
  const [chatMessages, ticketMessages, sellerSection] = await Promise.all([
    q.exportConversationMessages(
      db,
      conversations.map((c) => c.id),
    ),
    q.exportTicketMessages(
      db,
      tickets.map((t) => t.id),
    ),
    seller ? exportSellerSection(db, seller) : null,
  ])

  return {
    exportedAt: new Date().toISOString(),
    format: 'selam-market-data-export/1',
    profile: {
      ...profile,
      dateOfBirth: profile.dateOfBirth ?? null,
      lastLoginAt: isoOrNull(profile.lastLoginAt),
      createdAt: iso(profile.createdAt),
      updatedAt: iso(profile.updatedAt),
    },
    orders: orders.map(({ storeName, productId, productName, ...row }) => ({
      ...row,
      seller: { storeName },
      product: productOf({ productId, productName }),
      estimatedDeliveryTime: isoOrNull(row.estimatedDeliveryTime),
      actualDeliveryTime: isoOrNull(row.actualDeliveryTime),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
    payments: payments.map((row) => ({
      ...row,
      processedAt: isoOrNull(row.processedAt),
      createdAt: iso(row.createdAt),
    })),
    paymentMethods: paymentMethods.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    reviews: reviews.map(({ productId, productName, ...row }) => ({
      ...row,
      product: productOf({ productId, productName }),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
    detailedReviews: detailedReviews.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    votes: {
      reviews: reviewVotes.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
      faqs: faqVotes.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    },
    wishlist: wishlist.map((row) => ({ product: productOf(row), createdAt: iso(row.createdAt) })),
    favorites: favorites.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    cart: cart.map((row) => ({
      product: productOf(row),
      quantity: row.quantity,
      createdAt: iso(row.createdAt),
    })),
    conversations: conversations.map((row) => ({
      id: row.id,
      with: displayName(row.otherStoreName, row.otherFirstName),
      product: productOf(row),
      createdAt: iso(row.createdAt),
      messages: chatMessages
        .filter((message) => message.conversationId === row.id)
        .map((message) => ({
          fromMe: message.senderId === user.id,
          content: message.content,
          messageType: message.messageType,
          createdAt: iso(message.createdAt),
        })),
    })),
    supportTickets: tickets.map((row) => ({
      ...row,
      createdAt: iso(row.createdAt),
      messages: ticketMessages
        .filter((message) => message.ticketId === row.id)
        .map((message) => ({
          fromMe: message.senderId === user.id,
          message: message.message,
          createdAt: iso(message.createdAt),
        })),
    })),
    feedback: feedback.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    notifications: notifications.map((row) => ({
      ...row,
      readAt: isoOrNull(row.readAt),
      createdAt: iso(row.createdAt),
    })),
    sessions: sessions.map((row) => ({
      ...row,
      createdAt: iso(row.createdAt),
      lastSeenAt: iso(row.lastSeenAt),
      expiresAt: iso(row.expiresAt),
    })),
    seller: sellerSection,
    courier: courier
      ? {
          name: courier.name,
          phone: courier.phone,
          email: courier.email,
          vehicleType: courier.vehicleType,
          totalDeliveries: courier.totalDeliveries,
          createdAt: iso(courier.createdAt),
        }
      : null,
  }
}

async function exportSellerSection(
  db: Executor,
  store: NonNullable<Awaited<ReturnType<typeof q.findSellerOf>>>,
): Promise<NonNullable<DataExport['seller']>> {
  const [products, payoutMethods, payouts] = await Promise.all([
    q.exportSellerProducts(db, store.id),
    q.exportPayoutMethods(db, store.id),
    q.exportPayouts(db, store.id),
  ])
  return {
    store: { ...store, createdAt: iso(store.createdAt) },
    products: products.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    payoutMethods: payoutMethods.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    payouts: payouts.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
  }
}

/** Why the account cannot go yet, or nothing when it can. */
async function assertDeletable(db: Executor, user: AuthUser) {
  if (user.role === 'admin') {
    throw new AppError(409, 'STAFF_ACCOUNT', 'privacy.staffAccount')
  }
  const open = await q.countOpenOrders(db, {
    userId: user.id,
    sellerId: user.sellerId ?? undefined,
    courierId: user.courierId ?? undefined,
  })
  if (open > 0) {
    throw conflict('ORDERS_IN_PROGRESS', 'privacy.ordersInProgress', { openOrders: open })
  }
  if (user.sellerId) {
    const balance = await getBalance(db, user.sellerId)
    const pendingPayouts = await q.countPendingPayouts(db, user.sellerId)
    if (Number(balance.available) > 0 || pendingPayouts > 0) {
      throw conflict('BALANCE_AWAITING_PAYOUT', 'privacy.balanceAwaitingPayout')
    }
  }
  if ((await q.countUnpaidAffiliateSales(db, user.id)) > 0) {
    throw conflict('BALANCE_AWAITING_PAYOUT', 'privacy.balanceAwaitingPayout')
  }
}

/**
 * Erases the account (GDPR art. 17; Proclamation 1321/2024): personal fields overwritten, rows
 * that served only the user deleted, orders and payments kept for the seller and the tax records,
 * chat messages and reviews kept under a neutral name. One transaction, audited.
 */
export async function deleteAccount(db: Database, user: AuthUser, input: DeleteAccountInput) {
  const account = await q.findAccount(db, user.id)
  if (!account || account.deletedAt) throw unauthenticated()
  if (!(await verify(account.passwordHash, input.password))) {
    throw fieldError('WRONG_PASSWORD', 'password', 'privacy.wrongPassword', 403)
  }
  // A random secret nobody knows: the row keeps a well-formed hash that no password matches.
  const unusablePasswordHash = await hash(randomBytes(32).toString('base64url'))
  const now = new Date()
  await db.transaction(async (tx) => {
    await q.lockUser(tx, user.id)
    // Checked under the lock, so an order placed meanwhile is seen.
    await assertDeletable(tx, user)
    await q.deletePersonalRows(tx, user.id, account.email)
    await q.eraseOrderContactDetails(tx, user.id)
    if (user.sellerId) await q.closeStore(tx, user.sellerId, now)
    if (user.courierId) await q.eraseCourier(tx, user.courierId, now)
    await q.eraseUser(tx, user.id, { unusablePasswordHash, now })
    await recordAdminAction(tx, {
      actorId: user.id,
      action: 'account.delete',
      targetType: 'user',
      targetId: user.id,
      // No personal data in the log: only what kind of account it was.
      details: { seller: user.sellerId !== null, courier: user.courierId !== null },
    })
  })
}
