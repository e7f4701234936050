import { useTranslation } from 'react-i18next'
import { PageSkeleton } from '#client/components/page-skeleton.tsx'
import { useMe } from '#client/lib/session.ts'
import { AlreadySignedIn } from '#client/features/auth/components/already-signed-in.tsx'
import { LoginForm } from '#client/features/auth/components/login-form.tsx'

export default function LoginRoute() {
  const { t } = useTranslation('auth')
  const me = useMe()
  return (
    <>
      <title>{`${t('login.title')} · ${t('brand')}`}</title>
      {me.isPending ? (
        <PageSkeleton />
      ) : me.data ? (
        <AlreadySignedIn user={me.data} />
      ) : (
        <LoginForm />
      )}
    </>
  )
}
