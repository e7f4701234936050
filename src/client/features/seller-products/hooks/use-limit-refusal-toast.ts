import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { ApiRequestError, errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { upgradeUrlOf } from '../lib/listing-limits.ts'

/**
 * A failed product write as a toast. A refusal at the trial's or plan's limit says so and carries
 * a "See plans" button to the plans page.
 */
export function useProductErrorToast() {
  const { t } = useTranslation('seller-products')
  const [, navigate] = useLocation()
  return (error: Error, title: string, fallback: string) => {
    const upgradeUrl = error instanceof ApiRequestError ? upgradeUrlOf(error) : null
    if (upgradeUrl) {
      toast.error(t('limits.refusedTitle'), {
        description: error.message,
        action: { label: t('limits.seePlans'), onClick: () => navigate(upgradeUrl) },
      })
      return
    }
    toast.error(title, { description: errorMessage(error, fallback) })
  }
}
