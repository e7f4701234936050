import { useTranslation } from 'react-i18next'
import { PageContainer } from '#client/components/page-container.tsx'
import { PageSkeleton } from '#client/components/page-skeleton.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { useMe } from '#client/lib/session.ts'
import { CartView } from '#client/features/cart/components/cart-view.tsx'

export default function CartRoute() {
  const { t } = useTranslation('cart')
  const me = useMe()
  let content
  if (me.isPending) content = <PageSkeleton />
  else if (me.isError)
    content = (
      <PageContainer>
        <ErrorState error={me.error} onRetry={() => void me.refetch()} />
      </PageContainer>
    )
  else
    content = (
      <PageContainer>
        <h1 className="mb-6 text-2xl font-bold">{t('title')}</h1>
        <CartView signedIn={Boolean(me.data)} />
      </PageContainer>
    )
  return (
    <>
      <title>{`${t('title')} · ${t('brand.name', { ns: 'common' })}`}</title>
      {content}
    </>
  )
}
