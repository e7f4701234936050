import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'wouter'
import { PageContainer } from '#client/components/page-container.tsx'
import { PageSkeleton } from '#client/components/page-skeleton.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { useMe } from '#client/lib/session.ts'
import { SignInPrompt } from '#client/features/auth/components/sign-in-prompt.tsx'
import { OrderTrackingDetail } from '#client/features/orders/components/order-tracking-detail.tsx'

export default function OrderDetailRoute() {
  const { t } = useTranslation('orders')
  const { id = '' } = useParams<{ id: string }>()
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
      <PageContainer className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button variant="ghost" size="sm" onClick={() => window.history.back()}>
            <ArrowLeft aria-hidden="true" />
            {t('detail.back')}
          </Button>
        </div>
        <OrderTrackingDetail orderId={id} />
      </PageContainer>
    )
  return (
    <>
      <title>{`${t('detail.title')} · ${t('brand')}`}</title>
      {content}
    </>
  )
}
