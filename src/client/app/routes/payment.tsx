import { useTranslation } from 'react-i18next'
import { useParams } from 'wouter'
import { PageContainer } from '#client/components/page-container.tsx'
import { PageSkeleton } from '#client/components/page-skeleton.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { useMe } from '#client/lib/session.ts'
import { SignInPrompt } from '#client/features/auth/components/sign-in-prompt.tsx'
import { PaymentView } from '#client/features/checkout/components/payment-view.tsx'

export default function PaymentRoute() {
  const { t } = useTranslation('checkout')
  const { paymentId = '' } = useParams<{ paymentId: string }>()
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
    content = <SignInPrompt title={t('pay.signInTitle')} description={t('pay.signInText')} />
  else
    content = (
      <PageContainer>
        <PaymentView paymentId={paymentId} />
      </PageContainer>
    )
  return (
    <>
      <title>{`${t('pay.title')} · ${t('brand.name', { ns: 'common' })}`}</title>
      {content}
    </>
  )
}
