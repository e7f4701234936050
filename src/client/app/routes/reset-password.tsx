import { useTranslation } from 'react-i18next'
import { ResetPasswordForm } from '#client/features/auth/components/reset-password-form.tsx'

export default function ResetPasswordRoute() {
  const { t } = useTranslation(['auth', 'account'])
  return (
    <>
      <title>{`${t('account:reset.title')} · ${t('brand')}`}</title>
      <ResetPasswordForm />
    </>
  )
}
