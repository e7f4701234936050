import { useTranslation } from 'react-i18next'
import { PageContainer } from '#client/components/page-container.tsx'
import { PageSkeleton } from '#client/components/page-skeleton.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { useMe } from '#client/lib/session.ts'
import { SignInPrompt } from '#client/features/auth/components/sign-in-prompt.tsx'
import { NotificationSettingsForm } from '#client/features/notification-settings/components/notification-settings-form.tsx'

/** /notification-settings: which notices reach the signed-in user, and by which channels. */
export default function NotificationSettingsRoute() {
  const { t } = useTranslation('notifications')
  const { t: tc } = useTranslation('common')
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
      <PageContainer className="grid max-w-3xl gap-4">
        <header>
          <h1 className="text-2xl font-bold sm:text-3xl">{t('title')}</h1>
          <p className="text-muted-foreground">{t('description')}</p>
        </header>
        <NotificationSettingsForm />
      </PageContainer>
    )
  return (
    <>
      <title>{`${t('title')} · ${tc('brand.name')}`}</title>
      {content}
    </>
  )
}
