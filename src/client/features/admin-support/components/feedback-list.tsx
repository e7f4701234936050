import { MessageSquareText } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  feedbackStatuses,
  feedbackTypes,
  type AdminFeedbackQuery,
} from '#shared/contracts/support.ts'
import { formatDate } from '#shared/dates.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { StarRating } from '#client/components/ui/star-rating.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useAdminFeedback } from '../api/get-feedback.ts'
import { useReviewFeedback } from '../api/review-feedback.ts'

const PAGE_SIZE = 20

type Filters = Omit<AdminFeedbackQuery, 'page' | 'pageSize' | 'rating'> & {
  page: number
  rating?: number
}

/** Feedback newest first, filtered by type, rating and review status; staff mark it reviewed. */
export function FeedbackList() {
  const { t, i18n } = useTranslation('admin-support')
  const [filters, setFilters] = useState<Filters>({ page: 1 })
  const feedback = useAdminFeedback({ ...filters, pageSize: PAGE_SIZE })
  const review = useReviewFeedback({
    onSuccess: () => toast.success(t('toast.feedbackUpdated')),
    onError: (error) =>
      toast.error(t('toast.errorTitle'), {
        description: errorMessage(error, t('toast.feedbackFailed')),
      }),
  })
  const change = (next: Partial<Filters>) =>
    setFilters((current) => ({ ...current, ...next, page: 1 }))
  const page = filters.page
  const pages = feedback.data ? Math.max(1, Math.ceil(feedback.data.total / PAGE_SIZE)) : 1

  return (
    <div className="grid gap-3">
      <div className="grid gap-3 rounded-lg border border-border bg-surface p-3 sm:grid-cols-3">
        <div className="grid gap-1.5">
          <Label htmlFor="feedback-type">{t('feedback.type')}</Label>
          <Select
            id="feedback-type"
            value={filters.type ?? ''}
            onChange={(event) =>
              change({ type: (event.target.value || undefined) as AdminFeedbackQuery['type'] })
            }
          >
            <option value="">{t('filters.all')}</option>
            {feedbackTypes.map((type) => (
              <option key={type} value={type}>
                {t(`feedback.types.${type}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="feedback-rating">{t('feedback.rating')}</Label>
          <Select
            id="feedback-rating"
            value={filters.rating === undefined ? '' : String(filters.rating)}
            onChange={(event) =>
              change({ rating: event.target.value ? Number(event.target.value) : undefined })
            }
          >
            <option value="">{t('filters.all')}</option>
            {[5, 4, 3, 2, 1].map((rating) => (
              <option key={rating} value={rating}>
                {t('feedback.stars', { count: rating })}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="feedback-status">{t('feedback.status')}</Label>
          <Select
            id="feedback-status"
            value={filters.status ?? ''}
            onChange={(event) =>
              change({ status: (event.target.value || undefined) as AdminFeedbackQuery['status'] })
            }
          >
            <option value="">{t('filters.all')}</option>
            {feedbackStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`feedback.statuses.${status}`)}
              </option>
            ))}
          </Select>
        </div>
      </div>

      {feedback.isPending ? (
        <div className="grid gap-2" aria-busy="true" aria-label={t('loading')}>
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : feedback.isError ? (
        <ErrorState
          title={t('feedback.error')}
          error={feedback.error}
          onRetry={() => void feedback.refetch()}
        />
      ) : feedback.data.items.length === 0 ? (
        <EmptyState
          icon={<MessageSquareText />}
          title={t('feedback.emptyTitle')}
          description={t('feedback.emptyDescription')}
        />
      ) : (
        <>
          <ul className="grid gap-2" aria-label={t('feedback.listLabel')}>
            {feedback.data.items.map((item) => {
              const reviewed = item.status === 'reviewed'
              return (
                <li
                  key={item.id}
                  className="grid gap-2 rounded-lg border border-border bg-surface p-3"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="flex flex-wrap items-center gap-2">
                      <Badge variant="secondary">{t(`feedback.types.${item.type}`)}</Badge>
                      {item.rating ? <StarRating value={item.rating} size="sm" /> : null}
                    </span>
                    <Badge variant={reviewed ? 'success' : 'warning'}>
                      {t(`feedback.statuses.${reviewed ? 'reviewed' : 'pending'}`)}
                    </Badge>
                  </div>
                  <h3 className="font-semibold">{item.subject}</h3>
                  <p className="text-sm whitespace-pre-line">{item.description}</p>
                  <p className="text-xs text-muted-foreground">
                    {item.author
                      ? `${item.author.name || item.author.email} · `
                      : `${t('feedback.visitor')} · `}
                    {formatDate(item.createdAt, i18n.language, {
                      year: 'numeric',
                      month: 'short',
                      day: 'numeric',
                    })}
                    {item.category ? ` · ${item.category}` : ''}
                    {item.pageUrl ? ` · ${item.pageUrl}` : ''}
                  </p>
                  {reviewed && item.reviewedBy ? (
                    <p className="text-xs text-muted-foreground">
                      {t('feedback.reviewedBy', {
                        name: item.reviewedBy.name || item.reviewedBy.email,
                      })}
                    </p>
                  ) : null}
                  <div>
                    <Button
                      size="sm"
                      variant={reviewed ? 'ghost' : 'outline'}
                      disabled={review.isPending}
                      aria-label={`${reviewed ? t('feedback.markPending') : t('feedback.markReviewed')}: ${item.subject}`}
                      onClick={() =>
                        review.mutate({ id: item.id, status: reviewed ? 'pending' : 'reviewed' })
                      }
                    >
                      {reviewed ? t('feedback.markPending') : t('feedback.markReviewed')}
                    </Button>
                  </div>
                </li>
              )
            })}
          </ul>
          {pages > 1 ? (
            <nav
              aria-label={t('pagination.label')}
              className="flex items-center justify-between gap-2"
            >
              <Button
                variant="outline"
                size="sm"
                disabled={page <= 1}
                onClick={() => setFilters((current) => ({ ...current, page: page - 1 }))}
              >
                {t('pagination.previous')}
              </Button>
              <span className="text-sm">{t('pagination.page', { page, pages })}</span>
              <Button
                variant="outline"
                size="sm"
                disabled={page >= pages}
                onClick={() => setFilters((current) => ({ ...current, page: page + 1 }))}
              >
                {t('pagination.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  )
}
