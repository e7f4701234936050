import { useTranslation } from 'react-i18next'
import { PageContainer } from '#client/components/page-container.tsx'
import { PageSkeleton } from '#client/components/page-skeleton.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { useMe } from '#client/lib/session.ts'
import { BecomeSellerForm } from '#client/features/auth/components/become-seller-form.tsx'
import { SellerExists } from '#client/features/auth/components/seller-exists.tsx'
import { SignInPrompt } from '#client/features/auth/components/sign-in-prompt.tsx'

export default function BecomeSellerRoute() {
  const { t } = useTranslation('auth')
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
      <SignInPrompt
        title={t('becomeSeller.signInTitle')}
        description={t('becomeSeller.signInText')}
      />
    )
  else if (me.data.isSeller) content = <SellerExists />
  else content = <BecomeSellerForm />
  return (
    <>
      <title>{`${t('becomeSeller.title')} · ${t('brand')}`}</title>
      {content}
    </>
  )
}
