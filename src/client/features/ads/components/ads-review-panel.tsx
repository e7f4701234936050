import { Megaphone } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  AD_APPROVAL_STATUSES,
  type AdApprovalStatus,
  type AdForReview,
} from '#shared/contracts/ads.ts'
import { formatDate } from '#shared/dates.ts'
import { formatMoney } from '#shared/money.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { FormField } from '#client/components/ui/form-field.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { ApiRequestError, errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useAdsForReview } from '../api/get-ads-for-review.ts'
import { useReviewAd } from '../api/review-ad.ts'

/** Admin review of sellers' ads: pending first, approve or reject with a note. */
export function AdsReviewPanel() {
  const { t } = useTranslation('ads')
  const [status, setStatus] = useState<AdApprovalStatus>('pending')
  const ads = useAdsForReview(status)
  return (
    <section aria-labelledby="ads-review-title" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="ads-review-title" className="text-xl font-bold">
            {t('review.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('review.description')}</p>
        </div>
        <FormField id="ads-review-status" label={t('review.statusLabel')}>
          {(control) => (
            <Select
              {...control}
              value={status}
              onChange={(event) => setStatus(event.target.value as AdApprovalStatus)}
            >
              {AD_APPROVAL_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`status.${value}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      {ads.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      ) : ads.isError ? (
        <ErrorState error={ads.error} onRetry={() => void ads.refetch()} />
      ) : ads.data.length === 0 ? (
        <EmptyState icon={<Megaphone />} title={t('review.empty')} />
      ) : (
        <ul className="grid gap-3">
          {ads.data.map((ad) => (
            <li key={ad.id}>
              <ReviewCard ad={ad} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function ReviewCard({ ad }: { ad: AdForReview }) {
  const { t, i18n } = useTranslation('ads')
  const [note, setNote] = useState('')
  const [noteError, setNoteError] = useState<string | undefined>()
  const review = useReviewAd({
    onSuccess: (saved) =>
      toast.success(
        saved.approvalStatus === 'approved' ? t('review.approved') : t('review.rejected'),
      ),
    onError: (error) => {
      if (error instanceof ApiRequestError) setNoteError(error.fieldErrors.note)
      toast.error(t('toast.errorTitle'), {
        description: errorMessage(error, t('toast.actionFailed')),
      })
    },
  })
  const decide = (decision: 'approve' | 'reject') => {
    if (decision === 'reject' && !note.trim()) {
      setNoteError('validation.adReviewNote')
      return
    }
    setNoteError(undefined)
    review.mutate({ id: ad.id, decision, ...(note.trim() ? { note: note.trim() } : {}) })
  }
  return (
    <Card>
      <CardHeader className="gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="text-base">{ad.title}</CardTitle>
          <Badge variant={ad.approvalStatus === 'pending' ? 'warning' : 'outline'}>
            {t(`status.${ad.approvalStatus}`)}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {ad.businessName} ·{' '}
          {ad.storeName ? t('review.store', { store: ad.storeName }) : t('review.noStore')}
        </p>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm sm:grid-cols-[auto_1fr]">
        {ad.imageUrl ? (
          <img
            src={ad.imageUrl}
            alt=""
            loading="lazy"
            className="h-24 w-36 rounded-md object-cover"
          />
        ) : null}
        <div className="grid gap-2">
          {ad.description ? <p>{ad.description}</p> : null}
          <p>
            {t('card.budget')}: {formatMoney(ad.budget, 'ETB', i18n.language)} ·{' '}
            {t('card.dates', {
              start: formatDate(ad.startDate, i18n.language),
              end: formatDate(ad.endDate, i18n.language),
            })}
          </p>
          <div className="flex flex-wrap gap-1">
            {ad.socialPlatforms.map((platform) => (
              <Badge key={platform} variant="outline">
                {t(`platforms.${platform}`)}
              </Badge>
            ))}
          </div>
          {ad.linkTarget === 'website' && ad.websiteUrl ? (
            <a href={ad.websiteUrl} target="_blank" rel="noreferrer noopener" className="underline">
              {t('review.website')}: {ad.websiteUrl}
            </a>
          ) : ad.linkTarget === 'product' ? (
            <p>{t('review.leadsToProduct', { name: ad.linkProductName ?? '—' })}</p>
          ) : (
            <p>{t('review.leadsToStore', { store: ad.storeName ?? ad.businessName })}</p>
          )}
          {ad.reviewNote ? <p>{t('card.reviewNote', { note: ad.reviewNote })}</p> : null}
          <FormField id={`ad-review-note-${ad.id}`} label={t('review.note')} error={noteError}>
            {(control) => (
              <Textarea
                {...control}
                rows={2}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            )}
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={review.isPending} onClick={() => decide('approve')}>
              {t('review.approve')}
            </Button>
            <Button
              size="sm"
              variant="destructive"
              disabled={review.isPending}
              onClick={() => decide('reject')}
            >
              {t('review.reject')}
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  )
}
