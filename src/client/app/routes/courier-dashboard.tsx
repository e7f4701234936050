import { Bike } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PageContainer } from '#client/components/page-container.tsx'
import { PageSkeleton } from '#client/components/page-skeleton.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { useMe } from '#client/lib/session.ts'
import { SignInPrompt } from '#client/features/auth/components/sign-in-prompt.tsx'
import { CourierDashboard } from '#client/features/orders/components/courier-dashboard.tsx'
import { CourierReturnPickups } from '#client/features/returns/components/courier-return-pickups.tsx'

export default function CourierDashboardRoute() {
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
    content = (
      <SignInPrompt title={t('courier.signInTitle')} description={t('courier.signInText')} />
    )
  else if (!me.data.courierId)
    content = (
      <PageContainer>
        <EmptyState
          icon={<Bike />}
          title={t('courier.notCourierTitle')}
          description={t('courier.notCourierText')}
        />
      </PageContainer>
    )
  else
    content = (
      <PageContainer className="grid gap-8">
        <CourierDashboard />
        <CourierReturnPickups />
      </PageContainer>
    )
  return (
    <>
      <title>{`${t('courier.title')} · ${t('brand')}`}</title>
      {content}
    </>
  )
}
