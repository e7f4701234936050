import { useTranslation } from 'react-i18next'
import { PageContainer } from '#client/components/page-container.tsx'
import { PageSkeleton } from '#client/components/page-skeleton.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { useMe } from '#client/lib/session.ts'
import { ProfileView } from '#client/features/auth/components/profile-view.tsx'
import { SignInPrompt } from '#client/features/auth/components/sign-in-prompt.tsx'
import { YourDataSection } from '#client/features/privacy/components/your-data-section.tsx'

export default function ProfileRoute() {
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
      <SignInPrompt title={t('profile.signInTitle')} description={t('profile.signInText')} />
    )
  else
    content = (
      <>
        <ProfileView user={me.data} />
        <div className="mx-auto w-full max-w-4xl px-4 pb-8">
          <YourDataSection />
        </div>
      </>
    )
  return (
    <>
      <title>{`${t('profile.title')} · ${t('brand')}`}</title>
      {content}
    </>
  )
}
