import { useTranslation } from 'react-i18next'
import { useLocation, useSearch } from 'wouter'
import { PageContainer } from '#client/components/page-container.tsx'
import { PageSkeleton } from '#client/components/page-skeleton.tsx'
import { useMe } from '#client/lib/session.ts'
import { SignInPrompt } from '#client/features/auth/components/sign-in-prompt.tsx'
import {
  SUPPORT_TABS,
  SupportView,
  type SupportTab,
} from '#client/features/support/components/support-view.tsx'

export default function SupportRoute() {
  const { t } = useTranslation('support')
  const me = useMe()
  const search = new URLSearchParams(useSearch())
  const [, navigate] = useLocation()
  const ticketId = search.get('ticket')
  const requested = search.get('tab')
  const tab: SupportTab = SUPPORT_TABS.includes(requested as SupportTab)
    ? (requested as SupportTab)
    : ticketId
      ? 'tickets'
      : 'faq'

  return (
    <>
      <title>{`${t('title')} · ${t('brand.name', { ns: 'common' })}`}</title>
      {me.isPending ? (
        <PageSkeleton />
      ) : (
        <PageContainer>
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          <p className="mt-1 mb-4 text-muted-foreground">{t('description')}</p>
          <SupportView
            tab={tab}
            ticketId={ticketId}
            signedIn={me.data != null}
            signInPrompt={
              <SignInPrompt title={t('signIn.title')} description={t('signIn.description')} />
            }
            onNavigate={(next, id) => {
              const query = new URLSearchParams({ tab: next })
              if (id) query.set('ticket', id)
              navigate(`/support?${query.toString()}`, { replace: next === tab && !id })
            }}
          />
        </PageContainer>
      )}
    </>
  )
}
