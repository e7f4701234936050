import { BadgeCheck, ThumbsDown, ThumbsUp } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Review } from '#shared/contracts/reviews.ts'
import { formatDate } from '#shared/dates.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { StarRating } from '#client/components/ui/star-rating.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useVoteHelpful } from '../api/vote-helpful.ts'
import { SellerReply } from './seller-reply.tsx'

export function ReviewItem({ review, canVote }: { review: Review; canVote: boolean }) {
  const { t, i18n } = useTranslation('reviews')
  const vote = useVoteHelpful(review.targetId, {
    onError: (error) =>
      toast.error(t('toast.voteFailed'), { description: errorMessage(error, t('toast.tryAgain')) }),
  })
  const votedHelpful = review.myVote === true

  return (
    <li className="grid gap-2 border-b border-border py-4 last:border-b-0">
      <div className="flex flex-wrap items-center gap-2">
        <StarRating value={review.rating} size="sm" />
        <h3 className="font-semibold">{review.title}</h3>
      </div>
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span>
          {review.author.firstName ? (
            <>
              {review.author.firstName}{' '}
              {review.author.lastInitial ? `${review.author.lastInitial}.` : ''}
            </>
          ) : (
            // The author deleted their account; the review stays under a neutral name.
            t('deletedUser', { ns: 'common' })
          )}
        </span>
        <span aria-hidden="true">·</span>
        <time dateTime={review.createdAt}>
          {formatDate(review.createdAt, i18n.resolvedLanguage)}
        </time>
        {review.isVerifiedPurchase ? (
          <Badge variant="success">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {t('item.verified')}
          </Badge>
        ) : null}
        {review.isMine ? <Badge variant="outline">{t('item.yours')}</Badge> : null}
      </p>
      {review.comment ? <p className="whitespace-pre-line">{review.comment}</p> : null}
      {review.pros.length > 0 || review.cons.length > 0 ? (
        <div className="grid gap-2 text-sm sm:grid-cols-2">
          {review.pros.length > 0 ? (
            <div>
              <p className="flex items-center gap-1 font-medium text-primary">
                <ThumbsUp aria-hidden="true" className="size-4" />
                {t('item.pros')}
              </p>
              <ul className="ms-5 list-disc">
                {review.pros.map((point, index) => (
                  <li key={index}>{point}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {review.cons.length > 0 ? (
            <div>
              <p className="flex items-center gap-1 font-medium text-destructive">
                <ThumbsDown aria-hidden="true" className="size-4" />
                {t('item.cons')}
              </p>
              <ul className="ms-5 list-disc">
                {review.cons.map((point, index) => (
                  <li key={index}>{point}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
      <p className="text-sm font-medium">
        {review.wouldRecommend ? t('item.recommends') : t('item.notRecommends')}
      </p>
      <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
        <span>{t('item.helpfulCount', { count: review.helpfulCount })}</span>
        {canVote && !review.isMine ? (
          <Button
            variant={votedHelpful ? 'primary' : 'outline'}
            size="sm"
            aria-pressed={votedHelpful}
            disabled={vote.isPending}
            onClick={() => vote.mutate({ reviewId: review.id, isHelpful: !votedHelpful })}
          >
            <ThumbsUp aria-hidden="true" />
            {t('item.helpful')}
          </Button>
        ) : null}
      </div>
      {review.sellerReply ? <SellerReply reply={review.sellerReply} /> : null}
    </li>
  )
}
