import { useTranslation } from 'react-i18next'
import { PageContainer } from '#client/components/page-container.tsx'
import { PageSkeleton } from '#client/components/page-skeleton.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { useMe } from '#client/lib/session.ts'
import { SignInPrompt } from '#client/features/auth/components/sign-in-prompt.tsx'
import { MyOrders } from '#client/features/orders/components/my-orders.tsx'

export default function OrdersRoute() {
  const { t } = useTranslation('orders')
  const me = useMe()
  let content
  if (me.isPending) content = <PageSkeleton />
  else if (me.isError)
    content = (
      <PageContainer>
        <ErrorState error={me.error} onRetry={() => void me.refetch()} />
      </PageContainer>
    )
  else if (!me.data)
    content = <SignInPrompt title={t('mine.signInTitle')} description={t('mine.signInText')} />
  else
    content = (
      <PageContainer>
        <MyOrders />
      </PageContainer>
    )
  return (
    <>
      <title>{`${t('mine.title')} · ${t('brand')}`}</title>
      {content}
    </>
  )
}
