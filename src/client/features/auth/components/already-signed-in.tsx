import { CircleCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { SessionUser } from '#shared/contracts/auth.ts'
import { buttonClass } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'

/** Sign-in and sign-up pages show this instead of a form when a session already exists. */
export function AlreadySignedIn({ user }: { user: SessionUser }) {
  const { t } = useTranslation('auth')
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <Card className="p-8 text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-10 text-primary" />
        <h1 className="mt-3 text-2xl font-bold">{t('signedIn.title', { name: user.firstName })}</h1>
        <p className="mt-2 text-muted-foreground">{t('signedIn.text', { email: user.email })}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link href="/" className={buttonClass()}>
            {t('signedIn.home')}
          </Link>
          <Link href="/profile" className={buttonClass({ variant: 'outline' })}>
            {t('signedIn.profile')}
          </Link>
        </div>
      </Card>
    </div>
  )
}
