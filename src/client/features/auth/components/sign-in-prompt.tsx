import { LogIn } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { buttonClass } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { useAuthHref } from '#client/lib/next-path.ts'

/** Shown to visitors on pages that need an account; signing in brings them back here. */
export function SignInPrompt({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation('auth')
  const loginHref = useAuthHref('/login')
  const registerHref = useAuthHref('/register')
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <Card className="p-8 text-center">
        <LogIn aria-hidden="true" className="mx-auto size-10 text-primary" />
        <h1 className="mt-3 text-2xl font-bold">{title}</h1>
        <p className="mt-2 text-muted-foreground">{description}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link href={loginHref} className={buttonClass()}>
            {t('prompt.signIn')}
          </Link>
          <Link href={registerHref} className={buttonClass({ variant: 'outline' })}>
            {t('prompt.signUp')}
          </Link>
        </div>
      </Card>
    </div>
  )
}
