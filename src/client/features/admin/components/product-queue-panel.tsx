import { PackageCheck } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReviewQueueItem } from '#shared/contracts/seller-products.ts'
import { formatDate } from '#shared/dates.ts'
import { Button } from '#client/components/ui/button.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { toast } from '#client/lib/toast.ts'
import { useReviewQueue } from '../api/get-review-queue.ts'
import { useReviewProduct } from '../api/review-product.ts'
import { ListSkeleton } from './pager.tsx'

/** The authenticity review queue, oldest first: approve or reject each product with a note. */
export function ProductQueuePanel() {
  const { t } = useTranslation('admin')
  const queue = useReviewQueue()
  return (
    <section aria-labelledby="admin-products-title" className="grid gap-4">
      <div>
        <h2 id="admin-products-title" className="text-xl font-bold">
          {t('products.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('products.description')}</p>
      </div>
      {queue.isPending ? (
        <ListSkeleton />
      ) : queue.isError ? (
        <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />
      ) : queue.data.length === 0 ? (
        <EmptyState
          icon={<PackageCheck />}
          title={t('products.emptyTitle')}
          description={t('products.empty')}
        />
      ) : (
        <ul role="list" className="grid gap-3">
          {queue.data.map((item) => (
            <QueueItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  )
}

function QueueItem({ item }: { item: ReviewQueueItem }) {
  const { t, i18n } = useTranslation('admin')
  const [note, setNote] = useState('')
  const review = useReviewProduct({
    onSuccess: (result) =>
      toast.success(
        t(result.reviewStatus === 'approved' ? 'products.approved' : 'products.rejected', {
          name: item.name,
        }),
      ),
    onError: (error) => toast.error(t('actionFailed'), { description: error.message }),
  })
  const noteId = `review-note-${item.id}`
  const decide = (decision: 'approve' | 'reject') =>
    review.mutate({ productId: item.id, decision, note: note.trim() || null })

  return (
    <li
      aria-label={item.name}
      className="grid gap-3 rounded-lg border border-border bg-surface p-4 sm:grid-cols-[6rem_1fr]"
    >
      {item.imageUrl ? (
        <img
          src={item.imageUrl}
          alt=""
          className="aspect-square w-24 rounded-md border border-border object-cover"
        />
      ) : (
        <div aria-hidden="true" className="aspect-square w-24 rounded-md bg-muted" />
      )}
      <div className="grid gap-2">
        <div>
          <p className="font-semibold">{item.name}</p>
          <p className="text-sm text-muted-foreground">
            {t('products.meta', {
              store: item.storeName,
              origin: item.originCountry,
              date: formatDate(item.createdAt, i18n.language),
            })}
          </p>
        </div>
        <p className="text-sm">
          <span className="font-medium">{t('products.authenticity')}: </span>
          {item.authenticityNote ?? t('products.noAuthenticity')}
        </p>
        <label htmlFor={noteId} className="text-sm font-medium">
          {t('products.note')}
        </label>
        <Textarea
          id={noteId}
          rows={2}
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={review.isPending} onClick={() => decide('approve')}>
            {t('products.approve')}
          </Button>
          <Button
            size="sm"
            variant="destructive"
            disabled={review.isPending}
            onClick={() => decide('reject')}
          >
            {t('products.reject')}
          </Button>
        </div>
      </div>
    </li>
  )
}
