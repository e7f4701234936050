import { ShieldAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** Why the authenticity review rejected the product, and what happens when it is corrected. */
export function RejectionNote({ note }: { note: string | null }) {
  const { t } = useTranslation('seller-products')
  return (
    <div
      role="note"
      className="flex gap-2 rounded-lg border border-destructive/40 bg-destructive-soft p-3 text-sm"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
      <div>
        <p className="font-semibold">{t('rejection.title')}</p>
        <p>{note ?? t('rejection.noReason')}</p>
        <p className="mt-1 text-muted-foreground">{t('rejection.fix')}</p>
      </div>
    </div>
  )
}
