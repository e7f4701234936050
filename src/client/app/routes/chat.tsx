import { useTranslation } from 'react-i18next'
import { useLocation, useSearch } from 'wouter'
import { PageContainer } from '#client/components/page-container.tsx'
import { PageSkeleton } from '#client/components/page-skeleton.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { useMe } from '#client/lib/session.ts'
import { SignInPrompt } from '#client/features/auth/components/sign-in-prompt.tsx'
import { ChatView } from '#client/features/chat/components/chat-view.tsx'

export default function ChatRoute() {
  const { t } = useTranslation('chat')
  const me = useMe()
  const search = useSearch()
  const [, navigate] = useLocation()
  const selectedId = new URLSearchParams(search).get('conversation')

  let content
  if (me.isPending) content = <PageSkeleton />
  else if (me.isError)
    content = (
      <PageContainer>
        <ErrorState error={me.error} onRetry={() => void me.refetch()} />
      </PageContainer>
    )
  else if (!me.data)
    content = <SignInPrompt title={t('signIn.title')} description={t('signIn.description')} />
  else
    content = (
      <PageContainer>
        <h1 className="mb-4 text-2xl font-bold">{t('title')}</h1>
        <ChatView
          userId={me.data.id}
          selectedId={selectedId}
          onSelect={(id) => navigate(id ? `/chat?conversation=${id}` : '/chat')}
        />
      </PageContainer>
    )
  return (
    <>
      <title>{`${t('title')} · ${t('brand.name', { ns: 'common' })}`}</title>
      {content}
    </>
  )
}
