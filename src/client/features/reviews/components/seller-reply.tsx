import { Store } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Review } from '#shared/contracts/reviews.ts'
import { useDates } from '#client/lib/dates.ts'

/** The seller's public answer, under the review it answers. */
export function SellerReply({ reply }: { reply: NonNullable<Review['sellerReply']> }) {
  const { t } = useTranslation('reviews')
  const dates = useDates()
  return (
    <div className="ms-4 grid gap-1 border-s-4 border-primary bg-primary-soft px-3 py-2">
      <p className="flex flex-wrap items-center gap-x-2 text-sm font-semibold text-primary">
        <Store aria-hidden="true" className="size-4" />
        {t('reply.label')}
        <time dateTime={reply.repliedAt} className="font-normal text-muted-foreground">
          {dates.date(reply.repliedAt)}
        </time>
      </p>
      <p className="break-words whitespace-pre-line">{reply.text}</p>
    </div>
  )
}
