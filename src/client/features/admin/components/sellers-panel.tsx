import { BadgeCheck, Store } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SELLER_FILTERS, type SellerFilter } from '#shared/contracts/admin.ts'
import { formatDate } from '#shared/dates.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { usePlaceNames } from '#client/lib/places.ts'
import { toast } from '#client/lib/toast.ts'
import { useAdminSellers } from '../api/get-sellers.ts'
import { useSetSellerVerification } from '../api/set-seller-verification.ts'
import { ListFilters } from './list-filters.tsx'
import { ListSkeleton, Pager } from './pager.tsx'

/** Stores to verify (unverified first), with search and a verification filter. */
export function SellersPanel() {
  const { t, i18n } = useTranslation('admin')
  const places = usePlaceNames()
  const [status, setStatus] = useState<SellerFilter>('unverified')
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const sellers = useAdminSellers({ status, q: q.trim() || undefined, page })
  const verification = useSetSellerVerification({
    onSuccess: (seller) =>
      toast.success(
        t(seller.verified ? 'sellers.verifiedToast' : 'sellers.unverifiedToast', {
          store: seller.storeName,
        }),
      ),
    onError: (error) => toast.error(t('actionFailed'), { description: error.message }),
  })

  return (
    <section aria-labelledby="admin-sellers-title" className="grid gap-4">
      <h2 id="admin-sellers-title" className="text-xl font-bold">
        {t('sellers.title')}
      </h2>
      <ListFilters
        searchLabel={t('sellers.search')}
        search={q}
        onSearch={(value) => {
          setQ(value)
          setPage(1)
        }}
        filterLabel={t('sellers.filter')}
        filter={status}
        filters={SELLER_FILTERS}
        filterText={(value) => t(`sellers.filters.${value}`)}
        onFilter={(value) => {
          setStatus(value)
          setPage(1)
        }}
      />
      {sellers.isPending ? (
        <ListSkeleton />
      ) : sellers.isError ? (
        <ErrorState error={sellers.error} onRetry={() => void sellers.refetch()} />
      ) : sellers.data.items.length === 0 ? (
        <EmptyState
          icon={<Store />}
          title={t('sellers.emptyTitle')}
          description={t('sellers.empty')}
        />
      ) : (
        <>
          <ul role="list" className="grid gap-2">
            {sellers.data.items.map((seller) => (
              <li
                key={seller.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface p-4"
              >
                <div className="grid gap-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold">
                    {seller.storeName}
                    {seller.verified ? (
                      <Badge variant="success">
                        <BadgeCheck aria-hidden="true" className="size-3" />
                        {t('sellers.verified')}
                      </Badge>
                    ) : (
                      <Badge variant="warning">{t('sellers.unverified')}</Badge>
                    )}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {seller.ownerName} · {seller.email}
                    {seller.city ? ` · ${places.address(seller.city)}` : ''}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {t('sellers.details', {
                      products: seller.productCount,
                      date: formatDate(seller.createdAt, i18n.language),
                    })}
                    {seller.businessLicense
                      ? ` · ${t('sellers.license', { value: seller.businessLicense })}`
                      : ''}
                    {seller.taxId ? ` · ${t('sellers.taxId', { value: seller.taxId })}` : ''}
                  </p>
                </div>
                <Button
                  variant={seller.verified ? 'outline' : 'primary'}
                  size="sm"
                  disabled={verification.isPending}
                  aria-label={t(seller.verified ? 'sellers.unverifyStore' : 'sellers.verifyStore', {
                    store: seller.storeName,
                  })}
                  onClick={() =>
                    verification.mutate({ sellerId: seller.id, verified: !seller.verified })
                  }
                >
                  {t(seller.verified ? 'sellers.unverify' : 'sellers.verify')}
                </Button>
              </li>
            ))}
          </ul>
          <Pager
            page={sellers.data.page}
            pageSize={sellers.data.pageSize}
            total={sellers.data.total}
            onPage={setPage}
          />
        </>
      )}
    </section>
  )
}
