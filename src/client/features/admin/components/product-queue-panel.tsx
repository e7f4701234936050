import { PackageCheck } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReviewQueueItem } from '#shared/contracts/seller-products.ts'
import { formatDate } from '#shared/dates.ts'
import { formatMoney } from '#shared/money.ts'
import { Button } from '#client/components/ui/button.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { toast } from '#client/lib/toast.ts'
import { useReviewQueue } from '../api/get-review-queue.ts'
import { useReviewProduct } from '../api/review-product.ts'
import { ListSkeleton } from './pager.tsx'
import { localizedName } from '#shared/language.ts'

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
  const [noteError, setNoteError] = useState(false)
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
  const decide = (decision: 'approve' | 'reject') => {
    // The seller is told why: a rejection needs a reason (the server refuses one without).
    if (decision === 'reject' && !note.trim()) {
      setNoteError(true)
      document.getElementById(noteId)?.focus()
      return
    }
    review.mutate({ productId: item.id, decision, note: note.trim() || null })
  }

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
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">{t('products.price')}</dt>
          <dd className="tabular-nums">
            {item.discountPrice ? (
              <>
                {formatMoney(item.discountPrice, item.currency, i18n.language, { decimals: 2 })}{' '}
                <s className="text-muted-foreground">
                  {formatMoney(item.price, item.currency, i18n.language, { decimals: 2 })}
                </s>
              </>
            ) : (
              formatMoney(item.price, item.currency, i18n.language, { decimals: 2 })
            )}
          </dd>
          <dt className="font-medium">{t('products.category')}</dt>
          <dd>
            {localizedName(
              {
                name: item.categoryName,
                nameAm: item.categoryNameAm,
                nameOm: item.categoryNameOm,
                nameTi: item.categoryNameTi,
              },
              i18n.resolvedLanguage,
            )}
          </dd>
        </dl>
        {item.description ? (
          <p className="text-sm whitespace-pre-line">{item.description}</p>
        ) : (
          <p className="text-sm text-muted-foreground">{t('products.noDescription')}</p>
        )}
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
          aria-invalid={noteError || undefined}
          aria-describedby={noteError ? `${noteId}-error` : undefined}
          onChange={(event) => {
            setNote(event.target.value)
            if (event.target.value.trim()) setNoteError(false)
          }}
        />
        {noteError ? (
          <p id={`${noteId}-error`} className="text-sm font-medium text-destructive">
            {t('products.reasonRequired')}
          </p>
        ) : null}
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
