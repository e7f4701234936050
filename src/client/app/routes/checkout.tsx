import { useTranslation } from 'react-i18next'
import { PageContainer } from '#client/components/page-container.tsx'
import { PageSkeleton } from '#client/components/page-skeleton.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { useMe } from '#client/lib/session.ts'
import { SignInPrompt } from '#client/features/auth/components/sign-in-prompt.tsx'
import { CheckoutForm } from '#client/features/checkout/components/checkout-form.tsx'

export default function CheckoutRoute() {
  const { t } = useTranslation('checkout')
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
    content = <SignInPrompt title={t('signInTitle')} description={t('signInText')} />
  else
    content = (
      <PageContainer>
        <h1 className="mb-6 text-2xl font-bold">{t('title')}</h1>
        <CheckoutForm defaultPhone={me.data.phone} />
      </PageContainer>
    )
  return (
    <>
      <title>{`${t('title')} · ${t('brand.name', { ns: 'common' })}`}</title>
      {content}
    </>
  )
}
