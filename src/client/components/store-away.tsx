import { CalendarClock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useDates } from '#client/lib/dates.ts'
import { cn } from '#client/lib/cn.ts'

// Vacation mode as buyers see it: a store that is away until a return date (`YYYY-MM-DD` from the
// API) keeps its products on show, and every place that sells them says when it reopens.

/** The return date as a day in the reader's calendar and language (midday in Addis Ababa). */
export function useReturnDate() {
  const dates = useDates()
  return (day: string) => dates.date(`${day}T12:00:00+03:00`)
}

/** "This store is away until …", with the seller's note when there is one. */
export function StoreAwayNotice({
  until,
  message,
  className,
}: {
  until: string
  message?: string | null
  className?: string
}) {
  const { t } = useTranslation('common')
  const returnDate = useReturnDate()
  return (
    <div
      className={cn(
        'flex gap-3 rounded-lg border border-[#f59e0b] bg-[#fef3c7] p-3 text-[#78350f]',
        className,
      )}
    >
      <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid min-w-0 gap-1">
        <p className="font-semibold">{t('storeAway.notice', { date: returnDate(until) })}</p>
        {message ? <p className="text-sm break-words whitespace-pre-line">{message}</p> : null}
        <p className="text-sm">{t('storeAway.cannotBuy')}</p>
      </div>
    </div>
  )
}
