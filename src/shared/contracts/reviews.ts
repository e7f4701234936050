import { z } from 'zod'

export const REVIEW_TEXT_MAX = 4000
export const REVIEW_TITLE_MAX = 200
export const REVIEW_POINTS_MAX = 10
export const REVIEW_REPLY_MAX = 1000

const point = z.string().trim().min(1, 'validation.required').max(200, 'validation.tooLong')

export const reviewTargetTypes = ['product'] as const

/** What a signed-in user posts. The author is the session's user: a `userId` sent here is ignored. */
export const createReviewInput = z.object({
  targetType: z.enum(reviewTargetTypes).default('product'),
  targetId: z.uuid('validation.invalid'),
  rating: z
    .number('validation.rating')
    .int('validation.rating')
    .min(1, 'validation.rating')
    .max(5, 'validation.rating'),
  title: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(REVIEW_TITLE_MAX, 'validation.tooLong'),
  comment: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(REVIEW_TEXT_MAX, 'validation.tooLong'),
  pros: z.array(point).max(REVIEW_POINTS_MAX, 'validation.tooLong').default([]),
  cons: z.array(point).max(REVIEW_POINTS_MAX, 'validation.tooLong').default([]),
  wouldRecommend: z.boolean().default(true),
})
export type CreateReviewInput = z.input<typeof createReviewInput>

export const reviewListQuery = z.object({
  targetType: z.enum(reviewTargetTypes).default('product'),
  targetId: z.uuid('validation.invalid'),
})
export type ReviewListQuery = z.input<typeof reviewListQuery>

export const review = z.object({
  id: z.uuid(),
  targetType: z.enum(reviewTargetTypes),
  targetId: z.uuid(),
  /** First name and last initial only: a review never reveals who wrote it beyond that. */
  author: z.object({ firstName: z.string(), lastInitial: z.string() }),
  rating: z.number().int(),
  title: z.string().nullable(),
  comment: z.string().nullable(),
  pros: z.array(z.string()),
  cons: z.array(z.string()),
  wouldRecommend: z.boolean(),
  isVerifiedPurchase: z.boolean(),
  helpfulCount: z.number().int(),
  /** The viewer's own vote: true helpful, false not helpful, null none (or signed out). */
  myVote: z.boolean().nullable(),
  isMine: z.boolean(),
  /** The seller's one public answer, shown under the review. */
  sellerReply: z.object({ text: z.string(), repliedAt: z.string() }).nullable(),
  createdAt: z.string(),
})
export type Review = z.infer<typeof review>

export const reviewParams = z.object({ id: z.uuid('validation.invalid') })

/** The seller's answer to a review of their product: once, never edited. */
export const reviewReplyInput = z.object({
  reply: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(REVIEW_REPLY_MAX, 'validation.tooLong'),
})
export type ReviewReplyInput = z.input<typeof reviewReplyInput>

export const SELLER_REVIEW_FILTERS = ['all', 'unanswered'] as const
export const sellerReviewsQuery = z.object({
  filter: z.enum(SELLER_REVIEW_FILTERS).default('all'),
})
export type SellerReviewsQuery = z.input<typeof sellerReviewsQuery>

/** A review of one of the signed-in seller's products, with the product it is about. */
export const sellerReview = review.extend({
  product: z.object({ id: z.uuid(), name: z.string() }),
})
export type SellerReview = z.infer<typeof sellerReview>

export const helpfulnessInput = z.object({
  reviewId: z.uuid('validation.invalid'),
  isHelpful: z.boolean(),
})
export type HelpfulnessInput = z.input<typeof helpfulnessInput>

export const helpfulnessResult = z.object({
  reviewId: z.uuid(),
  isHelpful: z.boolean(),
  helpfulCount: z.number().int(),
})
export type HelpfulnessResult = z.infer<typeof helpfulnessResult>
