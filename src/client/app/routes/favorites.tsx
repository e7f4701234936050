import { useTranslation } from 'react-i18next'
import { PageContainer } from '#client/components/page-container.tsx'
import { PageSkeleton } from '#client/components/page-skeleton.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { useMe } from '#client/lib/session.ts'
import { SignInPrompt } from '#client/features/auth/components/sign-in-prompt.tsx'
import { FavoritesView } from '#client/features/saved/components/favorites-view.tsx'

export default function FavoritesRoute() {
  const { t } = useTranslation('saved')
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
      <SignInPrompt title={t('favorites.signInTitle')} description={t('favorites.signInText')} />
    )
  else
    content = (
      <PageContainer>
        <FavoritesView userId={me.data.id} />
      </PageContainer>
    )
  return (
    <>
      <title>{`${t('favorites.title')} · ${t('brand.name', { ns: 'common' })}`}</title>
      {content}
    </>
  )
}
