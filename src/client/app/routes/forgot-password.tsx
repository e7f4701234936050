import { useTranslation } from 'react-i18next'
import { ForgotPasswordForm } from '#client/features/auth/components/forgot-password-form.tsx'

export default function ForgotPasswordRoute() {
  const { t } = useTranslation(['auth', 'account'])
  return (
    <>
      <title>{`${t('account:forgot.title')} · ${t('brand')}`}</title>
      <ForgotPasswordForm />
    </>
  )
}
