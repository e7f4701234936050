import { Store } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { useSellers } from '../api/get-sellers.ts'
import { SellerCard, SellerGridSkeleton } from './seller-card.tsx'

/** All sellers, best rated first, with loading, empty and error states. */
export function SellerDirectory() {
  const { t } = useTranslation('catalog')
  const sellers = useSellers()

  if (sellers.isPending) return <SellerGridSkeleton count={6} />
  if (sellers.isError) {
    return (
      <ErrorState
        title={t('sellers.errorTitle')}
        error={sellers.error}
        onRetry={() => void sellers.refetch()}
      />
    )
  }
  if (sellers.data.length === 0) {
    return (
      <EmptyState
        icon={<Store />}
        title={t('sellers.emptyTitle')}
        description={t('sellers.emptyDescription')}
      />
    )
  }
  return (
    <>
      <p className="mb-4 text-sm text-muted-foreground">
        {t('sellers.count', { count: sellers.data.length })}
      </p>
      <ul role="list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {sellers.data.map((seller) => (
          <li key={seller.id}>
            <SellerCard seller={seller} headingLevel="h2" />
          </li>
        ))}
      </ul>
    </>
  )
}
