import { useTranslation } from 'react-i18next'
import { PageContainer } from '#client/components/page-container.tsx'
import { PageSkeleton } from '#client/components/page-skeleton.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { useMe } from '#client/lib/session.ts'
import { SignInPrompt } from '#client/features/auth/components/sign-in-prompt.tsx'
import { WishlistView } from '#client/features/saved/components/wishlist-view.tsx'

export default function WishlistRoute() {
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
      <SignInPrompt title={t('wishlist.signInTitle')} description={t('wishlist.signInText')} />
    )
  else
    content = (
      <PageContainer>
        <WishlistView userId={me.data.id} />
      </PageContainer>
    )
  return (
    <>
      <title>{`${t('wishlist.title')} · ${t('brand.name', { ns: 'common' })}`}</title>
      {content}
    </>
  )
}
