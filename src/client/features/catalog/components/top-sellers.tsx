import { useTranslation } from 'react-i18next'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { useSellers } from '../api/get-sellers.ts'
import { SectionHeader } from './section-header.tsx'
import { SellerCard, SellerGridSkeleton } from './seller-card.tsx'

const TOP_SELLERS = 3

/** The three best-rated sellers (the API sorts by rating). */
export function TopSellers() {
  const { t } = useTranslation('catalog')
  const sellers = useSellers()
  if (sellers.data?.length === 0) return null
  return (
    <section aria-labelledby="home-sellers-heading">
      <SectionHeader
        id="home-sellers-heading"
        title={t('home.sellers.title')}
        link={{ href: '/sellers', label: t('home.sellers.viewAll') }}
      />
      {sellers.isPending ? (
        <SellerGridSkeleton count={TOP_SELLERS} className="grid gap-4 md:grid-cols-3" />
      ) : sellers.isError ? (
        <ErrorState error={sellers.error} onRetry={() => void sellers.refetch()} />
      ) : (
        <ul role="list" className="grid gap-4 md:grid-cols-3">
          {sellers.data.slice(0, TOP_SELLERS).map((seller) => (
            <li key={seller.id}>
              <SellerCard seller={seller} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
