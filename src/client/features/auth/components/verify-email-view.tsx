import { useTranslation } from 'react-i18next'
import { Link, useSearch } from 'wouter'
import { Button, buttonClass } from '#client/components/ui/button.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { useVerifyEmail } from '../api/verify-email.ts'
import { AuthCard } from './auth-card.tsx'

/**
 * The page the verification link opens. Confirming is a button press rather than happening on
 * load, so a mail scanner that follows links does not use the token up.
 */
export function VerifyEmailView() {
  const { t } = useTranslation(['auth', 'account'])
  const token = new URLSearchParams(useSearch()).get('token') ?? ''
  const verify = useVerifyEmail()

  if (verify.isSuccess) {
    return (
      <AuthCard title={t('account:verifyEmail.doneTitle')}>
        <div className="grid gap-4" role="status">
          <p>{t('account:verifyEmail.doneText')}</p>
          <Link href="/profile" className={buttonClass()}>
            {t('account:verifyEmail.toProfile')}
          </Link>
        </div>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title={t('account:verifyEmail.title')}
      description={t('account:verifyEmail.description')}
    >
      <div className="grid gap-4">
        {!token ? (
          <p role="alert" className="text-destructive">
            {t('account:verifyEmail.missingToken')}
          </p>
        ) : null}
        {verify.isError ? (
          <p role="alert" className="text-destructive">
            {errorMessage(verify.error, t('errors.fallback'))}
          </p>
        ) : null}
        <Button
          size="lg"
          disabled={!token || verify.isPending}
          onClick={() => verify.mutate({ token })}
        >
          {verify.isPending
            ? t('account:verifyEmail.confirming')
            : t('account:verifyEmail.confirm')}
        </Button>
      </div>
    </AuthCard>
  )
}
