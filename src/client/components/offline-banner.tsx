import { WifiOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useOnline } from '#client/lib/offline-mutations.ts'

/** A quiet line under the header while the browser has no connection. */
export function OfflineBanner() {
  const { t } = useTranslation('common')
  const online = useOnline()
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p className="flex items-center justify-center gap-2 bg-accent px-4 py-1.5 text-center text-sm font-medium text-accent-foreground">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {t('offline.banner')}
        </p>
      )}
    </div>
  )
}
