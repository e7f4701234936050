import { MessageSquareText } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { useProductReviews } from '../api/get-reviews.ts'
import { ReviewItem } from './review-item.tsx'

const SKELETON_ROWS = 3

export function ReviewList({ productId, canVote }: { productId: string; canVote: boolean }) {
  const { t } = useTranslation('reviews')
  const reviews = useProductReviews(productId)

  if (reviews.isPending) {
    return (
      <div role="status" aria-live="polite" className="grid gap-4">
        <span className="sr-only">{t('list.loading')}</span>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <div key={index} className="grid gap-2">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-12 w-full" />
          </div>
        ))}
      </div>
    )
  }
  if (reviews.isError) {
    return (
      <ErrorState
        title={t('list.error')}
        error={reviews.error}
        onRetry={() => void reviews.refetch()}
      />
    )
  }
  if (reviews.data.length === 0) {
    return (
      <EmptyState
        icon={<MessageSquareText />}
        title={t('list.emptyTitle')}
        description={t('list.emptyDescription')}
      />
    )
  }
  return (
    <ul aria-label={t('list.label')} className="grid">
      {reviews.data.map((review) => (
        <ReviewItem key={review.id} review={review} canVote={canVote} />
      ))}
    </ul>
  )
}
