import { useTranslation } from 'react-i18next'
import { PageSkeleton } from '#client/components/page-skeleton.tsx'
import { useMe } from '#client/lib/session.ts'
import { AlreadySignedIn } from '#client/features/auth/components/already-signed-in.tsx'
import { RegisterForm } from '#client/features/auth/components/register-form.tsx'

export default function RegisterRoute() {
  const { t } = useTranslation('auth')
  const me = useMe()
  return (
    <>
      <title>{`${t('register.title')} · ${t('brand')}`}</title>
      {me.isPending ? (
        <PageSkeleton />
      ) : me.data ? (
        <AlreadySignedIn user={me.data} />
      ) : (
        <RegisterForm />
      )}
    </>
  )
}
