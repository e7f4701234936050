import { useTranslation } from 'react-i18next'
import { VerifyEmailView } from '#client/features/auth/components/verify-email-view.tsx'

export default function VerifyEmailRoute() {
  const { t } = useTranslation(['auth', 'account'])
  return (
    <>
      <title>{`${t('account:verifyEmail.title')} · ${t('brand')}`}</title>
      <VerifyEmailView />
    </>
  )
}
