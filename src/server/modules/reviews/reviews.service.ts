import type { z } from 'zod'
import type {
  HelpfulnessResult,
  Review,
  SellerReview,
  createReviewInput,
  helpfulnessInput,
  reviewListQuery,
  reviewReplyInput,
  sellerReviewsQuery,
} from '#shared/contracts/reviews.ts'
import type { Executor } from '#server/db/database.ts'
import { AppError, conflict, forbidden, notFound } from '#server/lib/errors.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import {
  findListedProduct,
  findProduct,
  findProductOwner,
  findReplyNoticeFacts,
  findReviewForReply,
  hasDeliveredOrder,
  insertReview,
  listReviews,
  listSellerReviews,
  lockProductAndSeller,
  lockReview,
  recomputeProductRating,
  recomputeSellerRating,
  recountHelpful,
  setSellerReply,
  upsertVote,
  type ReviewRow,
} from './reviews.queries.ts'
import { translate } from '#shared/i18n/messages.ts'
import { uiLanguageFor } from '#shared/language.ts'
import { notifyUser } from '#server/modules/messaging/notices.service.ts'

type CreateReviewData = z.output<typeof createReviewInput>
type ReviewListData = z.output<typeof reviewListQuery>
type HelpfulnessData = z.output<typeof helpfulnessInput>

const productNotFound = () => notFound('product.notFound', 'PRODUCT_NOT_FOUND')

function toReview(row: ReviewRow, viewerId: string | null): Review {
  return {
    id: row.id,
    targetType: 'product',
    targetId: row.targetId,
    author: { firstName: row.firstName, lastInitial: row.lastName.trim().charAt(0) },
    rating: row.rating,
    title: row.title,
    comment: row.comment,
    pros: row.pros,
    cons: row.cons,
    wouldRecommend: row.wouldRecommend,
    isVerifiedPurchase: row.isVerifiedPurchase,
    helpfulCount: row.helpfulCount,
    myVote: row.myVote,
    isMine: viewerId !== null && row.userId === viewerId,
    sellerReply:
      row.sellerReply !== null && row.sellerRepliedAt !== null
        ? { text: row.sellerReply, repliedAt: row.sellerRepliedAt.toISOString() }
        : null,
    createdAt: row.createdAt.toISOString(),
  }
}

export async function listProductReviews(
  db: Executor,
  query: ReviewListData,
  viewer: AuthUser | null,
): Promise<Review[]> {
  // Who may see the product may see its reviews: buyers while it is listed, its seller and admins always.
  const product = await findProduct(db, query.targetId)
  const mayView =
    product &&
    (product.listed ||
      viewer?.role === 'admin' ||
      (viewer?.sellerId != null && viewer.sellerId === product.sellerId))
  if (!mayView) throw productNotFound()
  const viewerId = viewer?.id ?? null
  const rows = await listReviews(db, {
    targetType: query.targetType,
    targetId: query.targetId,
    viewerId,
  })
  return rows.map((row) => toReview(row, viewerId))
}

/** One review per user and product; the product's and the seller's figures change with it. */
export async function createReview(
  db: Executor,
  user: AuthUser,
  input: CreateReviewData,
): Promise<Review> {
  return db.transaction(async (tx) => {
    const product = await findListedProduct(tx, input.targetId)
    if (!product) throw productNotFound()
    if (user.sellerId !== null && user.sellerId === product.sellerId) {
      throw forbidden('review.ownProduct')
    }
    await lockProductAndSeller(tx, product.id, product.sellerId)
    const created = await insertReview(tx, {
      userId: user.id,
      targetType: 'product',
      targetId: product.id,
      rating: input.rating,
      title: input.title,
      comment: input.comment,
      pros: input.pros,
      cons: input.cons,
      wouldRecommend: input.wouldRecommend,
      isVerifiedPurchase: await hasDeliveredOrder(tx, user.id, product.id),
    })
    if (!created) throw conflict('ALREADY_REVIEWED', 'review.alreadyReviewed')
    await recomputeProductRating(tx, product.id)
    await recomputeSellerRating(tx, product.sellerId)
    const owner = await findProductOwner(tx, product.id)
    if (owner) {
      await notifyUser(tx, {
        userId: owner.userId,
        type: 'review_received',
        title: translate('review.receivedTitle', uiLanguageFor(owner.preferredLanguage), {
          name: owner.name,
          rating: input.rating,
        }),
        body: input.title ?? null,
        link: `/products/${product.id}`,
        event: { name: 'review_received', values: { product: owner.name, rating: input.rating } },
      })
    }
    const [row] = await listReviews(tx, {
      targetType: 'product',
      targetId: product.id,
      viewerId: user.id,
      reviewId: created.id,
    })
    if (!row) throw new AppError(500, 'INTERNAL', 'error.internal')
    return toReview(row, user.id)
  })
}

/** A user's one vote on someone else's review; voting again replaces it. */
export async function voteHelpfulness(
  db: Executor,
  user: AuthUser,
  input: HelpfulnessData,
): Promise<HelpfulnessResult> {
  return db.transaction(async (tx) => {
    const review = await lockReview(tx, input.reviewId)
    if (!review) throw notFound('review.notFound', 'REVIEW_NOT_FOUND')
    if (review.userId === user.id) throw forbidden('review.ownReviewVote')
    await upsertVote(tx, { reviewId: review.id, userId: user.id, isHelpful: input.isHelpful })
    const helpfulCount = await recountHelpful(tx, review.id)
    return { reviewId: review.id, isHelpful: input.isHelpful, helpfulCount }
  })
}

/** Reviews of the signed-in seller's products, for answering them (all, or those not answered yet). */
export async function listReviewsOfMyProducts(
  db: Executor,
  seller: AuthUser & { sellerId: string },
  query: z.output<typeof sellerReviewsQuery>,
): Promise<SellerReview[]> {
  const rows = await listSellerReviews(db, {
    sellerId: seller.sellerId,
    unansweredOnly: query.filter === 'unanswered',
  })
  return rows.map((row) => ({
    ...toReview(row, seller.id),
    product: { id: row.targetId, name: row.productName },
  }))
}

/**
 * The seller's one public answer to a review of their own product. A second answer, even one sent
 * at the same moment, is refused (409); the reviewer hears of the answer.
 */
export async function replyToReview(
  db: Executor,
  seller: AuthUser & { sellerId: string },
  reviewId: string,
  input: z.output<typeof reviewReplyInput>,
): Promise<Review> {
  return db.transaction(async (tx) => {
    const written = await setSellerReply(tx, {
      reviewId,
      sellerId: seller.sellerId,
      reply: input.reply,
    })
    if (!written) {
      const review = await findReviewForReply(tx, reviewId)
      if (!review) throw notFound('review.notFound', 'REVIEW_NOT_FOUND')
      if (review.sellerId !== seller.sellerId) throw forbidden('review.notYourProduct')
      throw conflict('REVIEW_ALREADY_ANSWERED', 'review.alreadyAnswered')
    }
    const facts = await findReplyNoticeFacts(tx, reviewId)
    if (facts) {
      const language = uiLanguageFor(facts.preferredLanguage)
      await notifyUser(tx, {
        userId: facts.userId,
        type: 'review_answered',
        title: translate('review.answeredTitle', language, {
          store: facts.storeName,
          name: facts.productName,
        }),
        body: input.reply,
        link: `/products/${facts.productId}`,
        event: {
          name: 'review_answered',
          values: { store: facts.storeName, product: facts.productName },
        },
      })
    }
    const [row] = await listReviews(tx, {
      targetType: 'product',
      targetId: written.targetId,
      viewerId: seller.id,
      reviewId: written.id,
    })
    if (!row) throw new AppError(500, 'INTERNAL', 'error.internal')
    return toReview(row, seller.id)
  })
}
