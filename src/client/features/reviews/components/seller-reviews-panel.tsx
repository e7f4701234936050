import { MessageSquareText } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { SELLER_REVIEW_FILTERS, type SellerReview } from '#shared/contracts/reviews.ts'
import { Button } from '#client/components/ui/button.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { ListSkeleton } from '#client/components/ui/list-skeleton.tsx'
import { StarRating } from '#client/components/ui/star-rating.tsx'
import { useDates } from '#client/lib/dates.ts'
import { type SellerReviewFilter, useSellerReviews } from '../api/get-seller-reviews.ts'
import { ReplyForm } from './reply-form.tsx'
import { SellerReply } from './seller-reply.tsx'

/** The seller's reviews view: reviews of their products, each with its answer or a reply form. */
export function SellerReviewsPanel() {
  const { t } = useTranslation('reviews')
  const [filter, setFilter] = useState<SellerReviewFilter>('all')
  const reviews = useSellerReviews(filter)
  return (
    <section
      aria-labelledby="seller-reviews-heading"
      className="grid grid-cols-[minmax(0,1fr)] gap-4"
    >
      <h2 id="seller-reviews-heading" className="text-xl font-semibold">
        {t('seller.title')}
      </h2>
      <div role="group" aria-label={t('seller.filterLabel')} className="flex flex-wrap gap-2">
        {SELLER_REVIEW_FILTERS.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={filter === value ? 'primary' : 'outline'}
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
          >
            {t(`seller.filters.${value}`)}
          </Button>
        ))}
      </div>
      {reviews.isPending ? (
        <ListSkeleton />
      ) : reviews.isError ? (
        <ErrorState
          title={t('seller.error')}
          error={reviews.error}
          onRetry={() => void reviews.refetch()}
        />
      ) : reviews.data.length === 0 ? (
        <EmptyState
          icon={<MessageSquareText />}
          title={filter === 'unanswered' ? t('seller.allAnswered') : t('seller.emptyTitle')}
          description={filter === 'unanswered' ? undefined : t('seller.emptyDescription')}
        />
      ) : (
        <ul className="grid gap-3">
          {reviews.data.map((review) => (
            <SellerReviewCard key={review.id} review={review} />
          ))}
        </ul>
      )}
    </section>
  )
}

function SellerReviewCard({ review }: { review: SellerReview }) {
  const { t } = useTranslation('reviews')
  const dates = useDates()
  const author = review.author.firstName
    ? `${review.author.firstName} ${review.author.lastInitial ? `${review.author.lastInitial}.` : ''}`
    : t('deletedUser', { ns: 'common' })
  return (
    <li className="grid gap-2 rounded-lg border border-border bg-surface p-4 shadow-sm">
      <Link
        href={`/products/${review.product.id}`}
        className="text-sm font-medium break-words text-primary underline-offset-2 hover:underline"
      >
        {review.product.name}
      </Link>
      <div className="flex flex-wrap items-center gap-2">
        <StarRating value={review.rating} size="sm" />
        <h3 className="font-semibold break-words">{review.title}</h3>
      </div>
      <p className="text-sm text-muted-foreground">
        {author} · <time dateTime={review.createdAt}>{dates.date(review.createdAt)}</time>
      </p>
      {review.comment ? <p className="break-words whitespace-pre-line">{review.comment}</p> : null}
      {review.sellerReply ? (
        <SellerReply reply={review.sellerReply} />
      ) : (
        <ReplyForm reviewId={review.id} />
      )}
    </li>
  )
}
